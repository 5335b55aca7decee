// P6 (Lighthouse mobile) and P7 (lab INP) against our server with the demo shop at SHOP_TIME, and
// the bare React page served by our own server (WEB_DIST_DIR) as P6's LCP reference.
import path from 'node:path';
import { settings } from './config.ts';
import { type InpSummary, runInp } from './inp.ts';
import { type LighthouseSummary, runLighthouse } from './lighthouse.ts';
import { SHOP_TIME } from './orders.ts';
import { type Row, skippedRow } from './report.ts';
import type { Server } from './servers.ts';

/** The pages of P6: the branch list, a branch page with the full demo menu, its checkout. */
export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'branch', path: '/store/muenchen-schwabing' },
  { name: 'checkout', path: '/store/muenchen-schwabing/checkout' },
];

export interface BrowserFigures {
  lighthouse: LighthouseSummary[];
  reference: LighthouseSummary;
  inp: InpSummary[];
}

export async function measureBrowser(opts: {
  ours: Server;
  bare: Server;
  workDir: string;
  log: (message: string) => void;
}): Promise<BrowserFigures> {
  const pages = [
    { name: 'bare-react', url: `${opts.bare.baseUrl}/` },
    ...LIGHTHOUSE_PAGES.map((page) => ({ name: page.name, url: opts.ours.baseUrl + page.path })),
  ];
  opts.log(
    `P6: Lighthouse mobile, ${settings.lighthouseRuns} runs of ${pages.map((p) => p.name).join(', ')} (alternating)`,
  );
  const summaries = await runLighthouse(pages, settings.lighthouseRuns, {
    reportDir: opts.workDir,
    now: SHOP_TIME,
    onRun: (run) =>
      opts.log(
        `P6 ${run.name} run ${run.run}: performance ${run.performance}, accessibility ${run.accessibility}, best practices ${run.bestPractices}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
      ),
  });
  const [reference, ...lighthouse] = summaries as [LighthouseSummary, ...LighthouseSummary[]];
  opts.log(`P7: lab INP, ${settings.inpTaps} taps per interaction, 4× CPU throttling`);
  const inp = await runInp(opts.ours.baseUrl, SHOP_TIME, {
    taps: settings.inpTaps,
  });
  for (const kind of inp) {
    opts.log(
      `P7 ${kind.kind}: p75 ${Math.round(kind.p75Ms)} ms, max ${Math.round(kind.maxMs)} ms (${kind.measured} of ${kind.taps} taps ≥ 16 ms)`,
    );
  }
  return { lighthouse, reference, inp };
}

export function lighthouseRows(figures: BrowserFigures | { skipped: string }): Row[] {
  if ('skipped' in figures) {
    return [skippedRow('P6', 'P6 Lighthouse mobile', 'score', '≥ 95', figures.skipped)];
  }
  const ref = figures.reference;
  return figures.lighthouse.flatMap((page): Row[] => {
    const row = (
      figure: string,
      unit: Row['unit'],
      ours: number,
      goal: string,
      met: boolean,
      reference: number | null = null,
    ): Row => ({
      id: 'P6',
      figure: `${figure}`,
      unit,
      ours,
      reference,
      ratio: reference === null ? null : ours / reference,
      goal,
      met,
    });
    return [
      row(
        `P6 ${page.name}: performance`,
        'score',
        page.performance,
        '≥ 95',
        page.performance >= 95,
      ),
      row(
        `  ${page.name}: accessibility`,
        'score',
        page.accessibility,
        '100',
        page.accessibility >= 100,
      ),
      row(
        `  ${page.name}: best practices`,
        'score',
        page.bestPractices,
        '≥ 95',
        page.bestPractices >= 95,
      ),
      row(
        `  ${page.name}: LCP (ref. bare React)`,
        'ms',
        page.lcpMs,
        '≤ 1.50×',
        page.lcpMs / ref.lcpMs <= 1.5,
        ref.lcpMs,
      ),
      row(`  ${page.name}: TBT`, 'ms', page.tbtMs, '≤ 100 ms', page.tbtMs <= 100),
      row(`  ${page.name}: CLS`, 'ratio', page.cls, '≤ 0.02', page.cls <= 0.02),
      {
        id: 'P6',
        figure: `  ${page.name}: document on the wire (info)`,
        unit: 'kB',
        ours: page.documentBytes / 1000,
        // TCP's first congestion window: 10 segments of 1,460 bytes. A larger document costs a
        // second round trip before anything it references loads (bench/README.md, 2026-11-28).
        reference: null,
        referenceNote: 'first window 14.6 kB',
        ratio: null,
        goal: '—',
        met: null,
      },
    ];
  });
}

export function inpRows(figures: BrowserFigures | { skipped: string }): Row[] {
  if ('skipped' in figures) {
    return [skippedRow('P7', 'P7 lab INP', 'ms', '≤ 100 ms', figures.skipped)];
  }
  return figures.inp.flatMap((kind): Row[] => [
    {
      id: 'P7',
      figure: `P7 ${kind.kind}: p75`,
      unit: 'ms',
      ours: kind.p75Ms,
      reference: null,
      ratio: null,
      goal: '≤ 100 ms',
      met: kind.p75Ms <= 100,
    },
    {
      id: 'P7',
      figure: `  ${kind.kind}: max`,
      unit: 'ms',
      ours: kind.maxMs,
      reference: null,
      ratio: null,
      goal: '≤ 200 ms',
      met: kind.maxMs <= 200,
    },
  ]);
}

/** Failing accessibility and best-practice audits, for the notes under the table. */
export function auditNotes(figures: BrowserFigures): string[] {
  return figures.lighthouse.flatMap((page) =>
    Object.entries(page.failingAudits).map(
      ([audit, runs]) => `P6 ${page.name}: ${audit} (in ${runs} of ${page.runs.length} runs)`,
    ),
  );
}

export const bareDistDir = (workDir: string) => path.join(workDir, 'bare-react-dist');
