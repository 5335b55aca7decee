import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { projects, tasks, workingActivities, workingSchedules } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

export type ActivityRow = typeof workingActivities.$inferSelect;

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

/**
 * The projects the time clock offers (docs/decisions/028-time-tracking.md): enabled ones, by
 * number and name, each with its enabled tasks by position and name.
 */
export async function findClockProjects(db: Database) {
  const [projectRows, taskRows] = await Promise.all([
    db
      .select({ id: projects.id, number: projects.number, name: projects.name })
      .from(projects)
      .where(eq(projects.isEnabled, true))
      .orderBy(sql`${projects.number} nulls last`, sql`lower(${projects.name})`, asc(projects.id)),
    db
      .select({ id: tasks.id, projectId: tasks.projectId, name: tasks.name })
      .from(tasks)
      .where(eq(tasks.isEnabled, true))
      .orderBy(asc(tasks.position), sql`lower(${tasks.name})`, asc(tasks.id)),
  ]);
  return projectRows.map((project) => ({
    ...project,
    tasks: taskRows
      .filter((task) => task.projectId === project.id)
      .map((task) => ({ id: task.id, name: task.name })),
  }));
}
