import { type Access, type PermissionArea, ROLES, type Role, rolesWithAccess } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { loadStaffUser, type StaffUser, safeEqual } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffUser;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a staff guard admits; read from the route table by the authorisation tests. */
export type StaffGuardRule = {
  /** Every role the guard lets through (ROLE_ADMIN always). */
  roles: readonly Role[];
  /** The permissions-table entry the roles come from, when the route declares one. */
  permission?: { area: PermissionArea; access: Access };
};

const GUARD_RULE = Symbol.for('shop.staffGuardRule');
type TaggedGuard = ((request: FastifyRequest) => Promise<void>) & {
  [GUARD_RULE]?: StaffGuardRule;
};

/** The rule of a staff guard, or undefined for any other hook. */
export function staffGuardRuleOf(hook: unknown): StaffGuardRule | undefined {
  return typeof hook === 'function' ? (hook as TaggedGuard)[GUARD_RULE] : undefined;
}

export const invalidCsrfToken = () =>
  new AppError(403, [{ code: 'invalid_csrf_token', message: AUTH_MESSAGES.invalidCsrfToken }]);

/**
 * CSRF (docs/budgets.md S2): a state-changing staff call must carry the session's token in
 * `X-CSRF-Token`, and an Origin header, when sent, must be this site's own.
 */
function assertSameOriginWithToken(request: FastifyRequest, staff: StaffUser): void {
  if (!STATE_CHANGING.has(request.method)) return;
  assertSameOrigin(request);
  const token = request.headers['x-csrf-token'];
  if (typeof token !== 'string' || !safeEqual(token, staff.csrfToken)) throw invalidCsrfToken();
}

/** Refuses a request whose Origin header names another site (login CSRF, cross-site fetches). */
export function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin !== undefined && hostOf(origin) !== request.headers.host) throw invalidCsrfToken();
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * A preHandler that admits staff with one of `roles` (ROLE_ADMIN always), checking CSRF.
 * Prefer `requirePermission`, which takes the roles from the permissions table.
 */
export function requireStaff(
  app: FastifyInstance,
  roles: readonly Role[] = [],
  permission?: StaffGuardRule['permission'],
) {
  const allowed = ROLES.filter((role) => role === 'ROLE_ADMIN' || roles.includes(role));
  const guard: TaggedGuard = async (request: FastifyRequest) => {
    const staff = await loadStaffUser(app.deps.db, request, app.deps.now());
    if (!staff) throw AppError.unauthorized(AUTH_MESSAGES.noSession);
    assertSameOriginWithToken(request, staff);
    if (!allowed.some((role) => staff.roles.includes(role))) {
      throw AppError.forbidden(AUTH_MESSAGES.forbidden);
    }
    request.staff = staff;
  };
  guard[GUARD_RULE] = permission ? { roles: allowed, permission } : { roles: allowed };
  return guard;
}

/** A preHandler admitting the roles the permissions table gives for `area` at `access`. */
export function requirePermission(app: FastifyInstance, area: PermissionArea, access: Access) {
  return requireStaff(app, rolesWithAccess(area, access), { area, access });
}
