import { useEffect, useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { Field } from '../../ui/field.tsx';
import { FormDialog } from './form-dialog.tsx';
import { useDialogSubmit } from './use-dialog-submit.ts';

const t = de.backofficeOrders.dialogs;

type MessageDialogProps = {
  kind: 'reject' | 'cancel' | null;
  onSend: (kind: 'reject' | 'cancel', message: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Reject or cancel an order with an optional message to the customer (spec §8: shown under
 * 'Ihre Bestellung wurde storniert.'). A refusal keeps the typed message.
 */
export function MessageDialog({ kind, onSend, onClose }: MessageDialogProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  const fallback =
    kind === 'cancel' ? de.backoffice.errors.orderCancel : de.backoffice.errors.orderStatus;
  const { submit, isBusy, message: error, fieldErrors, reset } = useDialogSubmit(fallback);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when it opens
  useEffect(() => {
    if (kind) {
      setMessage('');
      reset();
    }
  }, [kind]);
  const send = async () => {
    if (!kind) return;
    if (await submit(() => onSend(kind, message.trim()))) onClose();
  };
  return (
    <FormDialog
      isOpen={kind !== null}
      title={kind === 'cancel' ? t.cancelTitle : t.rejectTitle}
      text={kind === 'cancel' ? t.cancelText : t.rejectText}
      submitLabel={kind === 'cancel' ? t.cancelSubmit : t.rejectSubmit}
      isDanger
      isBusy={isBusy}
      errorMessage={error}
      onSubmit={() => void send()}
      onClose={onClose}
    >
      <Field id={id} label={t.message} hint={t.messageHint} error={fieldErrors.rejectionMessage}>
        {(control) => (
          <textarea
            {...control}
            maxLength={500}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
