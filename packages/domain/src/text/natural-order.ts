/**
 * Natural order of names with numbers: "Tisch 2" before "Tisch 10", "1, 2, … 10" instead of
 * "1, 10, 11, 2" (German collation, case and accents second). Tables are named by number (spec §3
 * Table identifier), so every list of tables uses it: the back-office list, the checkout's table
 * choice and the QR-code sheet.
 */
let collators: { primary: Intl.Collator; tieBreaker: Intl.Collator } | null = null;

/**
 * Built on first use, not when the module loads: a browser's first collator loads ICU's collation
 * data, 35–70 ms on Lighthouse's phone (4× CPU), which a page that sorts nothing (the checkout
 * without tables) must not pay in its first task (docs/budgets.md P6, total blocking time).
 */
function naturalCollators() {
  collators ??= {
    primary: new Intl.Collator('de', { numeric: true, sensitivity: 'base' }),
    tieBreaker: new Intl.Collator('de', { numeric: true, sensitivity: 'variant' }),
  };
  return collators;
}

/** Compares two texts in natural order; equal only when they are the same text. */
export function compareNatural(a: string, b: string): number {
  const { primary, tieBreaker } = naturalCollators();
  return primary.compare(a, b) || tieBreaker.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Tables in their set order (position), then naturally by their identifier (number). */
export function compareTables(
  a: { position: number; identifier: string },
  b: { position: number; identifier: string },
): number {
  return a.position - b.position || compareNatural(a.identifier, b.identifier);
}
