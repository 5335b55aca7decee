import type { StatisticsReport } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { csvFileName, reportCsv } from './csv.ts';

const base: StatisticsReport = {
  report: 'orders',
  from: '2026-10-01',
  to: '2026-10-02',
  previousFrom: '2026-09-29',
  previousTo: '2026-09-30',
  branchIds: null,
  total: 3,
  previousTotal: 1,
  daily: [
    { day: '2026-10-01', value: 1 },
    { day: '2026-10-02', value: 2 },
  ],
  rows: [{ type: 'pickup', reason: 'Zu spät; "leider"', count: 3 }],
};

describe('reportCsv', () => {
  it('writes range, totals, the days and the rows with semicolons and quotes', () => {
    const lines = reportCsv(base).replace('\uFEFF', '').split('\r\n');
    expect(lines).toEqual([
      'Zeitraum;2026-10-01;2026-10-02',
      'Summe;3;Vorzeitraum;1',
      '',
      'Tag;Wert',
      '2026-10-01;1',
      '2026-10-02;2',
      '',
      'type;reason;count',
      'pickup;"Zu spät; ""leider""";3',
      '',
    ]);
    expect(reportCsv(base).startsWith('\uFEFF')).toBe(true);
    expect(csvFileName(base)).toBe('statistik-orders-2026-10-01-2026-10-02.csv');
  });

  it('writes the weekday × hour grid instead of its cells', () => {
    const grid = Array.from({ length: 7 }, (_, day) => Array.from({ length: 24 }, () => day));
    const lines = reportCsv({ ...base, daily: [], grid, rows: [{ weekday: 0 }] }).split('\r\n');
    expect(lines[3]).toMatch(/^Wochentag;0 Uhr;1 Uhr;.*;23 Uhr$/);
    expect(lines[4]).toBe(`Mo;${Array(24).fill(0).join(';')}`);
    expect(lines[10]).toBe(`So;${Array(24).fill(6).join(';')}`);
  });
});
