import type { Unit } from '../contracts/enums.ts';
import { err, ok, type Result } from '../result.ts';

/** spec §3 Units: unit types; factors are relative to the base unit of the type. */
export const UNIT_TYPES = ['amount', 'weight', 'volume', 'length', 'area', 'cubic'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export type UnitDefinition = {
  readonly type: UnitType;
  readonly factor: number;
  /** German display label. Amount labels are ours; the spec lists only the units. */
  readonly label: string;
};

export const UNIT_DEFINITIONS: Readonly<Record<Unit, UnitDefinition>> = {
  piece: { type: 'amount', factor: 1, label: 'Stück' },
  serving: { type: 'amount', factor: 1, label: 'Portion' },
  pair: { type: 'amount', factor: 1, label: 'Paar' },
  person: { type: 'amount', factor: 1, label: 'Person' },
  g: { type: 'weight', factor: 1, label: 'g' },
  dag: { type: 'weight', factor: 10, label: 'dag' },
  kg: { type: 'weight', factor: 1000, label: 'kg' },
  ml: { type: 'volume', factor: 1, label: 'ml' },
  cl: { type: 'volume', factor: 10, label: 'cl' },
  dl: { type: 'volume', factor: 100, label: 'dl' },
  l: { type: 'volume', factor: 1000, label: 'l' },
  mm: { type: 'length', factor: 1, label: 'mm' },
  cm: { type: 'length', factor: 10, label: 'cm' },
  dm: { type: 'length', factor: 100, label: 'dm' },
  m: { type: 'length', factor: 1000, label: 'm' },
  km: { type: 'length', factor: 1e6, label: 'km' },
  mm2: { type: 'area', factor: 1, label: 'mm²' },
  cm2: { type: 'area', factor: 100, label: 'cm²' },
  dm2: { type: 'area', factor: 1e4, label: 'dm²' },
  m2: { type: 'area', factor: 1e6, label: 'm²' },
  mm3: { type: 'cubic', factor: 1, label: 'mm³' },
  cm3: { type: 'cubic', factor: 1e3, label: 'cm³' },
  dm3: { type: 'cubic', factor: 1e6, label: 'dm³' },
  m3: { type: 'cubic', factor: 1e9, label: 'm³' },
};

/** The unit type (amount, weight, volume, …) of a unit. */
export function unitTypeOf(unit: Unit): UnitType {
  return UNIT_DEFINITIONS[unit].type;
}

/** The German label of a unit, e.g. "kg", "Stück". */
export function unitLabel(unit: Unit): string {
  return UNIT_DEFINITIONS[unit].label;
}

/** Removes binary noise from unit arithmetic (0.1 + 0.2 → 0.3). */
export function cleanQuantity(value: number): number {
  return Number(value.toPrecision(12));
}

/** Converts an amount between two units of the same type via their factors (spec §3 Units). */
export function convertUnit(
  amount: number,
  from: Unit,
  to: Unit,
): Result<number, { readonly code: 'incompatibleUnits' }> {
  const source = UNIT_DEFINITIONS[from];
  const target = UNIT_DEFINITIONS[to];
  if (source.type !== target.type || (source.type === 'amount' && from !== to)) {
    return err({ code: 'incompatibleUnits' });
  }
  return ok(cleanQuantity((amount * source.factor) / target.factor));
}
