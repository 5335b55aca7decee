import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  acceptLegalTexts,
  checkoutSection,
  fillContact,
  goToCheckout,
  placeOrderThroughApi,
  setOrderStatus,
  submitOrder,
  textField,
} from '../support/checkout.ts';
import {
  addSimpleProduct,
  cartPanel,
  gotoAsReturningVisitor,
  openCart,
} from '../support/storefront.ts';

/**
 * The customer journey as a tester walked it on a phone and a desktop (docs/decisions/016): the
 * time picker, the dine-in timeline, delivery areas with postcodes, the branch search by
 * postcode, lead times, the error pages, the checkout's address and comment fields, and a
 * table's QR link. The demo shop at Wednesday 2 December 2026, 12:00 in Berlin (fixtures.ts).
 */

const MUNICH = '/store/muenchen-schwabing';
const NOT_BLANK = 'Dieser Wert sollte nicht leer sein.';
const appointment = (page: Page) => checkoutSection(page, 'Wunschtermin');
const errorList = (page: Page) => page.getByRole('alert').getByRole('listitem');
const areaSelect = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: 'Liefergebiet' });

async function deliveryCheckout(page: Page, pizzas: number) {
  await gotoAsReturningVisitor(page, MUNICH);
  for (let count = 0; count < pizzas; count += 1) await addSimpleProduct(page, 'Pizza Margherita');
  await openCart(page);
  await cartPanel(page).getByLabel('Art der Lieferung').selectOption('delivery');
  await goToCheckout(page);
}

test('the time picker keeps the chosen time while it stays open, and saves what it shows', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, MUNICH);
  await addSimpleProduct(page, 'Espresso');
  await goToCheckout(page);
  await appointment(page).getByRole('button', { name: 'Termin wählen' }).click();
  await page
    .getByRole('dialog', { name: 'Datum wählen' })
    .getByRole('button', { name: 'Übernehmen' })
    .click();
  const times = page.getByRole('dialog', { name: 'Uhrzeit wählen' });
  const hour = times.getByRole('combobox', { name: 'Stunde' });
  const minute = times.getByRole('combobox', { name: 'Minute' });
  await hour.selectOption({ label: '14' });
  await minute.selectOption({ label: '25' });

  // The checkout's clock ticks every 30 s; the open picker must not change by itself.
  await page.clock.runFor(65_000);
  await expect(hour.getByRole('option', { selected: true })).toHaveText('14');
  await expect(minute.getByRole('option', { selected: true })).toHaveText('25');

  // Changing only the minutes keeps the hour shown.
  await minute.selectOption({ label: '55' });
  await times.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(times).toBeHidden();
  await expect(appointment(page)).toContainText('02.12.2026, 14:55 Uhr');
});

test('a dine-in order is served, not ready for pickup (docs/decisions/016)', async ({
  page,
  request,
}) => {
  const order = await placeOrderThroughApi(request, { isDineIn: true, table: '5' });
  await setOrderStatus(request, order, 'confirmed');
  await setOrderStatus(request, order, 'inDelivery');
  await gotoAsReturningVisitor(page, `/status/${order.uid}/${order.hash}`);
  const steps = page.getByRole('region', { name: 'Status' }).getByRole('listitem');
  await expect(steps).toHaveText([
    /Warten auf Bestätigung/,
    /Bestätigt und in Zubereitung/,
    /Wird serviert/,
    /Abgeschlossen/,
  ]);
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('region', { name: 'Status' })).not.toContainText('Abholbereit');
});

test('the postcode picks its delivery area, and an address outside the chosen area is refused on the field', async ({
  page,
}) => {
  await deliveryCheckout(page, 3);
  const postcode = textField(page, 'PLZ');
  const city = textField(page, 'Ort');
  // Browser autofill: the two halves of the spec's 'postcode + city' with their own tokens.
  await expect(postcode).toHaveAttribute('autocomplete', 'postal-code');
  await expect(city).toHaveAttribute('autocomplete', 'address-level2');
  await expect(areaSelect(page).locator('option:checked')).toHaveText(
    'Schwabing (80801, 80802, 80803)',
  );

  await postcode.fill('80333');
  await expect(areaSelect(page).locator('option:checked')).toHaveText('Maxvorstadt (80333, 80799)');
  await city.fill('München');
  await expect(postcode).toHaveValue('80333');

  // Back to Schwabing by hand, then a Hamburg address: refused with the reason on the field.
  await areaSelect(page).selectOption({ label: 'Schwabing (80801, 80802, 80803)' });
  await postcode.fill('20249');
  await city.fill('Hamburg');
  await expect(areaSelect(page).locator('option:checked')).toHaveText(
    'Schwabing (80801, 80802, 80803)',
  );
  await fillContact(page, {
    Vorname: 'Max',
    Nachname: 'Huber',
    'E-Mail': 'max.huber@example.com',
    Telefon: '+49 151 2345678',
  });
  await textField(page, 'Straße und Hausnummer').fill('Eppendorfer Baum 1');
  await acceptLegalTexts(page);
  await submitOrder(page);
  const message =
    'Die Postleitzahl 20249 liegt nicht im Liefergebiet „Schwabing (80801, 80802, 80803)“. Bitte prüfen Sie die Postleitzahl oder wählen Sie ein anderes Liefergebiet.';
  await expect(errorList(page)).toHaveText([`PLZ und Ort: ${message}`]);
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(postcode).toHaveAccessibleDescription(message);
  await expect(page).toHaveURL(/\/checkout$/);
  // The form keeps what was typed.
  await expect(city).toHaveValue('Hamburg');
  await expect(textField(page, 'Vorname')).toHaveValue('Max');
});

