import {
  type CurrentUser,
  loginBodySchema,
  loginLinkRequestSchema,
  passwordChangeSchema,
} from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assertSameOrigin, requirePermission } from '../../platform/auth/guards.ts';
import { endSession, startSession } from '../../platform/auth/session.ts';
import { BODY_LIMITS } from '../../platform/body-limits.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { parseInput } from '../../platform/validation.ts';
import { findBranchIds, type UserRow } from '../users/users.accounts.ts';
import {
  type AuthDeps,
  assertAddressNotThrottled,
  type Client,
  changePassword,
  checkLoginLink,
  logIn,
  logInWithLink,
  recordRefusedRequest,
  requestLoginLink,
} from './auth.service.ts';

const tokenParams = z.object({ token: z.string().min(20).max(200) });
/**
 * The documented `:token` (docs/decisions/025). It never fails: a path that is no token stays the
 * 422 on `token` the handler answers after the same-origin check, counted against the address.
 */
const tokenPathSchema = tokenParams.catch((context) => context.value as { token: string });
const ofToken = { schema: { params: tokenPathSchema } };

/**
 * Staff authentication (spec §8, docs/budgets.md S3): login with email and password, passwordless login
 * links, logout, the current user and the password change. Sessions and CSRF: platform/auth.
 */
export async function registerAuthRoutes(app: FastifyInstance): Promise<void> {
  const settings = app.deps.config;
  const deps: AuthDeps = {
    db: app.deps.db,
    now: app.deps.now,
    mailer: createMailer({ smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM, log: app.log }),
    log: app.log,
  };

  /** Opens a session for a user who just proved who they are and answers like /api/users/me. */
  const openSession = async (request: FastifyRequest, reply: FastifyReply, user: UserRow) => {
    const { csrfToken } = await startSession(app.deps.db, reply, request, user.id, {
      isSecure: settings.isProduction,
      now: app.deps.now(),
    });
    const branchIds = await findBranchIds(app.deps.db, user.id);
    return { data: presentCurrentUser({ ...user, branchIds, csrfToken }) };
  };

  const small = { bodyLimit: BODY_LIMITS.credentials };
  /**
   * The public login calls: a small body, and every refused request (malformed, oversized, wrong
   * type) counts against its address like a wrong password, whatever was wrong with it
   * (docs/decisions/014-order-limits-and-public-addresses.md).
   */
  const counted = {
    ...small,
    onError: async (request: FastifyRequest, _reply: FastifyReply, error: Error) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (![400, 413, 415, 422].includes(status)) return;
      const email = (request.body as { email?: unknown } | undefined)?.email;
      await recordRefusedRequest(deps, clientOf(request), email);
    },
  };
  /** The body as `schema` wants it; refused with 429 first while the address is throttled. */
  const parseCredentials = async <T extends z.ZodType>(
    schema: T,
    request: FastifyRequest,
  ): Promise<z.infer<T>> => {
    const parsed = schema.safeParse(request.body);
    if (!parsed.success) await assertAddressNotThrottled(deps, clientOf(request));
    return parseInput(schema, request.body);
  };

  app.post('/api/auth/login', counted, async (request, reply) => {
    assertSameOrigin(request);
    const { email, password } = await parseCredentials(loginBodySchema, request);
    const user = await logIn(deps, { email, password, client: clientOf(request) });
    return openSession(request, reply, user);
  });

  app.post('/api/auth/login-link', counted, async (request, reply) => {
    assertSameOrigin(request);
    const { email } = await parseCredentials(loginLinkRequestSchema, request);
    await requestLoginLink(deps, { email, baseUrl: app.publicBaseUrl() });
    return reply.status(202).send({ data: null });
  });

  app.get('/api/auth/login-link/:token', ofToken, async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    await checkLoginLink(deps, token);
    return { data: { isValid: true } };
  });

  app.post('/api/auth/login-link/:token', { ...counted, ...ofToken }, async (request, reply) => {
    assertSameOrigin(request);
    const { token } = parseInput(tokenParams, request.params);
    const user = await logInWithLink(deps, { token, client: clientOf(request) });
    return openSession(request, reply, user);
  });

  app.post(
    '/api/auth/logout',
    { preHandler: requirePermission(app, 'account', 'write') },
    async (request, reply) => {
      await endSession(app.deps.db, reply, request.staff!.sessionId);
      return { data: null };
    },
  );

  app.get(
    '/api/users/me',
    { preHandler: requirePermission(app, 'account', 'read') },
    async (request) => ({ data: presentCurrentUser(request.staff!) }),
  );

  app.post(
    '/api/users/me/password',
    { preHandler: requirePermission(app, 'account', 'write'), ...small },
    async (request) => {
      const body = parseInput(passwordChangeSchema, request.body);
      await changePassword(deps, { staff: request.staff!, ...body, client: clientOf(request) });
      return { data: null };
    },
  );
}

function presentCurrentUser(user: {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roles: string[];
  branchIds: number[];
  csrfToken: string;
}): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    roles: user.roles,
    branches: user.branchIds.map((id) => ({ id })),
    csrfToken: user.csrfToken,
  };
}

function clientOf(request: FastifyRequest): Client {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
