import {
  type AuditLog,
  type AuditLogListQuery,
  type AuditLogSummary,
  addDays,
  auditEntityName,
  type Paged,
  parseSort,
  startOfLocalDay,
} from '@shop/domain';
import { changedFields } from '../../../platform/audit/audit-log.ts';
import type { Database } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { getPublicConfig } from '../../settings/config/config.service.ts';
import {
  AUDIT_SORT_COLUMNS,
  type AuditLogRow,
  type AuditSortField,
  findAuditLog,
  findAuditLogPage,
} from './logs.repository.ts';

export const LOGS_MESSAGES = {
  notFound: 'Der Logeintrag wurde nicht gefunden.',
  unknownSort: 'Nach diesem Feld kann nicht sortiert werden.',
} as const;

function presentSummary(row: AuditLogRow): AuditLogSummary {
  return {
    id: row.id,
    userId: row.userId,
    userEmail: row.userEmail,
    entity: row.entity,
    entityId: row.entityId,
    entityName: auditEntityName(row.before, row.after),
    action: row.action,
    changedFields: changedFields(row.before, row.after),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/logs: filtered by entity, entity id, user, action and days (`from`/`to`, both included,
 * in the shop's time zone), paged, newest first by default.
 */
export async function listAuditLogs(
  db: Database,
  query: AuditLogListQuery,
): Promise<Paged<AuditLogSummary>> {
  const sort = parseSort(query.sort, '-createdAt');
  if (!(sort.field in AUDIT_SORT_COLUMNS)) {
    throw AppError.invalid([
      { code: 'invalid_sort', message: LOGS_MESSAGES.unknownSort, field: 'sort' },
    ]);
  }
  const { timeZone } = await getPublicConfig(db);
  const { rows, total } = await findAuditLogPage(db, {
    ...query,
    range: {
      from: query.from ? startOfLocalDay(query.from, timeZone) : null,
      to: query.to ? startOfLocalDay(addDays(query.to, 1), timeZone) : null,
    },
    sort: { field: sort.field as AuditSortField, direction: sort.direction },
  });
  return { items: rows.map(presentSummary), total, page: query.page, pageSize: query.pageSize };
}

/** GET /api/logs/{id}: one entry with the entity before and after the change. */
export async function getAuditLog(db: Database, id: number): Promise<AuditLog> {
  const row = await findAuditLog(db, id);
  if (!row) throw AppError.notFound(LOGS_MESSAGES.notFound);
  return { ...presentSummary(row), before: row.before ?? null, after: row.after ?? null };
}
