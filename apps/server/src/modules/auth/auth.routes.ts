import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { requireStaff } from '../../platform/auth/guards.ts';
import { endSession, startSession } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';

const loginSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(1024),
});

const INVALID_CREDENTIALS = new AppError(401, [
  { code: 'invalid_credentials', message: 'Ungültige Anmeldedaten.' },
]);

/**
 * Staff login with email and password, logout, and the current user. Throttling, login links
 * and password changes belong to the back-office issue and extend this module.
 */
export async function registerAuthRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/auth/login', async (request, reply) => {
    const { email, password } = parseInput(loginSchema, request.body);
    const [user] = await app.deps.db.select().from(users).where(eq(users.email, email));
    const isValid = user?.passwordHash ? await verify(user.passwordHash, password) : false;
    if (!user || !isValid) throw INVALID_CREDENTIALS;
    if (!user.isEnabled) {
      throw new AppError(401, [
        { code: 'account_disabled', message: 'Ihr Konto ist deaktiviert.' },
      ]);
    }
    if (user.expiresAt && user.expiresAt <= app.deps.now()) {
      throw new AppError(401, [{ code: 'account_expired', message: 'Ihr Konto ist abgelaufen.' }]);
    }
    const { csrfToken } = await startSession(app.deps.db, reply, request, user.id, {
      isSecure: app.deps.config.isProduction,
      now: app.deps.now(),
    });
    return { data: { id: user.id, email: user.email, roles: user.roles, csrfToken } };
  });

  app.post(
    '/api/auth/logout',
    { preHandler: requireStaff(app, ['ROLE_EMPLOYEE', 'ROLE_MANAGER', 'ROLE_EDITOR']) },
    async (request, reply) => {
      await endSession(app.deps.db, reply, request.staff!.sessionId);
      return { data: null };
    },
  );

  app.get(
    '/api/users/me',
    { preHandler: requireStaff(app, ['ROLE_EMPLOYEE', 'ROLE_MANAGER', 'ROLE_EDITOR']) },
    async (request) => {
      const staff = request.staff!;
      return {
        data: {
          id: staff.id,
          email: staff.email,
          roles: staff.roles,
          branches: staff.branchIds.map((id) => ({ id })),
          csrfToken: staff.csrfToken,
        },
      };
    },
  );
}
