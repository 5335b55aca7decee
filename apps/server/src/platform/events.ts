import type { OrderEvent, OrderEventType } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * Events other instances must see (ARCHITECTURE.md "Scaling"): PostgreSQL NOTIFY on a channel,
 * JSON payload. Sent inside the writing transaction, PostgreSQL delivers it only at commit (and
 * never for a rolled-back change); works on PGlite inside one process too.
 */
export const ORDER_EVENTS_CHANNEL = 'orders';

/** The kinds of change (domain ORDER_EVENT_TYPES) and what a listener receives. */
export type { OrderEvent, OrderEventType };

/** Queues a notification on the `orders` channel; call it inside the transaction of the change. */
export async function publishOrderEvent(db: Database, event: OrderEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
