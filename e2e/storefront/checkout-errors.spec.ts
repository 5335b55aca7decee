import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  acceptLegalTexts,
  berlin,
  checkoutSection,
  fillContact,
  goToCheckout,
  statusPageOrder,
  submitOrder,
  textField,
  useServerTime,
} from '../support/checkout.ts';
import {
  addSimpleProduct,
  cartPanel,
  gotoAsReturningVisitor,
  openCart,
} from '../support/storefront.ts';

/**
 * Validation and errors of the checkout (spec §5 messages, §8 "Checkout": the error list at the
 * top, the page scrolled up, the named fields highlighted, 'Ein unbekannter Fehler ist
 * aufgetreten.' without data) and the form keeping every value (server rejection, reload).
 */

const MUNICH = '/store/muenchen-schwabing';
const NOT_BLANK = 'Dieser Wert sollte nicht leer sein.';
/** Without any answer (docs/decisions/017-customer-journey-comfort.md). */
const CONNECTION_FAILED =
  'Die Verbindung zum Server ist fehlgeschlagen. Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';
const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

async function chooseAppointment(page: Page, hour: string, minute: string) {
  await checkoutSection(page, 'Wunschtermin')
    .getByRole('button', { name: /^Termin (wählen|ändern)$/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Datum wählen' })
    .getByRole('button', { name: 'Übernehmen' })
    .click();
  const times = page.getByRole('dialog', { name: 'Uhrzeit wählen' });
  await times.getByRole('combobox', { name: 'Stunde' }).selectOption({ label: hour });
  await times.getByRole('combobox', { name: 'Minute' }).selectOption({ label: minute });
  await times.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(times).toBeHidden();
}

test('every required field shows the spec message; phone and email are checked', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, MUNICH);
  await addSimpleProduct(page, 'Pizza Margherita');
  await addSimpleProduct(page, 'Pizza Margherita');
  await openCart(page);
  await cartPanel(page).getByLabel('Art der Lieferung').selectOption('delivery');
  await goToCheckout(page);
  await page.getByRole('button', { name: 'Bestellung abschicken' }).scrollIntoViewIfNeeded();
  await submitOrder(page);

  // Munich needs name, email, phone and address for delivery, and both legal boxes.
  const list = page.getByRole('alert');
  await expect(list.getByRole('listitem')).toHaveText([
    `Vorname: ${NOT_BLANK}`,
    `Nachname: ${NOT_BLANK}`,
    `E-Mail: ${NOT_BLANK}`,
    `Telefon: ${NOT_BLANK}`,
    `Straße und Hausnummer: ${NOT_BLANK}`,
    `PLZ und Ort: ${NOT_BLANK}`,
    `Allgemeine Geschäftsbedingungen: ${NOT_BLANK}`,
    `Datenschutzerklärung: ${NOT_BLANK}`,
  ]);
  await expect.poll(() => scrollTop(page)).toBe(0);
  for (const name of ['Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Straße und Hausnummer', 'PLZ']) {
    await expect(textField(page, name)).toHaveAttribute('aria-invalid', 'true');
    await expect(textField(page, name)).toHaveAccessibleDescription(new RegExp(`${NOT_BLANK}$`));
  }
  // 'PLZ und Ort' is one order field in two inputs (docs/decisions/016): both are marked.
  await expect(textField(page, 'Ort')).toHaveAttribute('aria-invalid', 'true');
  for (const name of [/Allgemeinen Geschäftsbedingungen/, /Datenschutzerklärung/]) {
    await expect(page.getByRole('checkbox', { name })).toHaveAccessibleDescription(NOT_BLANK);
  }

  // Editing a field takes its highlight away.
  await textField(page, 'Vorname').fill('Erika');
  await expect(textField(page, 'Vorname')).not.toHaveAttribute('aria-invalid');

  // spec §5 phone: typing keeps digits, plus and spaces; leaving the field needs a leading +.
  const phone = textField(page, 'Telefon');
  await phone.fill('Tel. 0170-123');
  await expect(phone).toHaveValue(' 0170123');
  await phone.blur();
  await expect(phone).toHaveValue('0170123');
  await expect(phone).toHaveAccessibleDescription(
    /Bitte geben Sie eine gültige Nummer im Format \+49 170 1234567 an\.$/,
  );
  await phone.fill('0049 170 1234567');
  await phone.blur();
  await expect(phone).toHaveValue('+491701234567');
  await expect(phone).not.toHaveAttribute('aria-invalid');

  await fillContact(page, { Nachname: 'Mustermann', 'E-Mail': 'erika@example' });
  await textField(page, 'Straße und Hausnummer').fill('Leopoldstraße 1');
  await textField(page, 'PLZ').fill('80802');
  await textField(page, 'Ort').fill('München');
  await acceptLegalTexts(page);
  await submitOrder(page);
  await expect(list.getByRole('listitem')).toHaveText([
    'E-Mail: Dieser Wert ist keine gültige E-Mail-Adresse.',
  ]);
  await expect(textField(page, 'E-Mail')).toHaveAttribute('aria-invalid', 'true');
});

