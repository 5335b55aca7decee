import { describe, expect, it } from 'vitest';
import { BUSY_MINUTES_CHOICES, busyInputSchema, pauseInputSchema } from '../contracts/busy-mode.ts';
import { orderWindow } from '../hours/order-times.ts';
import {
  activeBusyMinutes,
  branchBusyNotice,
  busyWaitLabel,
  orderingPausedText,
  orderingPausedUntil,
} from './busy-mode.ts';

const BERLIN = 'Europe/Berlin';
// Friday 4 December 2026, 18:02 in Berlin (UTC+1).
const NOW = new Date('2026-12-04T17:02:00.000Z');

describe('activeBusyMinutes (ends with the business day)', () => {
  it.each([
    ['not switched on', { busyMinutes: null, busyDay: null }, NOW, 0],
    ['switched on today', { busyMinutes: 30, busyDay: '2026-12-04' }, NOW, 30],
    ['switched on yesterday: over', { busyMinutes: 30, busyDay: '2026-12-03' }, NOW, 0],
    [
      'still on at 23:59 local',
      { busyMinutes: 15, busyDay: '2026-12-04' },
      new Date('2026-12-04T22:59:00.000Z'),
      15,
    ],
    [
      'over at midnight local (23:00 UTC)',
      { busyMinutes: 15, busyDay: '2026-12-04' },
      new Date('2026-12-04T23:00:00.000Z'),
      0,
    ],
    ['minutes without a day', { busyMinutes: 45, busyDay: null }, NOW, 0],
    ['zero minutes', { busyMinutes: 0, busyDay: '2026-12-04' }, NOW, 0],
  ] as const)('%s', (_name, branch, now, minutes) => {
    expect(activeBusyMinutes(branch, now, BERLIN)).toBe(minutes);
  });
});

describe('orderWindow with extra preparation minutes', () => {
  it.each([
    ['no busy mode', 0, '17:05'],
    ['+15 minutes', 15, '17:20'],
    ['+30 minutes', 30, '17:35'],
    ['+45 minutes', 45, '17:50'],
  ] as const)('%s: earliest %s UTC', (_name, extraMinutes, earliest) => {
    const window = orderWindow({ now: NOW, timeZone: BERLIN, extraMinutes });
    expect(window.earliest.toISOString().slice(11, 16)).toBe(earliest);
  });

  it('a longer product lead time still wins', () => {
    const window = orderWindow({
      now: NOW,
      timeZone: BERLIN,
      extraMinutes: 15,
      products: [{ isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: 2 }],
    });
    expect(window.earliest.toISOString()).toBe('2026-12-04T19:05:00.000Z');
  });
});

describe('busyWaitLabel (ours, the spec has no text)', () => {
  it.each([
    [0, null],
    [15, 'Derzeit längere Wartezeit: ca. 15 Minuten zusätzlich'],
    [45, 'Derzeit längere Wartezeit: ca. 45 Minuten zusätzlich'],
  ] as const)('%i minutes', (minutes, label) => {
    expect(busyWaitLabel(minutes)).toBe(label);
  });
});

describe('busyInputSchema', () => {
  it.each([
    [{ minutes: 15 }, true],
    [{ minutes: 30 }, true],
    [{ minutes: 45 }, true],
    [{ minutes: null }, true],
    [{ minutes: 20 }, false],
    [{ minutes: -15 }, false],
    [{ minutes: '15' }, false],
    [{}, false],
    [{ minutes: 15, extra: 1 }, false],
  ] as const)('%j valid: %s', (body, valid) => {
    expect(busyInputSchema.safeParse(body).success).toBe(valid);
  });

  it('offers +15, +30 and +45', () => {
    expect(BUSY_MINUTES_CHOICES).toEqual([15, 30, 45]);
  });
});

describe('orderingPausedUntil (the pause ends by itself, decision 041)', () => {
  it.each([
    ['not paused', null, null],
    ['paused until 18:30 local', '2026-12-04T17:30:00.000Z', '2026-12-04T17:30:00.000Z'],
    ['ends exactly at the instant', '2026-12-04T17:02:00.000Z', null],
    ['over', '2026-12-04T16:45:00.000Z', null],
    ['a second left', '2026-12-04T17:02:01.000Z', '2026-12-04T17:02:01.000Z'],
  ] as const)('%s', (_name, stored, until) => {
    expect(orderingPausedUntil({ orderingPausedUntil: stored }, NOW)?.toISOString() ?? null).toBe(
      until,
    );
  });
});

describe('branchBusyNotice (ours, the spec has no text)', () => {
  const off = { busyMinutes: null, busyDay: null, orderingPausedUntil: null };
  it.each([
    ['nothing', off, null],
    [
      'longer wait',
      { ...off, busyMinutes: 30, busyDay: '2026-12-04' },
      'Derzeit längere Wartezeit: ca. 30 Minuten zusätzlich',
    ],
    [
      'paused (wins over the longer wait)',
      { busyMinutes: 30, busyDay: '2026-12-04', orderingPausedUntil: '2026-12-04T17:32:00.000Z' },
      'Online-Bestellungen sind gerade pausiert. Ab 18:32 Uhr können Sie wieder bestellen.',
    ],
    [
      'pause over, longer wait still on',
      { busyMinutes: 15, busyDay: '2026-12-04', orderingPausedUntil: '2026-12-04T16:00:00.000Z' },
      'Derzeit längere Wartezeit: ca. 15 Minuten zusätzlich',
    ],
  ] as const)('%s', (_name, branch, notice) => {
    expect(branchBusyNotice(branch, NOW, BERLIN)).toBe(notice);
  });

  it('names the end on the local wall clock (summer time)', () => {
    expect(orderingPausedText(new Date('2026-07-03T16:15:00.000Z'), BERLIN)).toBe(
      'Online-Bestellungen sind gerade pausiert. Ab 18:15 Uhr können Sie wieder bestellen.',
    );
  });
});

describe('pauseInputSchema', () => {
  it.each([
    [{ minutes: 15 }, true],
    [{ minutes: 30 }, true],
    [{ minutes: 60 }, true],
    [{ minutes: null }, true],
    [{ minutes: 45 }, false],
    [{ minutes: 0 }, false],
    [{ minutes: '30' }, false],
    [{}, false],
    [{ minutes: 30, until: 'x' }, false],
  ] as const)('%j valid: %s', (body, valid) => {
    expect(pauseInputSchema.safeParse(body).success).toBe(valid);
  });
});
