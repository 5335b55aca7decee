import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { de } from '../../../i18n/de.ts';
import styles from '../fields/fields.module.css';
import type { CustomFieldProps, OptionItem, OptionsSource } from '../resource/define-resource.ts';
import { optionsOf } from '../resource/options-source.ts';
import { optionsQueryOptions } from '../resource/resource-api.ts';
import { RowsEditor } from '../resource/rows-editor.tsx';
import { ActionButton } from '../ui/action-button.tsx';
import { Notice } from '../ui/notice.tsx';

const t = de.backofficeCatalogue.menus;

/** spec §3 Menu catalog: categories in order, each with its products in order. */
export type CatalogValue = { categories: { id: number; products: { id: number }[] }[] };

const categoryOptions = optionsOf('/api/categories', de.backoffice.entities.categories);
export const productOptions = optionsOf('/api/products', de.backoffice.entities.products);

/** The label of an option of another resource by id ("#12" until the options are there). */
export function useOptionLabel(source: OptionsSource) {
  const options = useQuery(optionsQueryOptions(source));
  return {
    options: options.data ?? [],
    labelOf: (optionId: number) =>
      options.data?.find((option) => option.value === String(optionId))?.label ?? `#${optionId}`,
  };
}

/**
 * The menu's catalog: add categories and products from selects, order both by dragging or with
 * the move buttons (the keyboard alternative), remove them.
 */
export function MenuCatalogField({ id, value, onChange }: CustomFieldProps) {
  const catalog = (value ?? { categories: [] }) as CatalogValue;
  const categories = useQuery(optionsQueryOptions(categoryOptions));
  const products = useQuery(optionsQueryOptions(productOptions));
  const labelOf = (options: readonly OptionItem[] | undefined, optionId: number) =>
    options?.find((option) => option.value === String(optionId))?.label ?? `#${optionId}`;
  const setCategories = (next: CatalogValue['categories']) => onChange({ categories: next });
  const failed = categories.isError ? categoryOptions : products.isError ? productOptions : null;

  return (
    <div className={styles.hours}>
      <p className={styles.hint}>{t.catalogHint}</p>
      {failed ? (
        <Notice
          tone="error"
          onRetry={() => {
            void categories.refetch();
            void products.refetch();
          }}
        >
          {de.backoffice.errors.loadListFailed(failed.entity)}
        </Notice>
      ) : null}
      <RowsEditor
        rows={catalog.categories}
        onChange={setCategories}
        isSortable
        emptyText={t.noCategories}
        rowLabel={(category) => t.categoryLabel(labelOf(categories.data, category.id))}
        renderRow={(category, _index, update) => (
          <details className={styles.hours}>
            <summary className={styles.summary}>
              <strong>{labelOf(categories.data, category.id)}</strong>{' '}
              <span className={styles.muted}>({t.productCount(category.products.length)})</span>
            </summary>
            <RowsEditor
              rows={category.products}
              onChange={(next) => update({ ...category, products: next })}
              isSortable
              isCompact
              emptyText={t.noProducts}
              rowLabel={(product) => t.productLabel(labelOf(products.data, product.id))}
              renderRow={(product) => <span>{labelOf(products.data, product.id)}</span>}
            />
            <AddFromOptions
              label={t.addProduct}
              placeholder={t.chooseProduct}
              options={(products.data ?? []).filter(
                (option) => !category.products.some((entry) => String(entry.id) === option.value),
              )}
              onAdd={(productId) =>
                update({ ...category, products: [...category.products, { id: productId }] })
              }
            />
          </details>
        )}
      />
      <AddFromOptions
        id={id}
        label={t.addCategory}
        placeholder={t.chooseCategory}
        options={(categories.data ?? []).filter(
          (option) => !catalog.categories.some((entry) => String(entry.id) === option.value),
        )}
        onAdd={(categoryId) =>
          setCategories([...catalog.categories, { id: categoryId, products: [] }])
        }
      />
    </div>
  );
}

type AddFromOptionsProps = {
  id?: string;
  label: string;
  placeholder: string;
  options: readonly OptionItem[];
  onAdd: (id: number) => void;
};

/** A select of what is not in the list yet and an add button. */
export function AddFromOptions({ id, label, placeholder, options, onAdd }: AddFromOptionsProps) {
  const fallbackId = useId();
  const [chosen, setChosen] = useState('');
  const selectId = id ?? fallbackId;
  return (
    <div className={styles.gridRow}>
      <label className={`${styles.inline} ${styles.grow}`} htmlFor={selectId}>
        <span>{label}</span>
        <select
          id={selectId}
          aria-label={label}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <ActionButton
        size="sm"
        disabled={!chosen}
        onClick={() => {
          onAdd(Number(chosen));
          setChosen('');
        }}
      >
        {label}
      </ActionButton>
    </div>
  );
}
