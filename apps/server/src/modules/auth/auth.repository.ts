import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { loginLinks, userBranches, users } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findBranchIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ branchId: userBranches.branchId })
    .from(userBranches)
    .where(eq(userBranches.userId, userId))
    .orderBy(userBranches.branchId);
  return rows.map((row) => row.branchId);
}

/** After a successful login: counters cleared, time of the login kept. */
export async function markLoginSucceeded(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: now })
    .where(eq(users.id, userId));
}

/** After a wrong password: the count in a row and, once locked, until when (shown to admins). */
export async function markLoginFailed(
  db: Database,
  userId: number,
  state: { failures: number; lockedUntil: Date | null },
): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: state.failures, lockedUntil: state.lockedUntil })
    .where(eq(users.id, userId));
}

export async function insertLoginLink(
  db: Database,
  link: { tokenHash: string; userId: number; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(loginLinks).values(link);
}

/** Links issued to a user since `since` (used or not): caps how many mails one address gets. */
export async function countLoginLinksSince(
  db: Database,
  userId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(loginLinks)
    .where(and(eq(loginLinks.userId, userId), gt(loginLinks.createdAt, since)));
  return row?.value ?? 0;
}

const usableLink = (tokenHash: string, now: Date) =>
  and(
    eq(loginLinks.tokenHash, tokenHash),
    isNull(loginLinks.usedAt),
    gt(loginLinks.expiresAt, now),
  );

/** The user of an unused, unexpired link, without using it up. */
export async function findUsableLoginLink(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: loginLinks.userId })
    .from(loginLinks)
    .where(usableLink(tokenHash, now));
  return row?.userId ?? null;
}

/**
 * Uses a link up and returns its user, or null when it is unknown, used or expired. One
 * conditional UPDATE, so two concurrent requests can never both use the same link.
 */
export async function useLoginLink(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(loginLinks)
    .set({ usedAt: now })
    .where(usableLink(tokenHash, now))
    .returning({ userId: loginLinks.userId });
  return row?.userId ?? null;
}

export async function updatePasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}
