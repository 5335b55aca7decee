import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { cartPanel, gotoAsReturningVisitor, openCart } from '../support/storefront.ts';

/**
 * A mixed-rate bundle's VAT split by its parts' single prices
 * (docs/decisions/051-bundle-vat-split-and-reusable-packaging.md): a 9,90 € menu of a burger
 * (7,50 € at 7 %) and a drink (3,00 € at 19 %) shows in the cart 7,07 € at 7 % (0,46 € VAT) and
 * 2,83 € at 19 % (0,45 € VAT). The spec builds its own non-public branch, category, products and
 * menu (deleted at the end), so no demo menu changes.
 */

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: await adminHeaders(request) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number };
}

test('the cart splits a menu’s VAT between its food and its drink', async ({
  page,
  request,
}, testInfo) => {
  const suffix = `${Date.now().toString(36)}${testInfo.project.name}`;
  const identifier = `menue-${suffix}`;
  const name = `Burgermenü ${suffix}`;
  const branch = await post(request, '/api/branches', {
    identifier,
    name: `Menüfiliale ${suffix}`,
    street: 'Menüweg 1',
    zipCode: '80331',
    city: 'München',
    isEnabled: true,
    isPublic: false,
    isTakeawayEnabled: true,
    openingHours: [{ type: 'daily', from: '00:00', to: '24:00' }],
  });
  const category = await post(request, '/api/categories', { name: `Menüs ${suffix}` });
  const food = { tax: 7, takeawayTax: 7, dineInTax: 7 };
  const drink = { tax: 19, takeawayTax: 19, dineInTax: 19 };
  const burger = await post(request, '/api/products', {
    name: `Burger ${suffix}`,
    price: 750,
    ...food,
  });
  const cola = await post(request, '/api/products', {
    name: `Cola ${suffix}`,
    price: 300,
    ...drink,
  });
  const bundle = await post(request, '/api/products', {
    name,
    type: 'bundle',
    description: 'Burger und Cola 0,33 l',
    price: 990,
    ...food,
    bundleItems: [
      { productId: burger.id, amount: 1 },
      { productId: cola.id, amount: 1 },
    ],
  });
  const menu = await post(request, '/api/menus', {
    name: `Menükarte ${suffix}`,
    availableFrom: '2026-01-01T00:00:00+01:00',
    branchIds: [branch.id],
    catalog: { categories: [{ id: category.id, products: [{ id: bundle.id }] }] },
  });

  await gotoAsReturningVisitor(page, `/store/${identifier}`);
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(dialog).toBeHidden();

  await openCart(page);
  const summary = cartPanel(page).getByRole('table', { name: 'Kostenübersicht' });
  await expect(summary.getByRole('row', { name: /^Gesamt/ })).toContainText('9,90\u00a0€');
  await expect(summary.getByRole('row', { name: /inkl\. 7 % MwSt\./ })).toContainText(
    '0,46\u00a0€',
  );
  await expect(summary.getByRole('row', { name: /inkl\. 19 % MwSt\./ })).toContainText(
    '0,45\u00a0€',
  );
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/work/shots/h-bundle/cart-bundle-vat-${width}.png` });

  // Leaves the shared server as it found it.
  const headers = await adminHeaders(request);
  for (const url of [
    `/api/menus/${menu.id}`,
    `/api/products/${bundle.id}`,
    `/api/products/${cola.id}`,
    `/api/products/${burger.id}`,
    `/api/categories/${category.id}`,
    `/api/branches/${branch.id}`,
  ]) {
    const response = await request.delete(url, { headers });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  }
});
