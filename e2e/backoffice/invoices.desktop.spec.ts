import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { pdfAttachments, pdfText } from '../../apps/server/test/pdf-text.ts';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { createEmployee, demoShop, placeOrder, uniqueName } from '../support/orders.ts';
import { STRONG_PASSWORD, submitLogin } from './backoffice-helpers.ts';

/**
 * Invoices and the accountant's exports (docs/decisions/040-invoices-and-exports.md): an order
 * completed in the back-office gets its invoice, the customer downloads the PDF from the status
 * page ("Rechnung herunterladen") and the test reads it back (number, VAT per rate, total); an
 * employee downloads the month's DATEV Buchungsstapel from "Rechnungsexport": EXTF header and
 * one booking line per invoice and rate. Orders are the test's own (unique last names).
 */

type Completed = {
  id: number;
  uid: string;
  hash: string;
  invoiceNumber: number;
  totalGross: number;
};

async function completedOrder(
  request: APIRequestContext,
  overrides: Record<string, unknown>,
): Promise<Completed> {
  const order = await placeOrder(request, overrides);
  const headers = await adminHeaders(request);
  for (const action of ['confirm', 'completed']) {
    const response = await request.post(`/api/orders/${order.id}/status/${action}`, { headers });
    expect(response.status(), await response.text()).toBe(200);
  }
  const detail = await request.get(`/api/orders/${order.id}`, { headers });
  const { data } = (await detail.json()) as { data: { invoiceNumber: number; totalGross: number } };
  return { ...order, invoiceNumber: data.invoiceNumber, totalGross: data.totalGross };
}

const euro = (cents: number) =>
  `${(cents / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+,)/g, '.')} €`;

test('the customer downloads the invoice of a completed order from the status page', async ({
  page,
  request,
}) => {
  const shop = await demoShop(request);
  const lastName = uniqueName('Rechnung');
  const order = await completedOrder(request, {
    lastName,
    company: 'Sonnenschein Catering GmbH',
    items: [
      { product: shop.product('Laugenbrezel'), amount: 2, unit: 'piece', parts: [] },
      { product: shop.product('Espresso'), amount: 1, unit: 'piece', parts: [] },
    ],
  });
  expect(order.invoiceNumber).toBeGreaterThan(0);

  await page.goto(`/status/${order.uid}/${order.hash}`);
  const link = page.getByRole('link', { name: 'Rechnung herunterladen' });
  await expect(link).toBeVisible();
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await link.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`invoice-status-${width}.png`) });
  }
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`rechnung-${order.invoiceNumber}.pdf`);
  const text = pdfText(await readFile((await file.path()) ?? ''));
  expect(text).toContain(`Rechnung ${order.invoiceNumber}`);
  expect(text).toContain('Sonnenschein Catering GmbH');
  expect(text).toContain(`Erika ${lastName}`);
  const after = (label: string) => text[text.indexOf(label) + 1];
  // 2 × 1,20 € at 7 % and 2,20 € at 19 % (prices of the demo shop).
  expect(after('Nettobetrag 7 %')).toBe('2,24 €');
  expect(after('Umsatzsteuer 7 %')).toBe('0,16 €');
  expect(after('Nettobetrag 19 %')).toBe('1,85 €');
  expect(after('Umsatzsteuer 19 %')).toBe('0,35 €');
  expect(after('Gesamtbetrag')).toBe(euro(order.totalGross));
  expect(after('Gesamtbetrag')).toBe('4,60 €');

  // Another order's holder cannot: the link of an order not completed answers 404.
  const open = await placeOrder(request, { lastName });
  const refused = await request.get(`/api/orders/public/${open.uid}/${open.hash}/invoice`);
  expect(refused.status()).toBe(404);
});

