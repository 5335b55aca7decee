import {
  type CartItem,
  changeUnit,
  decreaseAmount,
  defaultQuantity,
  formatQuantity,
  increaseAmount,
  normaliseAmount,
  type PartValue,
  type Product,
  parseAmount,
  quantityRulesFor,
  type Unit,
} from '@shop/domain';
import { useReducer } from 'react';

/** The line being configured: amount, unit and part values, plus the typed amount text. */
export type ItemDraft = {
  readonly product: Product;
  readonly amount: number;
  readonly unit: Unit;
  readonly parts: readonly PartValue[];
  /** What the quantity field shows; normalised on blur (spec §5). */
  readonly amountText: string;
  /** spec §2: step index from 0. */
  readonly stepIndex: number;
};

export type DraftAction =
  | { type: 'typeAmount'; text: string }
  | { type: 'commitAmount' }
  | { type: 'increase' }
  | { type: 'decrease' }
  | { type: 'changeUnit'; unit: Unit }
  | { type: 'setPart'; index: number; value: PartValue }
  | { type: 'goToStep'; stepIndex: number };

function rulesOf(draft: Pick<ItemDraft, 'product' | 'unit'>) {
  const rules = quantityRulesFor(draft.product, draft.unit);
  if (!rules) throw new RangeError(`product ${draft.product.id} is not sold in ${draft.unit}`);
  return rules;
}

const withAmount = (draft: ItemDraft, amount: number): ItemDraft => ({
  ...draft,
  amount,
  amountText: formatQuantity(amount),
});

function reduce(draft: ItemDraft, action: DraftAction): ItemDraft {
  switch (action.type) {
    case 'typeAmount':
      return { ...draft, amountText: action.text };
    case 'commitAmount':
      // spec §5: comma decimals; nearest allowed step within the bounds; NaN → 0 → minimum.
      return withAmount(draft, normaliseAmount(parseAmount(draft.amountText), rulesOf(draft)));
    case 'increase':
      return withAmount(draft, increaseAmount(draft.amount, rulesOf(draft)));
    case 'decrease':
      return withAmount(draft, decreaseAmount(draft.amount, rulesOf(draft)));
    case 'changeUnit': {
      const converted = changeUnit(draft.product, draft, action.unit);
      return converted ? withAmount({ ...draft, unit: converted.unit }, converted.amount) : draft;
    }
    case 'setPart':
      return {
        ...draft,
        parts: draft.parts.map((value, index) => (index === action.index ? action.value : value)),
      };
    case 'goToStep':
      return { ...draft, stepIndex: action.stepIndex };
  }
}

/** A new line with the product's default quantity (spec §5), or the cart line being edited. */
export function initialDraft(product: Product, item: CartItem | null): ItemDraft {
  const partCount = product.config.parts.length;
  if (item) {
    const parts = Array.from({ length: partCount }, (_, index) => item.parts[index] ?? null);
    return {
      product,
      amount: item.amount,
      unit: item.unit,
      parts,
      amountText: formatQuantity(item.amount),
      stepIndex: 0,
    };
  }
  const quantity = defaultQuantity(product);
  return {
    product,
    amount: quantity.amount,
    unit: quantity.unit,
    parts: Array.from({ length: partCount }, () => null),
    amountText: formatQuantity(quantity.amount),
    stepIndex: 0,
  };
}

/** The editor's state; every change goes through the domain's quantity and part rules. */
export function useItemDraft(product: Product, item: CartItem | null) {
  return useReducer(reduce, null, () => initialDraft(product, item));
}

/** The cart line a draft stands for. */
export function draftToItem(draft: ItemDraft): CartItem {
  return {
    product: draft.product,
    amount: draft.amount,
    unit: draft.unit,
    parts: [...draft.parts],
  };
}