test('a branch that requires an appointment reads "Keine Angabe" and asks for one', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, '/store/leipzig-suedvorstadt');
  await addSimpleProduct(page, 'Pizza Margherita');
  await openCart(page);
  await cartPanel(page).getByLabel('Art der Lieferung').selectOption('dineIn');
  await goToCheckout(page);
  const appointment = checkoutSection(page, 'Wunschtermin');
  await expect(appointment).toContainText('Keine Angabe *');
  await fillContact(page, { Vorname: 'Lena', Nachname: 'Krause', Telefon: '+49 341 987654' });
  await acceptLegalTexts(page);
  await submitOrder(page);
  await expect(page.getByRole('alert')).toHaveText(
    /Wunschtermin: Bitte wählen Sie einen Termin aus\./,
  );
  await expect(appointment).toContainText('Bitte wählen Sie einen Termin aus.');

  await chooseAppointment(page, '18', '30');
  await expect(appointment).toContainText('02.12.2026, 18:30 Uhr');
  await expect(appointment).not.toContainText('Bitte wählen Sie einen Termin aus.');
  await submitOrder(page);
  await statusPageOrder(page);
  await expect(page.getByRole('region', { name: 'Bestelldaten' })).toContainText(
    '02.12.2026, 18:30 Uhr',
  );
});

test('the form keeps every value after a server rejection and a reload; a lost answer is retried under the same key', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoAsReturningVisitor(page, MUNICH);
  await addSimpleProduct(page, 'Pizza Funghi');
  await goToCheckout(page);
  await fillContact(page, {
    Vorname: 'Erika',
    Nachname: 'Mustermann',
    'E-Mail': 'erika@example.com',
    Telefon: '+49 170 1234567',
  });
  await textField(page, 'Ihre Anmerkungen zur Bestellung').fill('Ohne Zwiebeln, bitte.');
  await chooseAppointment(page, '13', '00');
  await page.getByRole('radio', { name: 'Kartenzahlung (EC-Karte)' }).check();
  await acceptLegalTexts(page);

  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/orders')) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });

  // The server is at 14:00 already: 13:00 has passed there, it names the appointment field.
  await useServerTime(page, berlin('2026-12-02', '14:00'));
  await submitOrder(page);
  const closedMessage =
    'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.';
  await expect(page.getByRole('alert')).toHaveText(new RegExp(`Wunschtermin: ${closedMessage}`));
  await expect(checkoutSection(page, 'Wunschtermin')).toContainText(closedMessage);
  await expect.poll(() => scrollTop(page)).toBe(0);

  const expectKeptValues = async () => {
    await expect(textField(page, 'Vorname')).toHaveValue('Erika');
    await expect(textField(page, 'Nachname')).toHaveValue('Mustermann');
    await expect(textField(page, 'E-Mail')).toHaveValue('erika@example.com');
    // Normalised when the field was left (spec §5: only digits and plus remain).
    await expect(textField(page, 'Telefon')).toHaveValue('+491701234567');
    await expect(textField(page, 'Ihre Anmerkungen zur Bestellung')).toHaveValue(
      'Ohne Zwiebeln, bitte.',
    );
    await expect(checkoutSection(page, 'Wunschtermin')).toContainText('02.12.2026, 13:00 Uhr');
    await expect(page.getByRole('radio', { name: 'Kartenzahlung (EC-Karte)' })).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }),
    ).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Datenschutzerklärung/ })).toBeChecked();
  };
  await expectKeptValues();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Bestellung' })).toBeVisible();
  await expectKeptValues();

  // The next attempt's answer is lost on the way back (the order is stored on the server)…
  await page.unrouteAll();
  await chooseAppointment(page, '15', '00');
  await page.route('**/api/orders', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await submitOrder(page);
  // No answer at all: the connection failed (docs/decisions/017-customer-journey-comfort.md).
  await expect(page.getByRole('alert')).toHaveText(CONNECTION_FAILED);

  // …so the retry sends the same key and gets the same order back, not a second one.
  await page.unrouteAll();
  const replay = page.waitForResponse((response) => response.url().endsWith('/api/orders'));
  await submitOrder(page);
  expect((await replay).headers()['idempotent-replayed']).toBe('true');
  await statusPageOrder(page);
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[2]);
  expect(keys[0]).not.toBe(keys[1]); // a new attempt after the answered 422
  await expect(page.getByRole('region', { name: 'Bestelldaten' })).toContainText(
    '02.12.2026, 15:00 Uhr',
  );
  await expect(page.getByRole('region', { name: 'Bestelldaten' })).toContainText(
    'Kartenzahlung (EC-Karte)',
  );
});

