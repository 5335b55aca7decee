import { median } from './report.ts';
import { runWorker, stderrTail, UNPINNED } from './worker.ts';

/** COMMON.md's Chromium flags: headless, no sandbox (root), nothing fetched from outside. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LighthousePage {
  name: string;
  url: string;
}

export interface LighthouseRequest {
  pages: LighthousePage[];
  runs: number;
  chromePath: string;
  chromeFlags: string[];
  /** The page clock's start (ISO), as the server's TEST_NOW; the real clock when unset. */
  now?: string;
  /** Where the last run's full report of each page is written (optional). */
  reportDir?: string;
}

export interface LighthouseRun {
  event: 'run';
  name: string;
  url: string;
  run: number;
  finalUrl: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** The document's bytes on the wire, headers included (Lighthouse's transferSize). */
  documentBytes: number;
  /** Accessibility and best-practice audits that did not pass. */
  failingAudits: string[];
}

export interface LighthouseSummary {
  name: string;
  url: string;
  runs: LighthouseRun[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  documentBytes: number;
  /** Every failing audit seen in any run, with the number of runs it failed in. */
  failingAudits: Record<string, number>;
}

/**
 * Lighthouse mobile (its default config: simulated slow 4G and 4× CPU) on each page, `runs`
 * times, pages alternating; the median of each figure over the runs. Chromium runs in the
 * worker's process group, unpinned (`UNPINNED` in worker.ts). Never run beside a load test.
 */
export async function runLighthouse(
  pages: LighthousePage[],
  runs: number,
  options: { reportDir?: string; now?: string; onRun?: (run: LighthouseRun) => void } = {},
): Promise<LighthouseSummary[]> {
  const { reportDir, now, onRun } = options;
  const request: LighthouseRequest = {
    pages,
    runs,
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    ...(reportDir ? { reportDir } : {}),
    ...(now ? { now } : {}),
  };
  const all: LighthouseRun[] = [];
  const { code, stderr } = await runWorker(UNPINNED, 'lighthouse-worker.ts', request, (message) => {
    if (message.event !== 'run') return;
    all.push(message as LighthouseRun);
    onRun?.(message as LighthouseRun);
  });
  if (code !== 0 || all.length !== pages.length * runs) {
    throw new Error(
      `Lighthouse failed (exit ${code}, ${all.length} of ${pages.length * runs} runs):\n${stderrTail(stderr)}`,
    );
  }
  return pages.map((page) =>
    summarise(
      page,
      all.filter((r) => r.name === page.name),
    ),
  );
}

function summarise(page: LighthousePage, runs: LighthouseRun[]): LighthouseSummary {
  const failingAudits: Record<string, number> = {};
  for (const run of runs) {
    for (const audit of run.failingAudits) failingAudits[audit] = (failingAudits[audit] ?? 0) + 1;
  }
  const of = (key: keyof LighthouseRun) => median(runs.map((r) => r[key] as number));
  return {
    ...page,
    runs,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    documentBytes: of('documentBytes'),
    failingAudits,
  };
}