test('the branch search finds the branch that delivers to a postcode', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Filiale suchen' });
  const cards = page.getByRole('list', { name: 'Unsere Filialen' }).getByRole('article');
  await search.fill('80333');
  await expect(page.getByText('1 von 4 Filialen werden angezeigt.', { exact: true })).toBeVisible();
  await expect(cards).toHaveText([/München-Schwabing/]);
  await search.fill('04277');
  await expect(page.getByText('1 von 4 Filialen werden angezeigt.', { exact: true })).toBeVisible();
  await expect(cards).toHaveText([/Leipzig-Südvorstadt/]);
  await expect(page.getByText('Leider wurden keine Ergebnisse gefunden.')).toHaveCount(0);
});

test('a product’s lead time shows in its dialog and the cart, and the date picker starts after it', async ({
  page,
}) => {
  const cake = 'Schwarzwälder Kirschtorte (ganze Torte)';
  await gotoAsReturningVisitor(page, MUNICH);
  await page.getByRole('button', { name: cake, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Vorlaufzeit: 2 Tage');
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(dialog).toBeHidden();
  await openCart(page);
  await expect(cartPanel(page).getByRole('listitem').filter({ hasText: cake })).toContainText(
    'Vorlaufzeit: 2 Tage',
  );

  await goToCheckout(page);
  await expect(appointment(page)).toContainText(
    'Wegen der Vorlaufzeit Ihrer Produkte ist der früheste Termin 04.12.2026, 12:00 Uhr.',
  );
  await appointment(page).getByRole('button', { name: 'Termin wählen' }).click();
  const picker = page.getByRole('dialog', { name: 'Datum wählen' });
  const day = (label: RegExp) => picker.getByRole('button', { name: label });
  await expect(day(/^Mittwoch, 2\. Dezember 2026, heute, nicht verfügbar$/)).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(day(/^Donnerstag, 3\. Dezember 2026, nicht verfügbar$/)).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const friday = day(/^Freitag, 4\. Dezember 2026$/);
  await expect(friday).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('button', { name: 'Übernehmen' }).click();
  const hours = page
    .getByRole('dialog', { name: 'Uhrzeit wählen' })
    .getByRole('combobox', { name: 'Stunde' });
  await expect(hours.getByRole('option').first()).toHaveText('12');
});

test('an unknown address answers 404 with the not-found page and a way home', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht/mehr');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeVisible();
  expect((await page.goto('/store/keine-filiale'))?.status()).toBe(404);
  await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('list', { name: 'Unsere Filialen' })).toBeVisible();
  // A known page still answers 200.
  expect((await page.goto(MUNICH))?.status()).toBe(200);
});

test('checkout: the comment counts its characters, switching the order type clears errors that no longer apply, the total sits at the button', async ({
  page,
}) => {
  await deliveryCheckout(page, 2);
  const comment = textField(page, 'Ihre Anmerkungen zur Bestellung');
  await expect(comment).toHaveAccessibleDescription('0 von 2.000 Zeichen');
  await expect(comment).toHaveAttribute('maxlength', '2000');
  await comment.fill('Bitte klingeln.');
  await expect(comment).toHaveAccessibleDescription('15 von 2.000 Zeichen');

  await submitOrder(page);
  await expect(errorList(page)).toHaveText([
    `Vorname: ${NOT_BLANK}`,
    `Nachname: ${NOT_BLANK}`,
    `E-Mail: ${NOT_BLANK}`,
    `Telefon: ${NOT_BLANK}`,
    `Straße und Hausnummer: ${NOT_BLANK}`,
    `PLZ und Ort: ${NOT_BLANK}`,
    `Allgemeine Geschäftsbedingungen: ${NOT_BLANK}`,
    `Datenschutzerklärung: ${NOT_BLANK}`,
  ]);
  // Takeaway at Munich asks for no address and no phone: those errors go, the others stay.
  await page.getByRole('radio', { name: 'Takeaway' }).check();
  await expect(errorList(page)).toHaveText([
    `Vorname: ${NOT_BLANK}`,
    `Nachname: ${NOT_BLANK}`,
    `E-Mail: ${NOT_BLANK}`,
    `Allgemeine Geschäftsbedingungen: ${NOT_BLANK}`,
    `Datenschutzerklärung: ${NOT_BLANK}`,
  ]);

  // The total once more at the submit button, within a thumb's reach of it.
  const submit = page.getByRole('button', { name: 'Bestellung abschicken' });
  await expect(submit).toHaveAccessibleDescription('Gesamt (brutto) 17,80 €');
  const total = page.locator('#checkout-submit-total');
  await submit.scrollIntoViewIfNeeded();
  await expect(total).toBeInViewport();
  const [totalBox, submitBox] = [await total.boundingBox(), await submit.boundingBox()];
  expect((submitBox?.y ?? 0) - ((totalBox?.y ?? 0) + (totalBox?.height ?? 0))).toBeLessThan(40);
});

test('a table’s QR link confirms the table on the menu, and the checkout asks for no appointment', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, `${MUNICH}?table=5`);
  const banner = page.getByRole('status').filter({ hasText: 'Tisch 5' });
  await expect(banner).toContainText('Sie bestellen an Ihrem Tisch');
  // On the first screen, phone included, above the branch's heading.
  await expect(banner).toBeInViewport();
  await addSimpleProduct(page, 'Espresso');
  await goToCheckout(page);
  await expect(page.getByRole('radio', { name: 'Dine In' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Tischnummer' })).toHaveValue('5');
  await expect(page.getByRole('heading', { name: 'Wunschtermin' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Termin wählen' })).toHaveCount(0);
  // Takeaway asks for the appointment again.
  await page.getByRole('radio', { name: 'Takeaway' }).check();
  await expect(page.getByRole('heading', { name: 'Wunschtermin' })).toBeVisible();
});
