import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, timestamptz } from './columns.ts';

/**
 * A small durable outbox (platform/jobs): work that must not block or fail a request, such as the
 * new-order email. Written in the same transaction as its cause, claimed by workers with
 * `for update skip locked`, retried with backoff until `failed_at` gives up.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: identityId(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A worker holds the job until then; after a crash another worker takes it over. */
    lockedUntil: timestamptz('locked_until'),
    doneAt: timestamptz('done_at'),
    /** Set when the last attempt failed; the job is then left alone. */
    failedAt: timestamptz('failed_at'),
    /**
     * Why a done job sent nothing (no mail server set up, SMS plugin off …): the back-office says
     * what really happened instead of "gesendet" (docs/decisions/019-new-order-alarm.md).
     */
    skippedReason: text('skipped_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
