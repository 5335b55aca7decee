import { z } from 'zod';
import { localDateSchema } from './entities.ts';
import { listQuerySchema } from './paging.ts';

/**
 * The audit trail (spec §7 GET /api/logs, GET /api/logs/{id}): who changed what
 * and when, with the entity before and after the change. Read with the `statistics` permission
 * (the permissions table's "statistics and logs"). Secrets never appear: settings are logged
 * masked, users without password hashes.
 */

/**
 * create / update / delete for every entity; the order actions of the back-office name what was
 * done (status action, counter-appointment, line edit, resent confirmation, payment re-check, credit
 * note: docs/decisions/050-credit-notes.md).
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'counterAppointment',
  'editLine',
  'resend',
  'checkPayment',
  'creditNote',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** Entity names written to the log (filter values of the list). */
export const AUDIT_ENTITIES = [
  'user',
  'division',
  'branch',
  'department',
  'menu',
  'category',
  'productGroup',
  'tag',
  'product',
  'table',
  'donatee',
  'image',
  'config',
  'order',
  'branchApiKey',
  'device',
  'workingActivity',
  'project',
  'task',
  'holidayBalance',
  'workingSchedule',
  'imageTemplate',
  'signageSegment',
  'signageStream',
  'signageDevice',
  'site',
  'navigation',
  'block',
  'upload',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One entry in the list: no before/after (they can be large), but the names of changed fields. */
export const auditLogSummarySchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().nullable(),
  /** The user's email at the time (kept when the user is deleted later). */
  userEmail: z.string().nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The entity's name (after the change, else before it; domain auditEntityName), if it has one. */
  entityName: z.string().nullable(),
  action: z.string(),
  /** Top-level fields whose value differs between before and after. */
  changedFields: z.array(z.string()),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLogSummary = z.infer<typeof auditLogSummarySchema>;

/** GET /api/logs/{id}: the entry with the entity before and after the change (null on create/delete). */
export const auditLogSchema = auditLogSummarySchema.extend({
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

/**
 * GET /api/logs?entity=&entityId=&userId=&from=&to=&page=&pageSize=&sort=: `from`/`to` are days
 * (YYYY-MM-DD, both included) in the shop's time zone; `search` matches the email and entity id.
 * Default sort: newest first (`-createdAt`).
 */
export const auditLogListQuerySchema = listQuerySchema.extend({
  entity: z.string().trim().max(50).optional(),
  entityId: z.string().trim().max(50).optional(),
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  action: auditActionSchema.optional(),
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
});
export type AuditLogListQuery = z.infer<typeof auditLogListQuerySchema>;
