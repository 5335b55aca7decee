import { type SQL, sql } from 'drizzle-orm';
import { devices, printJobs } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

/**
 * The receipt jobs of a new order (docs/decisions/027-devices-and-print-jobs.md): one per enabled
 * receipt printer of the order's branch that prints on new orders and has a secret, with its
 * number of copies. An INSERT … SELECT, so the order insert runs it as a CTE of its own
 * statement (same transaction) and a paid online order inside the payment's transaction.
 */
export function newOrderPrintJobsInsert(orderId: SQL, branchId: SQL): SQL {
  return sql`insert into ${printJobs} (device_id, order_id, layout, copies)
    select d.id, ${orderId}, 'receipt', coalesce((d.settings->>'copies')::integer, 1)
    from ${devices} d
    where d.branch_id = ${branchId} and d.type = 'receiptPrinter' and d.is_enabled
      and d.token_hash is not null and coalesce(d.settings->>'printOn', 'newOrder') = 'newOrder'
    order by d.id
    returning id`;
}

/** The receipt jobs of an order that was announced later (a paid online payment). */
export async function enqueueNewOrderPrintJobs(
  db: Database,
  order: { id: number; branchId: number },
): Promise<void> {
  await db.execute(newOrderPrintJobsInsert(sql`${order.id}`, sql`${order.branchId}`));
}
