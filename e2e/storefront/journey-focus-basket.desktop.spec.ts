import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  acceptLegalTexts,
  checkoutSection,
  expectThankYouPage,
  fillContact,
  goToCheckout,
  submitOrder,
} from '../support/checkout.ts';
import {
  addSimpleProduct,
  cartPanel,
  gotoAsReturningVisitor,
  openCart,
} from '../support/storefront.ts';

/**
 * The customer journey at the desktop width (1280 px), as a tester found it: the focus lost after
 * every dialog, and the basket lost in a new tab (docs/decisions/017-customer-journey-comfort.md).
 */

const BRANCH = '/store/muenchen-schwabing';

/** The number of Tab presses from the focused element until `name` has the focus (max `limit`). */
async function tabsUntil(page: Page, name: string, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return presses;
  }
  return Number.POSITIVE_INFINITY;
}

test('the focus returns to the product after Escape and goes to the cart after adding, a few tabs from "Jetzt bestellen"', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  const product = page.getByRole('button', { name: 'Pizza Margherita', exact: true });
  await product.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(product).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(dialog).toBeHidden();
  await expect(cartPanel(page).getByRole('button', { name: 'Warenkorb ausblenden' })).toBeFocused();
  expect(await tabsUntil(page, 'Jetzt bestellen', 12)).toBeLessThanOrEqual(10);
});

test('the focus returns to "Termin wählen" after the date picker is closed and after a time is chosen', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  await addSimpleProduct(page, 'Pizza Margherita');
  await goToCheckout(page);
  const section = checkoutSection(page, 'Wunschtermin');
  const choose = section.getByRole('button', { name: 'Termin wählen' });
  await choose.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(choose).toBeFocused();

  // Date, then time: the focus comes back to the same control (now 'Termin ändern').
  await choose.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Übernehmen', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Verfügbare Zeiten:');
  await page.getByRole('dialog').getByRole('button', { name: 'Übernehmen', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Termin ändern' })).toBeFocused();
});

test("a new tab restores the branch's last basket within a day, without the form; an order clears it", async ({
  page,
  context,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  await addSimpleProduct(page, 'Pizza Margherita');
  await addSimpleProduct(page, 'Cappuccino');
  await addSimpleProduct(page, 'Pizza Margherita');
  await openCart(page);
  await cartPanel(page).getByLabel('Art der Lieferung').selectOption('delivery');
  await goToCheckout(page);
  await fillContact(page, { Vorname: 'Erika', Nachname: 'Muster' });

  // A link opened in a new tab: the spec's per-tab cart is empty there; the last basket comes back.
  const second = await context.newPage();
  await second.clock.install({ time: new Date(await page.evaluate(() => Date.now())) });
  await gotoAsReturningVisitor(second, BRANCH);
  await expect(
    cartPanel(second).getByRole('button', { name: /3 Produkte im Warenkorb|Warenkorb ausblenden/ }),
  ).toBeVisible();
  await openCart(second);
  await expect(cartPanel(second).getByRole('listitem')).toHaveCount(3);
  await expect(cartPanel(second).getByLabel('Art der Lieferung')).toHaveValue('delivery');
  // Never the checkout form: names and addresses stay in their tab.
  const kept = await second.evaluate(() =>
    localStorage.getItem('shop.lastBasket.muenchen-schwabing'),
  );
  expect(kept).not.toContain('Erika');
  await second.close();

  // More than a day later a new tab starts empty.
  const later = await context.newPage();
  await later.clock.install({ time: new Date(Date.parse('2026-12-03T12:30:00Z')) });
  await gotoAsReturningVisitor(later, BRANCH);
  await expect(cartPanel(later)).toContainText('Keine Produkte im Warenkorb');
  await later.close();

  // After an order the last basket is gone: a new tab starts empty.
  await gotoAsReturningVisitor(page, BRANCH);
  await openCart(page);
  await cartPanel(page).getByLabel('Art der Lieferung').selectOption('takeaway');
  await goToCheckout(page);
  await fillContact(page, { Vorname: 'Erika', Nachname: 'Muster', 'E-Mail': 'erika@example.org' });
  await acceptLegalTexts(page);
  await submitOrder(page);
  await expectThankYouPage(page);
  const third = await context.newPage();
  await third.clock.install({ time: new Date(await page.evaluate(() => Date.now())) });
  await gotoAsReturningVisitor(third, BRANCH);
  await expect(cartPanel(third)).toContainText('Keine Produkte im Warenkorb');
});
