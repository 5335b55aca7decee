import type { Product } from '../contracts/entities.ts';
import type { Unit } from '../contracts/enums.ts';
import { type Cents, roundCents } from '../money/cents.ts';
import { DEFAULT_CURRENCY, formatMoney } from '../money/format.ts';
import { UNIT_DEFINITIONS } from '../units/units.ts';

/**
 * The Grundpreis (PAngV §4, docs/decisions/032-unit-prices-allergens-additives.md): the price of
 * 1 kg or 1 l of a product sold by weight or volume, or of 100 g / 100 ml where that is customary
 * for loose goods. Computed from the unit price (after part modifiers, line-price.ts) and the units
 * of spec §3: the product's own unit when it is a weight or volume, else its first alternative unit
 * that is one ("1 {unit} entspricht {ratio} {base unit}"). Rounded once to the cent.
 */
export type ReferencePrice = {
  readonly cents: Cents;
  /** 1 (kg, l) or 100 (g, ml). */
  readonly quantity: number;
  readonly unit: Unit;
};

/** 'base': per 1 kg / 1 l (the rule); 'hundred': per 100 g / 100 ml (loose goods, customary). */
export type ReferenceQuantity = 'base' | 'hundred';

const REFERENCES = {
  weight: { base: { quantity: 1, unit: 'kg' }, hundred: { quantity: 100, unit: 'g' } },
  volume: { base: { quantity: 1, unit: 'l' }, hundred: { quantity: 100, unit: 'ml' } },
} as const;

/** null for products sold by the piece, serving, length, … without a weight or volume unit. */
export function referencePrice(
  unitPrice: Cents,
  product: Pick<Product, 'unit' | 'alternativeUnits'>,
  per: ReferenceQuantity = 'base',
): ReferencePrice | null {
  const own = UNIT_DEFINITIONS[product.unit];
  let pricePerSmallest: number | null = null; // cents per g or per ml
  let type: 'weight' | 'volume' | null = null;
  if (own.type === 'weight' || own.type === 'volume') {
    pricePerSmallest = unitPrice / own.factor;
    type = own.type;
  } else {
    for (const alternative of product.alternativeUnits) {
      const definition = UNIT_DEFINITIONS[alternative.unit];
      if (definition.type !== 'weight' && definition.type !== 'volume') continue;
      if (!(alternative.ratio > 0)) continue;
      // 1 alternative unit = ratio product units, so it costs unitPrice × ratio.
      pricePerSmallest = (unitPrice * alternative.ratio) / definition.factor;
      type = definition.type;
      break;
    }
  }
  if (pricePerSmallest === null || type === null) return null;
  const reference = REFERENCES[type][per];
  const smallest = reference.quantity * UNIT_DEFINITIONS[reference.unit].factor;
  return { cents: roundCents(pricePerSmallest * smallest), ...reference };
}

/** "12,50 € / 1 kg", "0,33 € / 100 ml" (German number format, spec §9). */
export function referencePriceLabel(
  price: ReferencePrice,
  currency: string = DEFAULT_CURRENCY,
): string {
  return `${formatMoney(price.cents, currency)} / ${price.quantity} ${UNIT_DEFINITIONS[price.unit].label}`;
}

/** The Grundpreis label of a product at its list price; null when none applies or the price is hidden. */
export function productReferencePriceLabel(
  product: Pick<Product, 'price' | 'unit' | 'alternativeUnits' | 'isPriceHidden'>,
  currency: string = DEFAULT_CURRENCY,
  unitPrice: Cents = product.price,
): string | null {
  if (product.isPriceHidden) return null;
  const price = referencePrice(unitPrice, product);
  return price ? referencePriceLabel(price, currency) : null;
}
