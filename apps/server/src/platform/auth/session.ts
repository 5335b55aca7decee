import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Role, SESSION_COOKIE } from '@shop/domain';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, userBranches, users } from '../../db/schema/index.ts';
import type { Database } from '../database.ts';
import { publishSessionsEnded } from '../events.ts';

export { SESSION_COOKIE };

const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export type StaffUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  branchIds: number[];
  sessionId: string;
  csrfToken: string;
};

/** SHA-256 of a secret token, hex; only hashes of tokens are ever stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two strings in constant time. */
export function safeEqual(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Reads one cookie from the request header; a malformed value (a stray `%`) counts as none. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Starts a new session and sets the cookie. The id is fresh on every login and a session the
 * browser still presented is deleted (rotation: no fixation, no second live session per login).
 */
export async function startSession(
  db: Database,
  reply: FastifyReply,
  request: FastifyRequest,
  userId: number,
  options: { isSecure: boolean; now: Date },
): Promise<{ csrfToken: string }> {
  const previousToken = readCookie(request, SESSION_COOKIE);
  if (previousToken) await db.delete(sessions).where(eq(sessions.id, hashToken(previousToken)));
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(options.now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    csrfToken,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    expiresAt,
  });
  reply.header(
    'Set-Cookie',
    `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_LIFETIME_MS / 1000}${options.isSecure ? '; Secure' : ''}`,
  );
  return { csrfToken };
}

/** Ends the request's session and clears the cookie. */
export async function endSession(db: Database, reply: FastifyReply, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  reply.header('Set-Cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
}

/** Ends every session of a user (disabled, deleted, password set), optionally but one. */
export async function endUserSessions(
  db: Database,
  userId: number,
  options: { exceptSessionId?: string } = {},
): Promise<void> {
  const condition = options.exceptSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, options.exceptSessionId))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
  // Open event streams of this user close at once, on every instance.
  await publishSessionsEnded(db);
}

/** The staff member behind the request's session cookie, or null (expired, disabled, none). */
export async function loadStaffUser(
  db: Database,
  request: FastifyRequest,
  now: Date,
): Promise<StaffUser | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return null;
  const sessionId = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
  if (!row?.user.isEnabled) return null;
  if (row.user.expiresAt && row.user.expiresAt <= now) return null;
  const branchRows = await db
    .select({ branchId: userBranches.branchId })
    .from(userBranches)
    .where(eq(userBranches.userId, row.user.id));
  return {
    id: row.user.id,
    email: row.user.email,
    firstName: row.user.firstName ?? '',
    lastName: row.user.lastName ?? '',
    roles: row.user.roles as Role[],
    branchIds: branchRows.map((branch) => branch.branchId),
    sessionId,
    csrfToken: row.session.csrfToken,
  };
}
