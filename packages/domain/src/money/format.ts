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

/**
 * German numbers without Intl. The first Intl formatter a browser builds costs it 20–30 ms (ICU
 * loads its locale data; measured in Chromium on this machine), about 100 ms on Lighthouse's
 * phone, in the first render of every page with a price (docs/budgets.md P6, total blocking time). These
 * few rules give the same text, held equal to Intl by format.test.ts: the shortest decimal form
 * of the number (as Intl reads a double) rounded half away from zero, '.' between thousands, ','
 * before the decimals, '-' for a negative amount (also one that rounds to zero), and for money a
 * no-break space and the currency's sign. What those rules do not cover goes to Intl: numbers
 * JavaScript writes with an exponent, non-finite ones, and currencies without a sign below.
 */
const CURRENCY_SIGNS: Readonly<Record<string, string>> = { EUR: '€', CHF: 'CHF' };

/** `value` with `minimum` to `maximum` decimals, German style; undefined where Intl must do it. */
function germanNumber(value: number, minimum: number, maximum: number): string | undefined {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e')) return undefined;
  const [integer = '0', decimals = ''] = shortest.split('.');
  let digits = BigInt(integer + decimals.slice(0, maximum).padEnd(maximum, '0'));
  if ((decimals[maximum] ?? '0') >= '5') digits += 1n; // half away from zero
  const text = digits.toString().padStart(maximum + 1, '0');
  const whole = text.slice(0, text.length - maximum);
  const fraction = text
    .slice(text.length - maximum)
    .replace(/0+$/, '')
    .padEnd(minimum, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** Formats cents as de-DE currency, e.g. 1250 → "12,50 €" (a no-break space before €). */
export function formatMoney(cents: Cents, currency: string = DEFAULT_CURRENCY): string {
  const sign = CURRENCY_SIGNS[currency];
  const amount = sign === undefined ? undefined : germanNumber(cents / 100, 2, 2);
  return amount === undefined
    ? moneyFormatter(currency).format(cents / 100)
    : `${amount}\u00a0${sign}`;
}

/** Formats a number in German style with a fixed number of decimals (spec §9: 2 by default). */
export function formatNumber(value: number, fractionDigits = 2): string {
  return (
    germanNumber(value, fractionDigits, fractionDigits) ??
    numberFormatter(fractionDigits, fractionDigits).format(value)
  );
}

/** Formats a quantity with up to 3 decimals and no trailing zeros, e.g. 0.25 → "0,25", 2 → "2". */
export function formatQuantity(value: number): string {
  return germanNumber(value, 0, 3) ?? numberFormatter(0, 3).format(value);
}
