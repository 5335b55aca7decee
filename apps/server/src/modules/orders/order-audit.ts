import type { AuditAction } from '@shop/domain';
import { writeAuditLog } from '../../platform/audit/audit-log.ts';
import type { Database } from '../../platform/database.ts';
import type { ActionOrigin } from './order-actions.service.ts';

/**
 * The audit trail of the back-office order actions: entity `order`, the action
 * that was done and the changed fields before and after, in the transaction of the change. Only
 * staff origins carry an audit actor; the front desk's key steps are in the order's history.
 */
export async function auditOrderAction(
  tx: Database,
  entry: {
    origin: ActionOrigin;
    orderId: number;
    action: AuditAction;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    at: Date;
  },
): Promise<void> {
  if (!entry.origin.audit) return;
  await writeAuditLog(tx, {
    actor: entry.origin.audit,
    entity: 'order',
    entityId: entry.orderId,
    action: entry.action,
    before: entry.before,
    after: entry.after,
    at: entry.at,
  });
}

/** An instant as the API shows it. */
export const isoOrNull = (value: Date | null | undefined) => value?.toISOString() ?? null;
