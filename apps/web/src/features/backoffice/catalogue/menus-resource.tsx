import { menuInputSchema, type StaffMenu, staffMenuSchema } from '@shop/domain';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import {
  descriptionField,
  enabledColumn,
  enabledField,
  idStrings,
  nameColumn,
  nameField,
} from '../fields/common-fields.tsx';
import { defineResource } from '../resource/define-resource.ts';
import { optionsOf } from '../resource/options-source.ts';
import { formatDateTime } from '../ui/format.ts';
import { DuplicateButton } from './duplicate-button.tsx';
import { type CatalogValue, MenuCatalogField } from './menu-catalog-field.tsx';

const t = de.backofficeCatalogue.menus;
const c = de.backofficeCatalogue.common;

type MenuValues = {
  name: string;
  description: string;
  availableFrom: string;
  isEnabled: boolean;
  branchIds: string[];
  catalog: CatalogValue;
};

/** datetime-local value ↔ ISO instant (the browser's zone, which the picker shows). */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** spec §3 Menu (branches, availableFrom, catalog); §7 CRUD menus; duplicate. */
export const menusResource = defineResource<StaffMenu, MenuValues>({
  name: de.backoffice.entities.menus,
  listPath: backofficePaths.menus.path,
  endpoint: '/api/menus',
  permission: 'catalogue',
  entitySchema: staffMenuSchema,
  formSchema: menuInputSchema,
  isSearchable: true,
  defaultSort: '-availableFrom',
  formActions: DuplicateButton,
  columns: [
    nameColumn((menu) => t.categoryCount(menu.catalog.categories.length)),
    {
      key: 'availableFrom',
      label: t.availableFrom,
      sortField: 'availableFrom',
      render: (menu) => formatDateTime(menu.availableFrom),
    },
    {
      key: 'branches',
      label: c.branches,
      isDesktopOnly: true,
      render: (menu, lookup) =>
        menu.branches
          .map((branch) => lookup('branchIds', String(branch.id)) ?? `#${branch.id}`)
          .join(', ') || c.none,
    },
    enabledColumn(),
  ],
  fields: [
    nameField(),
    {
      name: 'availableFrom',
      label: t.availableFrom,
      type: 'datetime-local',
      isRequired: true,
      hint: t.availableFromHint,
    },
    descriptionField(),
    enabledField(),
    {
      name: 'branchIds',
      label: c.branches,
      type: 'multiselect',
      optionsFrom: optionsOf('/api/branches', de.backoffice.entities.branches),
    },
    {
      name: 'catalog',
      label: t.catalog,
      type: 'custom',
      component: MenuCatalogField,
      isWide: true,
      isGroup: true,
    },
  ],
  emptyValues: {
    name: '',
    description: '',
    availableFrom: '',
    isEnabled: true,
    branchIds: [],
    catalog: { categories: [] },
  },
  toValues: (menu) => ({
    name: menu.name,
    description: menu.description ?? '',
    availableFrom: toLocalInput(menu.availableFrom),
    isEnabled: menu.isEnabled,
    branchIds: idStrings(menu.branches),
    catalog: menu.catalog,
  }),
  toBody: (values) => ({
    name: values.name,
    description: values.description,
    availableFrom: values.availableFrom ? new Date(values.availableFrom).toISOString() : '',
    isEnabled: values.isEnabled,
    branchIds: values.branchIds.map(Number),
    catalog: values.catalog,
  }),
  titleOf: (menu) => menu.name,
});
