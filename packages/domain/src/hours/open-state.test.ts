import { describe, expect, it } from 'vitest';
import type { HoursEntry } from '../contracts/entities.ts';
import { buildBranch } from '../testing/factories.ts';
import { parseTimeOfDay } from './local-date.ts';
import {
  branchOpenStatus,
  deliveryHoursOf,
  hoursForMethod,
  isBranchOpen,
  isDeliveryOpen,
  openBranchesText,
  openStatus,
  openStatusText,
} from './open-state.ts';
import { zonedTimeToInstant } from './time-zone.ts';

const BERLIN = 'Europe/Berlin';
const at = (date: string, time: string) => zonedTimeToInstant(date, parseTimeOfDay(time), BERLIN);
const daily = (from: string, to: string): HoursEntry => ({
  type: 'daily',
  isClosed: false,
  from,
  to,
});

describe('openStatus (spec §4: closing soon < 60 minutes)', () => {
  const hours = [[daily('10:00', '22:00')]];

  it.each([
    ['open', '12:00', { isOpen: true, isClosingSoon: false, tone: 'success' }],
    ['exactly 60 minutes left', '21:00', { isOpen: true, isClosingSoon: false, tone: 'success' }],
    ['59 minutes left', '21:01', { isOpen: true, isClosingSoon: true, tone: 'warning' }],
    ['closed', '22:00', { isOpen: false, isClosingSoon: false, tone: 'error' }],
  ] as const)('%s', (_name, time, expected) => {
    expect(openStatus(hours, at('2025-01-15', time), BERLIN)).toMatchObject(expected);
  });

  it('reports open-until while open and the next opening while closed', () => {
    expect(openStatus(hours, at('2025-01-15', '12:00'), BERLIN).openUntil).toEqual(
      at('2025-01-15', '22:00'),
    );
    const closed = openStatus(hours, at('2025-01-15', '23:00'), BERLIN);
    expect(closed.openUntil).toBeNull();
    expect(closed.nextOpening).toEqual(at('2025-01-16', '10:00'));
  });

  it('sees one shift across midnight and its real length on the October DST night', () => {
    const nights = [[daily('20:00', '24:00'), daily('00:00', '02:00')]];
    const status = openStatus(nights, at('2025-10-25', '23:30'), BERLIN);
    expect(status.openUntil).toEqual(at('2025-10-26', '02:00'));
    expect(status.isClosingSoon).toBe(false);
    // 02:00 is the first occurrence (CEST, 00:00 UTC): at 01:30 CEST 30 minutes are left
    expect(status.openUntil?.toISOString()).toBe('2025-10-26T00:00:00.000Z');
    expect(openStatus(nights, new Date('2025-10-25T23:30:00Z'), BERLIN).isClosingSoon).toBe(true);
    // the repeated hour 02:00–02:59 CET is after closing
    expect(openStatus(nights, new Date('2025-10-26T01:30:00Z'), BERLIN).isOpen).toBe(false);
  });

  it('formats the toolbar line', () => {
    expect(openStatusText(openStatus(hours, at('2025-01-15', '12:00'), BERLIN), BERLIN)).toBe(
      'Geöffnet bis 22:00',
    );
    expect(openStatusText(openStatus(hours, at('2025-01-15', '23:00'), BERLIN), BERLIN)).toBe(
      'Geschlossen',
    );
  });
});

describe('branch and delivery open (spec §4)', () => {
  const branch = buildBranch({
    openingHours: [daily('10:00', '14:00')],
    deliveryHours: [daily('17:00', '21:00')],
  });
  const withDelivery = { ...branch, isDeliveryHoursEnabled: true };

  it.each([
    ['opening hours active', branch, '12:00', true, true],
    ['outside opening hours, delivery hours disabled', branch, '18:00', false, false],
    ['delivery hours enabled and active', withDelivery, '18:00', true, true],
    [
      'opening hours active, delivery hours enabled but not active',
      withDelivery,
      '12:00',
      true,
      false,
    ],
    ['nothing active', withDelivery, '15:00', false, false],
  ])('%s', (_name, aBranch, time, open, deliveryOpen) => {
    expect(isBranchOpen(aBranch, at('2025-01-15', time), BERLIN)).toBe(open);
    expect(isDeliveryOpen(aBranch, at('2025-01-15', time), BERLIN)).toBe(deliveryOpen);
  });

  it('chooses the hours per order type', () => {
    expect(deliveryHoursOf(branch)).toBe(branch.openingHours);
    expect(deliveryHoursOf(withDelivery)).toBe(withDelivery.deliveryHours);
    expect(hoursForMethod(withDelivery, 'delivery')).toBe(withDelivery.deliveryHours);
    expect(hoursForMethod(withDelivery, 'takeaway')).toBe(withDelivery.openingHours);
    expect(hoursForMethod(withDelivery, 'dineIn')).toBe(withDelivery.openingHours);
  });

  it('combines both hour lists for the branch status', () => {
    expect(branchOpenStatus(withDelivery, at('2025-01-15', '15:00'), BERLIN).nextOpening).toEqual(
      at('2025-01-15', '17:00'),
    );
    expect(branchOpenStatus(branch, at('2025-01-15', '15:00'), BERLIN).nextOpening).toEqual(
      at('2025-01-16', '10:00'),
    );
  });
});

describe('openBranchesText (spec §2 Toolbar)', () => {
  it.each([
    [0, 'Alle Standorte geschlossen'],
    [1, '1 Standort geöffnet'],
    [2, '2 Standorte geöffnet'],
    [-1, 'Alle Standorte geschlossen'],
  ])('%d → %s', (count, text) => {
    expect(openBranchesText(count)).toBe(text);
  });
});
