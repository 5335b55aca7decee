import type { PrintTrigger } from '@shop/domain';
import { type SQL, sql } from 'drizzle-orm';
import { devices, printJobs } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

/**
 * The automatic print jobs of an order (docs/decisions/027-devices-and-print-jobs.md): for every
 * enabled receipt printer of the order's branch that has a secret and prints on `trigger`, the
 * receipt with its number of copies and, where the printer is set to, one kitchen copy without
 * prices. An INSERT … SELECT, so the order insert runs it as a CTE of its own statement (same
 * transaction), a paid online order inside the payment's transaction and a confirmation inside
 * the status change's.
 */
export function automaticPrintJobsInsert(
  orderId: SQL,
  branchId: SQL,
  trigger: Exclude<PrintTrigger, 'manual'>,
): SQL {
  return sql`insert into ${printJobs} (device_id, order_id, layout, copies)
    select d.id, ${orderId}, l.layout,
      case when l.layout = 'receipt' then coalesce((d.settings->>'copies')::integer, 1) else 1 end
    from ${devices} d cross join (values ('receipt', 1), ('kitchen', 2)) as l(layout, rank)
    where d.branch_id = ${branchId} and d.type = 'receiptPrinter' and d.is_enabled
      and d.token_hash is not null
      and coalesce(d.settings->>'printOn', 'newOrder') = ${trigger}
      and (l.layout = 'receipt' or coalesce((d.settings->>'kitchenCopy')::boolean, false))
    order by d.id, l.rank
    returning id`;
}

/** The receipt jobs of a new order (run in the order's own statement). */
export function newOrderPrintJobsInsert(orderId: SQL, branchId: SQL): SQL {
  return automaticPrintJobsInsert(orderId, branchId, 'newOrder');
}

/** The automatic print jobs of an order announced later (paid online) or just confirmed. */
export async function enqueueAutomaticPrintJobs(
  db: Database,
  order: { id: number; branchId: number },
  trigger: Exclude<PrintTrigger, 'manual'>,
): Promise<void> {
  await db.execute(automaticPrintJobsInsert(sql`${order.id}`, sql`${order.branchId}`, trigger));
}
