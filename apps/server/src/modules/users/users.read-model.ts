import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { userBranches, users } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

// What other areas read of the staff users (docs/decisions/024-server-area-modules.md: a module
// never reaches into another module's tables). Today: the time clock and the time-tracking
// screens (docs/decisions/028-time-tracking.md).

/** A staff user as the time clock sees it (the whole row: token hash, expiry, enabled). */
export type ClockUserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Database, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row ?? null;
}

export async function findUserById(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * Locks the staff user's row until the transaction ends: writers of one employee's records
 * (shifts, decision 035) take turns, so two overlapping shifts are never both accepted.
 */
export async function lockUser(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function branchIdsOfUser(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ branchId: userBranches.branchId })
    .from(userBranches)
    .where(eq(userBranches.userId, userId))
    .orderBy(asc(userBranches.branchId));
  return rows.map((row) => row.branchId);
}

/** Staff users with their branches; limited to members of `branchIds` unless null. */
export async function findEmployees(db: Database, branchIds: number[] | null) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      departmentId: users.departmentId,
      branchId: userBranches.branchId,
    })
    .from(users)
    .leftJoin(userBranches, eq(userBranches.userId, users.id))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const byId = new Map<
    number,
    {
      id: number;
      email: string;
      firstName: string | null;
      lastName: string | null;
      username: string | null;
      departmentId: number | null;
      branchIds: number[];
    }
  >();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { ...row, branchIds: [] };
    if (row.branchId !== null) entry.branchIds.push(row.branchId);
    byId.set(row.id, entry);
  }
  const all = [...byId.values()];
  return branchIds === null
    ? all
    : all.filter((user) => user.branchIds.some((id) => branchIds.includes(id)));
}

/** Sets the user's username and time-clock token hash (the token itself is never stored). */
export async function storeTimeClockToken(
  db: Database,
  input: { userId: number; username: string; accessTokenHash: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ username: input.username, accessTokenHash: input.accessTokenHash, updatedAt: input.now })
    .where(eq(users.id, input.userId));
}

/** Names and e-mail of staff users by id (who changed an order's status). */
export async function staffNamesById(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { firstName: string | null; lastName: string | null; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

/**
 * The roles and branches of these staff users, for the ones who may still log in (enabled, not
 * expired at `now`): whom a new order's Web Push may reach (docs/decisions/053-web-push.md).
 */
export async function findActiveStaffAccess(
  db: Database,
  userIds: readonly number[],
  now: Date,
): Promise<{ id: number; roles: string[]; branchIds: number[] }[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id, roles: users.roles, branchId: userBranches.branchId })
    .from(users)
    .leftJoin(userBranches, eq(userBranches.userId, users.id))
    .where(
      and(
        inArray(users.id, [...userIds]),
        eq(users.isEnabled, true),
        or(isNull(users.expiresAt), gt(users.expiresAt, now)),
      ),
    );
  const byId = new Map<number, { id: number; roles: string[]; branchIds: number[] }>();
  for (const row of rows) {
    const user = byId.get(row.id) ?? { id: row.id, roles: row.roles, branchIds: [] };
    if (row.branchId !== null) user.branchIds.push(row.branchId);
    byId.set(row.id, user);
  }
  return [...byId.values()];
}
