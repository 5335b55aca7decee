/**
 * Natural order of names with numbers: "Tisch 2" before "Tisch 10", "1, 2, … 10" instead of
 * "1, 10, 11, 2" (German collation, case and accents second). Tables are named by number (spec §3
 * Table identifier), so every list of tables uses it: the back-office list, the checkout's table
 * choice and the QR-code sheet.
 */
const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });
const tieBreaker = new Intl.Collator('de', { numeric: true, sensitivity: 'variant' });

/** Compares two texts in natural order; equal only when they are the same text. */
export function compareNatural(a: string, b: string): number {
  return collator.compare(a, b) || tieBreaker.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Tables in their set order (position), then naturally by their identifier (number). */
export function compareTables(
  a: { position: number; identifier: string },
  b: { position: number; identifier: string },
): number {
  return a.position - b.position || compareNatural(a.identifier, b.identifier);
}
