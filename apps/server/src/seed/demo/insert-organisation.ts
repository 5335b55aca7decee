import {
  branches,
  branchHours,
  branchImages,
  branchTags,
  deliveryAreas,
  departments,
  devices,
  divisions,
  tables,
  tags,
} from '../../db/schema/index.ts';
import type { SeedTransaction } from '../seed-types.ts';
import type { BranchSeed } from './branches.data.ts';

export const TAG_NAMES = [
  'Vegan',
  'Vegetarisch',
  'Glutenfrei',
  'Bio',
  'Scharf',
  'Lieferservice',
  'Frühstück',
  'Terrasse',
  'Catering',
] as const;

const TABLE_SEATS = [2, 2, 4, 4, 4, 6, 2, 2, 4, 4, 8, 6];

/** Inserts the tags and returns their ids by name. */
export async function insertTags(tx: SeedTransaction): Promise<Map<string, number>> {
  const rows = await tx
    .insert(tags)
    .values(TAG_NAMES.map((name, position) => ({ name, position })))
    .returning({ id: tags.id, name: tags.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * Inserts the division and the branches with their hours, delivery areas, tags, images and
 * tables; returns the branch ids by identifier.
 */
export async function insertOrganisation(
  tx: SeedTransaction,
  input: {
    branchSeeds: BranchSeed[];
    tagIds: Map<string, number>;
    imageIds: Map<string, number>;
  },
): Promise<Map<string, number>> {
  const [division] = await tx
    .insert(divisions)
    .values({
      identifier: 'backstube-sonnenschein',
      name: 'Backstube Sonnenschein',
      description:
        'Bäckerei, Café und Pizzeria mit Filialen in München, Hamburg, Leipzig und Köln.',
    })
    .returning({ id: divisions.id });
  if (!division) throw new Error('Division was not inserted');

  const logoImageId = requireId(input.imageIds, 'logo');
  const branchRows = await tx
    .insert(branches)
    .values(
      input.branchSeeds.map((seed) => ({ ...seed.branch, divisionId: division.id, logoImageId })),
    )
    .returning({ id: branches.id, identifier: branches.identifier });
  const branchIds = new Map(branchRows.map((row) => [row.identifier, row.id]));
  const idOf = (seed: BranchSeed) => requireId(branchIds, seed.branch.identifier);

  const hours = input.branchSeeds.flatMap((seed) =>
    (['opening', 'delivery'] as const).flatMap((kind) =>
      (kind === 'opening' ? seed.openingHours : seed.deliveryHours).map((entry, position) => ({
        branchId: idOf(seed),
        kind,
        type: entry.type,
        date: entry.date ?? null,
        isClosed: entry.isClosed,
        from: entry.from ?? null,
        to: entry.to ?? null,
        position,
      })),
    ),
  );
  const areas = input.branchSeeds.flatMap((seed) =>
    seed.deliveryAreas.map((area, position) => ({ ...area, branchId: idOf(seed), position })),
  );
  const branchTagRows = input.branchSeeds.flatMap((seed) =>
    seed.tags.map((name) => ({ branchId: idOf(seed), tagId: requireId(input.tagIds, name) })),
  );
  const tableRows = input.branchSeeds.flatMap((seed) =>
    Array.from({ length: seed.tableCount }, (_, index) => ({
      branchId: idOf(seed),
      identifier: String(index + 1),
      name: `Tisch ${index + 1}`,
      seats: TABLE_SEATS[index % TABLE_SEATS.length] ?? 4,
      position: index,
    })),
  );
  const imageRows = input.branchSeeds.map((seed) => ({
    branchId: idOf(seed),
    imageId: requireId(input.imageIds, `branch:${seed.branch.identifier}`),
    position: 0,
  }));

  await tx.insert(branchHours).values(hours);
  await tx.insert(deliveryAreas).values(areas);
  await tx.insert(branchTags).values(branchTagRows);
  await tx.insert(branchImages).values(imageRows);
  if (tableRows.length > 0) await tx.insert(tables).values(tableRows);
  await insertStaffStructure(tx, division.id, branchIds);
  return branchIds;
}

/** Departments for time tracking and a receipt printer in Munich, so those screens are not empty. */
async function insertStaffStructure(
  tx: SeedTransaction,
  divisionId: number,
  branchIds: Map<string, number>,
): Promise<void> {
  await tx.insert(departments).values(
    [
      { name: 'Backstube', color: '#FFB74D' },
      { name: 'Küche', color: '#E57373' },
      { name: 'Service', color: '#81C784' },
      { name: 'Verkauf', color: '#64B5F6' },
    ].map((department, position) => ({ ...department, divisionId, position })),
  );
  await tx.insert(devices).values({
    identifier: 'bondrucker-muenchen',
    name: 'Bondrucker Theke München',
    type: 'receiptPrinter',
    branchId: requireId(branchIds, 'muenchen-schwabing'),
    settings: {
      connection: { host: '192.168.1.50', port: 9100 },
      paperWidth: 80,
      copies: 1,
      printOn: 'newOrder',
    },
  });
}

/** Looks a key up in an id map; a missing key is a bug in the seed data. */
export function requireId<K>(ids: Map<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data refers to unknown key ${String(key)}`);
  return id;
}
