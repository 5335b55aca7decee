import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse.ts';
import { runWorker, stderrTail, UNPINNED } from './worker.ts';

export interface InpRequest {
  baseUrl: string;
  /** The branch page with the full demo menu. */
  path: string;
  /** The page clock (the server runs with the same TEST_NOW, so the branch is open). */
  now: string;
  /** A simple product: the editor can add it at once. */
  productName: string;
  taps: number;
  cpuThrottling: number;
  /** Pause after each tap, so interactions never overlap. */
  pauseMs: number;
  /** Extra pause after a category tap (the smooth scroll). */
  scrollPauseMs: number;
  chromePath: string;
  chromeFlags: string[];
}

export interface InpResult {
  event: 'result';
  kind: string;
  taps: number;
  /** One latency per interaction that reached the 16 ms Event Timing threshold. */
  latenciesMs: number[];
}

export interface InpSummary {
  kind: string;
  taps: number;
  /** Interactions at or above 16 ms (the others were faster and have no Event Timing entry). */
  measured: number;
  p75Ms: number;
  maxMs: number;
  latenciesMs: number[];
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Interactions below the threshold count as 16 ms (an upper bound), so p75 covers every tap. */
export function summariseInp(result: InpResult): InpSummary {
  const all = [
    ...result.latenciesMs,
    ...Array.from({ length: Math.max(0, result.taps - result.latenciesMs.length) }, () => 16),
  ];
  return {
    kind: result.kind,
    taps: result.taps,
    measured: result.latenciesMs.length,
    p75Ms: percentile(all, 75),
    maxMs: Math.max(...all),
    latenciesMs: result.latenciesMs,
  };
}

export const INP_DEFAULTS = {
  path: '/store/muenchen-schwabing',
  productName: 'Pizza Margherita',
  taps: 20,
  cpuThrottling: 4,
  pauseMs: 250,
  scrollPauseMs: 900,
};

/** P7: runs the taps in Debian Chromium (unpinned, `UNPINNED` in worker.ts) and summarises them. */
export async function runInp(
  baseUrl: string,
  now: string,
  overrides: Partial<typeof INP_DEFAULTS> = {},
): Promise<InpSummary[]> {
  const request: InpRequest = {
    ...INP_DEFAULTS,
    ...overrides,
    baseUrl,
    now,
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  };
  const results: InpResult[] = [];
  const { code, stderr } = await runWorker(UNPINNED, 'inp-worker.ts', request, (message) => {
    if (message.event === 'result') results.push(message as InpResult);
  });
  if (code !== 0 || results.length === 0) {
    throw new Error(`lab INP failed (exit ${code}):\n${stderrTail(stderr)}`);
  }
  return results.map(summariseInp);
}
