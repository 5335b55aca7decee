import { describe, expect, it } from 'vitest';
import type { HoursEntry } from '../contracts/entities.ts';
import { buildBranch } from '../testing/factories.ts';
import { parseTimeOfDay } from './local-date.ts';
import { checkoutNotices, closedStatusText, orderingNotices, reopeningText } from './notices.ts';
import { zonedTimeToInstant } from './time-zone.ts';

const BERLIN = 'Europe/Berlin';
const at = (date: string, time: string) => zonedTimeToInstant(date, parseTimeOfDay(time), BERLIN);
const hours = (type: HoursEntry['type'], from: string, to: string): HoursEntry => ({
  type,
  isClosed: false,
  from,
  to,
});

// 2025-01-13 is a Monday.
const branch = buildBranch({
  openingHours: [hours('monday', '10:00', '22:00'), hours('wednesday', '11:30', '22:00')],
  deliveryHours: [hours('monday', '17:00', '21:00'), hours('wednesday', '17:00', '21:00')],
});

describe('reopeningText (spec §8)', () => {
  it.each([
    [
      'today',
      '2025-01-13',
      '08:00',
      '2025-01-13',
      '10:00',
      'opening',
      'Wir öffnen wieder um 10:00 Uhr.',
    ],
    [
      'another day',
      '2025-01-13',
      '23:00',
      '2025-01-15',
      '11:30',
      'opening',
      'Wir öffnen wieder am Mittwoch um 11:30 Uhr.',
    ],
    [
      'tomorrow after midnight',
      '2025-01-13',
      '23:00',
      '2025-01-14',
      '00:30',
      'opening',
      'Wir öffnen wieder am Dienstag um 00:30 Uhr.',
    ],
    [
      'more than a week away',
      '2025-01-13',
      '23:00',
      '2025-02-03',
      '10:00',
      'opening',
      'Wir öffnen wieder am 03.02.2025 um 10:00 Uhr.',
    ],
    [
      'delivery today',
      '2025-01-13',
      '12:00',
      '2025-01-13',
      '17:00',
      'delivery',
      'Wir liefern wieder ab 17:00 Uhr.',
    ],
    [
      'delivery another day',
      '2025-01-13',
      '22:00',
      '2025-01-15',
      '17:00',
      'delivery',
      'Wir liefern wieder am Mittwoch ab 17:00 Uhr.',
    ],
  ] as const)('%s', (_name, nowDate, nowTime, nextDate, nextTime, kind, text) => {
    expect(reopeningText(at(nextDate, nextTime), at(nowDate, nowTime), BERLIN, kind)).toBe(text);
  });
});

describe('closedStatusText (spec §4: next shift, else closedMessage, else Geschlossen)', () => {
  it.each([
    ['open', branch, '12:00', null],
    ['closed with a next shift', branch, '23:00', 'Wir öffnen wieder am Mittwoch um 11:30 Uhr.'],
    [
      'no hours, closed message',
      buildBranch({ openingHours: [], closedMessage: 'Betriebsurlaub' }),
      '12:00',
      'Betriebsurlaub',
    ],
    [
      'no hours, blank closed message',
      buildBranch({ openingHours: [], closedMessage: '  ' }),
      '12:00',
      'Geschlossen',
    ],
    ['no hours, no message', buildBranch({ openingHours: [] }), '12:00', 'Geschlossen'],
  ])('%s', (_name, aBranch, time, expected) => {
    expect(closedStatusText(aBranch, at('2025-01-13', time), BERLIN)).toBe(expected);
  });
});

