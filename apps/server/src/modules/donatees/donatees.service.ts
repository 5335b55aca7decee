import type { Donatee } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import { donatees } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { loadImageRefs } from '../images/image-ref.ts';

/** Enabled donation recipients (spec §3 Donatee). */
export async function listCustomerDonatees(db: Database): Promise<Donatee[]> {
  const rows = await db
    .select()
    .from(donatees)
    .where(eq(donatees.isEnabled, true))
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
  }));
}
