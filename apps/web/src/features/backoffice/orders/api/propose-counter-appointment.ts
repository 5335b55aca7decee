import type { StaffOrder } from '@shop/domain';
import { orderCommand } from './orders-api.ts';

/** POST /api/orders/{id}/counter-appointment with the proposed instant (ISO). */
export function proposeCounterAppointment(
  orderId: number,
  counterAppointment: string,
): Promise<StaffOrder> {
  return orderCommand(orderId, '/counter-appointment', { body: { counterAppointment } });
}
