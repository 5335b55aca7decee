import type { Locator, Page } from '@playwright/test';
import {
  type Cart,
  deliveryFeeLabel,
  deliveryMethodOf,
  formatMoney,
  formatQuantity,
  priceCart,
  priceLabel,
} from '../../packages/domain/src/index.ts';
import { expect, test } from '../fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { initEntries, routeInit } from '../support/init-route.ts';
import {
  addSimpleProduct,
  cartPanel,
  gotoAsReturningVisitor,
  openCart,
} from '../support/storefront.ts';

/**
 * The cart panel (spec §2 "Cart panel", §4 "Cart", §5 delivery minimum,
 * §9 taxes and delivery fee) at the Munich branch, open and delivering at E2E_NOW.
 *
 * Every amount below is computed by hand from the demo data, per line as spec §9 says
 * (net = gross / (1 + rate/100), rounded to cents; tax = gross − net):
 *   Pizza Margherita 8,90 € food 7 % everywhere:        net 8,32  tax 0,58
 *   Latte Macchiato  4,20 € milk drink 7 % / dine-in 19 %: net 3,93 tax 0,27 | net 3,53 tax 0,67
 *   Cappuccino       3,60 € drink 19 % everywhere:      net 3,03  tax 0,57
 *   Delivery Schwabing 2,50 € at 19 %: net 2,10 tax 0,40; minimum 15,00 €, free from 30,00 €
 *   Delivery Maxvorstadt 3,90 €: minimum 20,00 €, free from 45,00 €; Englischer Garten: free.
 */

const BRANCH = '/store/muenchen-schwabing';

const row = (cart: Locator, label: string | RegExp) => cart.getByRole('row', { name: label });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Checks one summary row (the totals are a table: label cell, amount cell). */
async function expectRow(cart: Locator, label: string, value: string) {
  await expect(row(cart, new RegExp(`^${escapeRegExp(label)}\\s`))).toContainText(value);
}

test('switching takeaway, delivery and dine-in shows taxes, fees, minimum order and hints computed by hand', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  await addSimpleProduct(page, 'Pizza Margherita');
  await addSimpleProduct(page, 'Latte Macchiato');
  await addSimpleProduct(page, 'Cappuccino');
  await openCart(page);
  const cart = cartPanel(page);
  const method = cart.getByLabel('Art der Lieferung');
  const checkout = cart.getByRole('button', { name: 'Jetzt bestellen' });

  // The demo config's default method is takeaway; all three modes are enabled here.
  await expect(method).toHaveValue('takeaway');
  await expect(method.getByRole('option')).toHaveText(['Takeaway', 'Lieferung', 'Dine In']);
  await expectRow(cart, 'Kosten', '16,70 €');
  await expectRow(cart, 'Gesamt', '16,70 €');
  await expectRow(cart, 'inkl. 7 % MwSt.', '0,85 €'); // 0,58 + 0,27
  await expectRow(cart, 'inkl. 19 % MwSt.', '0,57 €');
  await expect(row(cart, /^Lieferkosten/)).toHaveCount(0);
  await expect(cart.getByLabel('Liefergebiet')).toHaveCount(0);
  await expect(checkout).toBeEnabled();

  await method.selectOption('delivery');
  const area = cart.getByLabel('Liefergebiet');
  await expect(area).toHaveValue(/\d+/);
  await expect(area.getByRole('option', { selected: true })).toHaveText(
    'Schwabing (80801, 80802, 80803)',
  );
  await expectRow(cart, 'Kosten', '16,70 €');
  await expectRow(cart, 'Lieferkosten', '2,50 €');
  await expectRow(cart, 'Gesamt', '19,20 €');
  await expectRow(cart, 'inkl. 7 % MwSt.', '0,85 €');
  await expectRow(cart, 'inkl. 19 % MwSt.', '0,97 €'); // 0,57 + fee 0,40
  await expect(cart.getByText('Kostenlose Lieferung ab 30,00 €.')).toBeVisible();
  await expect(cart.getByText(/Mindestbestellwert/)).toHaveCount(0);
  await expect(checkout).toBeEnabled();

  await area.selectOption({ label: 'Maxvorstadt (80333, 80799)' });
  await expectRow(cart, 'Lieferkosten', '3,90 €');
  await expectRow(cart, 'Gesamt', '20,60 €');
  await expect(
    cart.getByText(
      'Sie haben den Mindestbestellwert in Höhe von 20,00 € leider noch nicht erreicht.',
    ),
  ).toBeVisible();
  await expect(
    cart.getByText(
      'Fügen Sie Waren im Wert von mindestens 3,30 € hinzu oder wählen Sie eine andere Art der Lieferung.',
    ),
  ).toBeVisible();
  await expect(cart.getByText('Kostenlose Lieferung ab 45,00 €.')).toBeVisible();
  await expect(checkout).toBeDisabled();

  await area.selectOption({ label: 'Englischer Garten (Abholpunkt Chinesischer Turm)' });
  await expectRow(cart, 'Lieferkosten', 'Kostenlos');
  await expectRow(cart, 'Gesamt', '16,70 €');
  await expect(cart.getByText(/Kostenlose Lieferung ab/)).toHaveCount(0);
  await expect(checkout).toBeEnabled();

  await method.selectOption('dineIn');
  await expect(cart.getByLabel('Liefergebiet')).toHaveCount(0);
  await expectRow(cart, 'Kosten', '16,70 €');
  await expectRow(cart, 'Gesamt', '16,70 €');
  await expectRow(cart, 'inkl. 7 % MwSt.', '0,58 €');
  await expectRow(cart, 'inkl. 19 % MwSt.', '1,24 €'); // 0,67 + 0,57

  // Below the Schwabing minimum (15,00 €) once the pizza is gone: 7,80 € → 7,20 € missing.
  await method.selectOption('delivery');
  await area.selectOption({ label: 'Schwabing (80801, 80802, 80803)' });
  await cart
    .getByRole('listitem', { name: /Pizza Margherita/ })
    .getByRole('button', { name: 'Entfernen' })
    .click();
  await expectRow(cart, 'Kosten', '7,80 €');
  await expect(
    cart.getByText(
      'Fügen Sie Waren im Wert von mindestens 7,20 € hinzu oder wählen Sie eine andere Art der Lieferung.',
    ),
  ).toBeVisible();
  await expect(checkout).toBeDisabled();
  await method.selectOption('takeaway');
  await expect(checkout).toBeEnabled();
  await checkout.click();
  await expect(page).toHaveURL(/\/store\/muenchen-schwabing\/checkout$/);
});

