import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { updateConfig } from '../support/admin.ts';
import {
  acceptLegalTexts,
  checkoutSection,
  expectCartClearedOnReturn,
  expectThankYouPage,
  fillContact,
  goToCheckout,
  statusPageOrder,
  submitOrder,
  textField,
} from '../support/checkout.ts';
import { addSimpleProduct, gotoAsReturningVisitor } from '../support/storefront.ts';

/**
 * Online payment through Mollie (spec §4 Checkout, §8 checkout_error) against the
 * fake Mollie that playwright.config.ts starts beside the shop: its payment page offers
 * "Bezahlen" and "Abbrechen", calls the shop's webhook and sends the browser back.
 * München-Schwabing allows Mollie; the shop's settings switch the plugin on (every browser test
 * that reads payment methods accepts Mollie among them).
 */

test.beforeAll(async ({ request }) => {
  await updateConfig(request, { enablePluginMollie: true, enableMollie: true });
});

async function checkoutWithMollie(page: Page) {
  await gotoAsReturningVisitor(page, '/store/muenchen-schwabing');
  await addSimpleProduct(page, 'Pizza Margherita');
  await goToCheckout(page);
  await fillContact(page, { Vorname: 'Paula', Nachname: 'Online', 'E-Mail': 'paula@example.com' });
  await page.getByRole('radio', { name: 'Online-Zahlung (Mollie)' }).check();
  await acceptLegalTexts(page);
  await submitOrder(page);
  // The fake provider's payment page, on its own port.
  await expect(page.getByRole('heading', { name: 'Testzahlung 8.90 EUR' })).toBeVisible({
    timeout: 20_000,
  });
}

test('a Mollie payment made on the provider page lands on the status page as paid', async ({
  page,
}) => {
  await checkoutWithMollie(page);
  await page.getByRole('button', { name: 'Bezahlen' }).click();

  await expectThankYouPage(page);
  const details = page.getByRole('region', { name: 'Bestelldaten' });
  await expect(details).toContainText('Online-Zahlung (Mollie)');
  await expect(page.getByRole('region', { name: 'Status' })).toContainText(
    'Zahlungsstatus: Bezahlt',
  );

  // Paid: the cart is cleared now.
  await expectCartClearedOnReturn(page);
});

test('a cancelled Mollie payment returns to the checkout error with cart and form intact', async ({
  page,
}) => {
  await checkoutWithMollie(page);
  await page.getByRole('button', { name: 'Abbrechen' }).click();

  await expect(page).toHaveURL(/\/store\/muenchen-schwabing\/checkout\/error$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
  );
  await expect(checkoutSection(page, 'Ihre Bestellung im Überblick')).toContainText(
    '1 × Pizza Margherita',
  );
  await expect(textField(page, 'Vorname')).toHaveValue('Paula');
  await expect(page.getByRole('radio', { name: 'Online-Zahlung (Mollie)' })).toBeChecked();

  // Paying in cash instead goes through.
  await page.getByRole('radio', { name: 'Barzahlung' }).check();
  await submitOrder(page);
  await statusPageOrder(page);
  await expect(page.getByRole('region', { name: 'Bestelldaten' })).toContainText('Barzahlung');
});
