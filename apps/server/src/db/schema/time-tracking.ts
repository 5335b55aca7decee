import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identityId, quantity, timestamps, timestamptz } from './columns.ts';
import { branches, departments, divisions } from './organisation.ts';
import { users } from './users.ts';

export const projects = pgTable('projects', {
  id: identityId(),
  divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
  number: text('number'),
  name: text('name').notNull(),
  description: text('description'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  ...timestamps(),
});

export const tasks = pgTable(
  'tasks',
  {
    id: identityId(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('tasks_project_idx').on(t.projectId)],
);

/** Time tracking: one row per activity; the current one has no ended_at. */
export const workingActivities = pgTable(
  'working_activities',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    departmentId: integer('department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    /** work, break, holiday, sick, ... */
    type: text('type').notNull().default('work'),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
    /** Set while paused; pauses holds the finished pauses [{from, to}] as ISO strings. */
    pausedAt: timestamptz('paused_at'),
    pauses: jsonb('pauses').$type<{ from: string; to: string }[]>().notNull().default([]),
    comment: text('comment'),
    ...timestamps(),
  },
  (t) => [
    index('working_activities_user_started_idx').on(t.userId, t.startedAt),
    uniqueIndex('working_activities_one_current_idx').on(t.userId).where(sql`${t.endedAt} is null`),
    check('working_activities_order', sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
);

/** Planned shifts (Arbeitsplanung). */
export const workingSchedules = pgTable(
  'working_schedules',
  {
    id: identityId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    departmentId: integer('department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
    type: text('type').notNull().default('work'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** The planned break in minutes (week plan, decision 035); planned hours = elapsed − break. */
    breakMinutes: integer('break_minutes').notNull().default(0),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    index('working_schedules_user_starts_idx').on(t.userId, t.startsAt),
    index('working_schedules_branch_starts_idx').on(t.branchId, t.startsAt),
    check('working_schedules_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('working_schedules_break', sql`${t.breakMinutes} >= 0`),
  ],
);

/** Holiday entitlement per user and year, in days (Urlaubskonten). */
export const holidayBalances = pgTable(
  'holiday_balances',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    entitlementDays: quantity('entitlement_days').notNull().default(0),
    carriedOverDays: quantity('carried_over_days').notNull().default(0),
    takenDays: quantity('taken_days').notNull().default(0),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('holiday_balances_user_year_idx').on(t.userId, t.year)],
);
