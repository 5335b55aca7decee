import { describe, expect, it } from 'vitest';
import type { HoursEntry } from '../contracts/entities.ts';
import { dayRangeLabel, weeklyHoursRows } from './grouping.ts';

const entry = (
  type: HoursEntry['type'],
  from: string | null,
  to: string | null,
  isClosed = false,
): HoursEntry => ({
  type,
  isClosed,
  from,
  to,
});
const rows = (entries: HoursEntry[], closedLabel?: string) =>
  weeklyHoursRows(entries, closedLabel).map((row) => `${row.days} ${row.hours}`);

describe('weeklyHoursRows (spec §2: identical hours grouped into ranges)', () => {
  it.each([
    ['no hours', [], ['Mo–So Geschlossen']],
    ['daily', [entry('daily', '10:00', '22:00')], ['Mo–So 10:00–22:00']],
    [
      'weekdays, Saturday, closed Sunday',
      [
        ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((d) =>
          entry(d, '10:00', '22:00'),
        ),
        entry('saturday', '12:00', '23:00'),
      ],
      ['Mo–Fr 10:00–22:00', 'Sa 12:00–23:00', 'So Geschlossen'],
    ],
    [
      'daily with a closed weekday in the middle',
      [entry('daily', '10:00', '22:00'), entry('wednesday', null, null, true)],
      ['Mo–Di 10:00–22:00', 'Mi Geschlossen', 'Do–So 10:00–22:00'],
    ],
    [
      'split shifts, sorted, and whole days',
      [
        entry('monday', '17:00', '22:00'),
        entry('monday', '11:00', '14:00'),
        entry('tuesday', null, null),
      ],
      ['Mo 11:00–14:00, 17:00–22:00', 'Di 00:00–24:00', 'Mi–So Geschlossen'],
    ],
    [
      'one-off entries are ignored',
      [entry('once', '10:00', '12:00'), entry('daily', '08:00', '18:00')],
      ['Mo–So 08:00–18:00'],
    ],
  ])('%s', (_name, entries, expected) => {
    expect(rows(entries)).toEqual(expected);
  });

  it('uses the footer label for closed days and reports day indexes', () => {
    expect(rows([entry('monday', '10:00', '12:00')], 'geschlossen')).toEqual([
      'Mo 10:00–12:00',
      'Di–So geschlossen',
    ]);
    expect(weeklyHoursRows([])).toEqual([
      { days: 'Mo–So', hours: 'Geschlossen', isClosed: true, firstDay: 0, lastDay: 6 },
    ]);
  });

  it('labels day ranges', () => {
    expect(dayRangeLabel(0, 4)).toBe('Mo–Fr');
    expect(dayRangeLabel(6, 6)).toBe('So');
  });
});
