import { donateeInputSchema, type StaffDonatee, staffDonateeSchema } from '@shop/domain';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import {
  descriptionField,
  enabledColumn,
  enabledField,
  identifierField,
  imageField,
  nameColumn,
  nameField,
  numberOf,
  positionField,
} from '../../fields/common-fields.tsx';
import { type ImageValue, imageIdsOf, imageValueOf } from '../../fields/image-field.tsx';
import { defineResource } from '../../resource/define-resource.ts';

type DonateeValues = {
  name: string;
  identifier: string;
  description: string;
  website: string;
  image: ImageValue | null;
  isEnabled: boolean;
  position: string;
};

/** spec §3 Donatee (identifier, name, description); §7 CRUD donatees (area `content`). */
export const donateesResource = defineResource<StaffDonatee, DonateeValues>({
  name: de.backoffice.entities.donatees,
  listPath: backofficePaths.donatees.path,
  endpoint: '/api/donatees',
  permission: 'content',
  entitySchema: staffDonateeSchema,
  formSchema: donateeInputSchema,
  isSearchable: true,
  defaultSort: 'position',
  columns: [nameColumn((donatee) => donatee.identifier), enabledColumn()],
  fields: [
    nameField(),
    identifierField(),
    descriptionField(),
    {
      name: 'website',
      label: de.backofficeCatalogue.branches.website,
      type: 'text',
      placeholder: 'https://',
    },
    imageField('image'),
    enabledField(),
    positionField(),
  ],
  emptyValues: {
    name: '',
    identifier: '',
    description: '',
    website: '',
    image: null,
    isEnabled: true,
    position: '0',
  },
  toValues: (donatee) => ({
    name: donatee.name,
    identifier: donatee.identifier,
    description: donatee.description ?? '',
    website: donatee.website ?? '',
    image: imageValueOf(donatee.image),
    isEnabled: donatee.isEnabled,
    position: String(donatee.position),
  }),
  toBody: (values) => ({
    name: values.name,
    identifier: values.identifier,
    description: values.description,
    website: values.website,
    imageId: imageIdsOf(values.image)[0] ?? null,
    isEnabled: values.isEnabled,
    position: numberOf(values.position) ?? 0,
  }),
  titleOf: (donatee) => donatee.name,
});
