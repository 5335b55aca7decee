import { listQuerySchema, staffTagSchema, type TagInput, tagInputSchema } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { images, tags } from '../../db/schema/index.ts';
import { plainRowWriters } from '../../platform/resources/resource.repository.ts';
import { defineResource } from '../../platform/resources/resource.ts';
import { loadTags } from './catalogue.service.ts';

/**
 * spec §7 CRUD tags (name, image). Deleting a tag removes it from its branches and products
 * (that is what deleting a label means); nothing else refers to it.
 */
export const tagsResource = defineResource({
  entity: 'tag',
  endpoint: '/api/tags',
  entitySchema: staffTagSchema,
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
  ...plainRowWriters<TagInput>(tags),
  unique: [{ field: 'name', column: tags.name, isCaseInsensitive: true }],
  references: [{ field: 'imageId', column: images.id, ids: (input) => [input.imageId] }],
});
