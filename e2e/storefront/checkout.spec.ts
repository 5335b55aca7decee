import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  acceptLegalTexts,
  checkoutSection,
  expectCartClearedOnReturn,
  expectNoSeriousViolations,
  expectThankYouPage,
  fillContact,
  goToCheckout,
  statusPageOrder,
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
 * The checkout (spec §2 "Checkout page", §5, §9) from the branch list to the status
 * page, at E2E_NOW (Wednesday 12:00 in Berlin: München-Schwabing open and delivering).
 *
 * Amounts computed by hand from the demo data, per line (spec §9: net = gross / (1 + rate/100),
 * rounded to cents; tax = gross − net):
 *   Pizza Margherita 8,90 € at 7 %:  net 8,32, tax 0,58; two: 17,80 € → net 16,64, tax 1,16
 *   Cappuccino 3,60 € at 19 %:      net 3,03, tax 0,57
 *   Delivery Schwabing 2,50 € at 19 %: net 2,10, tax 0,40; minimum 15,00 €, free from 30,00 €
 */

const MUNICH = '/store/muenchen-schwabing';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const row = (scope: Locator, label: string) =>
  scope.getByRole('row', { name: new RegExp(`^${escapeRegExp(label)}\\s`) });
const summary = (page: Page) => checkoutSection(page, 'Ihre Bestellung im Überblick');
const timeline = (page: Page) => page.getByRole('region', { name: 'Status' }).getByRole('listitem');
const fact = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Bestelldaten' })
    .getByRole('definition')
    .filter({
      has: page.locator(`xpath=preceding-sibling::dt[normalize-space()="${label}"]`),
    });

async function expectRows(scope: Locator, rows: [string, string][]) {
  for (const [label, value] of rows) await expect(row(scope, label)).toContainText(value);
}

test('a takeaway order paid in cash goes from the branch list to the status page', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, '/');
  await page
    .getByRole('main')
    .getByRole('link', { name: /München-Schwabing/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /München-Schwabing/ })).toBeVisible();
  await addSimpleProduct(page, 'Pizza Margherita');
  await addSimpleProduct(page, 'Cappuccino');
  await goToCheckout(page);
  await expect(page).toHaveTitle(/^Kasse/);

  // spec §2: the sections in order (no address for takeaway here, no table).
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Art der Lieferung',
    'Kontaktdaten',
    'Wunschtermin',
    'Anmerkungen',
    'Ihre Bestellung im Überblick',
    'Spendenempfänger',
    'Zahlungsart',
    'Rechtliches',
  ]);
  await expect(page.getByRole('radio', { name: 'Takeaway' })).toBeChecked();
  await expect(checkoutSection(page, 'Wunschtermin')).toContainText('So schnell wie möglich');
  await expectRows(summary(page), [
    ['Kosten', '12,50 €'],
    ['Netto', '11,35 €'],
    ['MwSt. 7 %', '0,58 €'],
    ['MwSt. 19 %', '0,57 €'],
    ['Gesamt (brutto)', '12,50 €'],
  ]);
  await expect(row(summary(page), 'Lieferkosten')).toHaveCount(0);
  // spec §4: cash is the default where the branch allows it.
  await expect(page.getByRole('radio', { name: 'Barzahlung' })).toBeChecked();
  // § 312g BGB (decision 048): pizza and coffee carry no right of withdrawal, and the form says so.
  await expect(checkoutSection(page, 'Rechtliches')).toContainText(
    'Für Speisen, Getränke und schnell verderbliche Waren besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 2 und Nr. 9 BGB).',
  );

  // The donatee chooser (spec §2, §5, §9).
  const donation = checkoutSection(page, 'Spendenempfänger');
  await expect(donation).toContainText(
    'Für Ihre Bestellung spenden wir 0,07 € an die gewählte Organisation – ohne Mehrkosten für Sie.',
  );
  await page.emulateMedia({ reducedMotion: 'reduce' }); // overlays scanned at rest
  await donation.getByRole('button', { name: 'Organisation wählen' }).click();
  const chooser = page.getByRole('dialog', { name: 'Organisation wählen' });
  await expectNoSeriousViolations(page, 'dialog');
  const search = chooser.getByRole('searchbox', { name: 'Organisation suchen' });
  await search.fill('Wildbienen');
  await expect(chooser.getByRole('button', { name: /Bienenwiese Leipzig/ })).toBeVisible();
  await expect(chooser.getByRole('button')).toHaveCount(3); // the result, close × and 'Fertig'
  await search.fill('Schachclub');
  await expect(chooser.getByText('Keine passende Organisation gefunden.')).toBeVisible();
  await search.fill('');
  const tafel = chooser.getByRole('button', { name: /Tafel Schwabing/ });
  await tafel.click();
  await expect(tafel).toHaveAttribute('aria-pressed', 'true');
  await tafel.click(); // clicking the selected one deselects it
  await expect(tafel).toHaveAttribute('aria-pressed', 'false');
  await chooser.getByRole('button', { name: /Kinderhilfe Sonnenstrahl/ }).click();
  await chooser.getByRole('button', { name: 'Fertig' }).click();
  await expect(chooser).toBeHidden();
  await expect(donation).toContainText('Kinderhilfe Sonnenstrahl e. V.');

  // The terms open in an overlay from the settings; the box stays unticked.
  await page.getByRole('button', { name: 'Allgemeinen Geschäftsbedingungen' }).click();
  const terms = page.getByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' });
  await expect(terms.getByRole('heading', { name: '§ 1 Geltungsbereich' })).toBeVisible();
  await expectNoSeriousViolations(page, 'dialog');
  await terms.getByRole('button', { name: 'Schließen' }).click();
  await expect(terms).toBeHidden();
  await expect(
    page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }),
  ).not.toBeChecked();

  await fillContact(page, {
    Vorname: 'Erika',
    Nachname: 'Mustermann',
    'E-Mail': 'erika@example.com',
  });
  await textField(page, 'Ihre Anmerkungen zur Bestellung').fill('Bitte mit Serviette.');
  await acceptLegalTexts(page);
  await submitOrder(page);

  await expectThankYouPage(page);
  await expect(page.getByText('Ticket', { exact: true })).toBeVisible();
  await expect(timeline(page)).toHaveText([
    /Warten auf Bestätigung/,
    /Bestätigt und in Zubereitung/,
    /Abholbereit/,
    /Abgeschlossen/,
  ]);
  await expect(timeline(page).first()).toHaveAttribute('aria-current', 'step');
  await expect(fact(page, 'Art der Lieferung')).toHaveText('Takeaway');
  await expect(fact(page, 'Termin')).toHaveText('So schnell wie möglich');
  await expect(fact(page, 'Zahlungsart')).toHaveText('Barzahlung');
  await expect(page.getByRole('region', { name: 'Bestelldaten' })).toContainText('12,50 €');
  await expect(page.getByRole('region', { name: 'Fragen zu Ihrer Bestellung?' })).toContainText(
    '+49 89 20194410',
  );

  // spec §4: the cart was cleared and saved.
  await expectCartClearedOnReturn(page);
});

