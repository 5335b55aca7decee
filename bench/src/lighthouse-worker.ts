// Lighthouse runner, its own process (pinned to the load core by lighthouse.ts, so Chromium is
// too). argv[2]: JSON LighthouseRequest. One Chromium for all runs, a fresh tab for each;
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

const chrome = await chromeLauncher.launch({
  chromePath: request.chromePath,
  chromeFlags: request.chromeFlags,
  logLevel: 'silent',
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
try {
  for (let run = 1; run <= request.runs; run++) {
    for (const page of request.pages) {
      // A fresh tab per run: Lighthouse clears the origin's storage, but sessionStorage belongs to
      // the tab, and a first visit must not see the cart an earlier run left there.
      const tab = await browser.newPage();
      if (request.now) await tab.evaluateOnNewDocument(startClockAt(Date.parse(request.now)));
      const result = await lighthouse(
        page.url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        undefined,
        tab,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${page.url}: ${lhr.runtimeError.message}`);
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
        failingAudits: [...failing(lhr, 'accessibility'), ...failing(lhr, 'best-practices')],
      };
      if (request.reportDir) {
        writeFileSync(
          path.join(request.reportDir, `lighthouse-${page.name}.json`),
          JSON.stringify(lhr),
        );
      }
      process.stdout.write(`${JSON.stringify(out)}\n`);
      await tab.close();
    }
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
}