test('a cart line is edited from the cart and removed; the count follows', async ({ page }) => {
  await gotoAsReturningVisitor(page, BRANCH);
  await addSimpleProduct(page, 'Pizza Funghi');
  await openCart(page);
  const cart = cartPanel(page);
  const line = cart.getByRole('listitem', { name: /Pizza Funghi/ });
  await expect(line).toContainText('1 × Pizza Funghi');
  await line.getByRole('button', { name: 'Bearbeiten' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Menge' })).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Menge erhöhen' }).click();
  await dialog.getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect(dialog.locator('output')).toHaveText('31,50 €'); // 3 × 10,50 €
  // Editing a line saves the change (docs/decisions/017-customer-journey-comfort.md).
  await dialog.getByRole('button', { name: 'Änderung speichern' }).click();
  await expect(dialog).toBeHidden();

  // Replaced, not added.
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await expect(line).toContainText('3 × Pizza Funghi');
  await expect(line).toContainText('31,50 €');
  await cart.getByRole('button', { name: 'Warenkorb ausblenden' }).click();
  await expect(cart.getByRole('button', { name: '3 Produkte im Warenkorb' })).toBeVisible();

  await cart.getByRole('button', { name: '3 Produkte im Warenkorb' }).click();
  await line.getByRole('button', { name: 'Entfernen' }).click();
  await expect(cart.getByRole('listitem')).toHaveCount(0);
  await expect(cart.getByText('Keine Produkte im Warenkorb')).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Jetzt bestellen' })).toBeDisabled();
  await cart.getByRole('button', { name: 'Warenkorb ausblenden' }).click();
  await expect(cart.getByRole('button', { name: 'Keine Produkte im Warenkorb' })).toBeVisible();
});

test('a reload keeps the cart, its order type and area (sessionStorage per branch)', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  await addSimpleProduct(page, 'Espresso');
  await addSimpleProduct(page, 'Espresso');
  await openCart(page);
  await cartPanel(page).getByLabel('Art der Lieferung').selectOption('delivery');
  await cartPanel(page)
    .getByLabel('Liefergebiet')
    .selectOption({ label: 'Maxvorstadt (80333, 80799)' });

  await page.reload();
  await openCart(page);
  const cart = cartPanel(page);
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  await expect(cart.getByLabel('Art der Lieferung')).toHaveValue('delivery');
  await expect(cart.getByLabel('Liefergebiet').getByRole('option', { selected: true })).toHaveText(
    'Maxvorstadt (80333, 80799)',
  );
  await expectRow(cart, 'Kosten', '4,40 €');

  // Another branch has its own cart.
  await gotoAsReturningVisitor(page, '/store/hamburg-eppendorf');
  await expect(
    cartPanel(page).getByRole('button', {
      name: /Keine Produkte im Warenkorb|Warenkorb ausblenden/,
    }),
  ).toBeVisible();
  await openCart(page);
  await expect(cartPanel(page).getByRole('listitem')).toHaveCount(0);
  await expect(cartPanel(page).getByLabel('Art der Lieferung').getByRole('option')).toHaveText([
    'Takeaway',
  ]);
});

