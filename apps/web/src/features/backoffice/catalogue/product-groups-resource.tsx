import {
  type HoursEntry,
  type ProductGroup,
  productGroupInputSchema,
  productGroupSchema,
} from '@shop/domain';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import {
  descriptionField,
  nameColumn,
  nameField,
  numberOf,
  positionField,
} from '../fields/common-fields.tsx';
import styles from '../fields/fields.module.css';
import { HoursField } from '../fields/hours-field.tsx';
import { type CustomFieldProps, defineResource } from '../resource/define-resource.ts';
import { RowsEditor } from '../resource/rows-editor.tsx';
import { scheduleOf } from './categories-resource.tsx';
import { AddFromOptions, productOptions, useOptionLabel } from './menu-catalog-field.tsx';

const t = de.backofficeCatalogue.productGroups;
const c = de.backofficeCatalogue.common;

type GroupProductRow = {
  id: number;
  isEnabled: boolean;
  schedule: HoursEntry[];
  isVisibleWhenUnavailable: boolean;
};

/** spec §3 Product group: its products in order, each enabled, scheduled and visible on its own. */
function GroupProductsField({ id, name, value, errors, onChange }: CustomFieldProps) {
  const rows = Array.isArray(value) ? (value as GroupProductRow[]) : [];
  const { options: products, labelOf: nameOf } = useOptionLabel(productOptions);
  return (
    <div className={styles.hours}>
      <RowsEditor
        rows={rows}
        onChange={onChange}
        isSortable
        rowLabel={(row) => nameOf(row.id)}
        renderRow={(row, index, update) => (
          <details className={styles.hours}>
            <summary>
              <strong>{nameOf(row.id)}</strong> · {row.isEnabled ? c.enabled : c.disabled}
              {row.schedule.length > 0 ? ` · ${c.schedule}` : ''}
            </summary>
            <label className={styles.checkInline}>
              <input
                type="checkbox"
                checked={row.isEnabled}
                onChange={(event) => update({ ...row, isEnabled: event.target.checked })}
              />
              <span>{c.isEnabled}</span>
            </label>
            <label className={styles.checkInline}>
              <input
                type="checkbox"
                checked={row.isVisibleWhenUnavailable}
                onChange={(event) =>
                  update({ ...row, isVisibleWhenUnavailable: event.target.checked })
                }
              />
              <span>{c.isVisibleWhenUnavailable}</span>
            </label>
            <HoursField
              id={`${id}-${index}-schedule`}
              name="schedule"
              label={c.schedule}
              value={row.schedule}
              values={{}}
              errors={Object.fromEntries(
                Object.entries(errors)
                  .filter(([key]) => key.startsWith(`${name}.${index}.schedule.`))
                  .map(([key, message]) => [key.slice(`${name}.${index}.`.length), message]),
              )}
              control={{ id: `${id}-${index}-schedule` }}
              onChange={(schedule) => update({ ...row, schedule: schedule as HoursEntry[] })}
              setValue={() => undefined}
            />
          </details>
        )}
      />
      <AddFromOptions
        id={id}
        label={de.backofficeCatalogue.menus.addProduct}
        placeholder={de.backofficeCatalogue.menus.chooseProduct}
        options={products.filter((option) => !rows.some((row) => String(row.id) === option.value))}
        onAdd={(productId) =>
          onChange([
            ...rows,
            { id: productId, isEnabled: true, schedule: [], isVisibleWhenUnavailable: false },
          ])
        }
      />
    </div>
  );
}

type ProductGroupValues = {
  name: string;
  description: string;
  bundleProductId: string;
  minimumSelections: string;
  maximumSelections: string;
  position: string;
  products: GroupProductRow[];
};

/** spec §3 Product group (products with isEnabled, schedule, isVisibleWhenUnavailable). */
export const productGroupsResource = defineResource<ProductGroup, ProductGroupValues>({
  name: de.backofficeCatalogue.entities.productGroups,
  listPath: backofficePaths.productGroups.path,
  endpoint: '/api/product-groups',
  permission: 'catalogue',
  entitySchema: productGroupSchema,
  formSchema: productGroupInputSchema,
  isSearchable: true,
  defaultSort: 'position',
  columns: [
    nameColumn((group) => `${group.products.length} ${de.backofficeCatalogue.areas.products}`),
  ],
  fields: [
    nameField(),
    {
      name: 'bundleProductId',
      label: t.bundleProduct,
      type: 'select',
      optionsFrom: productOptions,
    },
    descriptionField(),
    { name: 'minimumSelections', label: t.minimumSelections, type: 'number' },
    { name: 'maximumSelections', label: t.maximumSelections, type: 'number' },
    positionField(),
    {
      name: 'products',
      label: t.products,
      type: 'custom',
      component: GroupProductsField,
      isWide: true,
      isGroup: true,
    },
  ],
  emptyValues: {
    name: '',
    description: '',
    bundleProductId: '',
    minimumSelections: '1',
    maximumSelections: '1',
    position: '0',
    products: [],
  },
  toValues: (group) => ({
    name: group.name,
    description: group.description ?? '',
    bundleProductId: group.bundleProductId ? String(group.bundleProductId) : '',
    minimumSelections: String(group.minimumSelections),
    maximumSelections: String(group.maximumSelections),
    position: String(group.position),
    products: group.products.map((product) => ({ ...product, schedule: product.schedule ?? [] })),
  }),
  toBody: (values) => ({
    name: values.name,
    description: values.description,
    bundleProductId: numberOf(values.bundleProductId),
    minimumSelections: numberOf(values.minimumSelections) ?? 0,
    maximumSelections: numberOf(values.maximumSelections) ?? 1,
    position: numberOf(values.position) ?? 0,
    products: values.products.map((product) => ({
      ...product,
      schedule: scheduleOf(product.schedule),
    })),
  }),
  titleOf: (group) => group.name,
});
