import type { Page } from '@playwright/test';
import { E2E_NOW, expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import {
  acceptLegalTexts,
  fillContact,
  goToCheckout,
  statusPageOrder,
} from '../support/checkout.ts';
import {
  createEmployee,
  demoShop,
  openNavigation,
  orderRow,
  type PlacedOrder,
  placeOrder,
  uniqueName,
} from '../support/orders.ts';
import { addSimpleProduct, gotoAsReturningVisitor } from '../support/storefront.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  expectNoSeriousAxeViolations,
  logInAs,
  STRONG_PASSWORD,
  submitLogin,
} from './backoffice-helpers.ts';

/**
 * Back-office orders: the employee's branch scope, a
 * customer's order arriving live with a badge, confirm → ready → completed with the customer's
 * status page following, reject with a message, a counter-appointment answered on the status page,
 * a forbidden transition's German error and a session that ends mid-work. The customer's status
 * page polls every 10 s (spec §9), so its checks wait up to 15 s.
 */

const STATUS_PAGE_WAIT = { timeout: 15_000 };
const timeline = (page: Page) => page.getByRole('region', { name: 'Status' }).getByRole('listitem');

/** A second browser (the customer) at the same moment as the tests' page clock. */
async function customerPage(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install({ time: new Date(E2E_NOW) });
  return { page, close: () => context.close() };
}

async function openOrder(page: Page, order: PlacedOrder) {
  await page.goto(`/backend/orders/${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Bestellung #${order.ticketNumber}` }),
  ).toBeVisible();
}

test('a branch employee sees only their branch; a customer’s order arrives live with a badge', async ({
  page,
  browser,
  request,
}) => {
  const shop = await demoShop(request);
  const munich = shop.branch('muenchen-schwabing');
  const hamburgName = uniqueName('Hanseat');
  const hamburgOrder = await placeOrder(request, {
    branch: shop.branch('hamburg-eppendorf').id,
    lastName: hamburgName,
    items: [{ product: shop.product('Laugenbrezel'), amount: 4, unit: 'piece', parts: [] }],
  });
  const employee = await createEmployee(request, munich.id);
  await logInAs(page, employee, STRONG_PASSWORD);

  // Another branch's order: not in the history, and its page answers with the German 403.
  await page.goto(`/backend/orders/history?search=${hamburgName}`);
  await expect(page.getByText(`Keine Einträge für „${hamburgName}“ gefunden.`)).toBeVisible();
  await expect(page.getByLabel('Filiale').getByRole('option')).toHaveText([
    'Alle Filialen',
    munich.name,
  ]);
  await page.goto(`/backend/orders/${hamburgOrder.id}`);
  await expect(page.getByRole('alert')).toHaveText(
    'Sie haben keinen Zugriff auf die Daten dieser Filiale.',
  );

  await page.goto('/backend/orders/current');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Aktuelle Bestellungen' }),
  ).toBeVisible();
  // At every width the page fits the screen; only the table scrolls sideways, in its frame.
  await expect(page.getByRole('table')).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  const marker = await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
    return true;
  });

  // The customer orders in a second browser, through the storefront's checkout.
  const customerName = uniqueName('Live');
  const customer = await customerPage(browser);
  await gotoAsReturningVisitor(customer.page, '/store/muenchen-schwabing');
  await addSimpleProduct(customer.page, 'Pizza Margherita');
  await goToCheckout(customer.page);
  await fillContact(customer.page, {
    Vorname: 'Erika',
    Nachname: customerName,
    'E-Mail': 'erika@example.com',
  });
  await acceptLegalTexts(customer.page);
  await customer.page.getByRole('button', { name: 'Bestellung abschicken' }).click();
  await statusPageOrder(customer.page);
  await customer.close();

  // It arrives without a reload (no polling while the stream is live) and the badge counts it.
  const row = orderRow(page, customerName);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Neu');
  await expect(row).toContainText('8,90 €');
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(marker);
  await expect(page.getByText(/^Live-Aktualisierung unterbrochen/)).toHaveCount(0);
  await openNavigation(page);
  await expect(
    page.getByRole('link', { name: /^Aktuelle Bestellungen \(\d+ neue Bestellung(en)?\)$/ }),
  ).toBeVisible();
});

