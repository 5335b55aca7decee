import { expect, test } from '../fixtures.ts';
import { createEmployee, demoShop } from '../support/orders.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  expectNoSeriousAxeViolations,
  logInAs,
  STRONG_PASSWORD,
} from './backoffice-helpers.ts';

/**
 * What a shift manager and a branch employee meet on the back-office screens: read-only screens
 * say so and take no typing, a screen of another area shows the permission message, the user
 * form's role hints name only areas that exist, tables are listed by number.
 */

test('an employee sees a product read-only: disabled fields, no save button, a German hint', async ({
  page,
  request,
}) => {
  const shop = await demoShop(request);
  const employee = await createEmployee(request, shop.branch('muenchen-schwabing').id);
  await logInAs(page, employee, STRONG_PASSWORD);
  await page.goto(`/backend/catalogue/products/${shop.product('Pizza Margherita')}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Produkt ansehen' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Nur zur Ansicht' })).toHaveText(
    'Nur zur Ansicht: Mit Ihrer Rolle können Sie diese Daten ansehen, aber nicht ändern.',
  );
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('Pizza Margherita');
  await expect(name).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Löschen' })).toHaveCount(0);
  // Every tab can still be looked at; its fields stay disabled.
  const tabs = page.getByRole('tab');
  expect(await tabs.count()).toBeGreaterThan(1);
  await tabs.nth(1).click();
  const panel = page.getByRole('tabpanel');
  const enabledControls = panel.locator('input:enabled, select:enabled, textarea:enabled');
  await expect(enabledControls).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Zurück zu Produkte' }).last()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  if (test.info().project.name === 'desktop') {
    await page.setViewportSize({ width: 820, height: 1180 });
    await tabs.first().click();
    await page.screenshot({ path: test.info().outputPath('employee-product-read-only-820.png') });
  }
});

test('an employee opening Konfiguration gets the permission message, not a load failure', async ({
  page,
  request,
}) => {
  const shop = await demoShop(request);
  const employee = await createEmployee(request, shop.branch('muenchen-schwabing').id);
  await logInAs(page, employee, STRONG_PASSWORD);
  for (const path of [
    '/backend/settings/configuration',
    '/backend/settings/api-keys',
    '/backend/settings/users/1',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText(
      'Für diese Seite fehlt Ihnen die Berechtigung.',
    );
    await expect(page.getByText(/konnte(n)? nicht geladen werden/)).toHaveCount(0);
  }
  // Creating needs write access: the employee may read products but not create one.
  await page.goto('/backend/catalogue/products/new');
  await expect(page.getByRole('alert')).toHaveText('Für diese Seite fehlt Ihnen die Berechtigung.');
  await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
});

test('the user form’s role hints name only areas the back-office has, from the permissions table', async ({
  page,
}) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/settings/users/new');
  const hintOf = (role: string) =>
    page.getByRole('group', { name: 'Rollen' }).locator('label').filter({ hasText: role });
  await expect(hintOf('Administrator')).toHaveText(
    'AdministratorBestellungen; Katalog; Inhalte; Geräte; Digital Signage; Zeiterfassung; Statistik; Einstellungen',
  );
  await expect(hintOf('Manager')).toHaveText(
    'ManagerBestellungen; Katalog (Spendenempfänger nur ansehen); Inhalte (nur ansehen); Geräte; Digital Signage; Zeiterfassung – nur die ausgewählten Filialen; Statistik (nur ansehen); Einstellungen: Logs (nur ansehen)',
  );
  await expect(hintOf('Mitarbeiter')).toHaveText(
    'MitarbeiterBestellungen – nur die ausgewählten Filialen; Katalog ohne Spendenempfänger (nur ansehen); Statistik (nur ansehen) – nur die ausgewählten Filialen',
  );
  await expect(hintOf('Redakteur')).toHaveText('RedakteurKatalog: Spendenempfänger; Inhalte');
  const group = page.getByRole('group', { name: 'Rollen' });
  for (const missing of ['Seiten', 'Blöcke', 'Navigation']) {
    await expect(group).not.toContainText(missing);
  }
});

test('tables are listed by number: 1, 2, … 10, not 1, 10, 11, 2', async ({ page, request }) => {
  const shop = await demoShop(request);
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/backend/catalogue/tables?branchId=${shop.branch('muenchen-schwabing').id}`);
  const table = page.getByRole('table', { name: 'Tische' });
  const firstCells = table.locator('tbody tr th a');
  await expect(firstCells.first()).toBeVisible();
  const identifiers = (await firstCells.allTextContents()).map((text) => text.trim());
  expect(identifiers.slice(0, 4)).toEqual(['1', '2', '3', '4']);
  expect(identifiers.indexOf('10')).toBe(identifiers.indexOf('9') + 1);
});

test('a word in a number field is named on the field and kept, never saved as "not set"', async ({
  page,
  request,
}) => {
  const shop = await demoShop(request);
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/backend/catalogue/tables?branchId=${shop.branch('muenchen-schwabing').id}`);
  await page
    .getByRole('table', { name: 'Tische' })
    .getByRole('link', { name: '3', exact: true })
    .click();
  const seats = page.getByLabel('Plätze', { exact: true });
  await expect(seats).toBeVisible();
  const before = await seats.inputValue();
  await seats.fill('vier');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte geben Sie eine Zahl an, z. B. 7 oder 19.')).toBeVisible();
  await expect(seats).toHaveValue('vier');
  // Nothing was sent: the table still has its seats.
  await page.reload();
  await expect(page.getByLabel('Plätze', { exact: true })).toHaveValue(before);
});
