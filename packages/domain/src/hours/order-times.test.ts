import { describe, expect, it } from 'vitest';
import type { HoursEntry } from '../contracts/entities.ts';
import { buildProduct } from '../testing/factories.ts';
import { parseTimeOfDay } from './local-date.ts';
import {
  addLeadTime,
  appointmentLabel,
  leadTimeOf,
  orderWindow,
  validateAppointment,
} from './order-times.ts';
import { zonedTimeToInstant } from './time-zone.ts';

const BERLIN = 'Europe/Berlin';
const at = (date: string, time: string) => zonedTimeToInstant(date, parseTimeOfDay(time), BERLIN);
const monday: HoursEntry = { type: 'monday', isClosed: false, from: '10:00', to: '22:00' };

describe('leadTimeOf', () => {
  it.each([
    ['disabled', { isLeadTimeEnabled: false, leadTimeType: 'hours', leadTimeValue: 2 }, null],
    ['no type', { isLeadTimeEnabled: true, leadTimeType: null, leadTimeValue: 2 }, null],
    ['no value', { isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: null }, null],
    ['zero', { isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 0 }, null],
    [
      'two hours',
      { isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: 2 },
      { type: 'hours', value: 2 },
    ],
  ] as const)('%s', (_name, product, expected) => {
    expect(leadTimeOf(product)).toEqual(expected);
  });
});

describe('addLeadTime (calendar days in the shop zone)', () => {
  it.each([
    ['90 minutes', at('2025-01-13', '11:00'), 'minutes', 90, at('2025-01-13', '12:30')],
    ['3 hours over midnight', at('2025-01-13', '22:00'), 'hours', 3, at('2025-01-14', '01:00')],
    [
      '1 day over the March change (23 real hours)',
      at('2025-03-29', '12:00'),
      'days',
      1,
      at('2025-03-30', '12:00'),
    ],
    [
      '1 week over the October change',
      at('2025-10-20', '12:00'),
      'weeks',
      1,
      at('2025-10-27', '12:00'),
    ],
  ] as const)('%s', (_name, start, type, value, expected) => {
    expect(addLeadTime(start, { type, value }, BERLIN)).toEqual(expected);
  });

  it('makes the March day 23 hours long', () => {
    const end = addLeadTime(at('2025-03-29', '12:00'), { type: 'days', value: 1 }, BERLIN);
    expect(end.getTime() - at('2025-03-29', '12:00').getTime()).toBe(23 * 3_600_000);
  });
});

describe('orderWindow (spec §9: 180 days, 5-minute rounding)', () => {
  const now = new Date(at('2025-01-13', '11:02').getTime() + 30_000);

  it.each([
    ['rounds up to 5 minutes', {}, at('2025-01-13', '11:05')],
    [
      'the longest lead time counts',
      {
        products: [
          buildProduct({ isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: 2 }),
          buildProduct({ isLeadTimeEnabled: true, leadTimeType: 'minutes', leadTimeValue: 30 }),
          buildProduct(),
        ],
      },
      at('2025-01-13', '13:05'),
    ],
    [
      'orderableFrom in the future',
      { orderableFrom: '2025-02-01T09:01:00Z' },
      new Date('2025-02-01T09:05:00Z'),
    ],
    [
      'orderableFrom in the past',
      { orderableFrom: '2020-01-01T00:00:00Z' },
      at('2025-01-13', '11:05'),
    ],
    ['invalid orderableFrom is ignored', { orderableFrom: 'soon' }, at('2025-01-13', '11:05')],
    ['null orderableFrom', { orderableFrom: null }, at('2025-01-13', '11:05')],
  ])('%s', (_name, input, earliest) => {
    expect(orderWindow({ now, timeZone: BERLIN, ...input })).toEqual({
      earliest,
      lastDate: '2025-07-12',
    });
  });

  it('keeps an exact 5-minute time', () => {
    expect(orderWindow({ now: at('2025-01-13', '11:05'), timeZone: BERLIN }).earliest).toEqual(
      at('2025-01-13', '11:05'),
    );
  });
});

describe('validateAppointment (spec §5)', () => {
  const window = { earliest: at('2025-01-13', '11:05'), lastDate: '2025-07-12' };
  const check = (appointment: Date | null, isRequired = false) =>
    validateAppointment({ appointment, isRequired, hours: [monday], window, timeZone: BERLIN });
  const closed = {
    ok: false,
    error: {
      code: 'appointmentClosed',
      field: 'appointmentDate',
      message:
        'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
    },
  };
  const required = {
    ok: false,
    error: {
      code: 'appointmentRequired',
      field: 'appointmentDate',
      message: 'Bitte wählen Sie einen Termin aus.',
    },
  };

  it.each([
    ['none, optional', null, false, { ok: true, value: null }],
    ['none, required', null, true, required],
    ['invalid date, required', new Date(Number.NaN), true, required],
    [
      'inside the hours',
      at('2025-01-20', '12:00'),
      true,
      { ok: true, value: at('2025-01-20', '12:00') },
    ],
    [
      'at the earliest time',
      at('2025-01-13', '11:05'),
      false,
      { ok: true, value: at('2025-01-13', '11:05') },
    ],
    ['before the earliest time', at('2025-01-13', '11:00'), false, closed],
    ['at closing time', at('2025-01-20', '22:00'), false, closed],
    ['on a closed day', at('2025-01-21', '12:00'), false, closed],
    ['after the window', at('2025-07-14', '12:00'), false, closed],
  ])('%s', (_name, appointment, isRequired, expected) => {
    expect(check(appointment, isRequired)).toEqual(expected);
  });
});

describe('appointmentLabel (spec §5)', () => {
  it.each([
    [null, false, 'So schnell wie möglich'],
    [null, true, 'Keine Angabe'],
    [at('2025-12-24', '18:30'), false, '24.12.2025, 18:30 Uhr'],
  ])('%s (required %s) → %s', (appointment, isRequired, text) => {
    expect(appointmentLabel(appointment, isRequired, BERLIN)).toBe(text);
  });
});
