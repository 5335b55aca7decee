import { expect, test } from '../fixtures.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  expectNoSeriousAxeViolations,
  logInAs,
  logOut,
  submitLogin,
  uniqueEmail,
} from './backoffice-helpers.ts';

/**
 * Back-office login: the login page, German errors from the server, the login
 * link option, the way back after a 401 and logout. Runs in the phone and desktop projects.
 * Wrong passwords are tried with unknown emails only, so the shared admin account never locks.
 */

test('a back-office page without a session leads to the login and back after it', async ({
  page,
}) => {
  await page.goto('/backend/settings/users?search=sabine');
  await expect(page).toHaveURL(/\/backend\/login\?returnTo=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page).toHaveTitle('Anmelden | Back-Office');

  await submitLogin(page, uniqueEmail('niemand'), 'falsches-Passwort');
  await expect(page.getByRole('alert')).toHaveText('Ungültige Anmeldedaten.');

  await submitLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/backend\/settings\/users\?search=sabine$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sabine Sonnleitner' })).toBeVisible();
});

test('the login page names empty fields and passes axe', async ({ page }) => {
  await page.goto('/backend/login');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
});

// The browser tests' server has no mail server (no SMTP_URL): the shop must not claim to have
// sent a link (the mail itself is tested against a real SMTP listener in auth.login-link.test.ts).
test('a login link is not claimed to be sent when no mail server is set up', async ({ page }) => {
  await page.goto('/backend/login');
  await page.getByRole('button', { name: 'Anmeldelink per E-Mail senden' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Anmeldelink anfordern' }),
  ).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('unbekannt'));
  await page.getByRole('button', { name: 'Anmeldelink senden' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Anmeldelinks können derzeit nicht per E-Mail versendet werden, weil kein Mailserver eingerichtet ist.',
  );
  await expect(page.getByText('Anmeldelink gesendet')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mit Passwort anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
});

test('an invalid login link shows the German message and a way to ask for a new one', async ({
  page,
}) => {
  await page.goto(`/backend/login/link/${'x'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText(
    'Der Anmeldelink ist ungültig oder abgelaufen.',
  );
  await page.getByRole('link', { name: 'Neuen Anmeldelink anfordern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
});

test('after the session ends, the next action goes to the login and comes back', async ({
  page,
}) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/settings/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();

  // The session ends on the server (as after its lifetime); the browser still holds the cookie.
  const me = await page.request.get('/api/users/me');
  const { data } = (await me.json()) as { data: { csrfToken: string } };
  const ended = await page.request.post('/api/auth/logout', {
    headers: { 'x-csrf-token': data.csrfToken },
  });
  expect(ended.ok()).toBe(true);

  await page.getByRole('link', { name: 'Benutzer anlegen' }).click();
  await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('nach-ablauf'));
  await page.getByRole('checkbox', { name: /^Redakteur/ }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/backend\/login\?returnTo=%2Fbackend%2Fsettings%2Fusers%2Fnew$/);
  await submitLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/backend\/settings\/users\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer anlegen' })).toBeVisible();
});

test('logout ends the session: the back-office asks for a login again', async ({ page }) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await logOut(page);
  await page.goto('/backend');
  await expect(page).toHaveURL(/\/backend\/login\?returnTo=%2Fbackend$/);
});