test('a visit that never touches the cart keeps nothing; the first line keeps the cart', async ({
  page,
}) => {
  const storedCart = () =>
    page.evaluate(() => window.sessionStorage.getItem('shop.cart.muenchen-schwabing'));
  await gotoAsReturningVisitor(page, BRANCH);
  await page.goto(`${BRANCH}/checkout`);
  await gotoAsReturningVisitor(page, BRANCH);
  // Nothing to keep: the tab's next page needs no reader for a kept cart (persisted-cart.ts).
  expect(await storedCart()).toBeNull();

  await addSimpleProduct(page, 'Espresso');
  expect(JSON.parse((await storedCart()) ?? 'null')).toMatchObject({ items: [{ amount: 1 }] });
  // An unreadable kept cart is dropped, and the page starts with an empty one.
  await page.evaluate(() =>
    window.sessionStorage.setItem('shop.cart.muenchen-schwabing', '{"items":"kaputt"}'),
  );
  await page.reload();
  await waitForHydration(page);
  // The store reads (and drops) the kept cart when the page's cart first subscribes, which on a
  // loaded machine can come a moment after hydration.
  await expect.poll(storedCart).toBeNull();
  await expect(
    cartPanel(page).getByRole('button', {
      name: /Keine Produkte im Warenkorb|Warenkorb ausblenden/,
    }),
  ).toBeVisible();
});

test('lines whose product changed are removed when the menu loads, and the customer is told', async ({
  page,
}) => {
  let initCalls = 0;
  // The first delivery is the copy embedded in the page, the second the 4-hour reload.
  await routeInit(page, (body, call) => {
    initCalls = call;
    if (call === 1) return;
    // The reload brings a new price for the pizza (spec §4: same id, name, description, price).
    const products = initEntries(body).get('/api/products') as { name: string; price: number }[];
    const pizza = products.find((product) => product.name === 'Pizza Margherita');
    if (pizza) pizza.price = 990;
  });
  await gotoAsReturningVisitor(page, BRANCH);
  await addSimpleProduct(page, 'Pizza Margherita');
  await addSimpleProduct(page, 'Espresso');

  // Nothing reloads before 4 hours; then the 10-second check fetches the menu data again.
  await page.clock.fastForward('03:59:00');
  expect(initCalls).toBe(1);
  await page.clock.fastForward('00:01:10');
  await expect.poll(() => initCalls).toBe(2);
  await expect(page.getByRole('alert')).toContainText(
    'Diese Produkte haben sich geändert und wurden aus Ihrem Warenkorb entfernt: Pizza Margherita.',
  );
  await openCart(page);
  await expect(cartPanel(page).getByRole('listitem')).toHaveCount(1);
  await expect(cartPanel(page).getByRole('listitem', { name: /Espresso/ })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Pizza Margherita' }).getByText('9,90 €'),
  ).toBeVisible();
  await cartPanel(page).getByRole('button', { name: 'Warenkorb ausblenden' }).click();
  await page.getByRole('button', { name: 'Hinweis schließen' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the totals the cart shows are the domain results for the stored lines (one implementation)', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  await page.getByRole('button', { name: 'Pizza nach Wahl', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Groß/ }).check();
  for (let step = 0; step < 3; step += 1) {
    await dialog.getByRole('button', { name: 'Zum nächsten Schritt' }).click();
  }
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(dialog).toBeHidden();
  await addSimpleProduct(page, 'Latte Macchiato');
  await addSimpleProduct(page, 'Apfelschorle 0,33 l');
  await openCart(page);
  const cart = cartPanel(page);

  for (const method of ['takeaway', 'delivery', 'dineIn'] as const) {
    await cart.getByLabel('Art der Lieferung').selectOption(method);
    const stored = (await page.evaluate(() =>
      JSON.parse(window.sessionStorage.getItem('shop.cart.muenchen-schwabing') ?? 'null'),
    )) as Cart;
    expect(deliveryMethodOf(stored)).toBe(method);
    const area = method === 'delivery' ? await readArea(page, stored.deliveryArea) : null;
    const totals = priceCart(stored.items, method, area);
    await expectRow(cart, 'Kosten', formatMoney(totals.gross));
    if (method === 'delivery') {
      await expectRow(cart, 'Lieferkosten', deliveryFeeLabel(totals.deliveryGross));
    }
    await expectRow(
      cart,
      totals.isApproximate ? 'Voraussichtlich' : 'Gesamt',
      totals.isApproximate
        ? priceLabel(totals.totalGross, 'approximate')
        : formatMoney(totals.totalGross),
    );
    for (const tax of totals.taxes) {
      await expectRow(cart, `inkl. ${formatQuantity(tax.rate)} % MwSt.`, formatMoney(tax.tax));
    }
    await expect(cart.getByRole('row', { name: /^inkl\./ })).toHaveCount(totals.taxes.length);
  }
});

/** The branch's delivery area as the storefront received it (from /api/init). */
async function readArea(page: Page, areaId: number | null) {
  const response = await page.request.get('/api/init');
  const body = (await response.json()) as { data: { url: string; data: unknown }[] };
  const branches = body.data.find((entry) => entry.url === '/api/branches')?.data as {
    identifier: string;
    deliveryAreas: Parameters<typeof priceCart>[2][];
  }[];
  const branch = branches.find((candidate) => candidate.identifier === 'muenchen-schwabing');
  return branch?.deliveryAreas.find((area) => area?.id === areaId) ?? null;
}
