import {
  formatMoney,
  labelSumText,
  type Product,
  productLabels,
  productPriceLabel,
  productReferencePriceLabel,
  truncateText,
} from '@shop/domain';
import { memo } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import { PRODUCT_IMAGE_SIZE, productImageUrl } from '../../../lib/product-image.ts';
import styles from './product-card.module.css';

type ProductCardProps = {
  product: Product;
  /** Available now and the branch takes orders (or preorders). */
  isOrderable: boolean;
  /** Shown greyed: visible although its schedule is not active (spec §4). */
  isAvailable: boolean;
  /** Marked "Heute ausverkauft" at this branch (greyed, with that label). */
  isSoldOutToday?: boolean;
  currency: string;
  onOpen: (product: Product) => void;
};

/**
 * spec §2 product card: image (lazy, fixed size), name, description truncated at 128 characters,
 * price with 'ca.'/'ab' prefix (hidden when isPriceHidden), allergens (the free text and the
 * product's own LMIV / LMZDV codes, docs/decisions/032-unit-prices-allergens-additives.md). Memoised: a cart change or
 * a clock tick never re-renders the cards.
 */
export const ProductCard = memo(function ProductCard({
  product,
  isOrderable,
  isAvailable,
  isSoldOutToday = false,
  currency,
  onOpen,
}: ProductCardProps) {
  const image = product.images[0];
  const price = productPriceLabel(product, currency) ?? de.ordering.priceOnRequest;
  const referencePrice = productReferencePriceLabel(product, currency);
  const contains = labelSumText(productLabels(product));
  const headingId = `product-${product.id}`;
  const classes = [
    styles.card,
    isOrderable ? styles.orderable : '',
    isAvailable ? '' : styles.unavailable,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <article className={classes} aria-labelledby={headingId}>
      <div className={styles.body}>
        <h3 className={styles.name} id={headingId}>
          {isOrderable ? (
            <button type="button" className={styles.open} onClick={() => onOpen(product)}>
              {product.name}
            </button>
          ) : (
            product.name
          )}
        </h3>
        {product.description ? (
          <p className={styles.description}>{truncateText(product.description)}</p>
        ) : null}
        {product.allergens ? (
          <p className={styles.allergens}>{de.ordering.allergens(product.allergens)}</p>
        ) : null}
        {contains ? (
          <p className={styles.allergens} data-testid="product-labels">
            {de.ordering.productLabels(contains)}
          </p>
        ) : null}
        <p className={styles.footer}>
          <span className={styles.price}>{price}</span>
          {product.deposit > 0 ? (
            <span className={styles.referencePrice} data-testid="product-deposit">
              {de.ordering.deposit(formatMoney(product.deposit, currency))}
            </span>
          ) : null}
          {referencePrice ? (
            <span className={styles.referencePrice}>
              {de.ordering.referencePrice(referencePrice)}
            </span>
          ) : null}
          {isAvailable ? null : (
            <span className={styles.badge}>
              {isSoldOutToday ? de.ordering.soldOutToday : de.ordering.unavailable}
            </span>
          )}
        </p>
      </div>
      {image ? (
        <img
          className={styles.image}
          src={productImageUrl(image)}
          alt=""
          width={PRODUCT_IMAGE_SIZE.width}
          height={PRODUCT_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {isOrderable ? (
        <span
          className={image ? styles.add : `${styles.add} ${styles.addBeside}`}
          aria-hidden="true"
        >
          +
        </span>
      ) : null}
    </article>
  );
});
