import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { createEmployee, demoShop } from '../support/orders.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs, STRONG_PASSWORD } from './backoffice-helpers.ts';

/**
 * Einstellungen → API-Referenz (docs/decisions/043-api-reference.md): the server's OpenAPI
 * document, readable and filterable, for admins; /api/docs leads there. Reads only.
 */

const SHOTS = '/work/shots/h-apidocs';

/** One operation's line (the `<summary>` of its collapsible entry). */
const operation = (page: Page, method: string, path: string) =>
  page
    .locator('summary')
    .filter({ has: page.getByText(method, { exact: true }) })
    .filter({ has: page.getByText(path, { exact: true }) });

test('an admin reads the API grouped by area, filters it and opens an operation', async ({
  page,
}) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  // The address in the README: GET /api/docs redirects to the screen.
  await page.goto('/api/docs');
  await expect(page).toHaveURL(/\/backend\/settings\/api-reference$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API-Referenz' })).toBeVisible();
  await expect(page).toHaveTitle(/API-Referenz/);

  const orders = page.getByRole('region', { name: '/api/orders', exact: true });
  await expect(orders.getByRole('heading', { level: 2, name: '/api/orders' })).toBeVisible();
  await expect(operation(page, 'POST', '/api/orders')).toContainText('öffentlich');
  await expect(operation(page, 'GET', '/api/orders')).toContainText('Sitzung');
  await expect(operation(page, 'GET', '/api/orders/frontdesk/{branchId}')).toContainText(
    'API-Schlüssel',
  );
  const count = page.getByText(/^\d+ Routen$/);
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(100);

  // The navigation of the settings area leads here too.
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'API-Referenz' }).first(),
  ).toHaveAttribute('href', '/backend/settings/api-reference');

  // A request body shows its fields with the German marks.
  const createBranch = operation(page, 'POST', '/api/branches');
  await createBranch.click();
  const details = page.locator('details').filter({ has: createBranch });
  await expect(details.getByRole('heading', { name: 'Anfrage' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Parameter' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Antworten' })).toBeVisible();
  await expect(details.getByText('application/json')).toBeVisible();
  const nameField = details.locator('li').filter({ has: page.getByText('name', { exact: true }) });
  await expect(nameField.first()).toContainText('Pflicht');
  await expect(nameField.first()).toContainText('Zeichen');

  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/api-reference-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // The whole screen: every operation's entry, folded (docs/budgets.md S12).
  expect(await seriousViolations(page)).toEqual([]);

  // Filtern: every word must occur in method + path or summary.
  const filter = page.getByRole('searchbox', { name: 'Filtern' });
  await filter.fill('POST /api/orders');
  await expect(operation(page, 'POST', '/api/orders')).toBeVisible();
  await expect(operation(page, 'GET', '/api/orders')).toHaveCount(0);
  await expect(operation(page, 'POST', '/api/branches')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: '/api/branches' })).toHaveCount(0);
  await expect(page.getByText(new RegExp(`^\\d+ von ${total} Routen$`))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/api-reference-filtered-1280.png` });

  await filter.fill('gibt es nicht');
  await expect(
    page.getByRole('status').filter({ hasText: 'Keine Route passt zum Filter.' }),
  ).toBeVisible();
  await filter.fill('');
  await expect(page.getByText(`${total} Routen`, { exact: true })).toBeVisible();
});

test('an employee opening the API reference gets the permission message', async ({
  page,
  request,
}) => {
  const shop = await demoShop(request);
  const employee = await createEmployee(request, shop.branch('muenchen-schwabing').id);
  await logInAs(page, employee, STRONG_PASSWORD);
  await page.goto('/backend/settings/api-reference');
  await expect(page.getByRole('heading', { level: 1, name: 'API-Referenz' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Für diese Seite fehlt Ihnen die Berechtigung.');
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'API-Referenz' }),
  ).toHaveCount(0);
});
