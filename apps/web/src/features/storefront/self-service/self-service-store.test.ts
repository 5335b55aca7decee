import { describe, expect, it } from 'vitest';
import { idleMsOf } from './self-service-store.ts';

describe('idleMsOf (the kiosk address’s ?idle= in seconds, decision 031)', () => {
  it.each([
    ['', 60_000],
    ['?idle=30', 30_000],
    ['?idle=1', 5_000],
    ['?idle=999999', 3_600_000],
    ['?idle=abc', 60_000],
    ['?idle=-5', 60_000],
    ['?idle=12.5', 12_500],
  ])('%j → %i ms', (search, expected) => {
    expect(idleMsOf(search)).toBe(expected);
  });
});
