import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditLogSchema } from '@shop/domain';
import type { z } from 'zod';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import { defineResource } from '../../resource/define-resource.ts';
import { formatDateTime } from '../../ui/format.ts';
import { LogDetail } from './log-detail.tsx';

const t = de.backofficeCatalogue.logs;

/** The list sends summaries; before/after arrive only with one entry (GET /api/logs/{id}). */
const logEntrySchema = auditLogSchema.partial({ before: true, after: true });
export type LogEntry = z.infer<typeof logEntrySchema>;
const entityLabel = (entity: string) => t.entities[entity] ?? entity;
const actionLabel = (action: string) => t.actions[action] ?? action;
/** A field's label as the forms say it (its key only when no label is known). */
const fieldLabel = (field: string) => t.fields[field] ?? field;
/** "Filiale „München-Schwabing“" (spec §7 logs name the entity; the id only when it has no name). */
const entityTitle = (log: Pick<LogEntry, 'entity' | 'entityId' | 'entityName'>) =>
  log.entityName
    ? t.entityWithName(entityLabel(log.entity), log.entityName)
    : `${entityLabel(log.entity)}${log.entityId ? ` #${log.entityId}` : ''}`;

/**
 * spec §7 GET /api/logs, /api/logs/{id}: the audit trail, read-only, filtered by entity, action,
 * user (search by email) and days; a row opens the entry with before and after.
 */
export const logsResource = defineResource<LogEntry, Record<string, never>>({
  name: de.backoffice.entities.logs,
  listPath: backofficePaths.logs.path,
  endpoint: '/api/logs',
  permission: 'statistics',
  entitySchema: logEntrySchema,
  isSearchable: true,
  isReadOnly: true,
  detail: LogDetail,
  defaultSort: '-createdAt',
  filters: [
    {
      name: 'entity',
      label: t.entity,
      type: 'select',
      options: AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) })),
    },
    {
      name: 'action',
      label: t.action,
      type: 'select',
      options: AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
    },
    { name: 'from', label: t.from, type: 'date' },
    { name: 'to', label: t.to, type: 'date' },
  ],
  columns: [
    {
      key: 'createdAt',
      label: t.when,
      sortField: 'createdAt',
      isPrimary: true,
      render: (log) => formatDateTime(log.createdAt),
    },
    { key: 'user', label: t.user, render: (log) => log.userEmail ?? t.unknownUser },
    {
      key: 'entity',
      label: t.entity,
      sortField: 'entity',
      render: entityTitle,
    },
    { key: 'action', label: t.action, render: (log) => actionLabel(log.action) },
    {
      key: 'changed',
      label: t.changed,
      isDesktopOnly: true,
      render: (log) =>
        log.changedFields.map(fieldLabel).join(', ') || de.backofficeCatalogue.common.none,
    },
  ],
  fields: [],
  emptyValues: {},
  toValues: () => ({}),
  toBody: () => ({}),
  titleOf: (log) => t.title(log.id),
});

export { actionLabel, entityLabel, entityTitle, fieldLabel };
