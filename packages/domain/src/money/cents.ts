/**
 * Money is integer minor units (cents) everywhere (ARCHITECTURE.md "Money").
 * `Cents` is a named alias rather than a brand so that the inferred contract types
 * (`price: number`) flow into the domain without conversions; every function that turns a
 * fractional amount into money goes through `roundCents`, the single rounding point.
 */
export type Cents = number;

/** Rounds a fractional cent amount to whole cents, half away from zero (commercial rounding). */
export function roundCents(value: number): Cents {
  if (!Number.isFinite(value)) {
    throw new RangeError(`roundCents: not a finite amount (${value})`);
  }
  // toPrecision(15) strips binary noise such as 100.49999999999999 (really 100.5) before rounding.
  const magnitude = Math.round(Number(Math.abs(value).toPrecision(15)));
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** Converts an amount in major units (e.g. 12.5 €) to cents. */
export function toCents(majorUnits: number): Cents {
  return roundCents(majorUnits * 100);
}

/** Adds whole-cent amounts. */
export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** Multiplies a unit price by a (possibly fractional) quantity and rounds once to cents. */
export function multiplyCents(unitPrice: Cents, quantity: number): Cents {
  return roundCents(unitPrice * quantity);
}
