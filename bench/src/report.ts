import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchDir } from './config.ts';

export type Unit = 'req/s' | 'ms' | 'kB' | '%' | 'score' | 'ratio';

export interface Row {
  id: string;
  figure: string;
  unit: Unit;
  ours: number | null;
  reference: number | null;
  /** Free text when the reference is not measured here (e.g. a stated figure). */
  referenceNote?: string;
  ratio: number | null;
  goal: string;
  /** true/false against the goal; null when the row has no goal (information only). */
  met: boolean | null;
  skipped?: string;
}

/** A row that could not be measured, with the reason. */
export function skippedRow(
  id: string,
  figure: string,
  unit: Unit,
  goal: string,
  reason: string,
): Row {
  return {
    id,
    figure,
    unit,
    ours: null,
    reference: null,
    ratio: null,
    goal,
    met: null,
    skipped: reason,
  };
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null || !Number.isFinite(value)) return '—';
  switch (unit) {
    case 'req/s':
      return `${integer.format(value)} req/s`;
    case 'ms':
      return value >= 100 ? `${integer.format(value)} ms` : `${oneDecimal.format(value)} ms`;
    case 'kB':
      return `${oneDecimal.format(value)} kB`;
    case '%':
      return `${integer.format(value)} % CPU`;
    case 'score':
      return integer.format(value);
    case 'ratio':
      return twoDecimals.format(value);
  }
}

export function formatRatio(ratio: number | null): string {
  return ratio === null || !Number.isFinite(ratio) ? '—' : `${twoDecimals.format(ratio)}×`;
}

function metText(row: Row): string {
  if (row.skipped) return 'skipped';
  if (row.met === null) return '—';
  return row.met ? 'yes' : 'NO';
}

export function displayRow(row: Row): Record<string, string> {
  return {
    figure: row.figure,
    ours: row.skipped ? '—' : formatValue(row.ours, row.unit),
    reference: row.referenceNote ?? formatValue(row.reference, row.unit),
    ratio: row.skipped ? '—' : formatRatio(row.ratio),
    goal: row.goal,
    met: metText(row),
  };
}

export function renderTable(rows: Row[]): string {
  const headers = ['figure', 'ours', 'reference', 'ratio', 'goal', 'met'] as const;
  const cells = rows.map(displayRow);
  const widths = headers.map((h) => Math.max(h.length, ...cells.map((c) => c[h]!.length)));
  const numeric = new Set(['ours', 'reference', 'ratio']);
  const line = (values: string[]) =>
    values
      .map((v, i) => (numeric.has(headers[i]!) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join(' | ')
      .trimEnd();
  return [
    line([...headers]),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...cells.map((c) => line(headers.map((h) => c[h]!))),
  ].join('\n');
}

export function writeResults(result: object): string {
  const dir = path.join(benchDir, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'latest.json');
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
