import {
  type CategoryInput,
  categoryInputSchema,
  listQuerySchema,
  staffCategorySchema,
} from '@shop/domain';
import { sql } from 'drizzle-orm';
import { categories, images, menuCategories } from '../../db/schema/index.ts';
import {
  plainRowWriters,
  refuseWhileReferenced,
} from '../../platform/resources/resource.repository.ts';
import { defineResource } from '../../platform/resources/resource.ts';
import { loadCategories } from './catalogue.service.ts';

const menuCount = (count: number) =>
  count === 1 ? 'einem Produktkatalog' : `${count} Produktkatalogen`;

/** spec §7 CRUD categories (name, image, enabled, schedule, visible when unavailable). */
export const categoriesResource = defineResource({
  entity: 'category',
  endpoint: '/api/categories',
  entitySchema: staffCategorySchema,
  permission: 'catalogue',
  isCustomerVisible: true,
  notFoundMessage: 'Die Kategorie wurde nicht gefunden.',
  inputSchema: categoryInputSchema,
  listQuerySchema,
  table: categories,
  idColumn: categories.id,
  searchColumns: [categories.name, categories.description],
  sortColumns: {
    name: sql`lower(${categories.name})`,
    isEnabled: categories.isEnabled,
    createdAt: categories.createdAt,
  },
  defaultSort: 'name',
  option: { name: categories.name, isEnabled: categories.isEnabled },
  load: loadCategories,
  ...plainRowWriters<CategoryInput>(categories),
  references: [{ field: 'imageId', column: images.id, ids: (input) => [input.imageId] }],
  deleteGuards: [
    refuseWhileReferenced(
      menuCategories.categoryId,
      (count) =>
        `Diese Kategorie ist in ${menuCount(count)} enthalten. Bitte entfernen Sie sie zuerst aus dem Katalog.`,
    ),
  ],
});
