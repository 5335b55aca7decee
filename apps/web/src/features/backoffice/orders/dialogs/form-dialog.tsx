import type { FormEvent, ReactNode } from 'react';
import { de } from '../../../../i18n/de.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import styles from '../../ui/dialog-actions.module.css';
import { Notice } from '../../ui/notice.tsx';
import formStyles from './dialogs.module.css';

type FormDialogProps = {
  isOpen: boolean;
  title: string;
  text?: string;
  submitLabel: string;
  isDanger?: boolean;
  isBusy: boolean;
  errorMessage: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** A dialog with a small form: fields, the refusal (with retry) and cancel / submit. */
export function FormDialog({
  isOpen,
  title,
  text,
  submitLabel,
  isDanger = false,
  isBusy,
  errorMessage,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog isOpen={isOpen} title={title} onClose={onClose}>
      <form className={formStyles.form} onSubmit={onFormSubmit} noValidate>
        {text ? <p>{text}</p> : null}
        {children}
        {errorMessage ? (
          <Notice tone="error" onRetry={onSubmit} isRetrying={isBusy}>
            {errorMessage}
          </Notice>
        ) : null}
        <div className={styles.actions}>
          <ActionButton onClick={onClose}>{de.backoffice.common.cancel}</ActionButton>
          <ActionButton type="submit" variant={isDanger ? 'danger' : 'primary'} isBusy={isBusy}>
            {submitLabel}
          </ActionButton>
        </div>
      </form>
    </Dialog>
  );
}
