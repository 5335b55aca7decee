import type { PushSubscriptionInput } from '@shop/domain';
import { and, eq, sql } from 'drizzle-orm';
import { pushSubscriptions, pushVapidKeys } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

// Web Push subscriptions and the stored VAPID key pair (docs/decisions/053-web-push.md).

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Stores the subscription for this user; an endpoint seen before moves to them with new keys. */
export async function upsertPushSubscription(
  db: Database,
  userId: number,
  input: PushSubscriptionInput,
  userAgent: string | null,
): Promise<void> {
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, failureCount: 0, createdAt: sql`now()` },
    });
}

/** Removes the user's subscription of this endpoint; whether there was one. */
export async function deletePushSubscription(
  db: Database,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export function allPushSubscriptions(db: Database): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions);
}

/** The push service said the subscription is gone (RFC 8030 §7.3: 404 or 410). */
export async function dropPushSubscription(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function notePushOutcome(
  db: Database,
  id: number,
  outcome: { isSuccess: boolean; at: Date },
): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set(
      outcome.isSuccess
        ? { lastSuccessAt: outcome.at, failureCount: 0 }
        : { failureCount: sql`${pushSubscriptions.failureCount} + 1` },
    )
    .where(eq(pushSubscriptions.id, id));
}

/**
 * The stored key pair, storing `candidate` first when there is none: the first instance to get
 * here wins and every other one reads its pair back.
 */
export async function storedVapidKeys(
  db: Database,
  candidate: { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, ...candidate })
    .onConflictDoNothing();
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  if (!row) throw new Error('push_vapid_keys has no row after inserting one');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}

/** Replaces the stored pair when its private key can no longer be opened (new settings key). */
export async function replaceVapidKeys(
  db: Database,
  stale: string,
  fresh: { publicKey: string; privateKey: string },
): Promise<void> {
  await db
    .update(pushVapidKeys)
    .set({ ...fresh, createdAt: sql`now()` })
    .where(and(eq(pushVapidKeys.id, 1), eq(pushVapidKeys.privateKey, stale)));
}
