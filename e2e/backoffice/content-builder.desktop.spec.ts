import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * The page builder's tools (docs/decisions/036-content-editor-tools.md): rich text with the
 * Tiptap toolbar and the link dialog, HTML source editing whose script never reaches a page,
 * sections reordered by dragging, and the unsaved-changes guard on leaving.
 */

const section = (page: Page, type: string) => page.locator(`li[data-section-type="${type}"]`);

async function addSection(page: Page, label: string) {
  await page.getByLabel('Abschnitt hinzufügen').selectOption({ label });
  await page.getByRole('button', { name: 'Abschnitt hinzufügen' }).click();
}

test('rich text, a link from the dialog and a dragged section reach the page; script does not', async ({
  page,
  browser,
}) => {
  const path = `baecker-${Date.now().toString(36)}`;
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/content/sites/new');
  await page.getByLabel('Titel', { exact: true }).fill('Bäckerwissen');
  await page.getByLabel('Pfad', { exact: true }).fill(path);
  await page.getByLabel('Typ', { exact: true }).selectOption({ label: 'Individuelle Seite' });
  await addSection(page, 'Kleiner Titel');
  await section(page, 'heroSmall')
    .getByLabel(/^Titel/)
    .fill('Aus der Backstube');
  await addSection(page, 'Bild und Text');

  const imageText = section(page, 'sectionImageText');
  const text = imageText.getByRole('textbox', { name: 'Text', exact: true });
  await text.click();
  await page.keyboard.type('Frische Brötchen');
  await page.keyboard.press('ControlOrMeta+a');
  const toolbar = imageText.getByRole('toolbar', { name: 'Textformat: Text' });
  await toolbar.getByRole('button', { name: 'Fett' }).click();
  await expect(toolbar.getByRole('button', { name: 'Fett' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Link' });
  await dialog.getByLabel('Adresse des Links').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Bitte geben Sie eine Adresse an');
  await dialog.getByLabel('Adresse des Links').fill('https://example.org/brot');
  await dialog.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    text.locator('a[href="https://example.org/brot"] strong, strong a[href]'),
  ).toHaveCount(1);

  // Source editing: what is typed there is sanitised by the server before any page shows it.
  const columnToolbar = imageText.getByRole('toolbar', { name: 'Textformat: Spaltentext' });
  await columnToolbar.getByRole('button', { name: 'HTML-Quelltext' }).click();
  await imageText
    .getByLabel('Spaltentext (HTML)')
    .fill(
      '<p>Sauerteig</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
    );
  await columnToolbar.getByRole('button', { name: 'Zurück zum Editor' }).click();

  // Drag "Bild und Text" above "Kleiner Titel" by its handle.
  const handle = imageText.getByRole('button', { name: /^2\. Bild und Text verschieben/ });
  const target = section(page, 'heroSmall');
  // The mouse only reaches what is on screen: bring the first section to the top so that the
  // second one's handle is in view too (the source editor above may have scrolled the page).
  await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!from || !to || !viewport) throw new Error('no layout');
  expect(from.y + from.height).toBeLessThan(viewport.height);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 });
  await page.mouse.move(to.x + 40, to.y + 5, { steps: 15 });
  await page.mouse.up();
  await expect(page.locator('li[data-section-type]').first()).toHaveAttribute(
    'data-section-type',
    'sectionImageText',
  );

  await page.getByLabel('Seite ist öffentlich sichtbar').check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('link', { name: `/${path}`, exact: true })).toBeVisible();

  const customer = await browser.newContext();
  const storefront = await customer.newPage();
  await storefront.goto(`/${path}`);
  const main = storefront.getByRole('main');
  await expect(main.getByRole('link', { name: 'Frische Brötchen' })).toHaveAttribute(
    'href',
    'https://example.org/brot',
  );
  await expect(main.getByText('Sauerteig')).toBeVisible();
  // The image-and-text section comes first now.
  const sauerteig = await main.getByText('Sauerteig').boundingBox();
  const title = await main.getByText('Aus der Backstube').boundingBox();
  expect(sauerteig?.y ?? 0).toBeLessThan(title?.y ?? 0);
  await expect(storefront.locator('[onerror]')).toHaveCount(0);
  expect(await storefront.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await customer.close();
});

test('leaving the builder with changes asks first; "Weiter bearbeiten" keeps them', async ({
  page,
}) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/content/sites');
  await page.getByRole('link', { name: '/', exact: true }).click();
  const title = section(page, 'hero').getByLabel(/^Titel/);
  await title.fill('Nicht gespeichert');
  await page.getByRole('navigation').getByRole('link', { name: 'Navigation', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(title).toHaveValue('Nicht gespeichert');
  await page.getByRole('navigation').getByRole('link', { name: 'Navigation', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Ungespeicherte Änderungen' })
    .getByRole('button', { name: 'Verwerfen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Navigationen' })).toBeVisible();
});
