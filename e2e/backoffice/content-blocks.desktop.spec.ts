import { expect, test } from '../fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * The blocks screen (spec §3 content block types, docs/decisions/036-content-editor-tools.md):
 * a link block's form comes from its declaration; an empty required field keeps the form with
 * the German message; the saved block is listed and can be deleted.
 */
test('an editor creates a link block, is told about the missing address, saves and deletes it', async ({
  page,
}) => {
  const identifier = `catering-${Date.now().toString(36)}`;
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/content/blocks');
  await expect(page.getByRole('heading', { level: 1, name: 'Inhalte' })).toBeVisible();
  await page.getByRole('link', { name: 'Inhalt anlegen' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Catering-Hinweis');
  await page.getByLabel('Kennung', { exact: true }).fill(identifier);
  await page.getByLabel('Typ', { exact: true }).selectOption({ label: 'Link' });
  await page.getByLabel(/^Beschriftung/).fill('Jetzt anfragen');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Dieser Wert sollte nicht leer sein.')).toBeVisible();
  await expect(page.getByLabel(/^Beschriftung/)).toHaveValue('Jetzt anfragen');

  await page.getByLabel(/^Ziel/).fill('/catering');
  await page.getByLabel(/^Darstellung/).selectOption({ label: 'Button' });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inhalte' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: identifier });
  await expect(row).toContainText('Catering-Hinweis');

  await row.getByRole('link').first().click();
  await expect(page.getByLabel(/^Ziel/)).toHaveValue('/catering');
  await page.getByRole('button', { name: 'Löschen' }).click();
  await page
    .getByRole('dialog', { name: 'Inhalt löschen' })
    .getByRole('button', { name: 'Endgültig löschen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inhalte' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: identifier })).toHaveCount(0);
});
