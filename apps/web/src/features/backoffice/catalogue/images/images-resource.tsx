import { imageUpdateInputSchema, type StaffImage, staffImageSchema } from '@shop/domain';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import { thumbnailUrl } from '../../fields/images/api/images-api.ts';
import styles from '../../fields/images/images.module.css';
import { type CustomFieldProps, defineResource } from '../../resource/define-resource.ts';
import { cropInPixels, FocalPointField, type FocalValue } from './focal-point-field.tsx';

const t = de.backofficeCatalogue.images;
const c = de.backofficeCatalogue.common;

/** Where the image is used (a delete is refused while it is). */
function UsagesField({ values }: CustomFieldProps) {
  const usages = Array.isArray(values.usages) ? (values.usages as StaffImage['usages']) : [];
  if (usages.length === 0) return <p className={styles.hint}>{t.notUsed}</p>;
  return (
    <ul className={styles.usages}>
      {usages.map((usage) => (
        <li key={`${usage.entity}-${usage.id}`}>
          {t.usageEntities[usage.entity] ?? usage.entity}: {usage.name}
        </li>
      ))}
    </ul>
  );
}

/** spec §7 CRUD images: edit name, alt text, focal point and crop; delete refused while in use. */
export const imagesResource = defineResource({
  name: de.backoffice.entities.images,
  listPath: backofficePaths.images.path,
  endpoint: '/api/images',
  permission: 'catalogue',
  entitySchema: staffImageSchema,
  formSchema: imageUpdateInputSchema,
  isSearchable: true,
  defaultSort: '-createdAt',
  columns: [
    {
      key: 'name',
      label: c.name,
      isPrimary: true,
      sortField: 'name',
      render: (image) => image.name,
      secondary: (image) => t.dimensions(image.width, image.height),
    },
    {
      key: 'thumb',
      label: c.image,
      render: (image) => <img src={thumbnailUrl(image)} alt="" width={48} height={48} />,
    },
  ],
  fields: [
    { name: 'name', label: c.name, type: 'text', isRequired: true },
    { name: 'alt', label: t.alt, type: 'text', hint: t.altHint },
    {
      name: 'focal',
      label: t.focalPoint,
      type: 'custom',
      component: FocalPointField,
      isWide: true,
      hint: t.focalPointHint,
    },
    { name: 'usages', label: t.usages, type: 'custom', component: UsagesField, isWide: true },
  ],
  emptyValues: {
    name: '',
    alt: '',
    focal: {
      focalX: 0.5,
      focalY: 0.5,
      crop: { left: 0, right: 0, top: 0, bottom: 0 },
    } as FocalValue,
    usages: [] as StaffImage['usages'],
    original: '',
    width: '0',
    height: '0',
  },
  toValues: (image) => ({
    name: image.name,
    alt: image.alt ?? '',
    focal: {
      focalX: image.focalX,
      focalY: image.focalY,
      crop: { left: 0, right: 0, top: 0, bottom: 0 },
    },
    usages: image.usages,
    original: image.urls.original,
    width: String(image.width),
    height: String(image.height),
  }),
  toBody: (values) => {
    const focal = values.focal as FocalValue;
    return {
      name: values.name,
      alt: values.alt,
      focalX: focal.focalX,
      focalY: focal.focalY,
      crop: cropInPixels(focal, Number(values.width), Number(values.height)),
    };
  },
  titleOf: (image) => image.name,
});
