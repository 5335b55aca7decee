// Lighthouse runner, its own process (unpinned, like the Chromium it starts: worker.ts
// UNPINNED). argv[2]: JSON LighthouseRequest. One Chromium for all runs, a fresh tab for each;
// Lighthouse resets storage and cache before each run. The pages alternate (A B C A B C …). One
// JSON line per run on stdout.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { LighthouseRequest, LighthouseRun } from './lighthouse.ts';

const request = JSON.parse(process.argv[2] ?? '{}') as LighthouseRequest;

/** An audit that did not pass, with its title (accessibility and best practices). */
function failing(
  lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'],
  category: string,
) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`);
}

/**
 * The shop's opening hours are read in the browser: the page clock starts at the server's
 * TEST_NOW (request.now) on every navigation, so the branch is open whatever the time of the run.
 * Only Date moves; performance.now() and the metrics are untouched. A string, not a function:
 * tsx's helpers would not exist in the page.
 */
const startClockAt = (now: number) => `(() => {
  const RealDate = Date;
  const offset = ${now} - RealDate.now();
  class ShopDate extends RealDate {
    constructor(...args) { if (args.length === 0) super(RealDate.now() + offset); else super(...args); }
    static now() { return RealDate.now() + offset; }
  }
  globalThis.Date = ShopDate;
})();`;

/** Bytes of the page's own document on the wire (body and headers), from the network log. */
function documentBytes(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): number {
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as {
    resourceType?: unknown;
    transferSize?: unknown;
  }[];
  const document = items.find((item) => item.resourceType === 'Document');
  return typeof document?.transferSize === 'number' ? document.transferSize : Number.NaN;
}

const chrome = await chromeLauncher.launch({
  chromePath: request.chromePath,
  chromeFlags: request.chromeFlags,
  logLevel: 'silent',
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

/**
 * Lighthouse's trace errors (NO_NAVSTART, NO_FCP, NO_LCP …: "Something went wrong with recording
 * the trace over your page load. Please run Lighthouse again.") are a lost recording, not a
 * figure: such a run is repeated, at most twice, and said on stderr. Any other error ends the
 * worker.
 */
const MAX_ATTEMPTS = 3;

async function measure(url: string) {
  for (let attempt = 1; ; attempt++) {
    // A fresh tab per run: Lighthouse clears the origin's storage, but sessionStorage belongs to
    // the tab, and a first visit must not see the cart an earlier run left there.
    const tab = await browser.newPage();
    if (request.now) await tab.evaluateOnNewDocument(startClockAt(Date.parse(request.now)));
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      undefined,
      tab,
    );
    await tab.close();
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    const lostTrace = /^NO_(NAVSTART|FCP|LCP|TRACING_STARTED|RESOURCE_REQUEST)/.test(
      lhr.runtimeError.code,
    );
    if (!lostTrace || attempt === MAX_ATTEMPTS) {
      throw new Error(`${url}: ${lhr.runtimeError.message}`);
    }
    process.stderr.write(`${url}: ${lhr.runtimeError.code}, run repeated\n`);
  }
}

try {
  for (let run = 1; run <= request.runs; run++) {
    for (const page of request.pages) {
      const lhr = await measure(page.url);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
      const out: LighthouseRun = {
        event: 'run',
        name: page.name,
        url: page.url,
        run,
        finalUrl: lhr.finalDisplayedUrl,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        fcpMs: numeric('first-contentful-paint'),
        speedIndexMs: numeric('speed-index'),
        documentBytes: documentBytes(lhr),
        failingAudits: [...failing(lhr, 'accessibility'), ...failing(lhr, 'best-practices')],
      };
      if (request.reportDir) {
        writeFileSync(
          path.join(request.reportDir, `lighthouse-${page.name}.json`),
          JSON.stringify(lhr),
        );
      }
      process.stdout.write(`${JSON.stringify(out)}\n`);
    }
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
}
