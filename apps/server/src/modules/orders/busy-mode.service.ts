import {
  activeBusyMinutes,
  addDays,
  type BranchBusy,
  bookedPerSlot,
  businessDayOf,
  type DeliveryMethod,
  type FullSlots,
  fullSlotStarts,
  limitsSlots,
  MESSAGES,
  orderingPausedUntil,
  slotCapacityOf,
  startOfLocalDay,
} from '@shop/domain';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { PublicReadCache } from '../../platform/public-cache.ts';
import { updateBranchBusy } from '../catalogue/branches/branch-busy.service.ts';
import { findBranchCapacity } from '../catalogue/catalogue.read-model.ts';
import { getPublicConfig } from '../settings/config/config.service.ts';
import { bookedOrdersBetween } from './orders.repository.ts';

/**
 * Busy mode and the public list of full slots (docs/decisions/037-slot-capacity.md).
 * Busy mode: the shift manager adds 15/30/45 extra preparation minutes for the business day;
 * the order check moves the earliest time by them (orderWindow's `extraMinutes`), customers see
 * it with their branch (GET /api/init). Full slots: the starts of a day's capacity slots that
 * are full, counted like the order check (`checkSlot`), without any personal data.
 */

export const BUSY_MESSAGES = {
  branchNotFound: 'Die Filiale wurde nicht gefunden.',
} as const;

type Deps = { db: Database; now: () => Date; publicCache: Pick<PublicReadCache, 'invalidate'> };

/** GET /api/branches/{id}/busy: the busy mode in force now. */
export async function getBranchBusy(deps: Deps, branchId: number): Promise<BranchBusy> {
  const branch = await findBranchCapacity(deps.db, branchId);
  if (!branch) throw AppError.notFound(BUSY_MESSAGES.branchNotFound);
  const { timeZone } = await getPublicConfig(deps.db);
  const now = deps.now();
  const pausedUntil = orderingPausedUntil(
    { orderingPausedUntil: branch.orderingPausedUntil?.toISOString() ?? null },
    now,
  );
  return {
    branchId,
    businessDay: businessDayOf(now, timeZone),
    minutes: activeBusyMinutes(branch, now, timeZone),
    pausedUntil: pausedUntil?.toISOString() ?? null,
  };
}

/**
 * PUT /api/branches/{id}/pause and the front desk's …/pause (docs/decisions/041): pauses online
 * ordering for `minutes` from now (a new choice replaces the old end) or ends the pause (null).
 * It ends by itself when the time is over; nothing needs to run then.
 */
export async function setOrderingPause(
  deps: Deps,
  branchId: number,
  minutes: number | null,
): Promise<BranchBusy> {
  const branch = await findBranchCapacity(deps.db, branchId);
  if (!branch) throw AppError.notFound(BUSY_MESSAGES.branchNotFound);
  const until = minutes === null ? null : new Date(deps.now().getTime() + minutes * 60_000);
  await updateBranchBusy(deps.db, branchId, { orderingPausedUntil: until });
  deps.publicCache.invalidate();
  return getBranchBusy(deps, branchId);
}

/** PUT /api/branches/{id}/busy: switches busy mode on for today (minutes) or off (null). */
export async function setBranchBusy(
  deps: Deps,
  branchId: number,
  minutes: number | null,
): Promise<BranchBusy> {
  const branch = await findBranchCapacity(deps.db, branchId);
  if (!branch) throw AppError.notFound(BUSY_MESSAGES.branchNotFound);
  const { timeZone } = await getPublicConfig(deps.db);
  const businessDay = businessDayOf(deps.now(), timeZone);
  await updateBranchBusy(
    deps.db,
    branchId,
    minutes === null
      ? { busyMinutes: null, busyDay: null }
      : { busyMinutes: minutes, busyDay: businessDay },
  );
  // Customers read the branch from the public read cache: drop it so they see the change at once.
  deps.publicCache.invalidate();
  return getBranchBusy(deps, branchId);
}

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * GET /api/branches/{id}/full-slots?date=YYYY-MM-DD&type=… (public): the full capacity slots of a
 * customer branch on a date for an order of `type` (decision 037: the maximum of all order types
 * and the type's own; without a type only the first). Counts orders like `checkSlot` (due time =
 * appointment, else the wanted date, else the creation time; rejected, canceled and failed ones
 * left out).
 */
export async function getFullSlots(
  db: Database,
  branchId: number,
  date: string,
  method: DeliveryMethod | null,
): Promise<FullSlots> {
  if (!LOCAL_DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw AppError.invalid([
      { code: 'invalidDate', field: 'date', message: MESSAGES.invalidDateTime },
    ]);
  }
  const branch = await findBranchCapacity(db, branchId);
  if (!branch?.isEnabled) {
    throw AppError.notFound(BUSY_MESSAGES.branchNotFound);
  }
  const full = slotCapacityOf(branch);
  // Without a type, only the maximum of all order types counts.
  const capacity = method ? full : { ...full, maxOrdersByType: {} };
  if (!limitsSlots(capacity, method ?? undefined)) return { branchId, date, fullSlotStarts: [] };
  const { timeZone } = await getPublicConfig(db);
  const from = startOfLocalDay(date, timeZone);
  const to = startOfLocalDay(addDays(date, 1), timeZone);
  const rows = await bookedOrdersBetween(db, branchId, from, to);
  const booked = bookedPerSlot(rows, capacity.slotMinutes, timeZone);
  return {
    branchId,
    date,
    fullSlotStarts: fullSlotStarts(booked, capacity, method ?? 'takeaway'),
  };
}
