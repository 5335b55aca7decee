import {
  categoryInputSchema,
  type HoursEntry,
  type Schedule,
  type StaffCategory,
  staffCategorySchema,
} from '@shop/domain';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import {
  descriptionField,
  enabledColumn,
  enabledField,
  imageField,
  nameColumn,
  nameField,
  scheduleField,
  visibleWhenUnavailableField,
} from '../fields/common-fields.tsx';
import { hoursEntriesOf } from '../fields/hours-labels.ts';
import { type ImageValue, imageIdsOf, imageValueOf } from '../fields/image-field.tsx';
import { defineResource } from '../resource/define-resource.ts';

/** A schedule for the body: no rows means "always" (null). */
export const scheduleOf = (value: unknown): Schedule => {
  const entries = hoursEntriesOf(value);
  return entries.length > 0 ? entries : null;
};

/** spec §3 Category (name, image, isEnabled, schedule, isVisibleWhenUnavailable); §7 CRUD. */
type CategoryValues = {
  name: string;
  isEnabled: boolean;
  description: string;
  image: ImageValue | null;
  schedule: HoursEntry[];
  isVisibleWhenUnavailable: boolean;
};

export const categoriesResource = defineResource<StaffCategory, CategoryValues>({
  name: de.backoffice.entities.categories,
  listPath: backofficePaths.categories.path,
  endpoint: '/api/categories',
  permission: 'catalogue',
  entitySchema: staffCategorySchema,
  formSchema: categoryInputSchema,
  isSearchable: true,
  defaultSort: 'name',
  columns: [nameColumn(), enabledColumn()],
  fields: [
    nameField(),
    enabledField(),
    descriptionField(),
    imageField('image'),
    scheduleField(),
    visibleWhenUnavailableField(),
  ],
  emptyValues: {
    name: '',
    isEnabled: true,
    description: '',
    image: null,
    schedule: [],
    isVisibleWhenUnavailable: false,
  },
  toValues: (category) => ({
    name: category.name,
    isEnabled: category.isEnabled,
    description: category.description ?? '',
    image: imageValueOf(category.image),
    schedule: category.schedule ?? [],
    isVisibleWhenUnavailable: category.isVisibleWhenUnavailable,
  }),
  toBody: (values) => ({
    name: values.name,
    isEnabled: values.isEnabled,
    description: values.description,
    imageId: imageIdsOf(values.image)[0] ?? null,
    schedule: scheduleOf(values.schedule),
    isVisibleWhenUnavailable: values.isVisibleWhenUnavailable,
  }),
  titleOf: (category) => category.name,
});
