import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import type { Database } from '../database.ts';
import { preparedPerDatabase } from '../prepared.ts';

/** A job to run later, outside the request (e.g. the new-order email). */
export type NewJob = { type: string; payload: Record<string, unknown>; runAt?: Date };
export type ClaimedJob = {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
};
/** What a handler may answer: the job is done but sent nothing, and why (a stable code). */
export type JobOutcome = { skipped: string };
/** Does the work of one job type; throwing schedules a retry; `{ skipped }` records why not. */
// biome-ignore lint/suspicious/noConfusingVoidType: most handlers return nothing (void); some an outcome
export type JobHandler = (payload: Record<string, unknown>) => Promise<void | JobOutcome>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** After this many failed attempts a job is given up (failed_at is set). */
export const MAX_JOB_ATTEMPTS = 8;
/** How long a worker holds a claimed job before another worker may take it over. */
const LOCK_MS = 5 * 60_000;

/** Backoff before attempt n + 1: 30 s, 1 min, 2 min, … capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** Adds jobs in one statement; call it inside the transaction that causes them. */
export async function enqueueJobs(db: Database, newJobs: NewJob[], now: Date): Promise<void> {
  if (newJobs.length === 0) return;
  await db
    .insert(jobs)
    .values(
      newJobs.map((job) => ({ type: job.type, payload: job.payload, runAt: job.runAt ?? now })),
    );
}

/**
 * Claims due jobs (`for update skip locked`, so several workers never take the same one) and
 * marks them locked for a while; a crashed worker's jobs become due again after the lock.
 */
export async function claimDueJobs(db: Database, now: Date, limit: number): Promise<ClaimedJob[]> {
  const lockedUntil = new Date(now.getTime() + LOCK_MS);
  const result = await db.execute(sql`
    update ${jobs} set locked_until = ${lockedUntil.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where done_at is null and failed_at is null and run_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, type, payload, attempts`);
  return (result as unknown as { rows: ClaimedJob[] }).rows;
}

/** The finish of every job, built once (platform/prepared.ts). */
const markDone = preparedPerDatabase((db) =>
  db
    .update(jobs)
    .set({
      doneAt: sql`${sql.placeholder('now')}::timestamptz`,
      lockedUntil: null,
      skippedReason: sql`${sql.placeholder('skippedReason')}`,
    })
    .where(eq(jobs.id, sql.placeholder('id')))
    .prepare('job_done'),
);

async function finishJob(
  db: Database,
  job: ClaimedJob,
  now: Date,
  result: { error?: unknown; outcome?: JobOutcome | undefined | null },
) {
  const { error } = result;
  if (error === undefined) {
    const skippedReason = result.outcome?.skipped ?? null;
    await markDone(db).execute({ id: job.id, now: now.toISOString(), skippedReason });
    return;
  }
  const lastError = error instanceof Error ? error.message : String(error);
  const isLast = job.attempts >= MAX_JOB_ATTEMPTS;
  await db
    .update(jobs)
    .set({
      lastError: lastError.slice(0, 2000),
      lockedUntil: null,
      runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
      failedAt: isLast ? now : null,
    })
    .where(eq(jobs.id, job.id));
}

export type JobLogger = {
  error(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
};

/** Runs every due job once (up to `limit`); returns how many ran. Errors are recorded, not thrown. */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  options: { now: Date; limit?: number; log?: JobLogger },
): Promise<number> {
  const claimed = await claimDueJobs(db, options.now, options.limit ?? 20);
  for (const job of claimed) {
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      const outcome = (await handler(job.payload)) ?? undefined;
      await finishJob(db, job, options.now, { outcome });
    } catch (error) {
      options.log?.warn({ err: error, jobId: job.id, type: job.type }, 'job failed');
      await finishJob(db, job, options.now, { error });
    }
  }
  return claimed.length;
}

export type JobWorker = { stop(): Promise<void> };

/** Polls for due jobs until stopped (main.ts starts one per process; tests call runDueJobs). */
export function startJobWorker(
  db: Database,
  handlers: JobHandlers,
  options: { now: () => Date; intervalMs?: number; log?: JobLogger },
): JobWorker {
  const intervalMs = options.intervalMs ?? 1_000;
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      // Drain: keep going while full batches come back.
      while (
        !isStopped &&
        (await runDueJobs(db, handlers, { ...options, now: options.now() })) > 0
      );
    } catch (error) {
      options.log?.error({ err: error }, 'job worker tick failed');
    }
  };
  const schedule = () => {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
