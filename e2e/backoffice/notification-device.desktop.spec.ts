import { expect, test } from '../fixtures.ts';
import { demoShop, placeOrder, uniqueName } from '../support/orders.ts';
import { countTones } from '../support/tones.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * The notification device (docs/decisions/027-devices-and-print-jobs.md) as a shop meets it: the
 * manager sets up a tablet as "Benachrichtigungsgerät" and opens its link there; a new order
 * sounds the alarm (the tones are counted) until someone taps "Gesehen"; "Test-Benachrichtigung"
 * in the back-office rings the tablet.
 */

test('sets up a notification device that rings for a new order and for a test', async ({
  page,
  context,
  request,
}) => {
  const identifier = `tablet-${Date.now().toString(36)}`;
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page
    .getByRole('navigation', { name: 'Back-Office-Navigation' })
    .getByRole('link', { name: 'Geräte' })
    .click();
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByLabel('Name', { exact: true }).fill('Tablet Theke Hamburg');
  await page.getByLabel('Kennung', { exact: true }).fill(identifier);
  await page.getByLabel('Art', { exact: true }).selectOption({ label: 'Benachrichtigungsgerät' });
  await page
    .getByLabel('Filiale', { exact: true })
    .selectOption({ label: 'Backstube Sonnenschein Hamburg-Eppendorf' });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('link', { name: 'Tablet Theke Hamburg', exact: true }).click();
  await page.getByRole('button', { name: 'Geheimnis erzeugen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Geheimnis des Geräts' });

  const tabletPage = context.waitForEvent('page');
  await dialog.getByRole('link', { name: 'Benachrichtigungsgerät öffnen' }).click();
  const tablet = await tabletPage;
  const tones = await countTones(tablet);
  await tablet.reload();
  await expect(tablet.getByRole('heading', { level: 1 })).toHaveText(
    'Neue Bestellungen · Backstube Sonnenschein Hamburg-Eppendorf',
  );
  await expect(tablet.getByRole('status')).toHaveText('Live');
  const hint = tablet.getByText('Tippen Sie einmal auf den Bildschirm');
  await expect(hint).toBeVisible();
  await tablet.getByRole('heading', { level: 1 }).click();
  await expect(hint).toHaveCount(0);

  const shop = await demoShop(request);
  const order = await placeOrder(request, {
    lastName: uniqueName('Tablet'),
    branch: shop.branch('hamburg-eppendorf').id,
    items: [{ product: shop.product('Dinkel-Vollkornbrot'), amount: 1, unit: 'piece', parts: [] }],
  });
  const alarm = tablet.getByRole('region', {
    name: /wartet auf Bestätigung|warten auf Bestätigung/,
  });
  await expect(alarm).toContainText(`#${order.ticketNumber}`);
  await expect.poll(tones).toBeGreaterThanOrEqual(2);
  await alarm.getByRole('button', { name: 'Gesehen' }).click();
  await expect(
    tablet
      .getByRole('region', { name: /Bestätigung/ })
      .filter({ hasText: `#${order.ticketNumber}` }),
  ).toHaveCount(0);

  // The manager tests the tablet from the devices screen.
  await dialog.getByRole('button', { name: 'Fertig' }).click();
  const before = await tones();
  await page.getByRole('button', { name: 'Test-Benachrichtigung' }).click();
  await expect(page.getByText('Test-Benachrichtigung wurde gesendet.')).toBeVisible();
  const test = tablet.getByRole('region', { name: 'Test-Benachrichtigung' });
  await expect(test).toContainText('Der Alarm dieses Geräts funktioniert.');
  await expect.poll(tones).toBeGreaterThan(before);
  await test.getByRole('button', { name: 'Test bestätigen' }).click();
  await expect(test).toHaveCount(0);
});
