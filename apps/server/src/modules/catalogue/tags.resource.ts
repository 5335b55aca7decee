import { listQuerySchema, type TagInput, tagInputSchema } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { images, tags } from '../../db/schema/index.ts';
import { defineResource } from '../../platform/resources/resource.ts';
import { loadTags } from './catalogue.service.ts';

/**
 * spec §7 CRUD tags (name, image). Deleting a tag removes it from its branches and products
 * (that is what deleting a label means); nothing else refers to it.
 */
export const tagsResource = defineResource({
  entity: 'tag',
  endpoint: '/api/tags',
  permission: 'catalogue',
  isCustomerVisible: true,
  notFoundMessage: 'Der Tag wurde nicht gefunden.',
  inputSchema: tagInputSchema,
  listQuerySchema,
  table: tags,
  idColumn: tags.id,
  searchColumns: [tags.name],
  sortColumns: { name: sql`lower(${tags.name})`, position: tags.position },
  defaultSort: 'position',
  option: { name: tags.name },
  load: loadTags,
  insert: async (db, input: TagInput) => {
    const [row] = await db.insert(tags).values(input).returning({ id: tags.id });
    return row!.id;
  },
  update: async (db, id, input, deps) => {
    await db
      .update(tags)
      .set({ ...input, updatedAt: deps.now() })
      .where(eq(tags.id, id));
  },
  unique: [{ field: 'name', column: tags.name, isCaseInsensitive: true }],
  references: [{ field: 'imageId', column: images.id, ids: (input) => [input.imageId] }],
});
