import type { APIRequestContext } from '@playwright/test';
import { STRONG_PASSWORD, submitLogin } from '../backoffice/backoffice-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import {
  acceptLegalTexts,
  checkoutSection,
  expectThankYouPage,
  fillContact,
  goToCheckout,
  submitOrder,
} from '../support/checkout.ts';
import { createEmployee } from '../support/orders.ts';
import { gotoAsReturningVisitor, reloadStorefront } from '../support/storefront.ts';

/**
 * Reusable packaging for food sold to go (§33 VerpackG,
 * docs/decisions/051-bundle-vat-split-and-reusable-packaging.md): at a branch that offers it the
 * checkout asks "Verpackung", single-use preselected; choosing "Mehrwegverpackung (Pfand 5,00 €)"
 * adds the deposit as "Pfand" to the totals, the choice survives a reload, and the staff order
 * screen shows it. The spec builds its own non-public branch, category, product and menu.
 */

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: await adminHeaders(request) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number };
}

test('the checkout offers reusable packaging with its deposit, and staff see it', async ({
  page,
  request,
}, testInfo) => {
  const suffix = `${Date.now().toString(36)}${testInfo.project.name}`;
  const identifier = `mehrweg-${suffix}`;
  const productName = `Bowl ${suffix}`;
  const branchValues = {
    identifier,
    name: `Mehrwegfiliale ${suffix}`,
    street: 'Schalenweg 1',
    zipCode: '80331',
    city: 'München',
    isEnabled: true,
    isPublic: false,
    isTakeawayEnabled: true,
    isReusablePackagingOffered: true,
    reusablePackagingDeposit: 500,
    openingHours: [{ type: 'daily', from: '00:00', to: '24:00' }],
  };
  const branch = await post(request, '/api/branches', branchValues);
  const category = await post(request, '/api/categories', { name: `Bowls ${suffix}` });
  const product = await post(request, '/api/products', {
    name: productName,
    price: 890,
    tax: 7,
    takeawayTax: 7,
    dineInTax: 7,
  });
  const menu = await post(request, '/api/menus', {
    name: `Bowlkarte ${suffix}`,
    availableFrom: '2026-01-01T00:00:00+01:00',
    branchIds: [branch.id],
    catalog: { categories: [{ id: category.id, products: [{ id: product.id }] }] },
  });

  await gotoAsReturningVisitor(page, `/store/${identifier}`);
  await page.getByRole('button', { name: productName, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(dialog).toBeHidden();
  await goToCheckout(page);

  const packaging = checkoutSection(page, 'Verpackung');
  const singleUse = packaging.getByRole('radio', { name: 'Einwegverpackung' });
  const reusable = packaging.getByRole('radio', { name: 'Mehrwegverpackung (Pfand 5,00 €)' });
  await expect(singleUse).toBeChecked();
  const summary = checkoutSection(page, 'Ihre Bestellung im Überblick');
  await expect(summary.getByRole('row', { name: /^Pfand/ })).toHaveCount(0);
  await reusable.check();
  await expect(summary.getByRole('row', { name: /^Pfand/ })).toContainText('5,00\u00a0€');
  await expect(summary.getByRole('row', { name: /^Gesamt/ })).toContainText('13,90\u00a0€');
  const width = page.viewportSize()?.width ?? 0;
  await packaging.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/work/shots/h-pack/checkout-packaging-${width}.png` });

  // The choice is part of the saved draft (spec §3 Cart, order).
  await reloadStorefront(page);
  await expect(reusable).toBeChecked();

  await fillContact(page, { Vorname: 'Mara', Nachname: `Mehrweg ${suffix}` });
  await acceptLegalTexts(page);
  await submitOrder(page);
  const placed = await expectThankYouPage(page);
  // The status page repeats the choice among the order's facts.
  const packagingFact = page.locator('dt', { hasText: /^Verpackung$/ }).locator('xpath=..');
  await expect(packagingFact.locator('dd')).toHaveText('Mehrwegverpackung (Pfand 5,00 €)');
  await packagingFact.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/work/shots/h-pack/status-packaging-${width}.png` });
  const view = await request.get(`/api/orders/public/${placed.uid}/${placed.hash}`);
  const order = (await view.json()).data.order as { id: number; packagingDeposit: number };
  expect(order.packagingDeposit).toBe(500);

  const email = await createEmployee(request, branch.id);
  await page.goto('/backend/login');
  await submitLogin(page, email, STRONG_PASSWORD);
  await expect(page).not.toHaveURL(/\/backend\/login/);
  await page.goto(`/backend/orders/${order.id}`);
  const screen = page.getByRole('main');
  await expect(screen.getByText('Mehrwegverpackung (Pfand 5,00 €)')).toBeVisible();
  await expect(screen.getByText('Verpackung', { exact: true })).toBeVisible();

  // Leaves the shared server as tidy as it can: the order keeps its branch and product, the
  // branch is switched off so the root page lists only the demo branches again.
  const headers = await adminHeaders(request);
  const removed = await request.delete(`/api/menus/${menu.id}`, { headers });
  expect(removed.ok(), await removed.text()).toBe(true);
  const switchedOff = await request.put(`/api/branches/${branch.id}`, {
    headers,
    data: { ...branchValues, isEnabled: false },
  });
  expect(switchedOff.ok(), await switchedOff.text()).toBe(true);
});
