import type { Agent } from 'node:https';
import { canAccessBranch, newOrderPushNotification, ticketLabel } from '@shop/domain';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Clock, IntegrationSettings } from '../../platform/config.ts';
import type { Database } from '../../platform/database.ts';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { ticketLabelOf } from '../orders/staff-orders.presenter.ts';
import { findActiveStaffAccess } from '../users/users.read-model.ts';
import {
  allPushSubscriptions,
  dropPushSubscription,
  notePushOutcome,
  type PushSubscriptionRow,
  replaceVapidKeys,
  storedVapidKeys,
} from './web-push.repository.ts';

/**
 * Web Push of new orders to the staff's browsers (RFC 8030 push, RFC 8291 payload encryption,
 * RFC 8292 VAPID; docs/decisions/053-web-push.md), sent by the instance that stored the order once
 * its transaction has committed, never inside it.
 */

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type WebPushOptions = {
  /** How long one push service may take to answer. */
  timeoutMs: number;
  /** RFC 8030 §5.2 TTL: how long the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  /** An https.Agent for the push services (tests: one that trusts their local service). */
  agent?: Agent;
};

export type WebPushDeps = {
  db: Database;
  secrets: SecretBox;
  settings: IntegrationSettings;
  now: Clock;
  log: FastifyBaseLogger;
  /** The shop's address, the VAPID subject when VAPID_SUBJECT is unset and it is https. */
  publicBaseUrl: () => string;
  /** Whether tickets are off (the order id is shown instead) at the time of sending. */
  disableTickets: () => Promise<boolean>;
};

/** Without VAPID_SUBJECT and an https address, push services get this contact (RFC 8292 §2.1). */
const FALLBACK_SUBJECT = 'mailto:webpush@shop.invalid';

export class WebPushSender {
  readonly options: WebPushOptions = { timeoutMs: 10_000, ttlSeconds: 60 * 60 };
  private keys: Promise<VapidKeys> | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: WebPushDeps) {}

  /** The VAPID public key browsers subscribe with (`applicationServerKey`). */
  async publicKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }

  vapidKeys(): Promise<VapidKeys> {
    this.keys ??= this.loadKeys().catch((error: unknown) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }

  /** Sends the order's push in the background; the caller never waits and never sees an error. */
  announce(order: OrderRow): void {
    const sending = this.sendNewOrder(order)
      .catch((error: unknown) => {
        this.deps.log.error({ err: error, orderId: order.id }, 'web push of a new order failed');
      })
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Resolves once every push started so far is done (tests, shutdown). */
  async whenIdle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async loadKeys(): Promise<VapidKeys> {
    const { settings, db, secrets } = this.deps;
    const base = this.deps.publicBaseUrl();
    const subject =
      settings.VAPID_SUBJECT ?? (base.startsWith('https://') ? base : FALLBACK_SUBJECT);
    if (Boolean(settings.VAPID_PUBLIC_KEY) !== Boolean(settings.VAPID_PRIVATE_KEY)) {
      throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    }
    if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) {
      return {
        publicKey: settings.VAPID_PUBLIC_KEY,
        privateKey: settings.VAPID_PRIVATE_KEY,
        subject,
      };
    }
    const sealedPair = () => {
      const pair = webpush.generateVAPIDKeys();
      return { publicKey: pair.publicKey, privateKey: secrets.seal(pair.privateKey) };
    };
    let stored = await storedVapidKeys(db, sealedPair());
    let privateKey = secrets.open(stored.privateKey);
    if (privateKey === null) {
      // Sealed with another settings key: the old subscriptions cannot be signed for any more.
      this.deps.log.warn('stored VAPID key unreadable with this settings key; replacing it');
      await replaceVapidKeys(db, stored.privateKey, sealedPair());
      stored = await storedVapidKeys(db, sealedPair());
      privateKey = secrets.open(stored.privateKey);
      if (privateKey === null) throw new Error('stored VAPID key cannot be opened');
    }
    return { publicKey: stored.publicKey, privateKey, subject };
  }

  /** Every subscription of an enabled user who may read the orders of the order's branch. */
  private async recipientsOf(order: OrderRow): Promise<PushSubscriptionRow[]> {
    const subscriptions = await allPushSubscriptions(this.deps.db);
    if (subscriptions.length === 0) return [];
    const userIds = [...new Set(subscriptions.map((row) => row.userId))];
    const staff = await findActiveStaffAccess(this.deps.db, userIds, this.deps.now());
    const allowed = new Set(
      staff
        .filter((user) => canAccessBranch(user, 'orders', order.branchId, 'read'))
        .map((user) => user.id),
    );
    return subscriptions.filter((row) => allowed.has(row.userId));
  }

  private async sendNewOrder(order: OrderRow): Promise<void> {
    const recipients = await this.recipientsOf(order);
    if (recipients.length === 0) return;
    const disableTickets = await this.deps.disableTickets();
    const notification = newOrderPushNotification({
      orderId: order.id,
      ticket: `${ticketLabel({ disableTickets })} ${ticketLabelOf(order, disableTickets)}`,
      isDelivery: order.isDelivery,
      isDineIn: order.isDineIn,
      totalGross: order.totalGross,
    });
    const payload = JSON.stringify(notification);
    await Promise.all(recipients.map((row) => this.sendTo(row, payload)));
  }

  private async sendTo(row: PushSubscriptionRow, payload: string): Promise<void> {
    const keys = await this.vapidKeys();
    const { db, now, log } = this.deps;
    try {
      await webpush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        payload,
        {
          vapidDetails: keys,
          TTL: this.options.ttlSeconds,
          timeout: this.options.timeoutMs,
          // RFC 8030 §5.3: a new order should wake the device.
          urgency: 'high',
          ...(this.options.agent ? { agent: this.options.agent } : {}),
        },
      );
      await notePushOutcome(db, row.id, { isSuccess: true, at: now() });
    } catch (error) {
      const statusCode = error instanceof webpush.WebPushError ? error.statusCode : null;
      // Logged by subscription id and push service host only: no endpoint path, no user data.
      const context = {
        subscriptionId: row.id,
        pushService: new URL(row.endpoint).host,
        statusCode,
      };
      if (statusCode === 404 || statusCode === 410) {
        // RFC 8030 §7.3: the subscription has expired or was removed by the browser.
        await dropPushSubscription(db, row.id);
        log.info(context, 'push subscription gone; removed');
        return;
      }
      await notePushOutcome(db, row.id, { isSuccess: false, at: now() });
      log.warn(
        { ...context, reason: statusCode === null ? String((error as Error).message) : undefined },
        'web push failed',
      );
    }
  }
}
