import type { OrderUpdate, StaffOrder } from '@shop/domain';
import { useEffect, useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { Field } from '../../ui/field.tsx';
import { fromDateTimeInput, toDateTimeInput } from '../date-time-input.ts';
import { FormDialog } from './form-dialog.tsx';
import { useDialogSubmit } from './use-dialog-submit.ts';

const t = de.backofficeOrders.dialogs;

type EditDetailsDialogProps = {
  order: StaffOrder | null;
  onSave: (details: OrderUpdate) => Promise<unknown>;
  onClose: () => void;
};

/** spec §3 "cart order holds appointment and comment": the agreed time and the comment. */
export function EditDetailsDialog({ order, onSave, onClose }: EditDetailsDialogProps) {
  const baseId = useId();
  const [appointment, setAppointment] = useState('');
  const [comment, setComment] = useState('');
  const { submit, isBusy, message, fieldErrors, reset } = useDialogSubmit(
    de.backoffice.errors.updateFailed(de.backoffice.entities.orders),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when it opens
  useEffect(() => {
    if (!order) return;
    reset();
    setAppointment(toDateTimeInput(order.appointment));
    setComment(order.comment ?? '');
  }, [order]);
  const save = async () => {
    const details = { appointment: fromDateTimeInput(appointment), comment: comment.trim() };
    if (await submit(() => onSave(details))) onClose();
  };
  return (
    <FormDialog
      isOpen={order !== null}
      title={t.detailsTitle}
      submitLabel={de.backoffice.common.save}
      isBusy={isBusy}
      errorMessage={message}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <Field
        id={`${baseId}-appointment`}
        label={t.appointment}
        hint={t.appointmentHint}
        error={fieldErrors.appointment}
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            step={300}
            value={appointment}
            onChange={(event) => setAppointment(event.target.value)}
          />
        )}
      </Field>
      <Field id={`${baseId}-comment`} label={t.comment} error={fieldErrors.comment}>
        {(control) => (
          <textarea
            {...control}
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
