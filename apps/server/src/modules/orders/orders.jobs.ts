import type { MessageSkipReason } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { orders } from '../../db/schema/index.ts';
import type { Clock, IntegrationSettings } from '../../platform/config.ts';
import type { Database } from '../../platform/database.ts';
import type { JobHandlers, NewJob } from '../../platform/jobs/jobs.ts';
import { createMailer, type Mailer, type MailerLogger } from '../../platform/mail/mailer.ts';
import { createSmsSender, type SmsSender } from '../../platform/sms/sms.ts';
import { findBranchContact } from '../catalogue/order-context.read-model.ts';
import { getPublicConfig } from '../settings/config/config.service.ts';
import { renderOrderMail, renderOrderSms } from './order-mail.ts';
import { findOrderById, findOrderItems } from './orders.repository.ts';
import type { RecentOrders } from './recent-orders.ts';

/** Done without sending: the reason lands in jobs.skipped_reason (domain MESSAGE_SKIP_REASONS). */
const skipped = (reason: MessageSkipReason) => ({ skipped: reason });

/** Job types of this module (platform/jobs runs them). */
export const ORDER_JOB_TYPES = {
  email: 'order-created-email',
  sms: 'order-created-sms',
} as const;

const emailPayload = z.object({
  orderId: z.number().int().positive(),
  recipient: z.enum(['customer', 'branch']),
  baseUrl: z.string(),
});
const smsPayload = z.object({ orderId: z.number().int().positive(), baseUrl: z.string() });

/**
 * The jobs of a new order: an email to the customer (when an email was given) and to the branch,
 * and an SMS with the SMS plugin. One job per message, so a retry never sends one twice.
 */
export function notificationJobs(
  orderId: number,
  options: { baseUrl: string; hasCustomerEmail: boolean; sms: boolean },
): NewJob[] {
  const { baseUrl } = options;
  const email = (recipient: 'customer' | 'branch'): NewJob => ({
    type: ORDER_JOB_TYPES.email,
    payload: { orderId, recipient, baseUrl },
  });
  return [
    ...(options.hasCustomerEmail ? [email('customer')] : []),
    email('branch'),
    ...(options.sms ? [{ type: ORDER_JOB_TYPES.sms, payload: { orderId, baseUrl } }] : []),
  ];
}

const statusUrl = (baseUrl: string, order: { uid: string; hash: string }) =>
  `${baseUrl}/status/${order.uid}/${order.hash}`;

export type OrderJobOptions = {
  db: Database;
  now: Clock;
  settings: IntegrationSettings;
  log?: MailerLogger;
  /** Overrides for tests; by default built from the settings. */
  mailer?: Mailer;
  sms?: SmsSender;
  /** Orders this instance just placed: their messages need not read them again. */
  recentOrders?: RecentOrders;
};

/**
 * The shop settings and branch contacts change rarely, while an order rush queues two mails per
 * order: the handlers read each at most every 5 seconds (as the public read cache does), so a
 * settings change reaches the mails within 5 seconds (docs/decisions/018-pglite-worker-thread.md).
 */
const MAIL_READ_CACHE_MS = 5_000;

function cachedFor<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const entries = new Map<K, { value: Promise<V>; expiresAt: number }>();
  return (key) => {
    const now = performance.now();
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    const value = load(key);
    entries.set(key, { value, expiresAt: now + MAIL_READ_CACHE_MS });
    value.catch(() => entries.delete(key));
    return value;
  };
}

/** Handlers of the order jobs: render and send the new-order email and SMS. */
export function createOrderJobHandlers(options: OrderJobOptions): JobHandlers {
  const { db, settings } = options;
  const shopConfig = cachedFor(() => getPublicConfig(db));
  const orderOf = async (orderId: number) =>
    options.recentOrders?.get(orderId)?.order ?? (await findOrderById(db, orderId));
  const itemsOf = async (orderId: number) =>
    options.recentOrders?.get(orderId)?.items ?? (await findOrderItems(db, orderId));
  const branchContact = cachedFor((branchId: number) => findBranchContact(db, branchId));
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM, log: options.log });
  const sms =
    options.sms ??
    createSmsSender({
      gatewayUrl: settings.SMS_GATEWAY_URL,
      apiKey: settings.SMS_API_KEY,
      log: options.log,
    });
  return {
    [ORDER_JOB_TYPES.email]: async (payload) => {
      const { orderId, recipient, baseUrl } = emailPayload.parse(payload);
      const order = await orderOf(orderId);
      const branch = order && (await branchContact(order.branchId));
      const to = recipient === 'customer' ? order?.email : branch?.email;
      if (!order || !branch || !to) return skipped('noRecipient');
      const [items, config] = await Promise.all([itemsOf(orderId), shopConfig(undefined)]);
      const url = statusUrl(baseUrl, order);
      const message = renderOrderMail({ order, items, branch, config, statusUrl: url, recipient });
      await mailer.send({ to, ...message });
      // Without a mail server the message was only logged: say so instead of "gesendet".
      if (!mailer.isConfigured) return skipped('mailNotConfigured');
      if (recipient === 'customer') {
        await db
          .update(orders)
          .set({ newOrderEmailSentAt: options.now() })
          .where(eq(orders.id, orderId));
      }
      return undefined;
    },
    [ORDER_JOB_TYPES.sms]: async (payload) => {
      const { orderId, baseUrl } = smsPayload.parse(payload);
      const [order, config] = await Promise.all([orderOf(orderId), shopConfig(undefined)]);
      if (!config.enablePluginSMS) return skipped('smsPluginOff');
      if (!order?.phone) return skipped('noRecipient');
      const text = renderOrderSms({ order, config, statusUrl: statusUrl(baseUrl, order) });
      await sms.send({ to: order.phone, text });
      if (!sms.isConfigured) return skipped('smsNotConfigured');
      await db
        .update(orders)
        .set({ newOrderSmsSentAt: options.now() })
        .where(eq(orders.id, orderId));
      return undefined;
    },
  };
}
