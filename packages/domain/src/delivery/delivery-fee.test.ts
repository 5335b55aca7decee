import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDeliveryArea } from '../testing/factories.ts';
import {
  checkMinimumOrder,
  deliveryFee,
  deliveryFeeLabel,
  freeDeliveryHint,
  isDeliveryFree,
} from './delivery-fee.ts';

const nbsp = '\u00a0';
const area = buildDeliveryArea({
  price: 350,
  tax: 19,
  minimumOrderValue: 1500,
  freeFromOrderValue: 3000,
});

describe('deliveryFee (spec §9)', () => {
  it.each([
    ['below freeFromOrderValue', area, 2999, { gross: 350, net: 294, tax: 56 }],
    [
      'exactly freeFromOrderValue (spec: only above is free)',
      area,
      3000,
      { gross: 350, net: 294, tax: 56 },
    ],
    ['above freeFromOrderValue', area, 3001, { gross: 0, net: 0, tax: 0 }],
    ['free area', buildDeliveryArea({ free: true }), 0, { gross: 0, net: 0, tax: 0 }],
    [
      'no free threshold',
      buildDeliveryArea({ freeFromOrderValue: null }),
      1e9,
      { gross: 350, net: 294, tax: 56 },
    ],
    [
      'zero threshold means not set',
      buildDeliveryArea({ freeFromOrderValue: 0 }),
      100,
      { gross: 350, net: 294, tax: 56 },
    ],
    ['empty cart still pays', area, 0, { gross: 350, net: 294, tax: 56 }],
    ['no area', null, 100, { gross: 0, net: 0, tax: 0 }],
    ['price zero', buildDeliveryArea({ price: 0 }), 0, { gross: 0, net: 0, tax: 0 }],
  ])('%s', (_name, anArea, gross, expected) => {
    expect(deliveryFee(anArea, gross)).toEqual(expected);
  });

  it('is free only above the threshold, the hint shows only below it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e7 }),
        fc.integer({ min: 0, max: 1e7 }),
        (freeFrom, gross) => {
          const anArea = buildDeliveryArea({ freeFromOrderValue: freeFrom });
          expect(isDeliveryFree(anArea, gross)).toBe(gross > freeFrom);
          expect(freeDeliveryHint(anArea, gross) === null).toBe(gross >= freeFrom);
        },
      ),
    );
  });
});

describe('checkMinimumOrder (spec §5)', () => {
  it('fails below the minimum with both German texts', () => {
    expect(checkMinimumOrder(area, 1000)).toEqual({
      ok: false,
      error: {
        code: 'minimumOrderNotReached',
        minimum: 1500,
        missing: 500,
        message: `Sie haben den Mindestbestellwert in Höhe von 15,00${nbsp}€ leider noch nicht erreicht.`,
        hint: `Fügen Sie Waren im Wert von mindestens 5,00${nbsp}€ hinzu oder wählen Sie eine andere Art der Lieferung.`,
      },
    });
  });

  it.each([
    ['exactly the minimum', area, 1500],
    ['above the minimum', area, 1501],
    ['no minimum', buildDeliveryArea({ minimumOrderValue: null }), 0],
    ['zero minimum', buildDeliveryArea({ minimumOrderValue: 0 }), 0],
    ['no area', null, 0],
  ])('passes at %s', (_name, anArea, gross) => {
    expect(checkMinimumOrder(anArea, gross)).toEqual({ ok: true, value: null });
  });

  it('formats in the configured currency and counts an empty cart as fully missing', () => {
    const result = checkMinimumOrder(area, 0, 'CHF');
    expect(!result.ok && result.error.hint).toBe(
      `Fügen Sie Waren im Wert von mindestens 15,00${nbsp}CHF hinzu oder wählen Sie eine andere Art der Lieferung.`,
    );
  });

  it('missing + gross = minimum whenever it fails (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e7 }),
        fc.integer({ min: -1e3, max: 1e7 }),
        (minimum, gross) => {
          const result = checkMinimumOrder(
            buildDeliveryArea({ minimumOrderValue: minimum }),
            gross,
          );
          expect(result.ok).toBe(gross >= minimum);
          if (!result.ok) expect(result.error.missing + gross).toBe(minimum);
        },
      ),
    );
  });
});

describe('freeDeliveryHint and deliveryFeeLabel', () => {
  it.each([
    [area, 1000, `Kostenlose Lieferung ab 30,00${nbsp}€.`],
    [area, 3000, null],
    [buildDeliveryArea({ free: true }), 0, null],
    [buildDeliveryArea({ freeFromOrderValue: null }), 0, null],
    [null, 0, null],
  ])('hint for %j at %d', (anArea, gross, expected) => {
    expect(freeDeliveryHint(anArea, gross)).toBe(expected);
  });

  it('labels a zero fee Kostenlos', () => {
    expect(deliveryFeeLabel(0)).toBe('Kostenlos');
    expect(deliveryFeeLabel(350)).toBe(`3,50${nbsp}€`);
    expect(deliveryFeeLabel(350, 'CHF')).toBe(`3,50${nbsp}CHF`);
  });
});
