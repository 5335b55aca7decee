import type { AuditAction, AuditEntity } from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import { auditLogs } from '../../db/schema/index.ts';
import type { Database } from '../database.ts';

/**
 * The audit writer: every back-office change is recorded with who made it, from
 * where, and the entity before and after. Callers pass the presented API shapes (never rows), so
 * no password hash or secret key reaches the log; settings are logged masked.
 */

/** Who made a change: the staff user (kept as email too, should the user be deleted) and the IP. */
export type AuditActor = { userId: number | null; email: string | null; ipAddress: string | null };

/** The actor of a staff request (after the staff guard ran). */
export function auditActorOf(request: FastifyRequest): AuditActor {
  return {
    userId: request.staff?.id ?? null,
    email: request.staff?.email ?? null,
    ipAddress: request.ip ?? null,
  };
}

export type AuditEntry = {
  actor: AuditActor;
  entity: AuditEntity;
  entityId: string | number | null;
  action: AuditAction;
  before: unknown;
  after: unknown;
  /** When it happened, from the app's clock (TEST_NOW in browser tests). */
  at: Date;
};

/** Writes one audit entry; run it in the transaction of the change so both commit or neither. */
export async function writeAuditLog(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    userId: entry.actor.userId,
    userEmail: entry.actor.email,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    action: entry.action,
    before: toJson(entry.before),
    after: toJson(entry.after),
    ipAddress: entry.actor.ipAddress,
    createdAt: entry.at,
  });
}

/** JSON-safe copy (dates as ISO strings); null stays null. */
function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}

/** The top-level fields whose values differ between two logged states (for the list view). */
export function changedFields(before: unknown, after: unknown): string[] {
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys]
    .filter((key) => key !== 'id' && JSON.stringify(left[key]) !== JSON.stringify(right[key]))
    .sort();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
