import { readFile } from 'node:fs/promises';
import { pdfText } from '../../apps/server/test/pdf-text.ts';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { createEmployee, demoShop, placeOrder, uniqueName } from '../support/orders.ts';
import { logInAs, STRONG_PASSWORD } from './backoffice-helpers.ts';

/**
 * Credit notes (docs/decisions/050-credit-notes.md): on the order screen of an invoiced order an
 * employee chooses "Rechnung stornieren", confirms, and downloads the "Stornorechnung" PDF (read
 * back: its title, the invoice it cancels, negative total); the customer's status page then shows
 * "Stornorechnung herunterladen". The order is the test's own (unique last name).
 */

test('an employee cancels an invoice on the order screen and downloads the credit note', async ({
  page,
  request,
}) => {
  const shop = await demoShop(request);
  const branch = shop.branch('muenchen-schwabing');
  const order = await placeOrder(request, {
    lastName: uniqueName('Storno'),
    items: [{ product: shop.product('Laugenbrezel'), amount: 2, unit: 'piece', parts: [] }],
  });
  const headers = await adminHeaders(request);
  for (const action of ['confirm', 'completed']) {
    const response = await request.post(`/api/orders/${order.id}/status/${action}`, { headers });
    expect(response.status(), await response.text()).toBe(200);
  }
  const detail = await request.get(`/api/orders/${order.id}`, { headers });
  const { invoiceNumber } = (await detail.json()).data as { invoiceNumber: number };

  const email = await createEmployee(request, branch.id);
  await logInAs(page, email, STRONG_PASSWORD);
  await page.goto(`/backend/orders/${order.id}`);
  await expect(page.getByRole('link', { name: 'Rechnung herunterladen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Stornorechnung herunterladen' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Rechnung stornieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechnung stornieren' });
  await expect(dialog).toContainText(
    `Zur Rechnung ${invoiceNumber} wird eine Stornorechnung mit negativen Beträgen erstellt.`,
  );
  for (const width of [820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`credit-note-dialog-${width}.png`) });
  }
  await dialog.getByRole('button', { name: 'Stornorechnung erstellen' }).click();
  await expect(dialog).toBeHidden();
  const link = page.getByRole('link', { name: 'Stornorechnung herunterladen' });
  await expect(link).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rechnung stornieren' })).toHaveCount(0);
  for (const width of [820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`credit-note-order-${width}.png`),
      fullPage: true,
    });
  }

  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^stornorechnung-\d+\.pdf$/);
  const text = pdfText(await readFile((await file.path()) ?? ''));
  const number = file.suggestedFilename().replace(/\D/g, '');
  expect(text).toContain(`Stornorechnung ${number}`);
  expect(text).toContain(
    `Diese Stornorechnung storniert die Rechnung ${invoiceNumber} vom 02.12.2026 vollständig.`,
  );
  expect(text[text.indexOf('Gesamtbetrag') + 1]).toBe('-2,40 €');

  // The customer's status page offers the credit note beside the invoice.
  await page.goto(`/status/${order.uid}/${order.hash}`);
  await expect(page.getByRole('link', { name: 'Stornorechnung herunterladen' })).toHaveAttribute(
    'href',
    `/api/orders/public/${order.uid}/${order.hash}/credit-note`,
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('link', { name: 'Stornorechnung herunterladen' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`credit-note-status-${width}.png`) });
  }
});
