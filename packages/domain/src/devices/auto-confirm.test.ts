import { describe, expect, it } from 'vitest';
import { autoConfirmedAppointment, isAutoConfirmed } from './auto-confirm.ts';

const NOW = new Date('2026-12-04T17:02:00.000Z');
const at = (iso: string) => new Date(iso);

describe('autoConfirmedAppointment (preparation time, busy mode on top)', () => {
  it.each([
    ['as soon as possible, 20 min', null, 20, 0, '2026-12-04T17:22:00.000Z'],
    ['as soon as possible, 20 min + busy 30', null, 20, 30, '2026-12-04T17:52:00.000Z'],
    ['no preparation time, no busy mode', null, 0, 0, '2026-12-04T17:02:00.000Z'],
    [
      'wanted later than ready: kept',
      at('2026-12-04T19:00:00.000Z'),
      20,
      15,
      '2026-12-04T19:00:00.000Z',
    ],
    [
      'wanted earlier than ready: moved',
      at('2026-12-04T17:10:00.000Z'),
      20,
      0,
      '2026-12-04T17:22:00.000Z',
    ],
    [
      'wanted earlier than ready with busy mode',
      at('2026-12-04T17:30:00.000Z'),
      20,
      45,
      '2026-12-04T18:07:00.000Z',
    ],
    ['negative minutes count as 0', null, -5, -5, '2026-12-04T17:02:00.000Z'],
  ] as const)('%s', (_name, wanted, preparationMinutes, busyMinutes, expected) => {
    expect(
      autoConfirmedAppointment({ now: NOW, wanted, preparationMinutes, busyMinutes }).toISOString(),
    ).toBe(expected);
  });
});

describe('isAutoConfirmed', () => {
  it.each([
    ['no rule', null, false, false],
    ['rule off', { autoConfirm: false, preparationMinutes: 20 }, false, false],
    ['rule on', { autoConfirm: true, preparationMinutes: 20 }, false, true],
    [
      'rule on, quotation waits for the price',
      { autoConfirm: true, preparationMinutes: 20 },
      true,
      false,
    ],
  ] as const)('%s', (_name, rule, isQuotation, expected) => {
    expect(isAutoConfirmed(rule, { isQuotation })).toBe(expected);
  });
});
