import type { Product, ProductPart } from '../contracts/entities.ts';
import { LINE_PRODUCT_STATES, type LineProductState } from '../contracts/staff-orders.ts';
import type { PartValue } from '../items/cart-item.ts';

/** The states are a contract (contracts/staff-orders.ts); re-exported for older imports. */
export { LINE_PRODUCT_STATES, type LineProductState };

/**
 * Changing the options of a placed order's line (PUT /api/orders/{id}/items/{index}, spec §7
 * "Orders"): the line is priced as bought (the order's snapshot of the product), so its options may
 * only change while the catalogue still offers the same parts and options. A deleted product or
 * one whose parts or options changed since the order keeps the line as it is; amount, unit and
 * note stay editable against the snapshot.
 */

/** What a customer chooses from: names, types, optional flags, options with their prices. */
const choiceOf = (parts: readonly ProductPart[]) =>
  JSON.stringify(
    parts.map((part) => [
      part.name,
      part.type,
      part.optional,
      (part.options ?? []).map((option) => [option.name, option.modifier, option.value]),
    ]),
  );

/** 'deleted' without a product, 'changed' when its parts or options differ from the snapshot. */
export function lineProductState(
  bought: Pick<Product, 'config'>,
  current: Pick<Product, 'config'> | null,
): LineProductState {
  if (current === null) return 'deleted';
  return choiceOf(bought.config.parts) === choiceOf(current.config.parts) ? 'unchanged' : 'changed';
}

/** A part value without what does not count as a choice (blank text, empty lists, order of picks). */
function normalisedValue(value: PartValue | undefined): string | string[] | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    const chosen = value.filter((entry) => entry.trim() !== '').sort();
    return chosen.length === 0 ? null : chosen;
  }
  return value.trim() === '' ? null : value;
}

/** Whether two lists of part values (by part index) stand for different choices. */
export function arePartsChanged(
  before: readonly PartValue[],
  after: readonly PartValue[],
): boolean {
  const length = Math.max(before.length, after.length);
  for (let index = 0; index < length; index += 1) {
    const left = normalisedValue(before[index]);
    const right = normalisedValue(after[index]);
    if (JSON.stringify(left) !== JSON.stringify(right)) return true;
  }
  return false;
}

/** The German refusal (server) and notice (back-office dialog) per state. */
export const LINE_PRODUCT_MESSAGES = {
  deleted:
    'Das Produkt dieser Position gibt es nicht mehr. Die Optionen können nicht geändert werden; die Position bleibt unverändert.',
  changed:
    'Das Produkt dieser Position wurde seit der Bestellung geändert. Die Optionen können nicht geändert werden; die Position bleibt unverändert.',
} as const satisfies Record<Exclude<LineProductState, 'unchanged'>, string>;
