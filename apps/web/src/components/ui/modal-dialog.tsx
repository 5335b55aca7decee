import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './modal-dialog.module.css';
import { useReturnFocus } from './use-return-focus.ts';

type ModalDialogProps = {
  title: string;
  /** Accessible name of the close button (the × in the corner). */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, always in view while the body scrolls. */
  footer?: ReactNode;
  /** Where the focus goes on opening (else the first focusable element, as the browser does). */
  initialFocusRef?: { readonly current: HTMLElement | null };
  /** A long text: wider on wide screens, and its body can be focused to scroll by keyboard. */
  isLongText?: boolean;
};

/**
 * A storefront overlay on the native modal <dialog>: the browser traps the focus, makes the page
 * behind it inert and closes it on Escape; focus returns to the opener on close (useReturnFocus). A sheet from the
 * bottom on phones, a centred card from the tablet width on. Mounted = open.
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  children,
  footer,
  initialFocusRef,
  isLongText,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useReturnFocus();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => dialog?.close();
  }, [initialFocusRef]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has Escape as its keyboard twin
    <dialog
      ref={ref}
      className={isLongText ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // React owns the open state: close through it
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop
      }}
    >
      <div className={styles.sheet}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {/* A long text gets no other focusable element: its scroll area takes the focus instead. */}
        <div className={styles.body} tabIndex={isLongText ? 0 : undefined}>
          {children}
        </div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </dialog>
  );
}
