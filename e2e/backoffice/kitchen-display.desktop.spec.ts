import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { placeOrder } from '../support/orders.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * The kitchen display (docs/decisions/034-kitchen-display.md) as the kitchen meets it: a manager
 * sets up a "Küchenmonitor" device and opens its link on the kitchen screen; a confirmed order
 * appears live as a ticket with its lines, "Fertig" takes it off and "zurückholen" brings it back.
 */

test('sets up a kitchen display and works a ticket live: appears on confirmation, done, recalled', async ({
  page,
  context,
  request,
}) => {
  const identifier = `kueche-${Date.now().toString(36)}`;
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page
    .getByRole('navigation', { name: 'Back-Office-Navigation' })
    .getByRole('link', { name: 'Geräte' })
    .click();
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByLabel('Name', { exact: true }).fill('Küche Schwabing');
  await page.getByLabel('Kennung', { exact: true }).fill(identifier);
  await page.getByLabel('Art', { exact: true }).selectOption({ label: 'Küchenmonitor' });
  await page
    .getByLabel('Filiale', { exact: true })
    .selectOption({ label: 'Backstube Sonnenschein München-Schwabing' });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('link', { name: 'Küche Schwabing', exact: true }).click();
  await page.getByRole('button', { name: 'Geheimnis erzeugen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Geheimnis des Geräts' });
  const [kitchen] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('link', { name: 'Küchenmonitor öffnen' }).click(),
  ]);
  await expect(kitchen.getByRole('heading', { level: 1 })).toHaveText(
    'Küche Backstube Sonnenschein München-Schwabing',
  );
  await expect(kitchen.getByRole('status')).toHaveText('Live');
  // The secret left the address bar and stays in the screen's storage.
  expect(kitchen.url()).not.toContain('dev_');

  const order = await placeOrder(request, { comment: 'Extra knusprig' });
  const ticket = kitchen.getByRole('article', { name: `#${order.ticketNumber}`, exact: true });
  // Not before the shop confirmed it.
  await expect(kitchen.getByRole('status')).toHaveText('Live');
  await expect(ticket).toHaveCount(0);
  const confirmed = await request.post(`/api/orders/${order.id}/status/confirm`, {
    headers: await adminHeaders(request),
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText('2 Stück');
  await expect(ticket).toContainText('Pizza Margherita');
  await expect(ticket).toContainText('Extra knusprig');
  await expect(ticket).toContainText('Abholung');
  await expect(ticket).toContainText('0 Min.');
  await expect(ticket).not.toContainText('€');

  await ticket.getByRole('button', { name: 'Fertig' }).click();
  await expect(ticket).toHaveCount(0);
  const recall = kitchen.getByRole('button', { name: `#${order.ticketNumber} zurückholen` });
  await recall.click();
  await expect(ticket).toBeVisible();

  // A reload keeps the screen connected (the secret is stored, not in the address).
  await kitchen.reload();
  await expect(ticket).toBeVisible();
  await expect(kitchen.getByRole('status')).toHaveText('Live');

  // "Log anfordern" in the back-office: the screen sends its log, the dialog shows it.
  await dialog.getByRole('button', { name: 'Fertig' }).click();
  await page.getByRole('button', { name: 'Log anfordern' }).click();
  const log = page.getByRole('dialog', { name: 'Log von „Küche Schwabing“' });
  await expect(log).toContainText('Live-Verbindung steht');
  await expect(log).toContainText('Log angefordert');
});
