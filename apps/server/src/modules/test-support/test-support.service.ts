import { applyStatusToFlags, type OrderStatus } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { publishOrderEvent } from '../../platform/events.ts';
import { findVerifiedOrder } from '../orders/order-status.service.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';

type OrderAddress = { uid: string; hash: string };

/**
 * Stands in for the back-office's "propose another time" (built in parallel): the shop proposes
 * `at` to the customer (spec §4 Counter-appointment).
 */
export async function proposeCounterAppointment(
  deps: Pick<OrdersDeps, 'db' | 'now'>,
  address: OrderAddress,
  at: Date,
): Promise<void> {
  const order = await findVerifiedOrder(deps, address.uid, address.hash);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ counterAppointment: at, counterAppointmentStatus: 'proposed', updatedAt: deps.now() })
      .where(eq(orders.id, order.id));
    // Like every change of an order: status pages and back-office screens hear of it.
    await publishOrderEvent(tx, { orderId: order.id, branchId: order.branchId, type: 'updated' });
  });
}

/**
 * Stands in for the back-office status actions: the order's flags as after moving to `status`,
 * with the shop's message when it rejects or cancels.
 */
export async function setOrderStatus(
  deps: Pick<OrdersDeps, 'db' | 'now'>,
  address: OrderAddress,
  status: OrderStatus,
  rejectionMessage?: string,
): Promise<void> {
  const order = await findVerifiedOrder(deps, address.uid, address.hash);
  const { isConfirmed, isInDelivery, isCompleted, isRejected, isCanceled, isFailed, isDelivered } =
    order;
  const flags = applyStatusToFlags(
    { isConfirmed, isInDelivery, isCompleted, isRejected, isCanceled, isFailed, isDelivered },
    status,
    order.isDelivery,
  );
  await deps.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ ...flags, ...(rejectionMessage ? { rejectionMessage } : {}), updatedAt: deps.now() })
      .where(eq(orders.id, order.id));
    await publishOrderEvent(tx, { orderId: order.id, branchId: order.branchId, type: 'updated' });
  });
}
