import { type StaffTag, staffTagSchema, tagInputSchema } from '@shop/domain';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { productImageUrl } from '../../../lib/product-image.ts';
import {
  imageField,
  nameColumn,
  nameField,
  numberOf,
  positionField,
} from '../fields/common-fields.tsx';
import { type ImageValue, imageIdsOf, imageValueOf } from '../fields/image-field.tsx';
import { defineResource } from '../resource/define-resource.ts';

const c = de.backofficeCatalogue.common;

type TagValues = { name: string; image: ImageValue | null; position: string };

/** spec §3 Tag (name, image); §7 CRUD tags. */
export const tagsResource = defineResource<StaffTag, TagValues>({
  name: de.backoffice.entities.tags,
  listPath: backofficePaths.tags.path,
  endpoint: '/api/tags',
  permission: 'catalogue',
  entitySchema: staffTagSchema,
  formSchema: tagInputSchema,
  isSearchable: true,
  defaultSort: 'position',
  columns: [
    nameColumn(),
    {
      key: 'image',
      label: c.image,
      render: (tag) =>
        tag.image ? (
          <img src={productImageUrl(tag.image, 'tiny')} alt="" width={40} height={40} />
        ) : (
          c.none
        ),
    },
  ],
  fields: [nameField(), imageField('image'), positionField()],
  emptyValues: { name: '', image: null, position: '0' },
  toValues: (tag) => ({
    name: tag.name,
    image: imageValueOf(tag.image),
    position: String(tag.position),
  }),
  toBody: (values) => ({
    name: values.name,
    imageId: imageIdsOf(values.image)[0] ?? null,
    position: numberOf(values.position) ?? 0,
  }),
  titleOf: (tag) => tag.name,
});
