import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { gotoStorefront, readInit } from '../support/storefront.ts';

/**
 * The install prompt and its instructions (spec §2 "Global overlays", §4 "Cookie consent",
 * "Install prompt", "Install", §9; docs/decisions/031-installable-app-and-kiosk.md), in Chromium
 * with the service worker allowed and no pwa-dismiss cookie.
 */
test.use({ serviceWorkers: 'allow', isInstallPromptDismissed: false });

const DAY_SECONDS = 24 * 60 * 60;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const prompt = (page: Page, shopName: string) =>
  page.getByRole('dialog', { name: `${shopName} als App installieren?` });

async function shopName(page: Page): Promise<string> {
  return (await readInit(page.request)).config.shopName;
}

async function acceptConsent(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Akzeptieren' }).click();
}

test('accepting cookies offers the app after 250 ms with the spec’s texts', async ({ page }) => {
  const name = await shopName(page);
  await gotoStorefront(page, '/');
  await expect(prompt(page, name)).toHaveCount(0);
  await acceptConsent(page);
  await page.clock.fastForward(250);
  const dialog = prompt(page, name);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    `Fügen Sie diese App zu Ihrem Homescreen hinzu und bestellen Sie zukünftig noch leichter bei ${name}.`,
  );
  await expect(dialog.getByRole('button', { name: 'Installieren' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Jetzt nicht' })).toBeVisible();
});

test('a later visit with consent offers it after 5 s; "Jetzt nicht" keeps it away for a month', async ({
  page,
  context,
  baseURL,
}) => {
  const name = await shopName(page);
  await context.addCookies([
    { name: 'cookie-banner-acceptance-state', value: 'true', url: baseURL ?? '' },
  ]);
  await gotoStorefront(page, '/');
  await expect(prompt(page, name)).toHaveCount(0);
  await page.clock.fastForward(5000);
  await expect(prompt(page, name)).toBeVisible();

  const before = Date.now() / 1000;
  await prompt(page, name).getByRole('button', { name: 'Jetzt nicht' }).click();
  await expect(prompt(page, name)).toHaveCount(0);
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'pwa-dismiss');
  expect(cookie).toMatchObject({ value: 'true', path: '/' });
  expect(cookie!.expires - before).toBeGreaterThan(29 * DAY_SECONDS);
  expect(cookie!.expires - before).toBeLessThan(32 * DAY_SECONDS);

  await gotoStorefront(page, '/');
  await page.clock.fastForward(6000);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(prompt(page, name)).toHaveCount(0);
});

test('where the browser has its install event, "Installation abschliessen" runs it', async ({
  page,
  context,
  baseURL,
}) => {
  const name = await shopName(page);
  await context.addCookies([
    { name: 'cookie-banner-acceptance-state', value: 'true', url: baseURL ?? '' },
  ]);
  await gotoStorefront(page, '/');
  // Headless Chromium does not fire beforeinstallprompt: the test fires one of the same shape
  // (prompt, userChoice) that the customer accepts.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as Window & { installPrompted?: boolean }).installPrompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
  await page.clock.fastForward(5000);
  await prompt(page, name).getByRole('button', { name: 'Installieren' }).click();
  const instructions = page.getByRole('dialog', { name: 'App installieren', exact: true });
  await expect(instructions).toContainText(
    `Klicken Sie auf "Installation abschliessen" um ${name} zu Ihrem Home Screen hinzuzufügen.`,
  );
  await instructions.getByRole('button', { name: 'Installation abschliessen' }).click();
  await expect(instructions).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as Window & { installPrompted?: boolean }).installPrompted),
  ).toBe(true);
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE });

  test('"Installieren" shows the share symbol and "Zum Home-Bildschirm"; cancel removes the worker', async ({
    page,
  }) => {
    const name = await shopName(page);
    await gotoStorefront(page, '/');
    await acceptConsent(page);
    await page.clock.fastForward(250);
    await prompt(page, name).getByRole('button', { name: 'Installieren' }).click();
    const instructions = page.getByRole('dialog', { name: 'App installieren', exact: true });
    await expect(instructions).toContainText('„Zum Home-Bildschirm“');
    await expect(instructions.getByRole('img', { name: 'Teilen-Symbol' })).toBeVisible();
    await expect(
      instructions.getByRole('button', { name: 'Installation abschliessen' }),
    ).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
      )
      .toBe(1);

    await instructions.getByRole('button', { name: 'Installation abbrechen' }).click();
    await expect(instructions).toHaveCount(0);
    await expect(prompt(page, name)).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
      )
      .toBe(0);
  });
});
