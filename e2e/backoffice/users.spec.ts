import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  expectNoSeriousAxeViolations,
  logInAs,
  logOut,
  STRONG_PASSWORD,
  uniqueEmail,
} from './backoffice-helpers.ts';

/**
 * The users screen on the generic resource layer: list, create, edit, delete,
 * server field errors and the branch employee it creates. Phone and desktop projects.
 */

const HAMBURG = 'Backstube Sonnenschein Hamburg-Eppendorf';

async function openUsers(page: Page) {
  await page.goto('/backend/settings/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
}

async function searchUsers(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === text);
}

/** The list row of one user (tests run side by side: names repeat, emails do not). */
const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

/** Follows a link of the side navigation (a drawer behind "Menü" below 1024 px). */
async function followNavigation(page: Page, name: string) {
  const menuButton = page.getByRole('button', { name: 'Menü öffnen' });
  if (await menuButton.isVisible()) await menuButton.click();
  await page
    .getByRole('navigation', { name: 'Back-Office-Navigation' })
    .getByRole('link', { name, exact: true })
    .click();
}

test('an admin creates a branch employee, who then sees only their branch', async ({ page }) => {
  const email = uniqueEmail('filiale');
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await followNavigation(page, 'Benutzer');
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Benutzer' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Benutzer anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer anlegen' })).toBeVisible();
  await page.getByLabel('Vorname').fill('Frieda');
  await page.getByLabel('Nachname').fill('Filialmann');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: /^Mitarbeiter/ }).check();
  await page.getByRole('checkbox', { name: new RegExp(`^${HAMBURG}`) }).check();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByRole('status').getByText('Benutzer wurde erstellt.')).toBeVisible();
  await expect(page).toHaveURL(/\/backend\/settings\/users$/);
  await searchUsers(page, email);
  const row = rowOf(page, email);
  await expect(row).toContainText('Frieda Filialmann');
  await expect(row).toContainText('Mitarbeiter');
  await expect(row).toContainText('Aktiv');

  await logOut(page);
  await logInAs(page, email, STRONG_PASSWORD);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Guten Tag, Frieda Filialmann' }),
  ).toBeVisible();
  // An employee handles the orders of their branch and reads the catalogue (permissions table),
  // but has no settings area.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Bestellungen',
    'Katalog',
    'Statistik',
  ]);
  await expect(main.getByRole('link', { name: /^Aktuelle Bestellungen/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /^Benutzer/ })).toHaveCount(0);
  const branches = await page.request.get('/api/branches/options');
  const { data } = (await branches.json()) as { data: { name: string }[] };
  expect(data.map((branch) => branch.name)).toEqual([HAMBURG]);

  await openUsersAsEmployee(page);
});

async function openUsersAsEmployee(page: Page) {
  await page.goto('/backend/settings/users');
  await expect(page.getByRole('alert')).toHaveText('Für diese Seite fehlt Ihnen die Berechtigung.');
  const response = await page.request.get('/api/users');
  expect(response.status()).toBe(403);
}

test('server errors appear next to their fields and every typed value stays', async ({ page }) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/settings/users/new');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte wählen Sie mindestens eine Rolle aus.')).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toBeFocused();

  await page.getByLabel('Vorname').fill('Doppelt');
  await page.getByLabel('E-Mail-Adresse').fill(ADMIN_EMAIL.toUpperCase());
  await page.getByLabel('Passwort').fill('Sommer2024!');
  await page.getByRole('checkbox', { name: /^Redakteur/ }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Diese E-Mail-Adresse wird bereits verwendet.')).toBeVisible();
  await expect(page.getByLabel('Vorname')).toHaveValue('Doppelt');
  await expect(page.getByLabel('Passwort')).toHaveValue('Sommer2024!');
  await expect(page.getByRole('checkbox', { name: /^Redakteur/ })).toBeChecked();

  await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('leck'));
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText(
      'Dieses Passwort ist in einem Datenleck aufgetaucht. Bitte wählen Sie ein anderes Passwort.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/backend\/settings\/users\/new$/);
});

test('a user is edited and deleted after a confirmation', async ({ page, request }) => {
  const email = uniqueEmail('bearbeiten');
  const created = await request.post('/api/users', {
    headers: await adminHeaders(request),
    data: { email, firstName: 'Erika', lastName: 'Entwurf', roles: ['ROLE_EDITOR'] },
  });
  expect(created.status()).toBe(201);

  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openUsers(page);
  await searchUsers(page, email);
  await rowOf(page, email).getByRole('link', { name: 'Erika Entwurf' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer bearbeiten' })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await page.getByLabel('Nachname').fill('Endfassung');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').getByText('Benutzer wurde gespeichert.')).toBeVisible();

  await searchUsers(page, email);
  const row = rowOf(page, email);
  await row.getByRole('button', { name: 'Erika Endfassung löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Benutzer löschen' });
  await expect(dialog).toContainText('Möchten Sie „Erika Endfassung“ wirklich löschen?');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await row.getByRole('button', { name: 'Erika Endfassung löschen' }).click();
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByRole('status').getByText('Benutzer wurde gelöscht.')).toBeVisible();
  await expect(page.getByText(`Keine Einträge für „${email}“ gefunden.`)).toBeVisible();
});

test('an admin cannot delete their own account: the server’s message shows with a retry', async ({
  page,
}) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openUsers(page);
  await searchUsers(page, ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Sabine Sonnleitner löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Benutzer löschen' });
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Sie können Ihr eigenes Konto nicht löschen.',
  );
  await expect(dialog.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
});
