import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * The navigation editor (spec §3 Navigation item, docs/decisions/036-content-editor-tools.md):
 * an entry added to the header navigation and indented under "Service" is seen by a customer in
 * the menu; a link without an address keeps the form with the German message.
 */

test.describe.configure({ mode: 'serial' });

async function openHeaderNavigation(page: Page) {
  await page.goto('/backend/content/navigations');
  await expect(page.getByRole('heading', { level: 1, name: 'Navigationen' })).toBeVisible();
  await page.getByRole('link', { name: 'Hauptnavigation' }).click();
  await expect(page.locator('li[data-navigation-entry="Service"]')).toBeVisible();
}

const entry = (page: Page, label: string) => page.locator(`li[data-navigation-entry="${label}"]`);

test('an editor adds a page to the header navigation under "Service"; customers see it', async ({
  page,
  browser,
}) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openHeaderNavigation(page);
  // A first try that failed after saving left its entry: a retry starts from the demo menu.
  const leftover = entry(page, 'Allergene im Überblick');
  if ((await leftover.count()) > 0) {
    await leftover.getByRole('button', { name: 'Allergene im Überblick: Entfernen' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Navigationen' })).toBeVisible();
    await openHeaderNavigation(page);
  }
  await expect(entry(page, 'Filialen')).toHaveAttribute('data-depth', '0');
  await expect(entry(page, 'München-Schwabing')).toHaveAttribute('data-depth', '1');

  await page.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  const added = page.locator('li[data-navigation-entry=""]');
  await added.getByLabel(/^Bezeichnung/).fill('Allergene im Überblick');
  const row = entry(page, 'Allergene im Überblick');
  await row.getByLabel('Typ').selectOption({ label: 'Seite' });
  await row.getByLabel(/^Seite/).selectOption({ label: 'Allergene (allergens)' });
  // "Service" is the last top-level entry before the new one: indenting puts it under "Service".
  await row.getByRole('button', { name: 'Allergene im Überblick: Einrücken' }).click();
  await expect(row).toHaveAttribute('data-depth', '1');
  await row.getByRole('button', { name: 'Allergene im Überblick: Nach oben' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Navigationen' })).toBeVisible();

  await openHeaderNavigation(page);
  await expect(entry(page, 'Allergene im Überblick')).toHaveAttribute('data-depth', '1');

  const customer = await browser.newContext();
  const storefront = await customer.newPage();
  await storefront.goto('/');
  // The server-rendered menu shows before it reacts: a click before hydration opened nothing.
  await waitForHydration(storefront);
  const header = storefront.getByRole('banner');
  await header.getByRole('button', { name: 'Service' }).click();
  await expect(header.getByRole('link', { name: 'Allergene im Überblick' })).toBeVisible();
  await customer.close();

  // Leave the demo navigation as it was for the other specs.
  await entry(page, 'Allergene im Überblick')
    .getByRole('button', { name: 'Allergene im Überblick: Entfernen' })
    .click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Navigationen' })).toBeVisible();
});

test('a link entry without an address keeps the form with the German message', async ({ page }) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openHeaderNavigation(page);
  await page.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  await page
    .locator('li[data-navigation-entry=""]')
    .getByLabel(/^Bezeichnung/)
    .fill('Presse');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    entry(page, 'Presse').getByText('Bitte geben Sie eine Adresse an, die mit', { exact: false }),
  ).toBeVisible();
  await expect(entry(page, 'Presse').getByLabel(/^Bezeichnung/)).toHaveValue('Presse');
});

test('an entry dragged by its handle onto a sibling takes its place, with its sub-entries (decision 045)', async ({
  page,
}) => {
  // Tall enough that both handles are on screen at once (the pointer cannot leave the viewport).
  await page.setViewportSize({ width: 1280, height: 4000 });
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openHeaderNavigation(page);
  const topLevel = page.locator('li[data-navigation-entry][data-depth="0"]');
  const before = await topLevel.evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-navigation-entry')),
  );
  expect(before.indexOf('Service')).toBeGreaterThan(before.indexOf('Filialen'));
  const handle = entry(page, 'Service').getByRole('button', { name: /^Service verschieben/ });
  const target = entry(page, 'Filialen').getByRole('button', { name: /^Filialen verschieben/ });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('no layout');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
  const after = await topLevel.evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-navigation-entry')),
  );
  expect(after.indexOf('Service')).toBeLessThan(after.indexOf('Filialen'));
  // "Service" kept its sub-entries right below it; nothing is saved (the demo menu stays).
  const rows = await page
    .locator('li[data-navigation-entry]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-depth')));
  const serviceAt = (
    await page
      .locator('li[data-navigation-entry]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-navigation-entry')))
  ).indexOf('Service');
  expect(rows[serviceAt + 1]).toBe('1');
});