describe('orderingNotices (spec §8 closed notices)', () => {
  const withDeliveryHours = { ...branch, isDeliveryHoursEnabled: true };

  it.each([
    ['open, delivering', withDeliveryHours, '18:00', []],
    [
      'closed',
      branch,
      '08:00',
      ['Derzeit haben wir leider geschlossen.', 'Wir öffnen wieder um 10:00 Uhr.'],
    ],
    [
      'closed with preorder',
      { ...branch, isPreorderEnabled: true },
      '23:00',
      [
        'Derzeit haben wir leider geschlossen.',
        'Wir öffnen wieder am Mittwoch um 11:30 Uhr.',
        'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
        'Wir bearbeiten diese sobald wir wieder geöffnet haben.',
      ],
    ],
    [
      'closed, no hours at all',
      buildBranch({ openingHours: [] }),
      '08:00',
      ['Derzeit haben wir leider geschlossen.'],
    ],
    [
      'delivery down, takeaway and dine-in on',
      withDeliveryHours,
      '12:00',
      [
        'Derzeit ist leider keine Lieferung möglich.',
        'Wir liefern wieder ab 17:00 Uhr.',
        'In der Zwischenzeit bieten wir Takeaway oder Konsum vor Ort an.',
      ],
    ],
    [
      'delivery down, takeaway only, preorder',
      { ...withDeliveryHours, isDineInEnabled: false, isPreorderEnabled: true },
      '21:30',
      [
        'Derzeit ist leider keine Lieferung möglich.',
        'Wir liefern wieder am Mittwoch ab 17:00 Uhr.',
        'In der Zwischenzeit bieten wir Takeaway an.',
        'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
      ],
    ],
    [
      'delivery down, dine-in only, no further delivery hours',
      { ...withDeliveryHours, deliveryHours: [], isTakeawayEnabled: false },
      '12:00',
      [
        'Derzeit ist leider keine Lieferung möglich.',
        'In der Zwischenzeit bieten wir Konsum vor Ort an.',
      ],
    ],
    [
      'delivery down, delivery the only mode',
      { ...withDeliveryHours, isTakeawayEnabled: false, isDineInEnabled: false },
      '12:00',
      ['Derzeit ist leider keine Lieferung möglich.', 'Wir liefern wieder ab 17:00 Uhr.'],
    ],
    [
      'delivery disabled: nothing to say',
      { ...withDeliveryHours, isDeliveryEnabled: false },
      '12:00',
      [],
    ],
  ])('%s', (_name, aBranch, time, expected) => {
    expect(orderingNotices(aBranch, at('2025-01-13', time), BERLIN)).toEqual(expected);
  });
});

describe('checkoutNotices (spec §8)', () => {
  const withDeliveryHours = { ...branch, isDeliveryHoursEnabled: true };
  it.each([
    ['open', branch, 'takeaway', '12:00', []],
    ['closed', branch, 'takeaway', '08:00', ['Derzeit haben wir leider geschlossen.']],
    [
      'closed with preorder',
      { ...branch, isPreorderEnabled: true },
      'dineIn',
      '08:00',
      [
        'Derzeit haben wir leider geschlossen.',
        'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
      ],
    ],
    [
      'no delivery now',
      withDeliveryHours,
      'delivery',
      '12:00',
      ['Derzeit bieten wir leider keine Lieferung an.'],
    ],
    [
      'no delivery now, preorder',
      { ...withDeliveryHours, isPreorderEnabled: true },
      'delivery',
      '12:00',
      [
        'Derzeit bieten wir leider keine Lieferung an.',
        'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
      ],
    ],
    ['takeaway while delivery is down', withDeliveryHours, 'takeaway', '12:00', []],
  ] as const)('%s', (_name, aBranch, method, time, expected) => {
    expect(checkoutNotices(aBranch, method, at('2025-01-13', time), BERLIN)).toEqual(expected);
  });
});

describe('checkoutNotices when only the delivery hours are open', () => {
  const deliveryOnly = buildBranch({
    openingHours: [hours('monday', '10:00', '14:00')],
    deliveryHours: [hours('monday', '17:00', '21:00')],
    isDeliveryHoursEnabled: true,
  });
  it('tells a takeaway customer the shop is closed, but not a delivery customer', () => {
    expect(checkoutNotices(deliveryOnly, 'takeaway', at('2025-01-13', '18:00'), BERLIN)).toEqual([
      'Derzeit haben wir leider geschlossen.',
    ]);
    expect(checkoutNotices(deliveryOnly, 'delivery', at('2025-01-13', '18:00'), BERLIN)).toEqual(
      [],
    );
  });
});
