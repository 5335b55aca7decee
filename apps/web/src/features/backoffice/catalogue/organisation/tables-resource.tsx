import { type StaffTable, staffTableSchema, tableInputSchema } from '@shop/domain';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import {
  enabledColumn,
  enabledField,
  numberOf,
  positionField,
} from '../../fields/common-fields.tsx';
import { defineResource } from '../../resource/define-resource.ts';
import { optionsOf } from '../../resource/options-source.ts';
import { QrSheetLink } from './qr-sheet-link.tsx';

const c = de.backofficeCatalogue.common;
const t = de.backofficeCatalogue.tables;
const branchOptions = optionsOf('/api/branches', de.backoffice.entities.branches);

type TableValues = {
  identifier: string;
  branchId: string;
  name: string;
  seats: string;
  isEnabled: boolean;
  position: string;
};

/** spec §3 Table (identifier, branch); §7 CRUD tables; the QR-code sheet per branch. */
export const tablesResource = defineResource<StaffTable, TableValues>({
  name: de.backoffice.entities.tables,
  listPath: backofficePaths.tables.path,
  endpoint: '/api/tables',
  permission: 'catalogue',
  entitySchema: staffTableSchema,
  formSchema: tableInputSchema,
  isSearchable: true,
  defaultSort: 'identifier',
  filters: [{ name: 'branchId', label: c.branch, type: 'select', optionsFrom: branchOptions }],
  listActions: QrSheetLink,
  columns: [
    {
      key: 'identifier',
      label: c.identifier,
      sortField: 'identifier',
      isPrimary: true,
      render: (table) => table.identifier,
      secondary: (table) => table.name,
    },
    {
      key: 'branch',
      label: c.branch,
      render: (table, lookup) => lookup('branchId', String(table.branch.id)) ?? '',
    },
    { key: 'seats', label: t.seats, isDesktopOnly: true, render: (table) => table.seats ?? c.none },
    enabledColumn(),
  ],
  fields: [
    {
      name: 'identifier',
      label: c.identifier,
      type: 'text',
      isRequired: true,
      hint: t.identifierHint,
    },
    {
      name: 'branchId',
      label: c.branch,
      type: 'select',
      isRequired: true,
      optionsFrom: branchOptions,
    },
    { name: 'name', label: c.name, type: 'text' },
    { name: 'seats', label: t.seats, type: 'number' },
    enabledField(),
    positionField(),
  ],
  emptyValues: {
    identifier: '',
    branchId: '',
    name: '',
    seats: '',
    isEnabled: true,
    position: '0',
  },
  toValues: (table) => ({
    identifier: table.identifier,
    branchId: String(table.branch.id),
    name: table.name ?? '',
    seats: table.seats === null ? '' : String(table.seats),
    isEnabled: table.isEnabled,
    position: String(table.position),
  }),
  toBody: (values) => ({
    identifier: values.identifier,
    branchId: numberOf(values.branchId),
    name: values.name,
    seats: numberOf(values.seats),
    isEnabled: values.isEnabled,
    position: numberOf(values.position) ?? 0,
  }),
  titleOf: (table) => table.identifier,
});
