import {
  type AmountStep,
  type CartItem,
  cartLineSteps,
  formatMoney,
  type LinePrice,
  leadTimeLabel,
  priceLabel,
  productReferencePriceLabel,
} from '@shop/domain';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './cart-line.module.css';
import { amountLabel, partSummaries } from './describe-item.ts';

type CartLineProps = {
  item: CartItem;
  index: number;
  price: LinePrice;
  currency: string;
  /** 'Bearbeiten' and 'Entfernen' in the cart panel; the checkout's summary has neither. */
  onEdit?: (index: number) => void;
  onRemove?: (index: number) => void;
  /** The line's − and + in the cart panel (docs/decisions/017-customer-journey-comfort.md). */
  onStep?: (index: number, step: AmountStep) => void;
};

/** One cart line (spec §2 cart panel) with 'Bearbeiten' and 'Entfernen' where they are given. */
export function CartLine({
  item,
  index,
  price,
  currency,
  onEdit,
  onRemove,
  onStep,
}: CartLineProps) {
  const nameId = `cart-line-${index}`;
  const leadTime = leadTimeLabel(item.product);
  const referencePrice = productReferencePriceLabel(item.product, currency, price.unitPrice);
  const steps = onStep ? cartLineSteps(item) : null;
  return (
    <li className={styles.line} aria-labelledby={nameId}>
      <div className={styles.lineHead}>
        <p className={styles.lineName} id={nameId}>
          <span className={styles.lineAmount}>{amountLabel(item)}</span> {item.product.name}
        </p>
        <p className={styles.linePrice}>
          {item.product.isPriceHidden
            ? de.cart.priceOnRequest
            : priceLabel(price.gross, price.calculationModel, currency)}
        </p>
      </div>
      {partSummaries(item).map((summary, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the summaries follow the part order
        <p key={position} className={styles.lineParts}>
          {summary}
        </p>
      ))}
      {price.deposit.gross > 0 ? (
        <p className={styles.lineParts} data-testid="line-deposit">
          {de.ordering.deposit(formatMoney(price.deposit.gross, currency))}
        </p>
      ) : null}
      {referencePrice ? (
        <p className={styles.lineParts}>{de.ordering.referencePrice(referencePrice)}</p>
      ) : null}
      {leadTime ? <p className={styles.lineParts}>{leadTime}</p> : null}
      {onEdit && onRemove ? (
        <div className={styles.lineActions}>
          {onStep && steps ? (
            <span className={styles.stepper}>
              <button
                type="button"
                className={styles.stepButton}
                aria-label={de.ordering.editor.decrease}
                aria-describedby={nameId}
                disabled={!steps.canDecrease}
                onClick={() => onStep(index, 'decrease')}
              >
                <span aria-hidden="true">−</span>
              </button>
              <button
                type="button"
                className={styles.stepButton}
                aria-label={de.ordering.editor.increase}
                aria-describedby={nameId}
                disabled={!steps.canIncrease}
                onClick={() => onStep(index, 'increase')}
              >
                <span aria-hidden="true">+</span>
              </button>
            </span>
          ) : null}
          <button
            type="button"
            className={styles.linkButton}
            aria-describedby={nameId}
            onClick={() => onEdit(index)}
          >
            {de.cart.edit}
          </button>
          <button
            type="button"
            className={styles.linkButton}
            aria-describedby={nameId}
            onClick={() => onRemove(index)}
          >
            {de.cart.remove}
          </button>
        </div>
      ) : null}
    </li>
  );
}
