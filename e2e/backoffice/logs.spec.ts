import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { uniqueName } from '../support/orders.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * spec §7 logs (Statistik/Logs): an entry names the entity, shows field labels and readable values
 * ("2,50 €", "Ja"), and keeps the raw JSON behind "Details".
 */

test('the logs show names, field labels and money, with the raw JSON only behind Details', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const name = uniqueName('Logbrezel');
  const created = await request.post('/api/products', {
    headers,
    data: { name, price: 250, tax: 7, takeawayTax: 7, dineInTax: 19 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };

  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/settings/logs');
  await page.getByLabel('Bereich', { exact: true }).selectOption({ label: 'Produkt' });
  const entry = page.getByRole('row').filter({ hasText: `Produkt „${name}“` });
  await expect(entry).toContainText('Erstellt');
  await expect(entry).not.toContainText(`#${data.id}`);
  await expect(entry).toContainText('Preis');
  await expect(entry).not.toContainText(/\bprice\b/);
  await entry.getByRole('link').click();

  await expect(
    page.getByRole('heading', { level: 1, name: `Produkt „${name}“: Erstellt` }),
  ).toBeVisible();
  const priceRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Preis', exact: true }) });
  await expect(priceRow).toContainText(/2,50\s€/);
  await expect(page.getByRole('rowheader', { name: 'price', exact: true })).toHaveCount(0);
  await expect(page.getByText('"price": 250')).toHaveCount(0);
  const details = page.getByRole('button', { name: 'Details' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(page.getByRole('region', { name: 'Rohdaten (JSON)' })).toContainText('"price": 250');
});
