import type { Donatee, StaffDonatee } from '@shop/domain';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { donatees } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { inIdOrder } from '../../../platform/resources/resource.repository.ts';
import { loadImageRefs } from '../../catalogue/images/image-ref.ts';

async function loadDonatees(db: Database, where: SQL): Promise<StaffDonatee[]> {
  const rows = await db
    .select()
    .from(donatees)
    .where(where)
    .orderBy(asc(donatees.position), asc(donatees.id));
  const images = await loadImageRefs(
    db,
    rows.map((row) => row.imageId),
  );
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    description: row.description,
    image: row.imageId ? (images.get(row.imageId) ?? null) : null,
    website: row.website,
    isEnabled: row.isEnabled,
    position: row.position,
  }));
}

/** Staff donatees with these ids, in their order. */
export async function loadStaffDonatees(db: Database, ids: number[]): Promise<StaffDonatee[]> {
  if (ids.length === 0) return [];
  return inIdOrder(ids, await loadDonatees(db, inArray(donatees.id, ids)));
}

/** Enabled donation recipients (spec §3 Donatee). */
export async function listCustomerDonatees(db: Database): Promise<Donatee[]> {
  const rows = await loadDonatees(db, eq(donatees.isEnabled, true));
  return rows.map(
    ({ website: _website, isEnabled: _isEnabled, position: _position, ...donatee }) => donatee,
  );
}
