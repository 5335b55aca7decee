import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  addSimpleProduct,
  cartPanel,
  gotoAsReturningVisitor,
  gotoStorefront,
  openCart,
  reloadStorefront,
} from '../support/storefront.ts';

/**
 * The customer journey on a phone (390 × 844, touch), as a tester found it: the cookie banner on
 * the cart bar, and the cart sheet (docs/decisions/017-customer-journey-comfort.md; spec §2 "Cart
 * panel", §4 "Cookie consent").
 */

const BRANCH = '/store/muenchen-schwabing';
const CONSENT_COOKIE = 'cookie-banner-acceptance-state';
const DAY_SECONDS = 24 * 60 * 60;

const banner = (page: Page) =>
  page.getByRole('region', { name: 'Cookies für Karte und Statistik' });
const cartToggle = (page: Page) =>
  cartPanel(page).getByRole('button', { name: /im Warenkorb$|^Warenkorb ausblenden$/ });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box as Box;
}

/** Whether the element the browser hits at the centre of `locator` is that element (or inside it). */
async function isHitAtCentre(locator: Locator): Promise<boolean> {
  return await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

test('the cookie banner never covers the cart bar or "Jetzt bestellen"; "Nur notwendige" refuses as easily and keeps it away', async ({
  page,
  context,
}) => {
  const analytics: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics-log')) analytics.push(request.url());
  });
  await gotoStorefront(page, BRANCH);
  await expect(banner(page)).toBeVisible();
  const refuse = banner(page).getByRole('button', { name: 'Nur notwendige' });
  const accept = banner(page).getByRole('button', { name: 'Akzeptieren' });
  await expect(refuse).toBeVisible();
  // As easy as accepting: the same size, side by side.
  const [refuseBox, acceptBox] = [await boxOf(refuse), await boxOf(accept)];
  expect(Math.abs(refuseBox.height - acceptBox.height)).toBeLessThan(1);
  expect(Math.abs(refuseBox.width - acceptBox.width)).toBeLessThan(2);
  expect(Math.abs(refuseBox.y - acceptBox.y)).toBeLessThan(1);

  // The bar lies free: the banner floats above it and a tap reaches the cart.
  await addSimpleProduct(page, 'Pizza Margherita');
  const card = banner(page).locator('> *').first();
  expect(overlaps(await boxOf(card), await boxOf(cartToggle(page)))).toBe(false);
  expect(await isHitAtCentre(cartToggle(page))).toBe(true);
  await cartToggle(page).tap();
  await expect(cartToggle(page)).toHaveAttribute('aria-expanded', 'true');
  // The open sheet lies above the banner: 'Jetzt bestellen' is what a tap hits.
  const order = cartPanel(page).getByRole('button', { name: 'Jetzt bestellen' });
  await expect(order).toBeVisible();
  expect(await isHitAtCentre(order)).toBe(true);
  await cartToggle(page).tap();
  await expect(cartToggle(page)).toHaveAttribute('aria-expanded', 'false');

  const before = Date.now() / 1000;
  await refuse.tap();
  await expect(banner(page)).toBeHidden();
  const cookie = (await context.cookies()).find((candidate) => candidate.name === CONSENT_COOKIE);
  expect(cookie).toMatchObject({ value: 'false', path: '/', sameSite: 'Lax' });
  expect(cookie!.expires - before).toBeGreaterThan(364 * DAY_SECONDS);
  expect(cookie!.expires - before).toBeLessThan(366 * DAY_SECONDS);

  // The refusal holds: no banner after a reload (the server's page has none either), no analytics.
  const html = await (
    await page.request.get(BRANCH, { headers: { cookie: `${CONSENT_COOKIE}=false` } })
  ).text();
  expect(html).not.toContain('Cookies für Karte und Statistik');
  await reloadStorefront(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await addSimpleProduct(page, 'Cappuccino');
  await page.waitForLoadState('networkidle');
  expect(analytics).toEqual([]);
});

test('the cart sheet: the "hinzugefügt" message leaves totals and warning free; outside tap and Escape close it; the page stays', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  // Delivery to Schwabing (minimum 15,00 €) with one cappuccino: the minimum-order warning shows.
  await openCart(page);
  await cartPanel(page).getByLabel('Art der Lieferung').selectOption('delivery');
  await page.keyboard.press('Escape');
  await expect(cartToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(cartToggle(page)).toBeFocused();

  await addSimpleProduct(page, 'Cappuccino');
  const toast = page.getByRole('status').filter({ hasText: 'Produkt zum Warenkorb hinzugefügt.' });
  await expect(toast).toBeVisible();
  await cartToggle(page).tap();
  await expect(cartToggle(page)).toHaveAttribute('aria-expanded', 'true');
  const warning = cartPanel(page).getByText(/Mindestbestellwert/);
  const totals = cartPanel(page).getByRole('table');
  await expect(warning).toBeVisible();
  await expect(toast).toBeVisible();
  const toastBox = await boxOf(toast.getByText('Produkt zum Warenkorb hinzugefügt.'));
  expect(overlaps(toastBox, await boxOf(warning))).toBe(false);
  expect(overlaps(toastBox, await boxOf(totals))).toBe(false);
  expect(
    overlaps(
      toastBox,
      await boxOf(cartPanel(page).getByRole('button', { name: 'Jetzt bestellen' })),
    ),
  ).toBe(false);

  // The page behind does not scroll while the sheet is open.
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.move(195, 60);
  await page.mouse.wheel(0, 800);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

  // A tap on the dimmed page above the sheet closes it, and opens nothing behind it.
  await page.touchscreen.tap(195, 60);
  await expect(cartToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(BRANCH);
});

test('cart lines have − and +, and editing a line says that it saves the change', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  await addSimpleProduct(page, 'Pizza Margherita');
  await openCart(page);
  const line = cartPanel(page).getByRole('listitem').filter({ hasText: 'Pizza Margherita' });
  const more = line.getByRole('button', { name: 'Menge erhöhen' });
  const less = line.getByRole('button', { name: 'Menge verringern' });
  await expect(less).toBeDisabled(); // spec §5: not below the minimum
  await more.tap();
  await expect(line).toContainText('17,80 €');
  await expect(less).toBeEnabled();
  await more.tap();
  await expect(line).toContainText('26,70 €');
  await less.tap();
  await expect(line).toContainText('17,80 €');

  await line.getByRole('button', { name: 'Bearbeiten' }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Änderung speichern' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Änderung speichern' }).tap();
  await expect(dialog).toBeHidden();
  await expect(line).toContainText('17,80 €');
});
