import type { DeliveryArea } from '../contracts/entities.ts';
import { fillMessage, MESSAGES } from '../messages.ts';
import type { Cents } from '../money/cents.ts';
import { DEFAULT_CURRENCY, formatMoney } from '../money/format.ts';
import { splitGross, type TaxSplit } from '../money/tax.ts';
import { err, ok, type Result } from '../result.ts';

type Area = Pick<
  DeliveryArea,
  'price' | 'tax' | 'free' | 'minimumOrderValue' | 'freeFromOrderValue'
>;

/** A configured threshold: null and 0 both mean "not set". */
function threshold(value: Cents | null): Cents | null {
  return value !== null && value > 0 ? value : null;
}

/**
 * spec §9: delivery is free when the area is free or the items' gross *exceeds* freeFromOrderValue.
 * The spec is binding here: at exactly the threshold the fee is still charged (and, as the hint is
 * shown only while the threshold exceeds the gross, no hint is shown either).
 */
export function isDeliveryFree(area: Area, itemsGross: Cents): boolean {
  const freeFrom = threshold(area.freeFromOrderValue);
  return area.free || (freeFrom !== null && itemsGross > freeFrom);
}

/** spec §9: the fee is the chosen area's price with its tax, 0 when delivery is free; none without an area. */
export function deliveryFee(area: Area | null, itemsGross: Cents): TaxSplit {
  if (!area || isDeliveryFree(area, itemsGross)) return { gross: 0, net: 0, tax: 0 };
  return splitGross(area.price, area.tax);
}

/** The checkout's 'Mindestbestellwert' failure with both texts of spec §5. */
export type MinimumOrderError = {
  readonly code: 'minimumOrderNotReached';
  readonly minimum: Cents;
  readonly missing: Cents;
  /** 'Sie haben den Mindestbestellwert in Höhe von X leider noch nicht erreicht.' */
  readonly message: string;
  /** Cart panel: 'Fügen Sie Waren im Wert von mindestens Y hinzu oder …' (Y = missing amount). */
  readonly hint: string;
};

/** spec §5: checkout is disabled while the area's minimumOrderValue exceeds the gross cart value. */
export function checkMinimumOrder(
  area: Area | null,
  itemsGross: Cents,
  currency: string = DEFAULT_CURRENCY,
): Result<null, MinimumOrderError> {
  const minimum = area ? threshold(area.minimumOrderValue) : null;
  if (minimum === null || minimum <= itemsGross) return ok(null);
  const missing = minimum - itemsGross;
  return err({
    code: 'minimumOrderNotReached',
    minimum,
    missing,
    message: fillMessage(MESSAGES.minimumOrderNotReached, {
      amount: formatMoney(minimum, currency),
    }),
    hint: fillMessage(MESSAGES.minimumOrderHint, { amount: formatMoney(missing, currency) }),
  });
}

/** spec §5: 'Kostenlose Lieferung ab X.' while freeFromOrderValue exceeds the gross; else null. */
export function freeDeliveryHint(
  area: Area | null,
  itemsGross: Cents,
  currency: string = DEFAULT_CURRENCY,
): string | null {
  const freeFrom = area && !area.free ? threshold(area.freeFromOrderValue) : null;
  if (freeFrom === null || freeFrom <= itemsGross) return null;
  return fillMessage(MESSAGES.freeDeliveryFrom, { amount: formatMoney(freeFrom, currency) });
}

/** spec §2 cart panel 'Lieferkosten': 'Kostenlos' when zero, else the formatted amount. */
export function deliveryFeeLabel(feeGross: Cents, currency: string = DEFAULT_CURRENCY): string {
  return feeGross === 0 ? MESSAGES.deliveryFree : formatMoney(feeGross, currency);
}
