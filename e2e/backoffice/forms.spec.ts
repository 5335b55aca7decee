import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * The back-office's shared form layer, as a shift manager meets it: a changed form is not lost
 * when the navigation is clicked, list editors mark the one wrong field in its own words, a
 * branch stays open after saving, the payment tab keeps each method together, and an option's
 * surcharge on a weight product reads per unit.
 */

/**
 * A branch of this test alone (switched off and not public, so no storefront test sees it),
 * made through the API; returns its id.
 */
async function createBranch(request: APIRequestContext, name: string): Promise<number> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await request.post('/api/branches', {
    headers: await adminHeaders(request),
    data: {
      identifier: `formular-${suffix}`,
      name,
      street: 'Testweg 1',
      zipCode: '04109',
      city: 'Leipzig',
      isEnabled: false,
      isPublic: false,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function branchName(request: APIRequestContext, id: number): Promise<string> {
  const response = await request.get(`/api/branches/${id}`, {
    headers: await adminHeaders(request),
  });
  return ((await response.json()) as { data: { name: string } }).data.name;
}

/** Clicks an entry of the side navigation (behind the menu button below 1024 px). */
async function clickNavigation(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Back-Office-Navigation' });
  const menuButton = page.getByRole('button', { name: 'Menü öffnen' });
  if (await menuButton.isVisible()) await menuButton.click();
  await nav.getByRole('link', { name, exact: true }).click();
}

const unsavedDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

/** The row (list item) of a rows editor that holds a control with this label. */
const rowWith = (scope: Page | Locator, label: string) => {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('listitem').filter({ has: page.getByLabel(label, { exact: true }) });
};

test('leaving a changed branch form asks first: stay keeps the input, back is held, save goes on', async ({
  page,
}) => {
  const id = await createBranch(page.request, 'Formular Filiale Wächter');
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  // Into the form in-app (from the list), so that "back" is a step inside the app.
  await page.goto(`/backend/catalogue/branches?search=${encodeURIComponent('Filiale Wächter')}`);
  await page.getByRole('link', { name: 'Formular Filiale Wächter', exact: true }).click();
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue('Formular Filiale Wächter');
  // An unchanged form is left without a question.
  await clickNavigation(page, 'Produkte');
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible();
  await expect(unsavedDialog(page)).toHaveCount(0);
  await page.goBack();
  await expect(name).toHaveValue('Formular Filiale Wächter');

  await name.click();
  await name.fill('Formular Filiale Wächter geändert');
  await clickNavigation(page, 'Produkte');
  const dialog = unsavedDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('noch nicht gespeichert');
  await dialog.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/backend/catalogue/branches/${id}$`));
  await expect(name).toHaveValue('Formular Filiale Wächter geändert');

  // The browser's back button is held too: the form stays with what was typed.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/backend/catalogue/branches/${id}$`));
  await dialog.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(name).toHaveValue('Formular Filiale Wächter geändert');

  // "Speichern und verlassen" saves, then goes where the click wanted to go.
  await clickNavigation(page, 'Produkte');
  await dialog.getByRole('button', { name: 'Speichern und verlassen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Filiale wurde gespeichert.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible();
  expect(await branchName(page.request, id)).toBe('Formular Filiale Wächter geändert');
});

test('a changed product form: closing the tab asks (beforeunload), "Verwerfen" leaves it unchanged', async ({
  page,
  context,
}) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/catalogue/products');
  await page.getByRole('rowheader').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Produkt bearbeiten' })).toBeVisible();
  const name = page.getByLabel('Name', { exact: true });
  const original = await name.inputValue();
  await name.click();
  await name.fill(`${original} (Entwurf)`);

  // "Abbrechen" is a way out as well; "Verwerfen" goes on without saving.
  await page.getByRole('link', { name: 'Abbrechen' }).click();
  const dialog = unsavedDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible();
  await page
    .getByRole('rowheader')
    .getByRole('link', { name: original, exact: true })
    .first()
    .click();
  await expect(name).toHaveValue(original);

  // Closing the tab with a change: the browser asks before the page goes.
  await name.click();
  await name.fill(`${original} (Entwurf)`);
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.accept();
  await expect.poll(() => context.pages().includes(page)).toBe(false);
});

test('list editors mark the one wrong field with its own message; the preview shows a bad time', async ({
  page,
}) => {
  const id = await createBranch(page.request, 'Formular Filiale Prüfung');
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/backend/catalogue/branches/${id}`);
  await openTab(page, 'Öffnungszeiten');
  const hours = page.getByRole('tabpanel', { name: 'Öffnungszeiten' });
  await hours.getByRole('button', { name: 'Zeitraum hinzufügen' }).click();
  await hours.getByRole('button', { name: 'Zeitraum hinzufügen' }).click();
  const [first, second] = [rowWith(hours, 'Von').nth(0), rowWith(hours, 'Von').nth(1)];
  await first.getByLabel('Gilt für', { exact: true }).selectOption({ label: 'Montag' });
  await second.getByLabel('Gilt für', { exact: true }).selectOption({ label: 'Dienstag' });
  await second.getByLabel('Bis', { exact: true }).fill('25:00');
  // The preview does not pass Tuesday off as closed.
  const preview = hours.getByRole('region', { name: 'Vorschau' });
  await expect(preview.getByRole('row', { name: 'Mo 09:00–18:00' })).toBeVisible();
  await expect(
    preview.getByRole('row', { name: 'Di Uhrzeit fehlt oder ist ungültig' }),
  ).toBeVisible();
  await expect(preview.getByRole('row', { name: 'Mi–So Geschlossen' })).toBeVisible();

  await openTab(page, 'Bestellarten');
  await page.getByRole('checkbox', { name: 'Lieferung' }).check();
  await openTab(page, 'Lieferung');
  await page.getByRole('button', { name: 'Liefergebiet hinzufügen' }).click();
  const area = rowWith(page, 'Gebiet');
  await area.getByLabel('Gebiet', { exact: true }).fill('Südvorstadt');
  await area.getByLabel('Liefergebühr (€)', { exact: true }).fill('2,5x');
  await page.getByRole('button', { name: 'Speichern' }).click();

  // The first tab with a message opens: only Tuesday's "Bis" is marked, in its own words.
  await expect(page.getByRole('tab', { name: /Öffnungszeiten/, selected: true })).toBeVisible();
  const timeMessage = 'Bis: Bitte geben Sie eine Uhrzeit im Format HH:MM an, z. B. 09:30.';
  await expect(second.getByText(timeMessage)).toBeVisible();
  await expect(hours.locator('[aria-invalid="true"]')).toHaveCount(1);
  await expect(second.getByLabel('Bis', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(second.getByLabel('Bis', { exact: true })).toHaveAccessibleDescription(timeMessage);
  await expect(page.getByText('Dieser Wert ist nicht gültig.')).toHaveCount(0);
  await expect(first.getByText(/Bitte geben Sie/)).toHaveCount(0);

  await openTab(page, 'Lieferung');
  const delivery = page.getByRole('tabpanel', { name: 'Lieferung' });
  await expect(
    area.getByText('Liefergebühr: Bitte geben Sie einen Betrag wie 12,50 an.'),
  ).toBeVisible();
  await expect(delivery.locator('[aria-invalid="true"]')).toHaveCount(1);
  await expect(area.getByLabel('Liefergebühr (€)', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(area.getByLabel('Gebiet', { exact: true })).not.toHaveAttribute('aria-invalid');

  // Screenshots of a list editor with one wrong field (tablet and desktop width).
  await openTab(page, 'Öffnungszeiten');
  for (const width of [820, 1280]) {
    await page.setViewportSize({ width, height: width === 820 ? 1180 : 800 });
    // Below 1024 px the navigation slides out into a drawer: shoot once it has left the screen.
    const nav = page.getByRole('navigation', { name: 'Back-Office-Navigation' });
    if (width < 1024) await expect(nav).not.toBeInViewport();
    await second.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`hours-one-wrong-field-${width}.png`),
    });
  }

  // Mending the two fields saves the branch; it stays open (like a product).
  await second.getByLabel('Bis', { exact: true }).fill('22:00');
  await expect(preview.getByRole('row', { name: 'Di 09:00–22:00' })).toBeVisible();
  await openTab(page, 'Lieferung');
  await area.getByLabel('Liefergebühr (€)', { exact: true }).fill('2,50');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Filiale wurde gespeichert.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/backend/catalogue/branches/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Filiale bearbeiten' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lieferung', selected: true })).toBeVisible();
  // Saved means unchanged: leaving now asks nothing.
  await clickNavigation(page, 'Filialen');
  await expect(page.getByRole('heading', { level: 1, name: 'Filialen' })).toBeVisible();
  await expect(unsavedDialog(page)).toHaveCount(0);
});

test('an option of a weight product: its amount is per kg in the editor and in the customer preview; a bad amount is named', async ({
  page,
}) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/catalogue/products/new');
  await page.getByLabel('Name', { exact: true }).fill('Formular Käse am Stück');
  await page.getByLabel('Produkttyp', { exact: true }).selectOption({ label: 'Konfigurierbar' });
  await openTab(page, 'Preis und Menge');
  await page.getByLabel('Preis', { exact: true }).fill('20,00');
  await page.getByLabel('Einheit', { exact: true }).first().selectOption({ label: 'kg' });
  await openTab(page, 'Konfiguration');
  await page.getByRole('button', { name: 'Teil hinzufügen' }).click();
  const part = rowWith(page, 'Name des Teils');
  await part.getByLabel('Name des Teils', { exact: true }).fill('Reifung');
  for (const [name, amount] of [
    ['Jung', '0,00'],
    ['Alt', '0,50'],
  ]) {
    await part.getByRole('button', { name: 'Option hinzufügen' }).click();
    const option = rowWith(part, 'Option').last();
    await option.getByLabel('Option', { exact: true }).fill(name ?? '');
    // A modifier changes the price per kg (domain unitPriceWithModifiers), and says so.
    await option.getByLabel('Betrag (€ / kg)', { exact: true }).fill(amount ?? '');
  }
  const preview = page.getByRole('region', { name: 'Vorschau für Kunden' });
  await expect(preview.getByRole('radio', { name: 'Alt + 0,50 € / kg' })).toBeVisible();

  // A wrong amount in the second option: that input alone, with the amount message.
  const old = rowWith(part, 'Option').nth(1);
  await old.getByLabel('Betrag (€ / kg)', { exact: true }).fill('0,5,0');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(old.getByText('Betrag: Bitte geben Sie einen Betrag wie 12,50 an.')).toBeVisible();
  await expect(part.locator('[aria-invalid="true"]')).toHaveCount(1);
  await expect(old.getByLabel('Betrag (€ / kg)', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('the payment tab keeps each method with its switches and keys together', async ({ page }) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/settings/configuration');
  await openTab(page, 'Zahlung');
  const panel = page.getByRole('tabpanel', { name: 'Zahlung' });
  const mollie = panel.getByRole('group', { name: 'Mollie', exact: true });
  await expect(mollie.getByRole('checkbox', { name: 'Mollie verfügbar' })).toBeVisible();
  await expect(mollie.getByRole('checkbox', { name: 'Mollie anbieten' })).toBeVisible();
  await expect(mollie.getByLabel('Mollie API-Schlüssel', { exact: true })).toBeVisible();
  await expect(mollie.getByText(/^Mollie: /)).toBeVisible();
  const datatrans = panel.getByRole('group', { name: 'Datatrans', exact: true });
  for (const label of ['Datatrans Merchant-ID', 'Datatrans Passwort']) {
    await expect(datatrans.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(datatrans.getByRole('checkbox', { name: 'Datatrans anbieten' })).toBeVisible();
  const card = panel.getByRole('group', { name: 'Kartenzahlung vor Ort', exact: true });
  await expect(card.getByRole('checkbox')).toHaveCount(2);
  await expect(
    panel.getByRole('group', { name: 'Barzahlung', exact: true }).getByRole('checkbox', {
      name: 'Barzahlung',
    }),
  ).toBeVisible();
  // No key sits in another method's box.
  await expect(mollie.getByText(/Datatrans/)).toHaveCount(0);
});
