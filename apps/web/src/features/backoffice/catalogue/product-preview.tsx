import { useState } from 'react';
import { de } from '../../../i18n/de.ts';
import { ItemEditorSheet } from '../../shared/item-editor/item-editor-sheet.tsx';
import { useShopConfig } from '../session/api/shop-config.ts';
import { ActionButton } from '../ui/action-button.tsx';
import styles from './product-preview.module.css';
import { type ProductValues, previewProduct } from './product-values.ts';

const t = de.backofficeCatalogue.products;

/**
 * The customer's item editor (the storefront's own component, shared) for the product as it is
 * being edited: parts, options and their prices, quantities and units, step by step. Nothing is
 * uploaded or added to a cart here. Any change of the product starts the preview afresh.
 */
export function ProductPreview({ values }: { values: ProductValues }) {
  const config = useShopConfig();
  const [round, setRound] = useState(0);
  const product = previewProduct(values);
  return (
    <section className={styles.preview} aria-labelledby="product-preview-title">
      <div className={styles.header}>
        <h2 id="product-preview-title" className={styles.title}>
          {t.preview}
        </h2>
        <ActionButton size="sm" variant="ghost" onClick={() => setRound((value) => value + 1)}>
          {t.previewReset}
        </ActionButton>
      </div>
      <p className={styles.hint}>{t.previewHint}</p>
      {product ? (
        <div className={styles.frame}>
          <ItemEditorSheet
            key={`${round}:${JSON.stringify(product)}`}
            product={product}
            item={null}
            method="takeaway"
            currency={config?.currency ?? 'EUR'}
            titleId="product-preview-name"
            uploadFile={null}
            onSave={() => setRound((value) => value + 1)}
            onCancel={() => setRound((value) => value + 1)}
          />
        </div>
      ) : (
        <p className={styles.hint}>{t.previewUnavailable}</p>
      )}
    </section>
  );
}
