import { type OrderStatusView, orderStatusViewSchema } from '../contracts/orders.ts';

/** The status view schema is a contract (contracts/orders.ts); re-exported for older imports. */
export { type OrderStatusView, orderStatusViewSchema };

/** The status flags of an order (spec §3). */
export type OrderFlags = Pick<
  OrderStatusView,
  | 'isConfirmed'
  | 'isInDelivery'
  | 'isCompleted'
  | 'isRejected'
  | 'isCanceled'
  | 'isFailed'
  | 'isDelivered'
>;
