import { de } from '../../../i18n/de.ts';
import { ActionButton } from './action-button.tsx';
import { Dialog } from './dialog.tsx';
import styles from './dialog-actions.module.css';
import { Notice } from './notice.tsx';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  isBusy?: boolean;
  /** A failed attempt: shown above the buttons with a retry. */
  errorMessage?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone (delete); the confirm button is red. */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  confirmLabel,
  isBusy = false,
  errorMessage = null,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog isOpen={isOpen} title={title} onClose={onClose}>
      <p>{text}</p>
      {errorMessage ? (
        <Notice tone="error" onRetry={onConfirm} isRetrying={isBusy}>
          {errorMessage}
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <ActionButton onClick={onClose}>{de.backoffice.common.cancel}</ActionButton>
        <ActionButton variant="danger" onClick={onConfirm} isBusy={isBusy}>
          {confirmLabel}
        </ActionButton>
      </div>
    </Dialog>
  );
}
