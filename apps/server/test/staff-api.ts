import type { Role } from '@shop/domain';
import { and, desc, eq } from 'drizzle-orm';
import { auditLogs } from '../src/db/schema/index.ts';
import { buildStaffUser, sessionHeaders } from '../src/modules/auth/auth.test-support.ts';
import { createTestApp } from './helpers.ts';

/**
 * The one shared set-up of the back-office API tests: an app on a fresh database with
 * an admin session, a `call` helper and sessions for any role. Test files build only the data
 * their case needs on top (factories in test/catalogue-factories.ts).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type StaffApi = Awaited<ReturnType<typeof createStaffApi>>;

export const ADMIN_EMAIL = 'chefin@katalog.example.test';

export async function createStaffApi(options: Parameters<typeof createTestApp>[0] = {}) {
  const context = await createTestApp(options);
  const now = options.now ?? (() => new Date());
  const adminId = await buildStaffUser(context.db, {
    email: ADMIN_EMAIL,
    roles: ['ROLE_ADMIN'],
    password: null,
  });
  const admin = await sessionHeaders(context.db, adminId, now());
  const roleHeaders = new Map<Role, Record<string, string>>();

  /** Headers of a session of a (new) user with exactly this role. */
  async function headersFor(role: Role): Promise<Record<string, string>> {
    const known = roleHeaders.get(role);
    if (known) return known;
    const email = `${role.toLowerCase()}@katalog.example.test`;
    const id = await buildStaffUser(context.db, { email, roles: [role], password: null });
    const headers = await sessionHeaders(context.db, id, now());
    roleHeaders.set(role, headers);
    return headers;
  }

  /** One request; staff calls carry the admin's session unless other headers are given. */
  function call(
    method: HttpMethod,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = admin,
  ) {
    return context.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  /** The newest audit entry of an entity (null when none). */
  async function lastAuditEntry(entity: string, entityId: number | string) {
    const [row] = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(entityId))))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    return row ?? null;
  }

  /** The `/api/init` entry of a URL (what a customer's browser receives). */
  async function initEntry<T = unknown>(url: string): Promise<T> {
    const response = await context.app.inject({ method: 'GET', url: '/api/init' });
    const entries = response.json().data as { url: string; data: unknown }[];
    return entries.find((entry) => entry.url === url)?.data as T;
  }

  return { ...context, admin, adminId, headersFor, call, lastAuditEntry, initEntry };
}
