import { type DateRange, rangeInstants } from '@shop/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './database.ts';

// The generic part of the statistics' daily rollups (docs/decisions/038-statistics-rollups-and-consent.md),
// shared by the order rollups (orders.read-model.ts) and the analytics rollups
// (statistics/analytics/analytics-rollups.ts): which days of a window a rollup answers and
// which are read live, and the SQL pieces both build from.

/** The days `from`…`to` (shop time zone, instants [start, end)), limited to `branchIds` unless null. */
export type ReportWindow = DateRange & {
  start: Date;
  end: Date;
  timeZone: string;
  branchIds: number[] | null;
};

/** Which days of the window the rollups answer and which are read live (decision 038). */
export type WindowPlan = { rolledUp: DateRange[]; live: DateRange[] };

export type Row = Record<string, unknown>;

/**
 * Runs one statistics query with JIT compilation off (decision 038): the planner guesses 100
 * rows per JSON array, so even one day's query looks expensive enough to compile, which costs
 * seconds and never pays off for these small aggregates.
 */
export async function statisticsRows(db: Database, query: SQL): Promise<Row[]> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(query);
  });
  return (result as unknown as { rows: Row[] }).rows;
}

/** `column in (branchIds)`; null: every branch (and rows without one); []: none. */
export const branchFilter = (branchIds: number[] | null, column: SQL): SQL => {
  if (branchIds === null) return sql`true`;
  if (branchIds.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    branchIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
};

export const anyOf = (parts: SQL[]): SQL =>
  parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;

export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Consecutive days as [first, last] runs. */
export function runsOf(days: readonly string[]): DateRange[] {
  const runs: DateRange[] = [];
  for (const day of [...days].sort()) {
    const last = runs.at(-1);
    if (last && nextDay(last.to) === day) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs;
}

/** Splits the window's days into the rolled-up ones (`fresh`) and the others. */
export function planDays(days: readonly string[], fresh: ReadonlySet<string>): WindowPlan {
  return {
    rolledUp: runsOf(days.filter((day) => fresh.has(day))),
    live: runsOf(days.filter((day) => !fresh.has(day))),
  };
}

/** The instants of the live runs on `column`, in the shop time zone (a 23- or 25-hour day is one day). */
export function instantsOf(timeZone: string, runs: DateRange[], column: SQL): SQL {
  return anyOf(
    runs.map((run) => {
      const { start, end } = rangeInstants(run, timeZone);
      return sql`(${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz)`;
    }),
  );
}

/** The rolled-up runs on a rollup's `day` column (a date). */
export function rolledUpDays(runs: DateRange[], column: SQL): SQL {
  return anyOf(
    runs.map((run) => sql`(${column} >= ${run.from}::date and ${column} <= ${run.to}::date)`),
  );
}
