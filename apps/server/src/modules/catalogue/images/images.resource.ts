import {
  IMAGE_VARIANT_NAMES,
  type ImageUsage,
  imagePath,
  listQuerySchema,
  type StaffImage,
  staffImageSchema,
} from '@shop/domain';
import { inArray, sql } from 'drizzle-orm';
import { images } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { inIdOrder } from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';
import { IMAGE_VARIANTS } from './image-variants.ts';
import { findImageUsages } from './images.repository.ts';
import { deleteImageFiles } from './images.service.ts';

export type ImageRow = typeof images.$inferSelect;

const ENTITY_LABELS: Record<string, string> = {
  branch: 'Filiale',
  product: 'Produkt',
  category: 'Kategorie',
  tag: 'Tag',
  donatee: 'Spendenempfänger',
  imageTemplate: 'Bildvorlage',
  digitalSignageSegment: 'Filmsequenz',
  site: 'Seite',
  block: 'Inhalt',
};

/** "Filiale „Altona“, Produkt „Roggenbrot“" — where an image is used, for the 409 message. */
export function describeUsages(usages: ImageUsage[]): string {
  const named = usages
    .slice(0, 5)
    .map((usage) => `${ENTITY_LABELS[usage.entity] ?? usage.entity} „${usage.name}“`);
  const more = usages.length > 5 ? ` und ${usages.length - 5} weitere` : '';
  return `${named.join(', ')}${more}`;
}

/** An image row with its usages as the back-office sees it. */
export function presentStaffImage(row: ImageRow, usages: ImageUsage[]): StaffImage {
  return {
    id: row.id,
    version: row.version,
    extension: row.extension,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    size: row.size,
    name: row.name,
    alt: row.alt,
    focalX: row.focalX,
    focalY: row.focalY,
    urls: {
      original: imagePath(row),
      variants: Object.fromEntries(
        IMAGE_VARIANT_NAMES.map((variant) => [variant, imagePath(row, variant)]),
      ),
    },
    usages,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function loadImages(db: Database, ids: number[]): Promise<StaffImage[]> {
  if (ids.length === 0) return [];
  const [rows, usages] = await Promise.all([
    db.select().from(images).where(inArray(images.id, ids)),
    findImageUsages(db, ids),
  ]);
  return inIdOrder(
    ids,
    rows.map((row) => presentStaffImage(row, usages.get(row.id) ?? [])),
  );
}

const notWritten = () => {
  throw new Error('images are written by images-upload.service.ts');
};

/**
 * spec §7 CRUD images (area `catalogue`): list, get, options and delete come from the resource
 * layer; upload (POST) and edit (PUT) are images-upload.service.ts. An image in use cannot be
 * deleted (409 naming where it is used).
 */
export const imagesResource = defineResource({
  entity: 'image',
  endpoint: '/api/images',
  entitySchema: staffImageSchema,
  permission: 'catalogue',
  isCustomerVisible: true,
  notFoundMessage: 'Das Bild wurde nicht gefunden.',
  inputSchema: listQuerySchema,
  listQuerySchema,
  table: images,
  idColumn: images.id,
  searchColumns: [images.name, images.alt],
  sortColumns: {
    name: sql`lower(${images.name})`,
    createdAt: images.createdAt,
    size: images.size,
  },
  defaultSort: '-createdAt',
  option: {
    name: images.name,
    hint: sql`${images.width} || ' × ' || ${images.height}`,
  },
  load: loadImages,
  insert: notWritten,
  update: notWritten,
  deleteGuards: [
    async (db, id) => {
      const usages = (await findImageUsages(db, [id])).get(id) ?? [];
      return usages.length > 0
        ? `Das Bild wird noch verwendet (${describeUsages(usages)}) und kann nicht gelöscht werden. Bitte entfernen Sie es dort zuerst.`
        : null;
    },
  ],
  afterDelete: (image, deps) =>
    deleteImageFiles(
      deps.storage,
      image,
      Object.keys(IMAGE_VARIANTS) as (keyof typeof IMAGE_VARIANTS)[],
    ),
});
