import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netFromGross, splitGross, taxRateFor } from './tax.ts';

describe('netFromGross (spec §9: net = gross / (1 + rate/100), 2 decimals)', () => {
  it.each([
    [0, 19, 0],
    [1190, 19, 1000],
    [1000, 19, 840], // 840.336…
    [107, 7, 100],
    [100, 7, 93], // 93.457…
    [1081, 8.1, 1000],
    [1, 19, 1], // 0.84 rounds up: the residue goes to net
    [2, 19, 2], // 1.68
    [3, 19, 3], // 2.52
    [4, 19, 3], // 3.36
    [500, 0, 500],
    [-1190, 19, -1000],
    [-100, 7, -93],
  ])('gross %d at %d %% → net %d', (gross, rate, net) => {
    expect(netFromGross(gross, rate)).toBe(net);
  });

  it.each([-1, Number.NaN, -100])('rejects the rate %d as a bug', (rate) => {
    expect(() => netFromGross(100, rate)).toThrow(RangeError);
  });

  it('net + tax = gross per rate, net within half a cent of the exact quotient (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e8, max: 1e8 }),
        fc.constantFrom(0, 2.5, 2.6, 5, 7, 7.7, 8.1, 10, 13, 19, 20),
        (gross, rate) => {
          const { net, tax } = splitGross(gross, rate);
          expect(net + tax).toBe(gross);
          expect(Number.isInteger(net)).toBe(true);
          expect(Math.abs(net - gross / (1 + rate / 100))).toBeLessThanOrEqual(0.5 + 1e-9);
        },
      ),
    );
  });

  it('tax is never negative for a positive gross (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e8 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (gross, rate) => {
          expect(splitGross(gross, rate).tax).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('taxRateFor (spec §9 tax per item)', () => {
  const product = { tax: 19, takeawayTax: 7, dineInTax: 10 };
  it.each([
    ['delivery', 19],
    ['dineIn', 10],
    ['takeaway', 7],
  ] as const)('%s uses %d %%', (method, rate) => {
    expect(taxRateFor(product, method)).toBe(rate);
  });
});
