import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { loginLinks } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

export async function insertLoginLink(
  db: Database,
  link: { tokenHash: string; userId: number; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(loginLinks).values(link);
}

/** Links issued to a user since `since` (used or not): caps how many mails one address gets. */
export async function countLoginLinksSince(
  db: Database,
  userId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(loginLinks)
    .where(and(eq(loginLinks.userId, userId), gt(loginLinks.createdAt, since)));
  return row?.value ?? 0;
}

const usableLink = (tokenHash: string, now: Date) =>
  and(
    eq(loginLinks.tokenHash, tokenHash),
    isNull(loginLinks.usedAt),
    gt(loginLinks.expiresAt, now),
  );

/** The user of an unused, unexpired link, without using it up. */
export async function findUsableLoginLink(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: loginLinks.userId })
    .from(loginLinks)
    .where(usableLink(tokenHash, now));
  return row?.userId ?? null;
}

/**
 * Uses a link up and returns its user, or null when it is unknown, used or expired. One
 * conditional UPDATE, so two concurrent requests can never both use the same link.
 */
export async function useLoginLink(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(loginLinks)
    .set({ usedAt: now })
    .where(usableLink(tokenHash, now))
    .returning({ userId: loginLinks.userId });
  return row?.userId ?? null;
}
