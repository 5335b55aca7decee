import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { demoShop, orderRow, placeOrder, uniqueName } from '../support/orders.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * The local display settings of spec §3 ("show product data, show customer data (stored as 1/0
 * flags)"): two switches on the order lists, the order page and the front desk, kept in this
 * browser's localStorage as "1"/"0", hiding the order lines and the customer's data.
 */

test('the order screens hide the lines and the customer when the display switches are off', async ({
  page,
  request,
}) => {
  const lastName = uniqueName('Anzeige');
  const order = await placeOrder(request, { lastName });
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/orders/current');
  const row = page.getByRole('row').filter({ hasText: `#${order.ticketNumber}` });
  await expect(row).toContainText(lastName);
  await expect(row).toContainText(/Position/);

  const customerSwitch = page.getByRole('checkbox', { name: 'Kundendaten anzeigen' });
  const productSwitch = page.getByRole('checkbox', { name: 'Produktdaten anzeigen' });
  await expect(customerSwitch).toBeChecked();
  await expect(productSwitch).toBeChecked();
  await customerSwitch.uncheck();
  await expect(row).not.toContainText(lastName);
  await productSwitch.uncheck();
  await expect(row).not.toContainText(/Position/);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('showProductData'),
      localStorage.getItem('showCustomerData'),
    ]),
  ).toEqual(['0', '0']);

  // Kept in the browser: the order page opens with both hidden.
  await page.goto(`/backend/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${order.ticketNumber}`);
  await expect(page.getByRole('checkbox', { name: 'Kundendaten anzeigen' })).not.toBeChecked();
  await expect(page.getByText(lastName)).toHaveCount(0);
  await expect(page.getByText('Pizza Margherita')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Produktdaten anzeigen' }).check();
  await expect(page.getByText('Pizza Margherita').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('showProductData'))).toBe('1');
  await page.getByRole('checkbox', { name: 'Kundendaten anzeigen' }).check();
  await expect(page.getByText(lastName).first()).toBeVisible();
  await expect(orderRow(page, lastName)).toHaveCount(0);
});

test('the front desk hides the lines and the customer for a screen the customers can see', async ({
  page,
  request,
}) => {
  const shop = await demoShop(request);
  const branch = shop.branch('muenchen-schwabing');
  const response = await request.post(`/api/branches/${branch.id}/api-keys`, {
    headers: await adminHeaders(request),
    data: { name: uniqueName('Anzeige-Tablet') },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { apiKey: string } };
  const lastName = uniqueName('Theke');
  const order = await placeOrder(request, { lastName });

  await page.goto(`/backend/frontdesk/${branch.id}#key=${data.apiKey}`);
  const cardOf = () =>
    page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: `Bestätigen: ${order.ticketNumber}` }) });
  const card = cardOf();
  await expect(card).toContainText(lastName);
  await expect(card).toContainText('Pizza Margherita');
  await page.getByRole('checkbox', { name: 'Kundendaten anzeigen' }).uncheck();
  await page.getByRole('checkbox', { name: 'Produktdaten anzeigen' }).uncheck();
  await expect(card).not.toContainText(lastName);
  await expect(card).not.toContainText('Pizza Margherita');
  await page.reload();
  const reloaded = cardOf();
  await expect(reloaded).toBeVisible();
  await expect(reloaded).not.toContainText(lastName);
  expect(await page.evaluate(() => localStorage.getItem('showCustomerData'))).toBe('0');
});