test('a delivery order below the minimum is blocked, above it the fee and the free-delivery threshold are right', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, MUNICH);
  await addSimpleProduct(page, 'Cappuccino');
  await openCart(page);
  await cartPanel(page).getByLabel('Art der Lieferung').selectOption('delivery');
  await expect(cartPanel(page).getByRole('button', { name: 'Jetzt bestellen' })).toBeDisabled();

  // Directly on the checkout the order is blocked too: 3,60 € is 11,40 € short of 15,00 €.
  await page.goto(`${MUNICH}/checkout`);
  await expect(page.getByRole('radio', { name: 'Lieferung' })).toBeChecked();
  await expect(
    page.getByText(
      'Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Fügen Sie Waren im Wert von mindestens 11,40 € hinzu oder wählen Sie eine andere Art der Lieferung.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bestellung abschicken' })).toBeDisabled();

  // Two pizzas more: 21,40 € of goods, the 2,50 € fee (free only above 30,00 €).
  await page.getByRole('button', { name: 'Zurück' }).click();
  await addSimpleProduct(page, 'Pizza Margherita');
  await addSimpleProduct(page, 'Pizza Margherita');
  await openCart(page);
  await expect(cartPanel(page).getByText('Kostenlose Lieferung ab 30,00 €.')).toBeVisible();
  await goToCheckout(page);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Lieferadresse' }),
  ).toBeVisible();
  await expect(page.getByLabel('Liefergebiet')).toHaveValue(/\d+/);
  await expectRows(summary(page), [
    ['Kosten', '21,40 €'],
    ['Lieferkosten', '2,50 €'],
    ['Netto', '21,77 €'], // 16,64 + 3,03 + 2,10
    ['MwSt. 7 %', '1,16 €'],
    ['MwSt. 19 %', '0,97 €'], // 0,57 + 0,40
    ['Gesamt (brutto)', '23,90 €'],
  ]);

  // A third pizza: 30,30 € exceeds 30,00 €, delivery is free.
  await page.getByRole('link', { name: 'Warenkorb bearbeiten' }).click();
  await addSimpleProduct(page, 'Pizza Margherita');
  await goToCheckout(page);
  await expectRows(summary(page), [
    ['Kosten', '30,30 €'],
    ['Lieferkosten', 'Kostenlos'],
    ['Netto', '27,99 €'], // three lines of 8,32 + 3,03
    ['MwSt. 7 %', '1,74 €'], // three lines of 0,58
    ['MwSt. 19 %', '0,57 €'],
    ['Gesamt (brutto)', '30,30 €'],
  ]);

  await fillContact(page, {
    Vorname: 'Max',
    Nachname: 'Huber',
    'E-Mail': 'max.huber@example.com',
    Telefon: '+49 151 2345678',
  });
  await textField(page, 'Straße und Hausnummer').fill('Hohenzollernstraße 12');
  await textField(page, 'PLZ').fill('80801');
  await textField(page, 'Ort').fill('München');
  await textField(page, 'Stockwerk').fill('3');
  await textField(page, 'Tür').fill('links');
  await acceptLegalTexts(page);
  await submitOrder(page);

  await statusPageOrder(page);
  await expect(fact(page, 'Art der Lieferung')).toHaveText('Lieferung');
  await expect(fact(page, 'Liefergebiet')).toHaveText('Schwabing (80801, 80802, 80803)');
  const details = page.getByRole('region', { name: 'Bestelldaten' });
  await expect(row(details, 'Lieferkosten')).toContainText('Kostenlos');
  await expect(row(details, 'Gesamt')).toContainText('30,30 €');
  await expect(timeline(page).nth(2)).toHaveText(/In Zustellung/);
});

