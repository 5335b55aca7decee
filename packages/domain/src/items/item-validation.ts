import type { ApiError } from '../contracts/api.ts';
import { fillMessage, MESSAGES } from '../messages.ts';
import { err, ok, type Result } from '../result.ts';
import { isAmountAllowed } from '../units/quantity.ts';
import { quantityRulesFor } from '../units/unit-options.ts';
import type { CartItem } from './cart-item.ts';
import { checkPart, type PartValueInput } from './parts.ts';

type ItemLike = Pick<CartItem, 'product' | 'amount'> & {
  readonly parts: readonly PartValueInput[];
};

/** Whether a product's parts are validated: spec §5 "for configurable products". */
function hasParts(item: ItemLike): boolean {
  return item.product.type === 'configurable';
}

/** spec §5: an item is valid when amount > 0 and, for configurable products, every part is valid. */
export function isItemValid(item: ItemLike): boolean {
  if (!(item.amount > 0)) return false;
  if (!hasParts(item)) return true;
  return item.product.config.parts.every(
    (part, index) => checkPart(part, item.parts[index]) === null,
  );
}

/**
 * Full check of a line as the server recomputes an order: amount > 0, a unit the product is sold
 * in, an amount on its step within min/max, and every part valid. Field names: `amount`, `unit`,
 * `parts.{index}`.
 */
export function validateCartItem(item: CartItem): Result<CartItem, ApiError[]> {
  const errors: ApiError[] = [];
  const rules = quantityRulesFor(item.product, item.unit);
  if (!(item.amount > 0)) {
    errors.push({ code: 'amountNotPositive', field: 'amount', message: MESSAGES.notPositive });
  } else if (rules && !isAmountAllowed(item.amount, rules)) {
    const message = fillMessage(MESSAGES.outOfRange, { min: rules.minimum, max: rules.maximum });
    errors.push({ code: 'amountNotAllowed', field: 'amount', message });
  }
  if (!rules) {
    errors.push({ code: 'unitUnavailable', field: 'unit', message: MESSAGES.invalidChoice });
  }
  if (hasParts(item)) {
    item.product.config.parts.forEach((part, index) => {
      const issue = checkPart(part, item.parts[index]);
      if (issue === null) return;
      const message = issue === 'partRequired' ? MESSAGES.notBlank : MESSAGES.invalidChoice;
      errors.push({ code: issue, field: `parts.${index}`, message });
    });
  }
  return errors.length === 0 ? ok(item) : err(errors);
}