test('confirm → ready → completed, and the customer’s status page follows', async ({
  page,
  browser,
  request,
}) => {
  const name = uniqueName('Abholer');
  const order = await placeOrder(request, { lastName: name });
  const customer = await customerPage(browser);
  await customer.page.goto(`/status/${order.uid}/${order.hash}`);
  await expect(timeline(customer.page).first()).toContainText('(aktuell)');

  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/orders/current');
  await orderRow(page, name).getByRole('link').click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Bestellung #${order.ticketNumber}` }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Positionen' })).toContainText('Pizza Margherita');

  for (const [button, status, step, state] of [
    ['Bestätigen', 'Bestätigt', /Bestätigt und in Zubereitung/, '(aktuell)'],
    ['Abholbereit', 'Abholbereit', /Abholbereit/, '(aktuell)'],
    ['Abschließen', 'Abgeschlossen', /Abgeschlossen/, '(erledigt)'],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Bestellstatus: ${status}.` }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(status, { exact: true }).first()).toBeVisible();
    await expect(timeline(customer.page).filter({ hasText: step })).toContainText(
      state,
      STATUS_PAGE_WAIT,
    );
  }
  await expect(page.getByRole('button', { name: 'Abschließen', exact: true })).toHaveCount(0);
  await customer.close();
});

test('reject with a message: the customer reads it on the status page', async ({
  page,
  browser,
  request,
}) => {
  const order = await placeOrder(request, { lastName: uniqueName('Abgelehnt') });
  const customer = await customerPage(browser);
  await customer.page.goto(`/status/${order.uid}/${order.hash}`);
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openOrder(page, order);

  await page.getByRole('button', { name: 'Ablehnen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Bestellung ablehnen' });
  await dialog.getByLabel('Nachricht an den Kunden').fill('Unser Steinofen ist heute leider kalt.');
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Bestellung wurde abgelehnt.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByText('Abgelehnt', { exact: true }).first(),
  ).toBeVisible();

  await expect(customer.page.getByText('Ihre Bestellung wurde storniert.')).toBeVisible(
    STATUS_PAGE_WAIT,
  );
  await expect(customer.page.getByText('Unser Steinofen ist heute leider kalt.')).toBeVisible();
  await customer.close();
});

test('a counter-appointment proposed in the back-office is accepted on the status page', async ({
  page,
  browser,
  request,
}) => {
  const order = await placeOrder(request, { lastName: uniqueName('Termin') });
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openOrder(page, order);

  await page.getByRole('button', { name: 'Anderen Termin vorschlagen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anderen Termin vorschlagen' });
  const time = dialog.getByLabel('Vorgeschlagener Termin');
  await time.fill('2026-12-02T23:30');
  await dialog.getByRole('button', { name: 'Vorschlag senden' }).click();
  await expect(
    dialog.getByText(/^Zum ausgewählten Zeitpunkt haben wir leider geschlossen/),
  ).toBeVisible();
  await expect(time).toHaveValue('2026-12-02T23:30'); // the typed value stays
  await time.fill('2026-12-02T16:30');
  await dialog.getByRole('button', { name: 'Vorschlag senden' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('02.12.2026, 16:30 Uhr – wartet auf Antwort des Kunden'),
  ).toBeVisible();

  const customer = await customerPage(browser);
  await customer.page.goto(`/status/${order.uid}/${order.hash}`);
  const prompt = customer.page.getByRole('region', { name: 'Neuer Terminvorschlag' });
  await expect(prompt).toContainText('02.12.2026, 16:30 Uhr');
  await prompt.getByRole('button', { name: 'Termin annehmen' }).click();
  await expect(prompt).toBeHidden();
  await customer.close();

  // The back-office follows live: confirmed with the proposed time as the agreed one.
  await expect(page.getByText('02.12.2026, 16:30 Uhr – vom Kunden angenommen')).toBeVisible();
  await expect(
    page.getByRole('main').getByText('Bestätigt', { exact: true }).first(),
  ).toBeVisible();
});

test('a forbidden transition shows the German error', async ({ page, request }) => {
  const order = await placeOrder(request, { lastName: uniqueName('Konflikt') });
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  // A slow connection: no live events, and the order's page keeps showing what it loaded.
  await page.route('**/api/orders/events', (route) => route.abort());
  await openOrder(page, order);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/orders/${order.id}`, async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });

  // Meanwhile a colleague confirms the order.
  const confirmed = await request.post(`/api/orders/${order.id}/status/confirm`, {
    headers: await adminHeaders(request),
  });
  expect(confirmed.status()).toBe(200);

  await page.getByRole('button', { name: 'Ablehnen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Bestellung ablehnen' });
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Bestellstatus konnte nicht geändert werden: Eine Bestellung mit dem Status „Bestätigt“ kann nicht abgelehnt werden.',
  );
  release();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('button', { name: 'Ablehnen', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abholbereit', exact: true })).toBeVisible();
});

test('after the session ends, an order action leads to the login and back to the order', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request, { lastName: uniqueName('Sitzung') });
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openOrder(page, order);

  const me = await page.request.get('/api/users/me');
  const { data } = (await me.json()) as { data: { csrfToken: string } };
  const ended = await page.request.post('/api/auth/logout', {
    headers: { 'x-csrf-token': data.csrfToken },
  });
  expect(ended.ok()).toBe(true);

  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/backend/login\\?returnTo=%2Fbackend%2Forders%2F${order.id}$`),
  );
  await submitLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/backend/orders/${order.id}$`));
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Bestellstatus: Bestätigt.' }),
  ).toBeVisible();
});

