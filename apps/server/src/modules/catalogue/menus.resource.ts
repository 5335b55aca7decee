import {
  listQuerySchema,
  type MenuInput,
  menuInputSchema,
  type StaffMenu,
  staffMenuSchema,
} from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { branches, categories, menus, products } from '../../db/schema/index.ts';
import { defineResource } from '../../platform/resources/resource.ts';
import { loadMenus } from './catalogue.service.ts';
import { menuRowValues, replaceMenuContents } from './menus.repository.ts';

/** A menu as an input again (for duplicating). The copy starts disabled: it changes no shop yet. */
export function menuCopyInput(menu: StaffMenu): MenuInput {
  return {
    name: `${menu.name} (Kopie)`,
    description: menu.description,
    availableFrom: menu.availableFrom,
    isEnabled: false,
    branchIds: menu.branches.map((branch) => branch.id),
    catalog: menu.catalog,
  };
}

/** spec §7 CRUD menus (product catalogues): branches, availableFrom, ordered catalog. */
export const menusResource = defineResource({
  entity: 'menu',
  endpoint: '/api/menus',
  entitySchema: staffMenuSchema,
  permission: 'catalogue',
  isCustomerVisible: true,
  notFoundMessage: 'Der Produktkatalog wurde nicht gefunden.',
  inputSchema: menuInputSchema,
  listQuerySchema,
  table: menus,
  idColumn: menus.id,
  searchColumns: [menus.name, menus.description],
  sortColumns: {
    name: sql`lower(${menus.name})`,
    availableFrom: menus.availableFrom,
    isEnabled: menus.isEnabled,
  },
  defaultSort: '-availableFrom',
  option: { name: menus.name, isEnabled: menus.isEnabled },
  load: loadMenus,
  insert: async (db, input: MenuInput) => {
    const [row] = await db.insert(menus).values(menuRowValues(input)).returning({ id: menus.id });
    await replaceMenuContents(db, row!.id, input);
    return row!.id;
  },
  update: async (db, id, input, deps) => {
    await db
      .update(menus)
      .set({ ...menuRowValues(input), updatedAt: deps.now() })
      .where(eq(menus.id, id));
    await replaceMenuContents(db, id, input);
  },
  references: [
    { field: 'branchIds', column: branches.id, ids: (input) => input.branchIds },
    {
      field: 'catalog',
      column: categories.id,
      ids: (input) => input.catalog.categories.map((category) => category.id),
    },
    {
      field: 'catalog',
      column: products.id,
      ids: (input) =>
        input.catalog.categories.flatMap((category) => category.products.map((item) => item.id)),
    },
  ],
  duplicate: menuCopyInput,
});
