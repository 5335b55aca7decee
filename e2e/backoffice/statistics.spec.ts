import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.ts';
import { placeOrder } from '../support/orders.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * Statistik → Auswertungen (docs/decisions/030-statistics-reports.md): orders placed here appear
 * in the dashboard's figures; the presets switch the range; the CSV holds the figures. The
 * orders are placed on a day no other test uses (X-Test-Now), so the counts are exact.
 */
const DAY = '2026-11-18';
const AT = new Date(`${DAY}T12:00:00+01:00`).getTime();

test('orders placed in the test appear in the dashboard; presets switch; the CSV holds the figures', async ({
  page,
  request,
}) => {
  for (let index = 0; index < 3; index++) await placeOrder(request, {}, AT + index * 60_000);

  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/backend/statistics?preset=custom&from=${DAY}&to=${DAY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
  await expect(page.getByTestId('statistics-range')).toHaveText('18.11.2026 – 18.11.2026');
  await expect(page.getByTestId('figure-orders-total')).toHaveText('3');
  // Two pizzas per order.
  await expect(page.getByTestId('figure-items-total')).toHaveText('6');
  await expect(page.getByTestId('figure-canceled-orders-total')).toHaveText('0');
  // The heat map: Wednesday 12 h holds the three orders.
  await expect(
    page.getByTestId('report-order-times').getByTitle('Mi 12 Uhr: 3', { exact: true }),
  ).toBeVisible();
  // By order type and channel, in words (the orders were placed online for pickup).
  await expect(
    page
      .getByRole('table', { name: 'Bestellungen nach Bestellart und Kanal' })
      .getByRole('row', { name: 'Abholung Online 3' }),
  ).toBeVisible();
  // Every chart has a table view.
  const orders = page.getByTestId('report-orders');
  await orders.getByRole('button', { name: 'Als Tabelle' }).click();
  await expect(orders.getByRole('row', { name: '18.11.2026 3' })).toBeVisible();

  const download = page.waitForEvent('download');
  await orders.getByRole('button', { name: 'Bestellungen als CSV exportieren' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`statistik-orders-${DAY}-${DAY}.csv`);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv).toContain(`Zeitraum;${DAY};${DAY}`);
  expect(csv).toContain(`${DAY};3`);
  expect(csv).toContain('pickup;web;3');

  // The presets: the shop's today is Wednesday 2 December 2026 (E2E_NOW).
  await page.getByRole('button', { name: 'Heute', exact: true }).click();
  await expect(page.getByTestId('statistics-range')).toHaveText('02.12.2026 – 02.12.2026');
  await page.getByRole('button', { name: 'Letzte 7 Tage' }).click();
  await expect(page.getByTestId('statistics-range')).toHaveText('26.11.2026 – 02.12.2026');
  await page.getByRole('button', { name: 'Letzter Monat' }).click();
  await expect(page.getByTestId('statistics-range')).toHaveText('01.11.2026 – 30.11.2026');
  await expect(page.getByTestId('figure-orders-total')).not.toHaveText('0');
  await expect(page.getByRole('button', { name: 'Letzter Monat' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
