import type { BranchInput, DeliveryAreaInput, HoursEntry } from '@shop/domain';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  branches,
  branchHours,
  branchImages,
  branchTags,
  deliveryAreas,
  divisions,
} from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';

export type BranchRow = typeof branches.$inferSelect;

/**
 * Branches with their hours, areas, tags and images: five queries for any number of branches
 * (no N+1). `which` is a list of ids or 'enabled' (what customers see).
 */
export async function findBranchesWithChildren(db: Database, which: number[] | 'enabled') {
  if (Array.isArray(which) && which.length === 0) {
    return { branchRows: [], hourRows: [], areaRows: [], tagRows: [], imageRows: [] };
  }
  const only = (column: PgColumn) => (Array.isArray(which) ? inArray(column, which) : undefined);
  const [branchRows, hourRows, areaRows, tagRows, imageRows] = await Promise.all([
    db
      .select()
      .from(branches)
      .where(Array.isArray(which) ? inArray(branches.id, which) : eq(branches.isEnabled, true))
      .orderBy(asc(branches.position), asc(branches.id)),
    db
      .select()
      .from(branchHours)
      .where(only(branchHours.branchId))
      .orderBy(asc(branchHours.branchId), asc(branchHours.position), asc(branchHours.id)),
    db
      .select()
      .from(deliveryAreas)
      .where(only(deliveryAreas.branchId))
      .orderBy(asc(deliveryAreas.branchId), asc(deliveryAreas.position), asc(deliveryAreas.id)),
    db.select().from(branchTags).where(only(branchTags.branchId)),
    db
      .select()
      .from(branchImages)
      .where(only(branchImages.branchId))
      .orderBy(asc(branchImages.branchId), asc(branchImages.position)),
  ]);
  return { branchRows, hourRows, areaRows, tagRows, imageRows };
}

/** Enabled divisions in display order. */
export function findEnabledDivisions(db: Database) {
  return db
    .select()
    .from(divisions)
    .where(eq(divisions.isEnabled, true))
    .orderBy(asc(divisions.position), asc(divisions.id));
}

/** Every branch (also disabled ones) for staff lists, optionally only some, in display order. */
export function findBranchSummaries(db: Database, onlyIds: number[] | null) {
  return db
    .select({
      id: branches.id,
      identifier: branches.identifier,
      name: branches.name,
      city: branches.city,
      isEnabled: branches.isEnabled,
      isPublic: branches.isPublic,
    })
    .from(branches)
    .where(onlyIds === null ? undefined : inArray(branches.id, onlyIds))
    .orderBy(asc(branches.position), asc(branches.id));
}

/** The branch row's own columns of an input (children are written separately). */
export function branchRowValues(input: BranchInput) {
  const {
    tagIds: _tags,
    imageIds: _images,
    openingHours: _opening,
    deliveryHours: _delivery,
    deliveryAreas: _areas,
    orderableFrom,
    ...columns
  } = input;
  return { ...columns, orderableFrom: orderableFrom ? new Date(orderableFrom) : null };
}

/** Replaces a branch's opening and delivery hours, keeping their order. */
export async function replaceBranchHours(
  db: Database,
  branchId: number,
  hours: { opening: HoursEntry[]; delivery: HoursEntry[] },
): Promise<void> {
  await db.delete(branchHours).where(eq(branchHours.branchId, branchId));
  const rows = (['opening', 'delivery'] as const).flatMap((kind) =>
    hours[kind].map((entry, position) => ({
      branchId,
      kind,
      type: entry.type,
      date: entry.type === 'once' ? (entry.date ?? null) : null,
      isClosed: entry.isClosed,
      from: entry.from ?? null,
      to: entry.to ?? null,
      position,
    })),
  );
  if (rows.length > 0) await db.insert(branchHours).values(rows);
}

/** Replaces a branch's tags and its images (in order). */
export async function replaceBranchLinks(
  db: Database,
  branchId: number,
  links: { tagIds: number[]; imageIds: number[] },
): Promise<void> {
  await db.delete(branchTags).where(eq(branchTags.branchId, branchId));
  await db.delete(branchImages).where(eq(branchImages.branchId, branchId));
  if (links.tagIds.length > 0) {
    await db.insert(branchTags).values(links.tagIds.map((tagId) => ({ branchId, tagId })));
  }
  if (links.imageIds.length > 0) {
    await db
      .insert(branchImages)
      .values(links.imageIds.map((imageId, position) => ({ branchId, imageId, position })));
  }
}

/** The ids of a branch's delivery areas. */
export async function findDeliveryAreaIds(db: Database, branchId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: deliveryAreas.id })
    .from(deliveryAreas)
    .where(eq(deliveryAreas.branchId, branchId));
  return new Set(rows.map((row) => row.id));
}

/**
 * Writes a branch's delivery areas: areas with an id are updated in place (orders keep pointing
 * at them), new ones inserted, missing ones removed (past orders keep the area's name).
 */
export async function syncDeliveryAreas(
  db: Database,
  branchId: number,
  areas: DeliveryAreaInput[],
  now: Date,
): Promise<void> {
  const keptIds = areas.flatMap((area) => (area.id ? [area.id] : []));
  await db
    .delete(deliveryAreas)
    .where(
      and(
        eq(deliveryAreas.branchId, branchId),
        keptIds.length > 0 ? notInArray(deliveryAreas.id, keptIds) : undefined,
      ),
    );
  for (const [position, { id, ...area }] of areas.entries()) {
    if (id) {
      await db
        .update(deliveryAreas)
        .set({ ...area, position, updatedAt: now })
        .where(and(eq(deliveryAreas.id, id), eq(deliveryAreas.branchId, branchId)));
    } else {
      await db.insert(deliveryAreas).values({ ...area, branchId, position });
    }
  }
}
