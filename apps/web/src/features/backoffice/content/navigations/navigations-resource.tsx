import {
  type NavigationItemInput,
  navigationInputSchema,
  type StaffNavigation,
  staffNavigationSchema,
} from '@shop/domain';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import { identifierField, nameColumn, nameField } from '../../fields/common-fields.tsx';
import { defineResource } from '../../resource/define-resource.ts';
import { NavigationTreeField } from './navigation-tree-field.tsx';

const t = de.backofficeContent.navigation;

type NavigationValues = {
  name: string;
  identifier: string;
  items: NavigationItemInput[];
};

/**
 * spec §3 Navigation item, §7 CRUD navigations (area `content`): `header-navigation`,
 * `footer-navigation` and any other identifier, each a nested tree of entries (decision 036).
 */
export const navigationsResource = defineResource<StaffNavigation, NavigationValues>({
  name: de.backoffice.entities.navigations,
  listPath: backofficePaths.navigations.path,
  endpoint: '/api/navigations',
  permission: 'content',
  entitySchema: staffNavigationSchema,
  formSchema: navigationInputSchema,
  isSearchable: true,
  defaultSort: 'identifier',
  columns: [
    nameColumn((navigation) => navigation.identifier),
    { key: 'items', label: t.entries, render: (navigation) => String(navigation.items.length) },
  ],
  fields: [
    nameField(),
    identifierField(),
    {
      name: 'items',
      label: t.entries,
      type: 'custom',
      component: NavigationTreeField,
      isGroup: true,
      isWide: true,
    },
  ],
  emptyValues: { name: '', identifier: '', items: [] },
  toValues: (navigation) => ({
    name: navigation.name,
    identifier: navigation.identifier,
    items: navigation.items as NavigationItemInput[],
  }),
  toBody: (values) => ({ name: values.name, identifier: values.identifier, items: values.items }),
  titleOf: (navigation) => navigation.name,
});
