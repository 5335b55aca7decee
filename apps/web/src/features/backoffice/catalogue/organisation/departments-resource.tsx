import { type Department, departmentInputSchema, departmentSchema } from '@shop/domain';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import {
  descriptionField,
  enabledColumn,
  enabledField,
  nameColumn,
  nameField,
  numberOf,
  positionField,
} from '../../fields/common-fields.tsx';
import { defineResource } from '../../resource/define-resource.ts';
import { optionsOf } from '../../resource/options-source.ts';

const c = de.backofficeCatalogue.common;
const t = de.backofficeCatalogue.departments;
const branchOptions = optionsOf('/api/branches', de.backoffice.entities.branches);
const divisionOptions = optionsOf('/api/divisions', de.backoffice.entities.divisions);

/** spec §7 CRUD departments (the list takes a query: branch, division). */
type DepartmentValues = {
  name: string;
  branchId: string;
  divisionId: string;
  color: string;
  description: string;
  isEnabled: boolean;
  position: string;
};

export const departmentsResource = defineResource<Department, DepartmentValues>({
  name: de.backoffice.entities.departments,
  listPath: backofficePaths.departments.path,
  endpoint: '/api/departments',
  permission: 'catalogue',
  entitySchema: departmentSchema,
  formSchema: departmentInputSchema,
  isSearchable: true,
  defaultSort: 'position',
  filters: [
    { name: 'branchId', label: c.branch, type: 'select', optionsFrom: branchOptions },
    { name: 'divisionId', label: c.division, type: 'select', optionsFrom: divisionOptions },
  ],
  columns: [
    nameColumn(),
    {
      key: 'branch',
      label: c.branch,
      render: (department, lookup) =>
        department.branchId ? (lookup('branchId', String(department.branchId)) ?? '') : c.none,
    },
    enabledColumn(),
  ],
  fields: [
    nameField(),
    { name: 'branchId', label: c.branch, type: 'select', optionsFrom: branchOptions },
    { name: 'divisionId', label: c.division, type: 'select', optionsFrom: divisionOptions },
    { name: 'color', label: t.color, type: 'text', placeholder: '#3f5a24', hint: t.colorHint },
    descriptionField(),
    enabledField(),
    positionField(),
  ],
  emptyValues: {
    name: '',
    branchId: '',
    divisionId: '',
    color: '',
    description: '',
    isEnabled: true,
    position: '0',
  },
  toValues: (department) => ({
    name: department.name,
    branchId: department.branchId ? String(department.branchId) : '',
    divisionId: department.divisionId ? String(department.divisionId) : '',
    color: department.color ?? '',
    description: department.description ?? '',
    isEnabled: department.isEnabled,
    position: String(department.position),
  }),
  toBody: (values) => ({
    name: values.name,
    branchId: numberOf(values.branchId),
    divisionId: numberOf(values.divisionId),
    color: values.color,
    description: values.description,
    isEnabled: values.isEnabled,
    position: numberOf(values.position) ?? 0,
  }),
  titleOf: (department) => department.name,
});
