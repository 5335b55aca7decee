import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * Events other instances must see (ARCHITECTURE.md "Scaling"): PostgreSQL NOTIFY on a channel,
 * JSON payload. Sent inside the writing transaction, PostgreSQL delivers it only at commit (and
 * never for a rolled-back change); works on PGlite inside one process too.
 */
export const ORDER_EVENTS_CHANNEL = 'orders';

export type OrderEventType =
  | 'created'
  | 'paid'
  | 'paymentFailed'
  | 'refunded'
  | 'counterAppointmentAccepted'
  | 'canceled'
  | 'rated';

/** What a listener on the `orders` channel receives (the back-office subscribes later). */
export type OrderEvent = { orderId: number; branchId: number; type: OrderEventType };

/** Queues a notification on the `orders` channel; call it inside the transaction of the change. */
export async function publishOrderEvent(db: Database, event: OrderEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