test('an order line is edited with totals from the server, found in the history and printed', async ({
  page,
  request,
}) => {
  const name = uniqueName('Beleg');
  const order = await placeOrder(request, { lastName: name, comment: 'Bitte klingeln' });
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/backend/orders/history?search=${name}`);
  await expect(orderRow(page, name)).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
  await orderRow(page, name).getByRole('link').click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Bestellung #${order.ticketNumber}` }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Pizza Margherita bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pizza Margherita bearbeiten' });
  await dialog.getByLabel('Menge').fill('0');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Dieser Wert sollte größer als 0 sein.')).toBeVisible();
  await dialog.getByLabel('Menge').fill('3');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  const lines = page.getByRole('table', { name: 'Positionen' });
  await expect(lines).toContainText('3 Stück');
  await expect(page.getByRole('main')).toContainText('26,70 €');
  await expect(page.getByText('enthält 7 % MwSt.: 1,75 €')).toBeVisible();

  await page.getByRole('link', { name: 'Beleg drucken' }).click();
  const receipt = page.getByRole('article');
  await expect(receipt).toContainText(`Ticket ${order.ticketNumber}`);
  await expect(receipt).toContainText('3 Stück');
  await expect(receipt).toContainText('26,70 €');
  await expect(receipt).toContainText('Bitte klingeln');
  await page.getByRole('link', { name: 'A4' }).click();
  await expect(page.getByRole('link', { name: 'A4' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/receipt\?format=a4$/);
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeEnabled();
});

test('a failed load of the order list shows the German message with a retry that loads it', async ({
  page,
  request,
}) => {
  const lastName = uniqueName('Ausfall');
  await placeOrder(request, { lastName });
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  // spec §8: the list's load fails (the connection drops) → the loader goes, the message stays.
  // Every read fails until the retry is clicked: the list's own refetches (the live stream's
  // reconnect) must not load it first, or the button would vanish before the click.
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (button?.textContent?.includes('Erneut versuchen')) {
          (window as { retryClicked?: boolean }).retryClicked = true;
        }
      },
      true,
    );
  });
  await page.route('**/api/orders/current**', async (route) => {
    const isRetried = await page
      .evaluate(() => (window as { retryClicked?: boolean }).retryClicked === true)
      .catch(() => false);
    await (isRetried ? route.continue() : route.abort('connectionfailed'));
  });
  await page.goto('/backend/orders/current');
  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'Bestellungen konnten nicht geladen werden' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // The filters fit a phone: the branch select takes the screen's width, not its longest name's.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);

  await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(orderRow(page, lastName)).toBeVisible();
  await expect(failure).toHaveCount(0);
});
