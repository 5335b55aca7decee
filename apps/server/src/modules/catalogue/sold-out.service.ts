import { type BranchSoldOut, businessDayOf, type SoldOutMark } from '@shop/domain';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { PublicReadCache } from '../../platform/public-cache.ts';
import { getPublicConfig } from '../settings/config/config.service.ts';
import {
  branchExists,
  findBranchMenuProducts,
  findSoldOutIds,
  findSoldOutMarks,
  writeSoldOut,
} from './sold-out.repository.ts';

/**
 * "Heute ausverkauft" (docs/decisions/020-sold-out-today.md): staff of a branch mark a product as
 * sold out for the business day (the shop's time zone); customers see it greyed at once (the
 * public read cache is dropped) and an order for that day is refused; the next day it is back.
 */

export const SOLD_OUT_MESSAGES = {
  branchNotFound: 'Die Filiale wurde nicht gefunden.',
  productNotFound: 'Dieses Produkt steht nicht auf der Karte dieser Filiale.',
} as const;

type Deps = { db: Database; now: () => Date; publicCache: Pick<PublicReadCache, 'invalidate'> };

/** The shop's business day now. */
async function today(deps: Pick<Deps, 'db' | 'now'>): Promise<string> {
  const { timeZone } = await getPublicConfig(deps.db);
  return businessDayOf(deps.now(), timeZone);
}

/** Today's marks by branch, for the customers' branch list (GET /api/init). */
export async function soldOutMarksByBranch(
  db: Database,
  now: Date,
  timeZone: string,
): Promise<Map<number, SoldOutMark[]>> {
  const byBranch = new Map<number, SoldOutMark[]>();
  for (const row of await findSoldOutMarks(db, businessDayOf(now, timeZone))) {
    const marks = byBranch.get(row.branchId) ?? [];
    marks.push({ productId: row.productId, businessDay: row.businessDay });
    byBranch.set(row.branchId, marks);
  }
  return byBranch;
}

/** One branch's marks on `fromDay` or later (an order checks the day of its order time). */
export async function soldOutMarksOfBranch(
  db: Database,
  branchId: number,
  fromDay: string,
): Promise<SoldOutMark[]> {
  const rows = await findSoldOutMarks(db, fromDay, branchId);
  return rows.map((row) => ({ productId: row.productId, businessDay: row.businessDay }));
}

/** GET /api/branches/{id}/sold-out: the products of the branch's menus and today's state. */
export async function getBranchSoldOut(deps: Deps, branchId: number): Promise<BranchSoldOut> {
  if (!(await branchExists(deps.db, branchId))) {
    throw AppError.notFound(SOLD_OUT_MESSAGES.branchNotFound);
  }
  const businessDay = await today(deps);
  const [rows, soldOut] = await Promise.all([
    findBranchMenuProducts(deps.db, branchId),
    findSoldOutIds(deps.db, branchId, businessDay),
  ]);
  return {
    branchId,
    businessDay,
    products: rows.map((row) => ({ ...row, isSoldOut: soldOut.has(row.id) })),
  };
}

/** PUT /api/branches/{id}/sold-out/{productId}: sets or clears today's mark. */
export async function markSoldOut(
  deps: Deps,
  input: { branchId: number; productId: number; isSoldOut: boolean },
): Promise<BranchSoldOut> {
  const current = await getBranchSoldOut(deps, input.branchId);
  if (!current.products.some((product) => product.id === input.productId)) {
    throw AppError.notFound(SOLD_OUT_MESSAGES.productNotFound);
  }
  await writeSoldOut(deps.db, { ...input, businessDay: current.businessDay });
  deps.publicCache.invalidate();
  return getBranchSoldOut(deps, input.branchId);
}
