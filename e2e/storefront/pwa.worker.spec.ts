import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { chromiumLaunch } from '../playwright.config.ts';
import { updateConfig } from '../support/admin.ts';
import {
  acceptLegalTexts,
  expectThankYouPage,
  fillContact,
  goToCheckout,
  submitOrder,
} from '../support/checkout.ts';
import { addSimpleProduct, gotoAsReturningVisitor } from '../support/storefront.ts';

/**
 * The installable app's service worker and manifest (spec §1, §4, §7;
 * docs/decisions/031-installable-app-and-kiosk.md), in Chromium with the worker really running.
 */
test.use({ serviceWorkers: 'allow' });
// One test turns the plugin off and on again on the shared server: these run one after another.
test.describe.configure({ mode: 'serial' });

const BRANCH = '/store/muenchen-schwabing';

/** Waits until the worker is active and controls this page (a reload brings it in control). */
async function waitForControllingWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

test('the storefront links the manifest from the settings and the worker controls the page', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, '/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  await waitForControllingWorker(page);
  const scope = await page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((registration) => registration?.scope),
  );
  expect(scope).toMatch(/:\d+\/$/);
});

test('Chromium finds the storefront installable by its own criteria', async ({ baseURL }) => {
  // Test contexts are incognito, where Chromium never offers an install: a browser profile of its
  // own, as a customer's browser has one.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunch, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // Notes the browser's install event whenever a page of the shop gets it.
    await page.addInitScript(() =>
      window.addEventListener('beforeinstallprompt', () => {
        sessionStorage.setItem('e2e-install-event', 'fired');
      }),
    );
    await page.goto('/');
    await waitForControllingWorker(page);
    const cdp = await context.newCDPSession(page);
    // The start page, now answered by the worker, still links the manifest.
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    // The conditions of the browser's install event (beforeinstallprompt): none left unmet.
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
    // …and Chromium fires its install event, the one "Installation abschliessen" runs.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('e2e-install-event')))
      .toBe('fired');
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, a visited branch’s menu still opens and the offline banner shows', async ({
  page,
  context,
}) => {
  await gotoAsReturningVisitor(page, '/');
  await waitForControllingWorker(page);
  await page.goto(BRANCH);
  await expect(page.getByRole('button', { name: 'Pizza Margherita', exact: true })).toBeVisible();

  await context.setOffline(true);
  const offline = page.getByRole('region', { name: 'Sie sind offline' });
  await expect(offline).toBeVisible();
  await expect(offline).toContainText('Bitte überprüfen Sie Ihre Internetverbindung.');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Pizza Margherita', exact: true })).toBeVisible();
  await expect(offline).toBeVisible();

  await context.setOffline(false);
  await expect(offline).toBeHidden();
});

test('offline, the checkout says ordering needs a connection and keeps cart and form; online it orders once', async ({
  page,
  context,
}) => {
  await gotoAsReturningVisitor(page, '/');
  await waitForControllingWorker(page);
  await page.goto(BRANCH);
  await addSimpleProduct(page, 'Pizza Margherita');
  await goToCheckout(page);
  await fillContact(page, { Vorname: 'Erika', Nachname: 'Muster', 'E-Mail': 'erika@example.org' });
  await acceptLegalTexts(page);

  await context.setOffline(true);
  await expect(
    page.getByText(
      'Zum Bestellen brauchen Sie eine Internetverbindung. Ihr Warenkorb und Ihre Angaben bleiben erhalten.',
    ),
  ).toBeVisible();
  let ordersCreated = 0;
  page.on('response', (response) => {
    const request = response.request();
    const isOrder =
      request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders';
    if (isOrder && response.ok()) ordersCreated += 1;
  });
  await submitOrder(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Verbindung' })).toBeVisible();
  await expect(page.getByLabel('Vorname')).toHaveValue('Erika');
  await expect(page.getByText('Pizza Margherita').first()).toBeVisible();

  await context.setOffline(false);
  await submitOrder(page);
  await expectThankYouPage(page);
  // The offline attempt never reached the shop; the one sent online made the one order.
  expect(ordersCreated).toBe(1);
});

test('a new worker shows "Ein Update wurde installiert!"; "App neustarten" brings the new version', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, '/');
  await waitForControllingWorker(page);
  // A new build of the worker, as a deployment brings it: the server serves the changed file.
  const workerFile = path.join(process.env.E2E_DATA_DIR ?? '', 'web-dist', 'sw.js');
  const original = fs.readFileSync(workerFile, 'utf8');
  fs.writeFileSync(workerFile, `${original}\n// e2e: a new version\n`);
  try {
    await page.reload();
    // spec §9: the first check 2.5 s after the start.
    await page.clock.fastForward(2500);
    const banner = page.getByRole('region', { name: 'Ein Update wurde installiert!' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(
      'Starten Sie die App neu um die aktuelle Version zu erhalten.',
    );
    await page.evaluate(() => {
      (window as Window & { beforeRestart?: boolean }).beforeRestart = true;
    });
    await banner.getByRole('button', { name: 'App neustarten' }).click();
    // The waiting worker took over and the page reloaded under it.
    await expect(async () => {
      await page.waitForLoadState();
      const marker = await page.evaluate(
        () => (window as Window & { beforeRestart?: boolean }).beforeRestart,
      );
      expect(marker).toBeUndefined();
    }).toPass({ timeout: 15_000 });
    await expect(banner).toHaveCount(0);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        isControlled: !!navigator.serviceWorker.controller,
      };
    });
    expect(state).toEqual({ waiting: null, isControlled: true });
  } finally {
    fs.writeFileSync(workerFile, original);
  }
});

test('with the plugin off there is no manifest link and a worker registered before is removed', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, '/');
  await waitForControllingWorker(page);
  await updateConfig(page.request, { enablePluginPWA: false });
  try {
    await page.reload();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    expect((await page.request.get('/manifest.webmanifest')).status()).toBe(404);
    // An unregistered worker goes once no page uses it: the next load is without one.
    await expect(async () => {
      await page.reload();
      const state = await page.evaluate(async () => ({
        registrations: (await navigator.serviceWorker.getRegistrations()).length,
        isControlled: navigator.serviceWorker.controller !== null,
      }));
      expect(state).toEqual({ registrations: 0, isControlled: false });
    }).toPass({ timeout: 20_000 });
  } finally {
    await updateConfig(page.request, { enablePluginPWA: true });
  }
});
