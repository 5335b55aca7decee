// Lab INP (P7), its own process (unpinned, like the Chromium it starts: worker.ts UNPINNED).
// argv[2]: JSON InpRequest. Phone viewport with touch, 4× CPU throttling (CDP), the page clock at
// the server's TEST_NOW. Each tap is one interaction; its latency is the longest Event Timing
// entry with its interactionId (PerformanceObserver type 'event', durationThreshold 16), which is
// how the browser's INP is defined. Writes one JSON line per interaction kind.
import { chromium, type Locator } from '@playwright/test';
import type { InpRequest, InpResult } from './inp.ts';

const request = JSON.parse(process.argv[2] ?? '{}') as InpRequest;

type Mark = { kind: string; at: number };
type EventEntry = { name: string; duration: number; startTime: number; interactionId: number };

declare global {
  interface Window {
    __inpEntries: EventEntry[];
  }
}

const browser = await chromium.launch({
  executablePath: request.chromePath,
  args: request.chromeFlags,
});
try {
  const context = await browser.newContext({
    baseURL: request.baseUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  // A returning visitor: consent given and the install prompt dismissed (no banner over the page).
  await context.addCookies(
    ['cookie-banner-acceptance-state', 'pwa-dismiss'].map((name) => ({
      name,
      value: 'true',
      url: request.baseUrl,
    })),
  );
  await context.addInitScript(() => {
    window.__inpEntries = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & {
        interactionId: number;
      })[]) {
        if (entry.interactionId > 0) {
          window.__inpEntries.push({
            name: entry.name,
            duration: entry.duration,
            startTime: entry.startTime,
            interactionId: entry.interactionId,
          });
        }
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(request.now) });
  const cdp = await context.newCDPSession(page);
  await page.goto(request.path);
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
  // The server-rendered page reacts once hydrated (#root loses data-rendered-at).
  await page.waitForFunction(() => !document.querySelector('#root[data-rendered-at]'), null, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: request.cpuThrottling });

  const marks: Mark[] = [];
  const now = () => page.evaluate(() => performance.now());
  const settle = () => page.waitForTimeout(request.pauseMs);
  async function tap(kind: string, target: Locator) {
    marks.push({ kind, at: await now() });
    await target.tap();
  }

  const dialog = page.getByRole('dialog');
  const product = page.getByRole('button', { name: request.productName, exact: true });
  const addToCart = dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' });
  for (let i = 0; i < request.taps; i++) {
    await product.scrollIntoViewIfNeeded();
    await tap('open editor', product);
    await addToCart.waitFor();
    await settle();
    await tap('add to cart', addToCart);
    await dialog.waitFor({ state: 'hidden' });
    await settle();
  }

  await product.scrollIntoViewIfNeeded();
  await tap('setup', product);
  await addToCart.waitFor();
  await settle();
  const plus = dialog.getByRole('button', { name: 'Menge erhöhen' });
  const minus = dialog.getByRole('button', { name: 'Menge verringern' });
  for (let i = 0; i < request.taps; i++) {
    await tap('quantity plus/minus', i < request.taps / 2 ? plus : minus);
    await settle();
  }
  await tap('setup', dialog.getByRole('button', { name: 'Schließen' }));
  await dialog.waitFor({ state: 'hidden' });

  const links = page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link');
  const count = await links.count();
  if (count < 2) throw new Error(`category bar has ${count} entries`);
  for (let i = 0; i < request.taps; i++) {
    const link = links.nth((i + 1) % count);
    await link.scrollIntoViewIfNeeded();
    await tap('category switch', link);
    await settle();
    await page.waitForTimeout(request.scrollPauseMs);
  }
  await page.waitForTimeout(500);

  const entries = await page.evaluate(() => window.__inpEntries);
  const byInteraction = new Map<number, EventEntry[]>();
  for (const entry of entries) {
    byInteraction.set(entry.interactionId, [
      ...(byInteraction.get(entry.interactionId) ?? []),
      entry,
    ]);
  }
  const latencies = new Map<string, number[]>();
  for (const group of byInteraction.values()) {
    const start = Math.min(...group.map((e) => e.startTime));
    const mark = marks.filter((m) => m.at <= start).at(-1);
    if (!mark) continue;
    const list = latencies.get(mark.kind) ?? [];
    list.push(Math.max(...group.map((e) => e.duration)));
    latencies.set(mark.kind, list);
  }
  for (const kind of ['open editor', 'add to cart', 'quantity plus/minus', 'category switch']) {
    const values = latencies.get(kind) ?? [];
    const taps = marks.filter((m) => m.kind === kind).length;
    const out: InpResult = { event: 'result', kind, taps, latenciesMs: values };
    process.stdout.write(`${JSON.stringify(out)}\n`);
  }
} finally {
  await browser.close();
}
