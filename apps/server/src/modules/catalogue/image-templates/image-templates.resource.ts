import {
  IMAGE_TEMPLATE_MESSAGES,
  type ImageTemplateInput,
  imageTemplateInputSchema,
  imageTemplateListQuerySchema,
  type StaffImageTemplate,
  staffImageTemplateSchema,
  type TemplateLayer,
  templateLayerSchema,
  templateReferences,
} from '@shop/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  categories,
  images,
  imageTemplateLayers,
  imageTemplates,
  products,
} from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { inIdOrder, plainRowWriters } from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';

type LayerRow = typeof imageTemplateLayers.$inferSelect;

/** A stored layer back as the contract's layer (type, box and its `properties`). */
export function layerOf(row: LayerRow): TemplateLayer | null {
  const parsed = templateLayerSchema.safeParse({
    ...row.properties,
    type: row.type,
    name: row.name,
    x: row.x,
    y: row.y,
    width: row.width,
    height: row.height,
  });
  return parsed.success ? parsed.data : null;
}

/** The layers of templates in drawing order, keyed by template. */
export async function layersByTemplate(
  db: Database,
  templateIds: number[],
): Promise<Map<number, TemplateLayer[]>> {
  const byTemplate = new Map<number, TemplateLayer[]>(templateIds.map((id) => [id, []]));
  if (templateIds.length === 0) return byTemplate;
  const rows = await db
    .select()
    .from(imageTemplateLayers)
    .where(inArray(imageTemplateLayers.imageTemplateId, templateIds))
    .orderBy(asc(imageTemplateLayers.imageTemplateId), asc(imageTemplateLayers.position));
  for (const row of rows) {
    const layer = layerOf(row);
    if (layer) byTemplate.get(row.imageTemplateId)?.push(layer);
  }
  return byTemplate;
}

export async function loadImageTemplates(
  db: Database,
  ids: number[],
): Promise<StaffImageTemplate[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(imageTemplates).where(inArray(imageTemplates.id, ids));
  const layers = await layersByTemplate(db, ids);
  return inIdOrder(
    ids,
    rows.map((row) => ({
      id: row.id,
      identifier: row.identifier,
      name: row.name,
      width: row.width,
      height: row.height,
      backgroundColor: row.backgroundColor,
      layers: layers.get(row.id) ?? [],
    })),
  );
}

async function replaceLayers(db: Database, templateId: number, layers: TemplateLayer[]) {
  await db.delete(imageTemplateLayers).where(eq(imageTemplateLayers.imageTemplateId, templateId));
  if (layers.length === 0) return;
  await db.insert(imageTemplateLayers).values(
    layers.map(({ type, name, x, y, width, height, ...properties }, position) => ({
      imageTemplateId: templateId,
      position,
      type,
      name,
      x,
      y,
      width,
      height,
      properties,
    })),
  );
}

const templateRowOf = (input: ImageTemplateInput) => ({
  identifier: input.identifier,
  name: input.name,
  width: input.width,
  height: input.height,
  backgroundColor: input.backgroundColor,
});

/**
 * spec §7 CRUD /api/image-templates: a size and ordered layers, some bound to the catalogue
 * (docs/decisions/039-image-templates-and-fonts.md); area `catalogue`, beside the images.
 */
export const imageTemplatesResource = defineResource({
  entity: 'imageTemplate',
  endpoint: '/api/image-templates',
  entitySchema: staffImageTemplateSchema,
  permission: 'catalogue',
  isCustomerVisible: false,
  isOnScreens: true,
  notFoundMessage: IMAGE_TEMPLATE_MESSAGES.notFound,
  inputSchema: imageTemplateInputSchema,
  listQuerySchema: imageTemplateListQuerySchema,
  table: imageTemplates,
  idColumn: imageTemplates.id,
  searchColumns: [imageTemplates.identifier, imageTemplates.name],
  sortColumns: {
    name: sql`lower(${imageTemplates.name})`,
    identifier: imageTemplates.identifier,
  },
  defaultSort: 'name',
  option: {
    name: imageTemplates.name,
    hint: sql`${imageTemplates.width} || ' × ' || ${imageTemplates.height}`,
  },
  load: loadImageTemplates,
  ...plainRowWriters<ImageTemplateInput>(imageTemplates, templateRowOf, (db, id, input) =>
    replaceLayers(db, id, input.layers),
  ),
  duplicate: (template) => ({
    ...template,
    identifier: `${template.identifier}-kopie`.slice(0, 50),
    name: `${template.name} (Kopie)`.slice(0, 100),
  }),
  unique: [{ field: 'identifier', column: imageTemplates.identifier, isCaseInsensitive: true }],
  references: [
    { field: 'layers', column: products.id, ids: (i) => templateReferences(i.layers).productIds },
    {
      field: 'layers',
      column: categories.id,
      ids: (i) => templateReferences(i.layers).categoryIds,
    },
    { field: 'layers', column: images.id, ids: (i) => templateReferences(i.layers).imageIds },
  ],
});
