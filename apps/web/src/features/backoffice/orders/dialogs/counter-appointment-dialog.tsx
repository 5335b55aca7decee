import { ceilToLocalStep, DEFAULT_TIME_ZONE, type StaffOrder } from '@shop/domain';
import { useEffect, useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { Field } from '../../ui/field.tsx';
import { fromDateTimeInput, toDateTimeInput } from '../date-time-input.ts';
import { FormDialog } from './form-dialog.tsx';
import { useDialogSubmit } from './use-dialog-submit.ts';

const t = de.backofficeOrders.dialogs;
const HALF_HOUR_MS = 30 * 60_000;

type CounterAppointmentDialogProps = {
  order: StaffOrder | null;
  onSend: (counterAppointment: string) => Promise<unknown>;
  onClose: () => void;
};

/** spec §4 Counter-appointment: propose another time (shop time zone, 5-minute steps). */
export function CounterAppointmentDialog({
  order,
  onSend,
  onClose,
}: CounterAppointmentDialogProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const { submit, isBusy, message, fieldErrors, reset } = useDialogSubmit(
    de.backoffice.errors.orderStatus,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when it opens
  useEffect(() => {
    if (!order) return;
    reset();
    // Suggest half an hour after the current time, on the 5-minute grid.
    const later = new Date(Math.max(Date.parse(order.dueAt), Date.now()) + HALF_HOUR_MS);
    setValue(toDateTimeInput(ceilToLocalStep(later, 5, DEFAULT_TIME_ZONE).toISOString()));
  }, [order]);
  const [localError, setLocalError] = useState<string | undefined>();
  const send = async () => {
    const instant = fromDateTimeInput(value);
    setLocalError(instant ? undefined : t.timeRequired);
    if (!instant) return;
    if (await submit(() => onSend(instant))) onClose();
  };
  return (
    <FormDialog
      isOpen={order !== null}
      title={t.counterTitle}
      text={t.counterText}
      submitLabel={t.counterSubmit}
      isBusy={isBusy}
      errorMessage={message}
      onSubmit={() => void send()}
      onClose={onClose}
    >
      <Field
        id={id}
        label={t.counterField}
        isRequired
        error={localError ?? fieldErrors.counterAppointment}
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            step={300}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
