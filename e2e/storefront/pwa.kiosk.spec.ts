import { expect, test } from '../fixtures.ts';
import { updateConfig } from '../support/admin.ts';
import { acceptLegalTexts, fillContact, goToCheckout, submitOrder } from '../support/checkout.ts';
import { addSimpleProduct, cartPanel } from '../support/storefront.ts';

/**
 * The self-service kiosk on a branch's counter (spec §2 "Global overlays", §4 "the draft reset in
 * the self-service context"; docs/decisions/031-installable-app-and-kiosk.md): screensaver, tap,
 * order, ticket number, reset to the screensaver after the idle time; no install prompt and no
 * cookie banner in the whole journey.
 */
test.use({ serviceWorkers: 'allow', isInstallPromptDismissed: false });

const KIOSK = '/self-service/store/muenchen-schwabing?idle=60';

// München-Schwabing allows Mollie; with the plugin on the storefront offers it, the kiosk does not.
test.beforeAll(async ({ request }) => {
  await updateConfig(request, { enablePluginMollie: true, enableMollie: true });
});

test('screensaver, tap, order, ticket number, then back to the screensaver with an empty cart', async ({
  page,
}) => {
  await page.goto(KIOSK);
  const screensaver = page.getByRole('button', { name: 'Tippen um zu bestellen' });
  await expect(screensaver).toBeVisible();
  await expect(page).toHaveURL('/store/muenchen-schwabing');
  await screensaver.click();
  await expect(screensaver).toHaveCount(0);

  // No way out of the branch: no footer, no header navigation, no cookie banner.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Cookies für Karte und Statistik' })).toHaveCount(
    0,
  );

  await addSimpleProduct(page, 'Pizza Margherita');
  // A reload in the middle of an order (a glitch, a remount) keeps the customer's cart uncovered.
  await page.reload();
  await expect(cartPanel(page)).toContainText('Pizza Margherita');
  await expect(screensaver).toHaveCount(0);
  await goToCheckout(page);
  // The kiosk pays at the counter or by card at the door, never on an external payment page.
  await expect(page.getByRole('radio', { name: 'Barzahlung' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Online-Zahlung (Mollie)' })).toHaveCount(0);
  await fillContact(page, { Vorname: 'Kiosk', Nachname: 'Kunde', 'E-Mail': 'kiosk@example.org' });
  await acceptLegalTexts(page);
  await submitOrder(page);

  const ticket = page.getByRole('region', { name: 'Ihre Ticketnummer' });
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText(/\d/);
  const fontSize = await ticket
    .locator('p')
    .nth(1)
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(80);

  // After the idle time: reset, the screensaver again, and nothing of the last customer.
  await page.clock.fastForward(60_000);
  await expect(screensaver).toBeVisible();
  await screensaver.click();
  await expect(cartPanel(page)).not.toContainText('Pizza Margherita');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key !== 'shop-self-service'),
    ),
  ).toEqual([]);
});
