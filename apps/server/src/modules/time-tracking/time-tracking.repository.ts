import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { userBranches, users, workingActivities, workingSchedules } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

export type ActivityRow = typeof workingActivities.$inferSelect;
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

export async function branchIdsOfUser(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ branchId: userBranches.branchId })
    .from(userBranches)
    .where(eq(userBranches.userId, userId))
    .orderBy(asc(userBranches.branchId));
  return rows.map((row) => row.branchId);
}

/** The user's open activity, locked for the transaction's change. */
export async function findCurrentActivityForUpdate(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(workingActivities)
    .where(and(eq(workingActivities.userId, userId), isNull(workingActivities.endedAt)))
    .for('update');
  return row ?? null;
}

export async function findActivity(db: Database, id: number) {
  const [row] = await db.select().from(workingActivities).where(eq(workingActivities.id, id));
  return row ?? null;
}

/** Activities that started in [from, to) or are still open, optionally of some users. */
export function findActivities(
  db: Database,
  filter: { from: Date; to: Date; userIds?: number[] | null; userId?: number },
): Promise<ActivityRow[]> {
  const conditions: SQL[] = [
    gte(workingActivities.startedAt, filter.from),
    lt(workingActivities.startedAt, filter.to),
  ];
  if (filter.userId !== undefined) conditions.push(eq(workingActivities.userId, filter.userId));
  if (filter.userIds) {
    conditions.push(
      filter.userIds.length === 0 ? sql`false` : inArray(workingActivities.userId, filter.userIds),
    );
  }
  return db
    .select()
    .from(workingActivities)
    .where(and(...conditions))
    .orderBy(asc(workingActivities.startedAt), asc(workingActivities.id));
}

export function findSchedules(db: Database, userId: number, from: Date, to: Date) {
  return db
    .select()
    .from(workingSchedules)
    .where(
      and(
        eq(workingSchedules.userId, userId),
        lt(workingSchedules.startsAt, to),
        sql`${workingSchedules.endsAt} > ${from}`,
      ),
    )
    .orderBy(asc(workingSchedules.startsAt));
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
