import type { Cents } from './cents.ts';

/** spec §9: currency default EUR, German number format with 2 decimals. */
export const DEFAULT_CURRENCY = 'EUR';
export const LOCALE = 'de-DE';

const moneyFormatters = new Map<string, Intl.NumberFormat>();
const numberFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: string): Intl.NumberFormat {
  let formatter = moneyFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    moneyFormatters.set(currency, formatter);
  }
  return formatter;
}

function numberFormatter(minimumDigits: number, maximumDigits: number): Intl.NumberFormat {
  const key = `${minimumDigits}:${maximumDigits}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: minimumDigits,
      maximumFractionDigits: maximumDigits,
    });
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/** Formats cents as de-DE currency, e.g. 1250 → "12,50 €" (Intl puts a no-break space before €). */
export function formatMoney(cents: Cents, currency: string = DEFAULT_CURRENCY): string {
  return moneyFormatter(currency).format(cents / 100);
}

/** Formats a number in German style with a fixed number of decimals (spec §9: 2 by default). */
export function formatNumber(value: number, fractionDigits = 2): string {
  return numberFormatter(fractionDigits, fractionDigits).format(value);
}

/** Formats a quantity with up to 3 decimals and no trailing zeros, e.g. 0.25 → "0,25", 2 → "2". */
export function formatQuantity(value: number): string {
  return numberFormatter(0, 3).format(value);
}
