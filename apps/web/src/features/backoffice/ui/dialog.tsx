import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

type DialogProps = {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'wide' for pickers with a grid (the image library). */
  size?: 'normal' | 'wide';
};

/**
 * A modal dialog on the native <dialog> element (showModal): the browser keeps focus inside,
 * closes it on Escape and makes the page behind it inert.
 */
export function Dialog({ isOpen, title, onClose, children, size = 'normal' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {isOpen ? (
        <div className={styles.content}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
