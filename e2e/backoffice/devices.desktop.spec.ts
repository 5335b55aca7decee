import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { demoShop, openNavigation, orderRow, placeOrder, uniqueName } from '../support/orders.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * The devices area end to end (docs/decisions/027-devices-and-print-jobs.md): a receipt printer is
 * created in the back-office, its secret is shown once, and "Test drucken" reaches a TCP listener
 * playing the network printer through the real print bridge (`npm run print-bridge`'s script).
 */

// The second test prints through the printer and bridge the first one set up.
test.describe.configure({ mode: 'serial' });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let printer: Server;
let bridge: ChildProcess | null = null;
const received: Buffer[] = [];
/** This run's printer: unique, so a retry never meets the device of an earlier attempt. */
const identifier = `theke-${Date.now().toString(36)}`;
const deviceName = `Bondrucker ${identifier}`;

test.beforeAll(async () => {
  printer = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => received.push(Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => printer.listen(0, '127.0.0.1', resolve));
});
test.afterAll(async ({ request }) => {
  bridge?.kill('SIGTERM');
  await new Promise<void>((resolve) => printer.close(() => resolve()));
  // The printer prints every new order of the branch: other specs' orders must not queue jobs
  // for it once this file is done.
  const headers = await adminHeaders(request);
  const list = await request.get(`/api/devices?search=${identifier}`, { headers });
  const { data } = (await list.json()) as { data: { items: { id: number; identifier: string }[] } };
  for (const device of data.items.filter((row) => row.identifier === identifier)) {
    const removed = await request.delete(`/api/devices/${device.id}`, { headers });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
});

test('creates a receipt printer, shows its secret once and prints a test page through the bridge', async ({
  page,
  baseURL,
}) => {
  const port = (printer.address() as { port: number }).port;
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page
    .getByRole('navigation', { name: 'Back-Office-Navigation' })
    .getByRole('link', { name: 'Geräte' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Geräte' })).toBeVisible();
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByLabel('Name', { exact: true }).fill(deviceName);
  await page.getByLabel('Kennung', { exact: true }).fill(identifier);
  await expect(page.getByLabel('Art', { exact: true })).toHaveValue('receiptPrinter');
  await page
    .getByLabel('Filiale', { exact: true })
    .selectOption({ label: 'Backstube Sonnenschein München-Schwabing' });
  await page.getByLabel('Drucker-Adresse (IP oder Hostname)').fill('127.0.0.1');
  await page.getByLabel('Port', { exact: true }).fill(String(port));
  await page.getByLabel('Papierbreite').selectOption({ label: '58 mm' });
  await page.getByRole('button', { name: 'Speichern' }).click();

  await page.getByRole('link', { name: deviceName, exact: true }).click();
  await page.getByRole('button', { name: 'Geheimnis erzeugen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Geheimnis des Geräts' });
  await expect(dialog).toContainText('Das Geheimnis wird nur jetzt angezeigt.');
  const secret = await dialog.getByLabel('Geheimnis').inputValue();
  expect(secret).toMatch(/^dev_[A-Za-z0-9_-]{40,}$/);
  await page.screenshot({ path: test.info().outputPath('secret-once.png') });
  await dialog.getByRole('button', { name: 'Fertig' }).click();
  // Once: the form offers a new secret from now on, never the old one.
  await expect(page.getByRole('button', { name: 'Neues Geheimnis erzeugen' })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.reload();
  await expect(page.locator(`input[value="${secret}"]`)).toHaveCount(0);

  bridge = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/print-bridge/cli.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PRINT_BRIDGE_SERVER: baseURL ?? '',
      PRINT_BRIDGE_SECRET: secret,
      PRINT_BRIDGE_POLL_MS: '250',
    },
    stdio: 'ignore',
  });
  await page.getByRole('button', { name: 'Test drucken' }).click();
  await expect(page.getByText('Testdruck wurde an die Druckbrücke übergeben.')).toBeVisible();
  // Orders that other specs place at this branch meanwhile print here too ("Bei neuer
  // Bestellung"): the test page is the one print that says "Testdruck".
  const testPages = () => received.filter((bytes) => bytes.includes(Buffer.from('Testdruck')));
  await expect.poll(() => testPages().length, { timeout: 30_000 }).toBe(1);
  const bytes = testPages()[0] ?? Buffer.alloc(0);
  // "Testdruck", "ü" as 0x81 and "€" as 0xD5 in code page 858 (ESC t 19), and the cut (GS V).
  expect(bytes.includes(Buffer.from([0x1b, 0x74, 19]))).toBe(true);
  expect(bytes.includes(Buffer.from([0x55, 0x6d, 0x6c, 0x61, 0x75, 0x74, 0x65]))).toBe(true);
  expect(bytes.includes(Buffer.from([0x81]))).toBe(true);
  expect(bytes.includes(Buffer.from([0xd5]))).toBe(true);
  expect(bytes.includes(Buffer.from([0x1d, 0x56]))).toBe(true);
});

test('sends an order to the receipt printer from the order screen, and names the reason when a branch has none', async ({
  page,
  request,
}) => {
  const printedFor = (name: string) =>
    received.filter((bytes) => bytes.includes(Buffer.from(name))).length;
  const lastName = uniqueName('Druck');
  await placeOrder(request, { lastName });
  // "Bei neuer Bestellung": the receipt comes by itself.
  await expect.poll(() => printedFor(lastName), { timeout: 20_000 }).toBe(1);

  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openNavigation(page);
  await page
    .getByRole('navigation', { name: 'Back-Office-Navigation' })
    .getByRole('link', { name: 'Aktuelle Bestellungen' })
    .click();
  await orderRow(page, lastName).getByRole('link').first().click();
  await page.getByRole('button', { name: 'An Bondrucker senden' }).click();
  await expect(page.getByText('Der Beleg wurde an den Bondrucker gesendet.')).toBeVisible();
  await expect.poll(() => printedFor(lastName), { timeout: 20_000 }).toBe(2);

  // The label sheet opens as a PDF in a new tab.
  const [labels] = await Promise.all([
    page.context().waitForEvent('response', (response) => response.url().includes('/labels.pdf')),
    page.getByRole('link', { name: 'Etiketten klein (48 pro Blatt)' }).click(),
  ]);
  expect(labels.status()).toBe(200);
  expect(labels.headers()['content-type']).toBe('application/pdf');

  const shop = await demoShop(request);
  const hamburgName = uniqueName('Hamburg');
  await placeOrder(request, {
    lastName: hamburgName,
    branch: shop.branch('hamburg-eppendorf').id,
    items: [{ product: shop.product('Dinkel-Vollkornbrot'), amount: 1, unit: 'piece', parts: [] }],
  });
  await page.goBack();
  await orderRow(page, hamburgName).getByRole('link').first().click();
  await page.getByRole('button', { name: 'An Bondrucker senden' }).click();
  await expect(
    page.getByText(
      'Beleg konnte nicht gedruckt werden: Für diese Filiale ist kein Bondrucker mit Geheimnis eingerichtet.',
    ),
  ).toBeVisible();
});
