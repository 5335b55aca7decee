import { divisionInputSchema, type StaffDivision, staffDivisionSchema } from '@shop/domain';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import {
  descriptionField,
  enabledColumn,
  enabledField,
  identifierField,
  nameColumn,
  nameField,
  numberOf,
  positionField,
} from '../../fields/common-fields.tsx';
import { defineResource } from '../../resource/define-resource.ts';

type DivisionValues = {
  name: string;
  identifier: string;
  description: string;
  isEnabled: boolean;
  position: string;
};

/** spec §7 CRUD divisions (organisations). */
export const divisionsResource = defineResource<StaffDivision, DivisionValues>({
  name: de.backoffice.entities.divisions,
  listPath: backofficePaths.divisions.path,
  endpoint: '/api/divisions',
  permission: 'catalogue',
  entitySchema: staffDivisionSchema,
  formSchema: divisionInputSchema,
  isSearchable: true,
  defaultSort: 'position',
  columns: [nameColumn((division) => division.identifier), enabledColumn()],
  fields: [nameField(), identifierField(), descriptionField(), enabledField(), positionField()],
  emptyValues: { name: '', identifier: '', description: '', isEnabled: true, position: '0' },
  toValues: (division) => ({
    name: division.name,
    identifier: division.identifier,
    description: division.description ?? '',
    isEnabled: division.isEnabled,
    position: String(division.position),
  }),
  toBody: (values) => ({
    name: values.name,
    identifier: values.identifier,
    description: values.description,
    isEnabled: values.isEnabled,
    position: numberOf(values.position) ?? 0,
  }),
  titleOf: (division) => division.name,
});
