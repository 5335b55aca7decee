import { expect, test } from '../fixtures.ts';
import {
  acceptLegalTexts,
  expectThankYouPage,
  fillContact,
  goToCheckout,
  submitOrder,
} from '../support/checkout.ts';
import { waitForHydration } from '../support/hydration.ts';
import { addSimpleProduct, gotoAsReturningVisitor } from '../support/storefront.ts';

/**
 * Offline and network errors on a phone (docs/decisions/017-customer-journey-comfort.md): the
 * customer is told that the connection failed and can retry; a retried order is never a second one
 * (the attempt's Idempotency-Key, spec §7 order creation).
 */

test('an offline page says the connection failed and loads after a retry', async ({
  page,
  context,
}) => {
  await gotoAsReturningVisitor(page, '/');
  await context.setOffline(true);
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Rechtliches' });
  await legal.getByRole('link', { name: 'Impressum', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verbindung fehlgeschlagen' })).toBeVisible();
  await expect(page.getByText('500 Internal Server Error')).toHaveCount(0);
  // A retry while still offline keeps the message; back online the page loads (by itself or by
  // the retry, whichever comes first).
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { name: 'Verbindung fehlgeschlagen' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
});

test('a page whose code did not arrive loads again once the connection is back', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'cookie-banner-acceptance-state', value: 'true', url: baseURL ?? '' },
  ]);
  // The app's chunk (apps/web/src/main.tsx) fails, as on a line that drops after the page came:
  // the server's page stays on screen without reacting; back online the page loads again.
  const appChunk = /\/assets\/app-[\w-]+\.js$/;
  const failed = page.waitForEvent('requestfailed', (request) => appChunk.test(request.url()));
  await page.route(appChunk, (route) => route.abort('internetdisconnected'));
  // The frame's own goto: the page's (fixtures.ts) would wait for a hydration that cannot come.
  await page.mainFrame().goto('/store/muenchen-schwabing');
  await failed;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#root[data-rendered-at]')).toHaveCount(1);
  await page.unroute(appChunk);
  await context.setOffline(true);
  await context.setOffline(false);
  await waitForHydration(page);
  await page.getByRole('article', { name: 'Pizza Margherita' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a submit without an answer says the connection failed; the retry places the one order', async ({
  page,
  context,
}) => {
  await gotoAsReturningVisitor(page, '/store/muenchen-schwabing');
  await addSimpleProduct(page, 'Pizza Margherita');
  await goToCheckout(page);
  await fillContact(page, { Vorname: 'Erika', Nachname: 'Muster', 'E-Mail': 'erika@example.org' });
  await acceptLegalTexts(page);

  // Offline: nothing reaches the shop.
  await context.setOffline(true);
  await submitOrder(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Verbindung' });
  await expect(alert).toContainText('Die Verbindung zum Server ist fehlgeschlagen.');
  await expect(page.getByText('Ein unbekannter Fehler ist aufgetreten.')).toHaveCount(0);
  await context.setOffline(false);

  // The order reaches the shop but its answer is lost on the way back.
  let reached: (uid: string) => void = () => undefined;
  const firstUid = new Promise<string>((resolve) => {
    reached = resolve;
  });
  await page.route('**/api/orders', async (route) => {
    const response = await route.fetch();
    reached(((await response.json()) as { data: { order: { uid: string } } }).data.order.uid);
    await route.abort('internetdisconnected');
  });
  await submitOrder(page);
  const uid = await firstUid;
  await expect(alert).toContainText('Die Verbindung zum Server ist fehlgeschlagen.');
  await expect(page.getByRole('button', { name: 'Bestellung abschicken' })).toBeEnabled();
  await page.unroute('**/api/orders');

  // Sending again replays that order (same key): the status page of the first, not a second one.
  await submitOrder(page);
  const placed = await expectThankYouPage(page);
  expect(placed.uid).toBe(uid);
});
