import type { Cents } from './cents.ts';

/**
 * A price typed by staff in euros, German style ("12,50", "1.234,56", "3,99 €"), as cents; null
 * when it is not an amount with at most two decimals. A dot followed by exactly three digits is a
 * thousands separator ("1.234"), any other single dot a decimal point ("12.50", typed on an
 * English keyboard). Spaces and the euro sign are ignored.
 */
export function parseMoneyInput(text: string): Cents | null {
  const compact = text.replace(/[\s\u00a0€]/g, '');
  const match = /^(-?)(\d{1,3}(?:\.\d{3})+|\d*)(?:[,.](\d{0,2}))?$/.exec(compact);
  if (!match || compact === '' || compact === '-') return null;
  const [, sign = '', whole = '', fraction] = match;
  if (whole === '' && (fraction === undefined || fraction === '')) return null;
  const units = Number(whole.replaceAll('.', '') || '0');
  const cents = Number((fraction ?? '').padEnd(2, '0') || '0');
  const value = units * 100 + cents;
  return sign === '-' && value !== 0 ? -value : value;
}

/** Cents as the price field shows them: "12,50" (no thousands separator, always 2 decimals). */
export function formatMoneyInput(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}