test('a dine-in order asks for the table and shows it on the status page', async ({ page }) => {
  await gotoAsReturningVisitor(page, MUNICH);
  await addSimpleProduct(page, 'Latte Macchiato');
  await goToCheckout(page);
  await page.getByRole('radio', { name: 'Dine In' }).check();

  // spec §5: without a required email or phone the contact section is hidden; the table is required.
  // At a table the checkout asks for no appointment (docs/decisions/016).
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Art der Lieferung',
    'Tisch',
    'Anmerkungen',
    'Ihre Bestellung im Überblick',
    'Spendenempfänger',
    'Zahlungsart',
    'Rechtliches',
  ]);
  const table = page.getByRole('combobox', { name: 'Tischnummer' });
  await expect(checkoutSection(page, 'Tisch')).toContainText('Tischnummer *');
  // Latte macchiato is taxed at 19 % for dine-in: 4,20 € → net 3,53 €.
  await expectRows(summary(page), [
    ['Netto', '3,53 €'],
    ['MwSt. 19 %', '0,67 €'],
  ]);
  await acceptLegalTexts(page);
  await submitOrder(page);
  await expect(checkoutSection(page, 'Tisch')).toContainText('Dieser Wert sollte nicht leer sein.');
  await expect(table).toHaveAttribute('aria-invalid', 'true');

  await table.selectOption('7');
  await submitOrder(page);
  await statusPageOrder(page);
  await expect(fact(page, 'Art der Lieferung')).toHaveText('Dine In');
  await expect(fact(page, 'Tisch')).toHaveText('7');
});

test('a table QR code (?table=) switches the cart to dine-in at that table; an unknown table is ignored', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, `${MUNICH}?table=99`);
  await openCart(page);
  await expect(cartPanel(page).getByLabel('Art der Lieferung')).toHaveValue('takeaway');

  await gotoAsReturningVisitor(page, `${MUNICH}?table=4`);
  await openCart(page);
  await expect(cartPanel(page).getByLabel('Art der Lieferung')).toHaveValue('dineIn');
  await addSimpleProduct(page, 'Espresso');
  await goToCheckout(page);
  await expect(page.getByRole('radio', { name: 'Dine In' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Tischnummer' })).toHaveValue('4');

  // Hamburg offers no dine-in: its cart stays takeaway.
  await gotoAsReturningVisitor(page, '/store/hamburg-eppendorf?table=4');
  await openCart(page);
  await expect(cartPanel(page).getByLabel('Art der Lieferung').getByRole('option')).toHaveText([
    'Takeaway',
  ]);
});

test('an empty cart offers the way back; the checkout and status pages have no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(90_000); // axe is slow on a busy machine
  // The overlays rise in with an animation: scan them at rest (the shop honours reduced motion).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoAsReturningVisitor(page, `${MUNICH}/checkout`);
  await expect(page.getByText('Keine Produkte im Warenkorb!')).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zur Speisekarte' }).click();
  await expect(page).toHaveURL(new RegExp(`${MUNICH}$`));

  await addSimpleProduct(page, 'Pizza Margherita');
  await goToCheckout(page);
  await submitOrder(page);
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Termin wählen' }).click();
  await expect(page.getByRole('dialog', { name: 'Datum wählen' })).toBeVisible();
  await expectNoSeriousViolations(page, 'dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Übernehmen' }).click();
  await expect(page.getByRole('dialog', { name: 'Uhrzeit wählen' })).toBeVisible();
  await expectNoSeriousViolations(page, 'dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Übernehmen' }).click();

  await fillContact(page, { Vorname: 'Eva', Nachname: 'Berg', 'E-Mail': 'eva@example.com' });
  await acceptLegalTexts(page);
  await submitOrder(page);
  await statusPageOrder(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});
