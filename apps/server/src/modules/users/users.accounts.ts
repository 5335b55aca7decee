import { eq } from 'drizzle-orm';
import { userBranches, users } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

// What the sign-in (the auth module) reads and records on a staff account: the users module owns
// the table (docs/decisions/024-server-area-modules.md: a module never reaches into another
// module's tables), so the account's login state is kept here.

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
