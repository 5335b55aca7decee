import { expect, test } from '../fixtures.ts';
import { demoShop, placeOrder, uniqueName } from '../support/orders.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * Changing the options of a configurable line in the back-office: the customer
 * phones "doch ohne Zwiebeln, aber groß". The order detail opens the shared item editor; the
 * server re-prices the line and the order. Demo catalogue: Pizza nach Wahl sizes overwrite the
 * unit price (Klein 8,90 €, Groß 13,90 €), Rote Zwiebeln add 0,80 €; Pizza Margherita 8,90 €;
 * takeaway at 7 % VAT.
 */

// By hand: before 8,90 + 0,80 = 9,70 € for the pizza, 2 × 8,90 = 17,80 € → 27,50 €.
// After: 13,90 € for the pizza → 13,90 + 17,80 = 31,70 €; VAT 31,70 − 31,70 / 1,07 = 2,07 €.
const BEFORE = { line: '9,70 €', total: '27,50 €' };
const AFTER = { line: '13,90 €', total: '31,70 €', tax: 'enthält 7 % MwSt.: 2,07 €' };

test('a shift manager changes an option of a configurable line; price and total follow', async ({
  page,
  request,
}) => {
  const shop = await demoShop(request);
  const name = uniqueName('Zwiebel');
  const order = await placeOrder(request, {
    lastName: name,
    items: [
      {
        product: shop.product('Pizza nach Wahl'),
        amount: 1,
        unit: 'piece',
        parts: ['Klein (Ø 26 cm)', null, ['Rote Zwiebeln'], ''],
      },
      { product: shop.product('Pizza Margherita'), amount: 2, unit: 'piece', parts: [] },
    ],
  });
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/backend/orders/${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Bestellung #${order.ticketNumber}` }),
  ).toBeVisible();
  const lines = page.getByRole('table', { name: 'Positionen' });
  const pizzaRow = lines.getByRole('row', { name: /Pizza nach Wahl/ });
  await expect(pizzaRow).toContainText('Beläge: Rote Zwiebeln');
  await expect(pizzaRow).toContainText(BEFORE.line);
  await expect(page.getByRole('main')).toContainText(BEFORE.total);

  await page.getByRole('button', { name: 'Pizza nach Wahl bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pizza nach Wahl bearbeiten' });
  // Every part at once (no steps), chosen as the customer ordered
  await expect(dialog.getByRole('radio', { name: /Klein/ })).toBeChecked();
  const onions = dialog.getByRole('checkbox', { name: /Rote Zwiebeln/ });
  await expect(onions).toBeChecked();
  await dialog.getByRole('radio', { name: /Groß/ }).click();
  await onions.click();
  await expect(onions).not.toBeChecked();
  await expect(dialog.locator('output')).toContainText(AFTER.line);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();

  await expect(pizzaRow).toContainText('Größe: Groß (Ø 36 cm)');
  await expect(pizzaRow).not.toContainText('Rote Zwiebeln');
  await expect(pizzaRow).toContainText(AFTER.line);
  await expect(page.getByRole('main')).toContainText(AFTER.total);
  await expect(page.getByText(AFTER.tax)).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Position 1 geändert');

  // The server's answer, not the screen's: the public view of the order shows the same total.
  const publicView = await request.get(`/api/orders/public/${order.uid}/${order.hash}`);
  const { data } = (await publicView.json()) as { data: { order: { totalGross: number } } };
  expect(data.order.totalGross).toBe(3170);

  // The audit trail names the order, the action and the line before and after.
  await page.goto('/backend/settings/logs');
  await page.getByLabel('Bereich', { exact: true }).selectOption({ label: 'Bestellung' });
  const entry = page.getByRole('row').filter({ hasText: `Bestellung #${order.id}` });
  await expect(entry).toContainText('Position geändert');
  await expect(entry).toContainText(ADMIN_EMAIL);
  await entry.getByRole('link').click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Bestellung #${order.id}: Position geändert` }),
  ).toBeVisible();
  // Field labels and money as the screens show them (spec §7 logs), not keys and cents.
  const totalRow = page.getByRole('row', { name: /^Summe/ });
  await expect(totalRow).toContainText(/27,50\s€/);
  await expect(totalRow).toContainText(/31,70\s€/);
});
