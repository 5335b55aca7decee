import {
  MESSAGE_SKIP_REASONS,
  type MessageSkipReason,
  type OrderMessageStatus,
  type PublicConfig,
} from '@shop/domain';
import { and, desc, inArray, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import type { IntegrationSettings } from '../../platform/config.ts';
import type { Database } from '../../platform/database.ts';
import { ORDER_JOB_TYPES } from './orders.jobs.ts';

/**
 * What really became of an order's confirmation to the customer (docs/decisions/019): read from
 * the outbox, so the back-office never says "E-Mail gesendet" when no mail server was set up,
 * and offers to send again only what can go out now.
 */

export type MessageJobRow = Awaited<ReturnType<typeof findMessageJobs>>[number];

/** The customer's email jobs and the SMS jobs of one order, newest first. */
export function findMessageJobs(db: Database, orderId: number) {
  return db
    .select({
      type: jobs.type,
      recipient: sql<string | null>`${jobs.payload} ->> 'recipient'`,
      doneAt: jobs.doneAt,
      failedAt: jobs.failedAt,
      skippedReason: jobs.skippedReason,
    })
    .from(jobs)
    .where(
      and(
        inArray(jobs.type, [ORDER_JOB_TYPES.email, ORDER_JOB_TYPES.sms]),
        sql`${jobs.payload} ->> 'orderId' = ${String(orderId)}`,
      ),
    )
    .orderBy(desc(jobs.id));
}

const isSkipReason = (reason: string | null): reason is MessageSkipReason =>
  (MESSAGE_SKIP_REASONS as readonly (string | null)[]).includes(reason);

/** The state of the newest job of a channel; `sentAt` is the order's own stamp. */
export function messageStatusOf(
  job: MessageJobRow | undefined,
  sentAt: Date | null,
): OrderMessageStatus {
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  if (!job) return { state: sentAt ? 'sent' : 'none', at: iso(sentAt), reason: null };
  if (job.failedAt) return { state: 'failed', at: iso(job.failedAt), reason: null };
  if (!job.doneAt) return { state: 'queued', at: null, reason: null };
  if (job.skippedReason) {
    const reason = isSkipReason(job.skippedReason) ? job.skippedReason : null;
    return { state: 'skipped', at: iso(job.doneAt), reason };
  }
  return { state: 'sent', at: iso(sentAt ?? job.doneAt), reason: null };
}

/** Both channels of one order. */
export function orderMessagesOf(
  rows: MessageJobRow[],
  order: { newOrderEmailSentAt: Date | null; newOrderSmsSentAt: Date | null },
) {
  const email = rows.find(
    (row) => row.type === ORDER_JOB_TYPES.email && row.recipient === 'customer',
  );
  const sms = rows.find((row) => row.type === ORDER_JOB_TYPES.sms);
  return {
    email: messageStatusOf(email, order.newOrderEmailSentAt),
    sms: messageStatusOf(sms, order.newOrderSmsSentAt),
  };
}

/** Why a confirmation cannot go out now (null: it can). */
export function resendBlockOf(
  channel: 'email' | 'sms',
  order: { email: string | null; phone: string | null },
  settings: Pick<IntegrationSettings, 'SMTP_URL' | 'SMS_GATEWAY_URL'>,
  config: Pick<PublicConfig, 'enablePluginSMS'>,
): 'noEmail' | 'mailNotConfigured' | 'smsDisabled' | 'noPhone' | 'smsNotConfigured' | null {
  if (channel === 'email') {
    if (!order.email) return 'noEmail';
    return settings.SMTP_URL ? null : 'mailNotConfigured';
  }
  if (!config.enablePluginSMS) return 'smsDisabled';
  if (!order.phone) return 'noPhone';
  return settings.SMS_GATEWAY_URL ? null : 'smsNotConfigured';
}
