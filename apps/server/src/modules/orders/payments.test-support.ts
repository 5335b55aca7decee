import { and, count, eq } from 'drizzle-orm';
import { jobs, orderStatusHistory, orders } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

/** Shared by the payment tests (not a test file itself). */

export type TestOrder = { id: number; uid: string; hash: string };

export async function orderRow(db: Database, order: TestOrder) {
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (!row) throw new Error('order missing');
  return row;
}

/** How many history entries of a status the order has. */
export async function historyCount(db: Database, order: TestOrder, status: string) {
  const [row] = await db
    .select({ n: count() })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, status)));
  return row?.n ?? 0;
}

/** How many notification jobs were queued for the order. */
export async function notificationJobCount(db: Database, order: TestOrder) {
  const rows = await db.select({ payload: jobs.payload }).from(jobs);
  return rows.filter((row) => row.payload.orderId === order.id).length;
}
