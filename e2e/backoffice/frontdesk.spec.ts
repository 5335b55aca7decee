import { E2E_NOW, expect, test } from '../fixtures.ts';
import { placeOrder, uniqueName } from '../support/orders.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  expectNoSeriousAxeViolations,
  logInAs,
} from './backoffice-helpers.ts';

/**
 * The front desk: a key created in the settings (shown once, with the tablet
 * link), the full-screen board of the branch without a login, a new order arriving live, the
 * desk confirming it with one large button, and a revoked key asking for a new one.
 */

test('a branch tablet runs the front desk with a key from the settings', async ({
  page,
  browser,
  request,
}) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/settings/api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'Front-Desk-Schlüssel' })).toBeVisible();
  const panel = page.getByRole('region', {
    name: 'Schlüssel für Backstube Sonnenschein München-Schwabing',
  });
  const keyName = uniqueName('Tablet');
  await panel.getByLabel('Bezeichnung').fill(keyName);
  await panel.getByRole('button', { name: 'Schlüssel erstellen' }).click();
  const created = page.getByRole('dialog', { name: 'Neuer Schlüssel' });
  const link = await created.getByLabel('Link für das Tablet').inputValue();
  expect(link).toMatch(/\/backend\/frontdesk\/\d+#key=fdk_/);
  await created.getByRole('button', { name: 'Fertig' }).click();
  await expect(panel.getByText(keyName)).toBeVisible();

  // The tablet: no session, only the link. The key leaves the address bar at once.
  const tablet = await browser.newContext();
  const desk = await tablet.newPage();
  await desk.clock.install({ time: new Date(E2E_NOW) });
  await desk.goto(link);
  await expect(
    desk.getByRole('heading', {
      level: 1,
      name: 'Front-Desk Backstube Sonnenschein München-Schwabing',
    }),
  ).toBeVisible();
  expect(desk.url()).not.toContain('#key=');
  await expect(desk.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expectNoSeriousAxeViolations(desk);

  const lastName = uniqueName('Theke');
  const order = await placeOrder(request, { lastName, comment: 'Mit extra Servietten' });
  const newColumn = desk.getByRole('region', { name: /^Neu/ });
  const card = newColumn.getByRole('article').filter({ hasText: lastName });
  await expect(card).toContainText('Mit extra Servietten');
  await expect(card).toContainText('2 Stück Pizza Margherita');
  await card.getByRole('button', { name: `Bestätigen: ${order.ticketNumber}` }).click();
  const preparing = desk.getByRole('region', { name: /^In Zubereitung/ });
  await expect(preparing.getByRole('article').filter({ hasText: lastName })).toBeVisible();
  await expect(card).toHaveCount(0);

  // Revoked in the settings: the tablet asks for a key again.
  await panel.getByRole('button', { name: `Schlüssel „${keyName}“ widerrufen` }).click();
  await page
    .getByRole('dialog', { name: 'Schlüssel widerrufen' })
    .getByRole('button', { name: 'Widerrufen' })
    .click();
  await expect(panel.getByText(keyName)).toHaveCount(0);
  await desk.reload();
  await expect(
    desk.getByRole('heading', { level: 1, name: 'Front-Desk einrichten' }),
  ).toBeVisible();
  await expect(desk.getByText('Der Schlüssel ist ungültig oder wurde widerrufen.')).toBeVisible();
  await tablet.close();
});
