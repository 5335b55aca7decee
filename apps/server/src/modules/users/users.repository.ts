import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { userBranches, users } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserValues = typeof users.$inferInsert;

/** The sortable columns of the users list, by the API's field names (names case-insensitive). */
export const USER_SORT_COLUMNS = {
  email: users.email,
  firstName: sql`lower(${users.firstName})`,
  lastName: sql`lower(${users.lastName})`,
  isEnabled: users.isEnabled,
  expiresAt: users.expiresAt,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
} as const;
export type UserSortField = keyof typeof USER_SORT_COLUMNS;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** One page of users matching `search` (every word in email, first or last name), plus the total. */
export async function findUsersPage(
  db: Database,
  query: {
    search: string;
    sort: { field: UserSortField; direction: 'asc' | 'desc' };
    offset: number;
    limit: number;
  },
): Promise<{ rows: UserRow[]; total: number }> {
  const words = query.search.split(/\s+/).filter(Boolean);
  const conditions = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    return or(
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
    );
  });
  const where: SQL | undefined = conditions.length > 0 ? and(...conditions) : undefined;
  const order = query.sort.direction === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(order(USER_SORT_COLUMNS[query.sort.field]), asc(users.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function findUser(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Branch ids per user, for a page of users in one query. */
export async function findBranchIdsByUser(
  db: Database,
  userIds: number[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  const rows = await db
    .select()
    .from(userBranches)
    .where(inArray(userBranches.userId, userIds))
    .orderBy(asc(userBranches.branchId));
  for (const row of rows) result.get(row.userId)?.push(row.branchId);
  return result;
}

export async function isEmailTaken(
  db: Database,
  email: string,
  exceptUserId?: number,
): Promise<boolean> {
  const condition =
    exceptUserId === undefined
      ? eq(users.email, email)
      : and(eq(users.email, email), ne(users.id, exceptUserId));
  const [row] = await db.select({ id: users.id }).from(users).where(condition);
  return row !== undefined;
}

export async function insertUser(db: Database, values: NewUserValues): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user was not inserted');
  return row;
}

export async function updateUserRow(
  db: Database,
  id: number,
  values: Partial<NewUserValues>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function replaceUserBranches(
  db: Database,
  userId: number,
  branchIds: number[],
): Promise<void> {
  await db.delete(userBranches).where(eq(userBranches.userId, userId));
  if (branchIds.length === 0) return;
  await db.insert(userBranches).values(branchIds.map((branchId) => ({ userId, branchId })));
}

/** Deletes a user; sessions, login links and branch links go with it (foreign keys cascade). */
export async function deleteUserRow(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** True for a unique-constraint violation, on both drivers (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23505') return true;
  }
  return false;
}
