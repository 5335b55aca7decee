import {
  canDecreaseAmount,
  canIncreaseAmount,
  describeAlternativeUnit,
  type Product,
  quantityRulesFor,
  type Unit,
  unitLabel,
  unitOptionsFor,
} from '@shop/domain';
import type { Dispatch } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './item-editor.module.css';
import type { DraftAction, ItemDraft } from './use-item-draft.ts';

type QuantityFieldProps = { draft: ItemDraft; dispatch: Dispatch<DraftAction> };

/** The "1 {unit} entspricht …" line of the chosen alternative unit (spec §3 Units). */
function unitDescription(product: Product, unit: Unit): string | null {
  if (unit === product.unit) return null;
  const alternative = product.alternativeUnits.find((candidate) => candidate.unit === unit);
  return alternative ? describeAlternativeUnit(alternative, product.unit) : null;
}

/**
 * spec §5 Quantity: minus/plus disabled at the bounds, typed amounts with a comma normalised on
 * blur (or Enter), and a unit select for alternative units that converts the amount.
 */
export function QuantityField({ draft, dispatch }: QuantityFieldProps) {
  const rules = quantityRulesFor(draft.product, draft.unit);
  const units = unitOptionsFor(draft.product);
  const description = unitDescription(draft.product, draft.unit);
  const inputId = `quantity-${draft.product.id}`;
  if (!rules) return null;

  return (
    <div className={styles.quantity}>
      <label className={styles.fieldLabel} htmlFor={inputId}>
        {de.ordering.editor.quantity}
      </label>
      <div className={styles.quantityRow}>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={de.ordering.editor.decrease}
            disabled={!canDecreaseAmount(draft.amount, rules)}
            onClick={() => dispatch({ type: 'decrease' })}
          >
            <span aria-hidden="true">−</span>
          </button>
          <input
            id={inputId}
            className={styles.amount}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft.amountText}
            onChange={(event) => dispatch({ type: 'typeAmount', text: event.target.value })}
            onBlur={() => dispatch({ type: 'commitAmount' })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                dispatch({ type: 'commitAmount' });
              }
            }}
          />
          <button
            type="button"
            className={styles.stepButton}
            aria-label={de.ordering.editor.increase}
            disabled={!canIncreaseAmount(draft.amount, rules)}
            onClick={() => dispatch({ type: 'increase' })}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        {units.length > 1 ? (
          <select
            className={styles.unitSelect}
            aria-label={de.ordering.editor.unit}
            value={draft.unit}
            onChange={(event) => dispatch({ type: 'changeUnit', unit: event.target.value as Unit })}
          >
            {units.map((option) => (
              <option key={option.unit} value={option.unit}>
                {unitLabel(option.unit)}
              </option>
            ))}
          </select>
        ) : (
          <span className={styles.unitText}>{unitLabel(draft.unit)}</span>
        )}
      </div>
      {description ? <p className={styles.hint}>{description}</p> : null}
    </div>
  );
}
