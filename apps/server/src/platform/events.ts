import type { OrderEvent, OrderEventType } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * Events other instances must see (ARCHITECTURE.md "Scaling"): PostgreSQL NOTIFY on a channel,
 * JSON payload. Sent inside the writing transaction, PostgreSQL delivers it only at commit (and
 * never for a rolled-back change); works on PGlite inside one process too.
 */
export const ORDER_EVENTS_CHANNEL = 'orders';

/** The kinds of change (domain ORDER_EVENT_TYPES) and what a listener receives. */
export type { OrderEvent, OrderEventType };

type LocalOrderEventListener = (orderId: number) => void;
const localListeners = new Set<LocalOrderEventListener>();

/**
 * Calls `listener` with the order id of every event published by this process, at once (before
 * the transaction commits and its NOTIFY arrives): a cache of this instance stops trusting what
 * it knows of the order until the NOTIFY says the change is committed. Returns the unsubscribe.
 */
export function onLocalOrderEvent(listener: LocalOrderEventListener): () => void {
  localListeners.add(listener);
  return () => localListeners.delete(listener);
}

/** Queues `payload` on the `orders` channel (delivered at commit inside a transaction). */
async function notifyOrdersChannel(db: Database, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${payload})`);
}

/** Queues a notification on the `orders` channel; call it inside the transaction of the change. */
export async function publishOrderEvent(db: Database, event: OrderEvent): Promise<void> {
  for (const listener of localListeners) listener(event.orderId);
  await notifyOrdersChannel(db, JSON.stringify(event));
}

/**
 * The notice that a staff user's sessions ended (disabled, deleted, expired, new password): sent on
 * the `orders` channel so every instance checks its open event streams at once instead of at the
 * next heartbeat (docs/decisions/014-order-limits-and-public-addresses.md). It names no order, so readers of
 * order events ignore it.
 */
export const SESSIONS_ENDED_NOTICE = { kind: 'sessionsEnded' } as const;

export function isSessionsEndedNotice(payload: string): boolean {
  return payload === JSON.stringify(SESSIONS_ENDED_NOTICE);
}

export async function publishSessionsEnded(db: Database): Promise<void> {
  await notifyOrdersChannel(db, JSON.stringify(SESSIONS_ENDED_NOTICE));
}

/**
 * The notice that what the shop's TVs show may have changed (docs/decisions/033-digital-signage.md
 * "Live"): a customer-visible change (a price, a product, sold out) or a signage or image-template
 * change. Sent on the `orders` channel, so the player's event stream on every instance passes it
 * on; readers of order events ignore it (it names no order).
 */
export const SCREENS_CHANGED_NOTICE = { kind: 'screensChanged' } as const;

export function isScreensChangedNotice(payload: string): boolean {
  return payload === JSON.stringify(SCREENS_CHANGED_NOTICE);
}

export async function publishScreensChanged(db: Database): Promise<void> {
  await notifyOrdersChannel(db, JSON.stringify(SCREENS_CHANGED_NOTICE));
}

/**
 * A notice on the `orders` channel that names one device (docs/decisions/027-devices-and-print-jobs.md):
 * `ring` for "Test-Benachrichtigung" (spec §7 POST /api/devices/{id}/test/notification), `logs`
 * when staff request its log (…/request-device-logs). The instance holding that device's event
 * stream passes it on; readers of order events ignore it.
 */
export type DeviceNotice = { kind: 'ring' | 'logs'; deviceId: number };

export async function publishDeviceNotice(db: Database, notice: DeviceNotice): Promise<void> {
  await notifyOrdersChannel(db, JSON.stringify({ device: notice.kind, deviceId: notice.deviceId }));
}

/** The device notice of a payload, or null for any other payload. */
export function deviceNoticeOf(payload: string): DeviceNotice | null {
  if (!payload.startsWith('{"device":')) return null;
  try {
    const parsed = JSON.parse(payload) as { device?: unknown; deviceId?: unknown };
    if (parsed.device !== 'ring' && parsed.device !== 'logs') return null;
    return typeof parsed.deviceId === 'number'
      ? { kind: parsed.device, deviceId: parsed.deviceId }
      : null;
  } catch {
    return null;
  }
}