test('a first visit to the branch list, a branch page and its checkout loads no schema library', async ({
  page,
}) => {
  // zod (the schema library) and the rules built on it load when they are needed: the cart
  // reader with a stored cart, the order's checks on the form's first touch, the time picker's
  // full slots on opening it (docs/budgets.md P6). Its code is the only one reading `._zod`.
  const withSchemas: string[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('._zod')) withSchemas.push(response.url());
  });
  for (const path of ['/', MUNICH, `${MUNICH}/checkout`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByText('Keine Produkte im Warenkorb!')).toBeVisible();
  expect(withSchemas).toEqual([]);

  // The same observer sees it where it belongs: a stored cart is read with its schema.
  await gotoAsReturningVisitor(page, MUNICH);
  await addSimpleProduct(page, 'Pizza Funghi');
  await goToCheckout(page);
  await page.reload();
  await expect(checkoutSection(page, 'Kontaktdaten')).toBeVisible();
  await expect.poll(() => withSchemas.length).toBeGreaterThan(0);
});

test('the code that sends the order loads when the customer starts on the form; when it cannot load, the form says so, keeps every value and sends on the next try', async ({
  page,
}) => {
  const sendingCode = /\/assets\/order-sending-[\w-]+\.js$/;
  const loads: string[] = [];
  page.on('request', (request) => {
    if (sendingCode.test(request.url())) loads.push(request.url());
  });
  await gotoAsReturningVisitor(page, MUNICH);
  await addSimpleProduct(page, 'Pizza Funghi');
  await goToCheckout(page);
  expect(loads).toEqual([]); // not with the page: it holds the form's rules (zod), docs/budgets.md P6

  await page.route(sendingCode, (route) => route.abort('internetdisconnected'));
  await fillContact(page, {
    Vorname: 'Erika',
    Nachname: 'Mustermann',
    'E-Mail': 'erika@example.com',
    Telefon: '+49 170 1234567',
  });
  expect(loads.length).toBeGreaterThan(0); // the first focus asked for it
  await acceptLegalTexts(page);
  await submitOrder(page);
  // No answer at all: the connection failed (docs/decisions/017-customer-journey-comfort.md).
  await expect(page.getByRole('alert')).toHaveText(CONNECTION_FAILED);
  await expect(textField(page, 'Vorname')).toHaveValue('Erika');
  await expect(textField(page, 'E-Mail')).toHaveValue('erika@example.com');

  await page.unrouteAll();
  await submitOrder(page);
  await statusPageOrder(page);
});
