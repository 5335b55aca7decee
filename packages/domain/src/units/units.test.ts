import { describe, expect, it } from 'vitest';
import { UNITS } from '../contracts/enums.ts';
import {
  CALCULATION_MODEL_LABELS,
  calculationModelPrefix,
  isApproximateModel,
} from './calculation-models.ts';
import { convertUnit, UNIT_DEFINITIONS, unitLabel, unitTypeOf } from './units.ts';

describe('unit table (spec §3 Units)', () => {
  it.each([
    ['piece', 'amount', 1],
    ['pair', 'amount', 1],
    ['g', 'weight', 1],
    ['dag', 'weight', 10],
    ['kg', 'weight', 1000],
    ['ml', 'volume', 1],
    ['cl', 'volume', 10],
    ['dl', 'volume', 100],
    ['l', 'volume', 1000],
    ['mm', 'length', 1],
    ['km', 'length', 1e6],
    ['cm2', 'area', 100],
    ['dm2', 'area', 1e4],
    ['m2', 'area', 1e6],
    ['cm3', 'cubic', 1e3],
    ['m3', 'cubic', 1e9],
  ] as const)('%s is a %s unit with factor %d', (unit, type, factor) => {
    expect(unitTypeOf(unit)).toBe(type);
    expect(UNIT_DEFINITIONS[unit].factor).toBe(factor);
  });

  it('defines every unit of the enum', () => {
    expect(Object.keys(UNIT_DEFINITIONS).sort()).toEqual([...UNITS].sort());
  });

  it.each([
    ['piece', 'Stück'],
    ['m2', 'm²'],
    ['dm3', 'dm³'],
    ['kg', 'kg'],
  ] as const)('labels %s as %s', (unit, label) => {
    expect(unitLabel(unit)).toBe(label);
  });
});

describe('convertUnit', () => {
  it.each([
    [1, 'kg', 'g', 1000],
    [250, 'g', 'kg', 0.25],
    [0, 'l', 'ml', 0],
    [3, 'dl', 'l', 0.3],
    [1, 'm2', 'cm2', 10000],
    [-2, 'cm', 'mm', -20],
    [2, 'piece', 'piece', 2],
  ] as const)('%d %s = %d %s', (amount, from, to, expected) => {
    expect(convertUnit(amount, from, to)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['kg', 'l'],
    ['piece', 'pair'],
    ['m', 'm2'],
  ] as const)('refuses %s → %s', (from, to) => {
    expect(convertUnit(1, from, to)).toEqual({ ok: false, error: { code: 'incompatibleUnits' } });
  });
});

describe('calculation models (spec §3)', () => {
  it('has the German labels and short forms', () => {
    expect(CALCULATION_MODEL_LABELS).toEqual({
      fixed: { label: 'Exakt', short: 'Fix' },
      approximate: { label: 'Ungefähr', short: 'ca.' },
      minimum: { label: 'Minimum', short: 'ab' },
    });
  });

  it.each([
    ['fixed', '', false],
    ['approximate', 'ca.', true],
    ['minimum', 'ab', true],
  ] as const)('%s → prefix "%s", approximate %s', (model, prefix, approximate) => {
    expect(calculationModelPrefix(model)).toBe(prefix);
    expect(isApproximateModel(model)).toBe(approximate);
  });
});
