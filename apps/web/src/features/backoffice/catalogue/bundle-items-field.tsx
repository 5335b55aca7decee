import { de } from '../../../i18n/de.ts';
import styles from '../fields/fields.module.css';
import type { CustomFieldProps } from '../resource/define-resource.ts';
import { RowsEditor } from '../resource/rows-editor.tsx';
import { AddFromOptions, productOptions, useOptionLabel } from './menu-catalog-field.tsx';

const t = de.backofficeCatalogue.products;

type BundleItemRow = { productId: number; amount: string };

/** The products a bundle contains, each with its amount. */
export function BundleItemsField({ id, value, onChange }: CustomFieldProps) {
  const rows = Array.isArray(value) ? (value as BundleItemRow[]) : [];
  const { options: products, labelOf: nameOf } = useOptionLabel(productOptions);
  return (
    <div className={styles.hours}>
      <RowsEditor
        rows={rows}
        onChange={onChange}
        rowLabel={(row) => nameOf(row.productId)}
        renderRow={(row, _index, update) => (
          <div className={styles.gridRow}>
            <span className={styles.grow}>{nameOf(row.productId)}</span>
            <label className={styles.inline}>
              <span>{t.amount}</span>
              <input
                inputMode="decimal"
                value={row.amount}
                onChange={(event) => update({ ...row, amount: event.target.value })}
              />
            </label>
          </div>
        )}
      />
      <AddFromOptions
        id={id}
        label={t.addBundleItem}
        placeholder={de.backofficeCatalogue.menus.chooseProduct}
        options={products.filter(
          (option) => !rows.some((row) => String(row.productId) === option.value),
        )}
        onAdd={(productId) => onChange([...rows, { productId, amount: '1' }])}
      />
    </div>
  );
}
