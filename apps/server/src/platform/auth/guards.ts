import type { Role } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { loadStaffUser, type StaffUser, safeEqual } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffUser;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF (BUDGETS S2): a state-changing staff call must carry the session's token in
 * `X-CSRF-Token`, and an Origin header, when sent, must be this site's own.
 */
function assertSameOriginWithToken(request: FastifyRequest, staff: StaffUser): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin !== undefined && hostOf(origin) !== request.headers.host) {
    throw new AppError(403, [{ code: 'invalid_csrf_token', message: 'Ungültiges CSRF-Token.' }]);
  }
  const token = request.headers['x-csrf-token'];
  if (typeof token !== 'string' || !safeEqual(token, staff.csrfToken)) {
    throw new AppError(403, [{ code: 'invalid_csrf_token', message: 'Ungültiges CSRF-Token.' }]);
  }
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** A preHandler that admits staff with one of `roles` (ROLE_ADMIN always), checking CSRF. */
export function requireStaff(app: FastifyInstance, roles: readonly Role[] = []) {
  return async (request: FastifyRequest) => {
    const staff = await loadStaffUser(app.deps.db, request, app.deps.now());
    if (!staff) throw AppError.unauthorized();
    assertSameOriginWithToken(request, staff);
    const isAllowed =
      staff.roles.includes('ROLE_ADMIN') || roles.some((role) => staff.roles.includes(role));
    if (!isAllowed) throw AppError.forbidden();
    request.staff = staff;
  };
}
