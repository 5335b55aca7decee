import type {
  Branch,
  DeliveryArea,
  Division,
  HoursEntry,
  HoursEntryType,
  ImageRef,
} from '@shop/domain';
import type { branches, branchHours, deliveryAreas, divisions } from '../../../db/schema/index.ts';

type BranchRow = typeof branches.$inferSelect;
type HoursRow = typeof branchHours.$inferSelect;
type AreaRow = typeof deliveryAreas.$inferSelect;

/** An hours row as the spec's opening-hours entry. */
export function presentHoursEntry(row: HoursRow): HoursEntry {
  return {
    type: row.type as HoursEntryType,
    date: row.date,
    isClosed: row.isClosed,
    from: row.from,
    to: row.to,
  };
}

/** A delivery area row as the API shape. */
export function presentDeliveryArea(row: AreaRow): DeliveryArea {
  return {
    id: row.id,
    area: row.area,
    price: row.price,
    tax: row.tax,
    free: row.free,
    minimumOrderValue: row.minimumOrderValue,
    freeFromOrderValue: row.freeFromOrderValue,
    postcodes: row.postcodes,
  };
}

/** A branch with its children as the public API shape (spec §3 Branch). */
export function presentBranch(
  row: BranchRow,
  children: {
    hours: HoursRow[];
    areas: AreaRow[];
    tagIds: number[];
    images: ImageRef[];
    logo: ImageRef | null;
  },
): Branch {
  const {
    createdAt: _created,
    updatedAt: _updated,
    logoImageId: _logo,
    position: _position,
    ...fields
  } = row;
  return {
    ...fields,
    orderableFrom: row.orderableFrom?.toISOString() ?? null,
    orderingPausedUntil: row.orderingPausedUntil?.toISOString() ?? null,
    tags: children.tagIds.map((id) => ({ id })),
    images: children.images,
    logo: children.logo,
    openingHours: children.hours.filter((hour) => hour.kind === 'opening').map(presentHoursEntry),
    deliveryHours: children.hours.filter((hour) => hour.kind === 'delivery').map(presentHoursEntry),
    deliveryAreas: children.areas.map(presentDeliveryArea),
  };
}

/** A division as the public API shape. */
export function presentDivision(row: typeof divisions.$inferSelect): Division {
  return { id: row.id, identifier: row.identifier, name: row.name, description: row.description };
}
