import type { AuditLogListQuery } from '@shop/domain';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { auditLogs } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { searchCondition } from '../../../platform/resources/resource.repository.ts';

export type AuditLogRow = typeof auditLogs.$inferSelect;

export const AUDIT_SORT_COLUMNS = {
  createdAt: auditLogs.createdAt,
  entity: auditLogs.entity,
  action: auditLogs.action,
  userEmail: auditLogs.userEmail,
} as const;
export type AuditSortField = keyof typeof AUDIT_SORT_COLUMNS;

/** One page of audit entries matching the filters, newest first unless sorted otherwise. */
export async function findAuditLogPage(
  db: Database,
  query: Omit<AuditLogListQuery, 'sort'> & {
    range: { from: Date | null; to: Date | null };
    sort: { field: AuditSortField; direction: 'asc' | 'desc' };
  },
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    query.entity ? eq(auditLogs.entity, query.entity) : undefined,
    query.entityId ? eq(auditLogs.entityId, query.entityId) : undefined,
    query.userId ? eq(auditLogs.userId, query.userId) : undefined,
    query.action ? eq(auditLogs.action, query.action) : undefined,
    query.range.from ? gte(auditLogs.createdAt, query.range.from) : undefined,
    query.range.to ? lt(auditLogs.createdAt, query.range.to) : undefined,
    searchCondition(
      [auditLogs.userEmail, auditLogs.entityId, auditLogs.entity],
      query.search ?? '',
    ),
  ];
  const where = and(...conditions);
  const order = query.sort.direction === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(order(AUDIT_SORT_COLUMNS[query.sort.field]), order(auditLogs.id))
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize),
    db.select({ value: count() }).from(auditLogs).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function findAuditLog(db: Database, id: number): Promise<AuditLogRow | undefined> {
  const [row] = await db.select().from(auditLogs).where(eq(auditLogs.id, id));
  return row;
}
