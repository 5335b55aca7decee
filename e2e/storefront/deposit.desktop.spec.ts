import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { cartPanel, gotoAsReturningVisitor, openCart } from '../support/storefront.ts';

/**
 * Deposits (Pfand) beside the price (docs/decisions/046-deposits-and-credit-notes.md): a drink
 * with 0,25 € deposit shows "zzgl. 0,25 € Pfand" on its card and in the item editor; the cart
 * line shows the deposit of its amount, the totals a row "Pfand", and the total includes it.
 * The spec builds its own non-public branch, category, product and menu (deleted at the end), so
 * no demo menu changes.
 */

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: await adminHeaders(request) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number };
}

test('the Pfand stands beside the price in the item editor and the cart, and the total includes it', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const identifier = `pfand-${suffix}`;
  const name = `Apfelschorle ${suffix}`;
  const branch = await post(request, '/api/branches', {
    identifier,
    name: `Pfandfiliale ${suffix}`,
    street: 'Flaschenweg 1',
    zipCode: '80331',
    city: 'München',
    isEnabled: true,
    isPublic: false,
    isTakeawayEnabled: true,
    openingHours: [{ type: 'daily', from: '00:00', to: '24:00' }],
  });
  const category = await post(request, '/api/categories', { name: `Getränke ${suffix}` });
  const product = await post(request, '/api/products', {
    name,
    description: '0,5 l in der Mehrwegflasche',
    price: 250,
    deposit: 25,
    tax: 19,
    takeawayTax: 19,
    dineInTax: 19,
  });
  const menu = await post(request, '/api/menus', {
    name: `Pfandkarte ${suffix}`,
    availableFrom: '2026-01-01T00:00:00+01:00',
    branchIds: [branch.id],
    catalog: { categories: [{ id: category.id, products: [{ id: product.id }] }] },
  });

  await gotoAsReturningVisitor(page, `/store/${identifier}`);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('2,50\u00a0€');
  await expect(card.getByTestId('product-deposit')).toHaveText('zzgl. 0,25\u00a0€ Pfand');

  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('output')).toHaveText('2,50\u00a0€');
  await expect(dialog.getByTestId('item-deposit')).toHaveText('zzgl. 0,25\u00a0€ Pfand');
  await dialog.getByRole('button', { name: 'Menge erhöhen' }).click();
  // Two bottles: the price doubles, and so does the deposit beside it.
  await expect(dialog.locator('output')).toHaveText('5,00\u00a0€');
  await expect(dialog.getByTestId('item-deposit')).toHaveText('zzgl. 0,50\u00a0€ Pfand');
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(dialog).toBeHidden();

  await openCart(page);
  const cart = cartPanel(page);
  const line = cart.getByRole('listitem', { name: new RegExp(name) });
  await expect(line).toContainText('5,00\u00a0€');
  await expect(line.getByTestId('line-deposit')).toHaveText('zzgl. 0,50\u00a0€ Pfand');
  const summary = cart.getByRole('table', { name: 'Kostenübersicht' });
  await expect(summary.getByRole('row', { name: /^Kosten/ })).toContainText('5,00\u00a0€');
  await expect(summary.getByRole('row', { name: /^Pfand/ })).toContainText('0,50\u00a0€');
  await expect(summary.getByRole('row', { name: /^Gesamt/ })).toContainText('5,50\u00a0€');
  // VAT of the whole 5,50 € at 19 %: 0,88 €.
  await expect(summary.getByRole('row', { name: /inkl\. 19 % MwSt\./ })).toContainText(
    '0,88\u00a0€',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoAsReturningVisitor(page, `/store/${identifier}`);
  await openCart(page);
  await expect(cartPanel(page).getByTestId('line-deposit')).toBeVisible();
  await page.screenshot({ path: '/work/shots/h-law/cart-deposit-390.png', fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/work/shots/h-law/cart-deposit-1280.png', fullPage: false });

  // Leaves the shared server as it found it.
  const headers = await adminHeaders(request);
  for (const url of [
    `/api/menus/${menu.id}`,
    `/api/products/${product.id}`,
    `/api/categories/${category.id}`,
    `/api/branches/${branch.id}`,
  ]) {
    const response = await request.delete(url, { headers });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  }
});
