import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** A free TCP port on loopback, asked for in a child process (the config must stay synchronous). */
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

// The config is evaluated in the runner and in every worker: pick the ports and data directory
// once in the runner and hand them to the workers through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = freePort();
  process.env.E2E_MOLLIE_PORT = freePort();
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
}
// The demo admin's password for this run (the server seeds it in test mode, see fixtures.ts).
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(18).toString('base64url');
const dataDirectory = process.env.E2E_DATA_DIR ?? '';
// Every run builds the web app into its own folder, so runs side by side never share a build.
const webDist = path.join(dataDirectory, 'web-dist');
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * Online payments run against the fake Mollie (e2e/support/payment-fakes.ts) on its own port; the
 * shop gets its address and key, and PUBLIC_URL so the fake's webhook and redirect come back here.
 */
const molliePort = Number(process.env.E2E_MOLLIE_PORT);
const mollieApiKey = `test_e2e${port}`;
/** The instant the server's and the browser's clocks start at (see fixtures.ts). */
export const E2E_NOW = '2026-12-02T11:00:00.000Z';

export const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** Run by the `desktop-last` project only (see there). */
const AFTER_ALL_SPECS = [
  '**/storefront/ad-pixel.desktop.spec.ts',
  // A slot maximum on München-Schwabing would refuse the other specs' orders (decision 037).
  '**/storefront/busy-day.desktop.spec.ts',
  // The header navigation and the home page are the demo's one copy; storefront/navigation.spec
  // and home-page.spec read them while these edit them (decision 036).
  '**/backoffice/content-navigation.desktop.spec.ts',
  '**/backoffice/content-builder.desktop.spec.ts',
  // Each orders from a branch of its own, switched on so it takes orders: while it exists, the
  // root page lists it beside the demo branches that storefront/branch-search, customer-journey
  // and home-page.spec count (spec §2 "Branch list" shows every enabled branch).
  '**/storefront/bundle-vat.spec.ts',
  '**/storefront/deposit.desktop.spec.ts',
  '**/storefront/reusable-packaging.spec.ts',
];

/**
 * Back-office specs that also run at the phone width: what staff do on a phone (log in, take and
 * move orders, the staff screens, sold-out, the time clock). The other back-office screens are
 * desktop and tablet screens; specs that check the tablet set 820 px themselves (decision 054).
 */
const BACKOFFICE_ON_PHONE = [
  '**/backoffice/login.spec.ts',
  '**/backoffice/orders.spec.ts',
  '**/backoffice/staff-screens.spec.ts',
  '**/backoffice/sold-out.spec.ts',
  '**/backoffice/time-tracking.spec.ts',
];

/**
 * Storefront specs whose behaviour does not change with the width (the status page, the app's
 * worker and install prompt, consent, checkout validation and payment, the map, the Grundpreis):
 * run once, at the phone width, where most customers order (decision 054).
 */
const STOREFRONT_PHONE_ONLY = [
  '**/storefront/status.spec.ts',
  '**/storefront/pwa.worker.spec.ts',
  '**/storefront/pwa.install.spec.ts',
  '**/storefront/consent.spec.ts',
  '**/storefront/checkout-errors.spec.ts',
  '**/storefront/checkout-payment.spec.ts',
  '**/storefront/checkout-preorder.spec.ts',
  '**/storefront/map-style.spec.ts',
  '**/storefront/reference-price.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  // CI shares two cores with other work: a test that fails once there is run once more and then
  // reported as "flaky" in the output (never as passed silently); locally nothing is retried.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    launchOptions: chromiumLaunch,
    trace: 'off',
    // A service worker would answer requests that page.route never sees (support/init-route.ts):
    // only the installable app's specs (storefront/pwa.*.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      // Every storefront spec and the back-office specs of staff on the move; a `*.desktop.spec.ts`
      // holds faults found at the desktop width only, `*.phone.spec.ts` those found at 390 px.
      testMatch: ['**/storefront/**/*.spec.ts', '**/*.phone.spec.ts', ...BACKOFFICE_ON_PHONE],
      // The kiosk is a terminal in the shop, not a phone.
      testIgnore: ['**/*.desktop.spec.ts', '**/storefront/pwa.kiosk.spec.ts', ...AFTER_ALL_SPECS],
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: ['**/*.phone.spec.ts', ...STOREFRONT_PHONE_ONLY, ...AFTER_ALL_SPECS],
    },
    {
      // Specs whose shop-wide setting would disturb the others while they run (an ad-pixel id
      // makes every "Akzeptieren" reload the page): alone, after both projects.
      name: 'desktop-last',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: AFTER_ALL_SPECS,
      dependencies: ['phone', 'desktop'],
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/payment-fakes.ts',
      cwd: path.resolve(import.meta.dirname, '..'),
      // Any answer means it listens: the API answers 401 without the key.
      url: `http://127.0.0.1:${molliePort}/v2/payments/ready`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { FAKE_MOLLIE_PORT: String(molliePort), MOLLIE_API_KEY: mollieApiKey },
    },
    {
      command: `npm run build --workspace apps/web -- --outDir ${webDist} --emptyOutDir --logLevel warn && node scripts/start.mjs`,
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDirectory,
        WEB_DIST_DIR: webDist,
        TEST_NOW: E2E_NOW,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Every browser test orders from 127.0.0.1: a limit far above the suite's pace keeps the
        // per-IP order limit on (its queries run) without throttling the suite.
        ORDER_RATE_LIMIT: '600',
        // The same for analytics entries (decision 038): on, far above the suite's pace.
        ANALYTICS_RATE_LIMIT: '6000',
        SEED_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? '',
        PUBLIC_URL: baseURL,
        MOLLIE_API_KEY: mollieApiKey,
        MOLLIE_API_URL: `http://127.0.0.1:${molliePort}/v2/`,
      },
    },
  ],
});