test('staff download a company’s order above 250 € as e-invoice with the Factur-X XML', async ({
  page,
  request,
}) => {
  const shop = await demoShop(request);
  const branch = shop.branch('muenchen-schwabing');
  const lastName = uniqueName('ERechnung');
  // 210 × 1,20 € for a company: 252,00 €, above the 250 € of docs/decisions/052.
  const order = await completedOrder(request, {
    lastName,
    company: 'Sonnenschein Catering GmbH',
    items: [{ product: shop.product('Laugenbrezel'), amount: 210, unit: 'piece', parts: [] }],
  });
  const email = await createEmployee(request, branch.id);
  await page.goto('/backend/login');
  await submitLogin(page, email, STRONG_PASSWORD);
  await expect(page).not.toHaveURL(/\/backend\/login/);
  await page.goto(`/backend/orders/${order.id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Rechnung herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`rechnung-${order.invoiceNumber}.pdf`);
  const pdf = await readFile((await file.path()) ?? '');
  const xml = (await pdfAttachments(pdf)).get('factur-x.xml')?.bytes.toString('utf8') ?? '';
  expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
  expect(xml).toContain(`<ram:ID>${order.invoiceNumber}</ram:ID>`);
  expect(xml).toContain('<ram:Name>Sonnenschein Catering GmbH</ram:Name>');
  expect(xml).toContain(`<ram:PersonName>Erika ${lastName}</ram:PersonName>`);
  expect(xml).toContain(
    `<ram:GrandTotalAmount>${(order.totalGross / 100).toFixed(2)}</ram:GrandTotalAmount>`,
  );
  expect(order.totalGross).toBe(25_200);
});

test('an employee downloads the month as DATEV Buchungsstapel and CSV', async ({
  page,
  request,
}) => {
  const shop = await demoShop(request);
  const branch = shop.branch('muenchen-schwabing');
  const lastName = uniqueName('Datev');
  const food = await completedOrder(request, {
    lastName,
    items: [{ product: shop.product('Laugenbrezel'), amount: 3, unit: 'piece', parts: [] }],
  });
  const mixed = await completedOrder(request, {
    lastName,
    items: [
      { product: shop.product('Laugenbrezel'), amount: 1, unit: 'piece', parts: [] },
      { product: shop.product('Espresso'), amount: 1, unit: 'piece', parts: [] },
    ],
  });
  const email = await createEmployee(request, branch.id);
  await page.goto('/backend/login');
  await submitLogin(page, email, STRONG_PASSWORD);
  await page
    .getByRole('navigation', { name: 'Back-Office-Navigation' })
    .getByRole('link', { name: 'Rechnungsexport', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rechnungsexport' })).toBeVisible();
  await page.getByLabel('Monat').fill('2026-12');
  await page.getByLabel('Filiale').selectOption({ label: branch.name });
  await page.getByLabel('DATEV-Beraternummer').fill('29098');
  await page.getByLabel('DATEV-Mandantennummer').fill('55003');
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`invoice-export-${width}.png`),
      fullPage: true,
    });
  }

  const datevDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'DATEV-Export herunterladen' }).click();
  const datev = await datevDownload;
  expect(datev.suggestedFilename()).toBe(`EXTF_rechnungen-2026-12-filiale-${branch.id}.csv`);
  const bytes = await readFile((await datev.path()) ?? '');
  const lines = bytes.toString('latin1').split('\r\n');
  expect(lines[0]?.split(';').slice(0, 5)).toEqual([
    '"EXTF"',
    '700',
    '21',
    '"Buchungsstapel"',
    '13',
  ]);
  expect(lines[0]?.split(';').slice(10, 12)).toEqual(['29098', '55003']);
  const bookingsOf = (number: number) =>
    lines.slice(2).filter((line) => line.split(';')[10] === `"${number}"`);
  expect(bookingsOf(food.invoiceNumber)).toEqual([
    `3,60;"S";"EUR";;;;1000;8200;"2";0212;"${food.invoiceNumber}";"";;"Rechnung ${food.invoiceNumber} Erika ${lastName}"`,
  ]);
  expect(bookingsOf(mixed.invoiceNumber).map((line) => line.split(';').slice(0, 9))).toEqual([
    ['1,20', '"S"', '"EUR"', '', '', '', '1000', '8200', '"2"'],
    ['2,20', '"S"', '"EUR"', '', '', '', '1000', '8200', '"3"'],
  ]);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV herunterladen' }).click();
  const csv = await readFile((await (await csvDownload).path()) ?? '', 'utf8');
  expect(csv).toContain(`${food.invoiceNumber};02.12.2026;${branch.name};`);
});
