import type { ApiError } from '../contracts/api.ts';
import type { Branch } from '../contracts/entities.ts';
import type { DeliveryMethod } from '../contracts/enums.ts';
import { hoursForMethod } from '../hours/open-state.ts';
import { orderWindow, validateAppointment } from '../hours/order-times.ts';
import { MESSAGES } from '../messages.ts';
import { err, ok, type Result } from '../result.ts';
import type { OrderStatus } from './status.ts';

export type CounterAppointmentInput = {
  /** The time the shop proposes (null or an invalid date: nothing chosen). */
  readonly counterAppointment: Date | null;
  readonly status: OrderStatus;
  readonly branch: Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled'>;
  /** The order's type: delivery orders are checked against the delivery hours (spec §5). */
  readonly method: DeliveryMethod;
  readonly now: Date;
  readonly timeZone: string;
};

/**
 * spec §4 Counter-appointment: the shop proposes another time while the order is not confirmed
 * (we allow it only while it is pending: a rejected, canceled or failed order is final). The time
 * must lie in the branch's hours for the order's type and in the order window (spec §9: from now,
 * rounded to 5 minutes, up to 180 days), like a customer's appointment (spec §5); errors carry the
 * field `counterAppointment`.
 */
export function validateCounterAppointment(input: CounterAppointmentInput): Result<Date, ApiError> {
  if (input.status !== 'pending') {
    return err({
      code: 'counterAppointmentNotAllowed',
      message: MESSAGES.counterAppointmentNotAllowed,
    });
  }
  const { counterAppointment, timeZone, now } = input;
  if (!counterAppointment || Number.isNaN(counterAppointment.getTime())) {
    return err({
      code: 'counterAppointmentRequired',
      field: 'counterAppointment',
      message: MESSAGES.counterAppointmentRequired,
    });
  }
  const checked = validateAppointment({
    appointment: counterAppointment,
    isRequired: true,
    hours: hoursForMethod(input.branch, input.method),
    window: orderWindow({ now, timeZone }),
    timeZone,
  });
  if (!checked.ok) return err({ ...checked.error, field: 'counterAppointment' });
  return ok(counterAppointment);
}
