import { E2E_NOW, expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { acceptLegalTexts, fillContact, goToCheckout, submitOrder } from '../support/checkout.ts';
import { waitForHydration } from '../support/hydration.ts';
import { demoShop, uniqueName } from '../support/orders.ts';
import { addSimpleProduct, cartPanel, openCart } from '../support/storefront.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * Phone orders (docs/decisions/049-phone-orders.md): staff take a caller's order in the
 * storefront of a branch, opened from the back-office in phone-order mode (same menu, item editor,
 * prices and checks), pay cash, and the order appears on the branch's front desk marked "Telefon".
 */

const BRANCH = 'Backstube Sonnenschein München-Schwabing';

test('a phone order taken in the back-office appears on the front desk', async ({
  page,
  browser,
  request,
}) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/orders/current');
  await page.getByRole('button', { name: 'Telefonbestellung' }).click();
  const chooser = page.getByRole('dialog', { name: 'Telefonbestellung für welche Filiale?' });
  await chooser.getByRole('link', { name: BRANCH }).click();
  await expect(page).toHaveURL('/store/muenchen-schwabing');
  await waitForHydration(page);

  const bar = page.getByRole('region', { name: `Telefonbestellung für ${BRANCH}` });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Zurück zum Back-Office' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('phone-order-bar-1280.png') });

  await addSimpleProduct(page, 'Pizza Margherita');
  await goToCheckout(page);
  // The caller pays cash or by card at the door; never an online payment.
  await expect(page.getByRole('radio', { name: 'Barzahlung' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Kartenzahlung (EC-Karte)' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Online-Zahlung/ })).toHaveCount(0);
  const lastName = uniqueName('Anrufer');
  await fillContact(page, {
    Vorname: 'Rita',
    Nachname: lastName,
    'E-Mail': 'rita@example.org',
    Telefon: '+49 170 7654321',
  });
  await acceptLegalTexts(page);
  // No cookie banner over the staff member's screen.
  await expect(page.getByRole('region', { name: 'Cookies für Karte und Statistik' })).toHaveCount(
    0,
  );
  await page.getByRole('radio', { name: 'Barzahlung' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('phone-order-checkout-1280.png') });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.getByRole('radio', { name: 'Barzahlung' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('phone-order-checkout-820.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await submitOrder(page);

  // Back to the branch with a fresh cart for the next call, and a link to the order.
  await expect(page).toHaveURL('/store/muenchen-schwabing');
  const placed = bar.getByRole('status');
  await expect(placed).toContainText(/Bestellung #\d+ aufgenommen/);
  const ticket = /#(\d+)/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
  await page.screenshot({ path: test.info().outputPath('phone-order-placed-1280.png') });
  await openCart(page);
  await expect(cartPanel(page).getByText('Keine Produkte im Warenkorb')).toBeVisible();

  // The front desk of the branch shows it, marked as a phone order.
  const munich = (await demoShop(request)).branch('muenchen-schwabing');
  const created = await request.post(`/api/branches/${munich.id}/api-keys`, {
    headers: await adminHeaders(request),
    data: { name: uniqueName('Telefon') },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { apiKey } = ((await created.json()) as { data: { apiKey: string } }).data;
  const tablet = await browser.newContext();
  const desk = await tablet.newPage();
  await desk.clock.install({ time: new Date(E2E_NOW) });
  await desk.goto(`/backend/frontdesk/${munich.id}#key=${apiKey}`);
  const card = desk.getByRole('article').filter({ hasText: lastName });
  await expect(card).toBeVisible();
  await expect(card).toContainText(ticket);
  await expect(card).toContainText('Telefon');
  await expect(card).toContainText('Barzahlung');
  await tablet.close();

  // The order in the back-office: marked too, with who took it.
  await bar.getByRole('link', { name: 'Bestellung öffnen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Bestellung #${ticket}` }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Telefon', { exact: true })).toBeVisible();
  await expect(main).toContainText('Telefonbestellung aufgenommen von');
});
