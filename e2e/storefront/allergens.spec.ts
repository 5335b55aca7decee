import { expect, test } from '../fixtures.ts';
import { gotoAsReturningVisitor } from '../support/storefront.ts';

/**
 * Allergens and additives of products and their chosen options before the item enters the cart,
 * and the generated legend on /site/allergens (LMIV, LMZDV;
 * docs/decisions/032-unit-prices-allergens-additives.md). Demo catalogue: Pizza nach Wahl itself
 * has gluten and milk, its Dinkel-Vollkornteig gluten, Thunfisch fish, Oliven are blackened; the
 * cola has colour and caffeine.
 */
test('the product’s own codes show on its card; choosing options adds theirs before the cart', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, '/store/muenchen-schwabing');
  // Product-level codes on the card (the demo pizza's base: wheat dough and mozzarella).
  const card = page.getByRole('article', { name: 'Pizza nach Wahl' });
  await expect(card.getByTestId('product-labels')).toHaveText(
    'Enthält: Glutenhaltiges Getreide, Milch',
  );
  await page.getByRole('button', { name: 'Pizza nach Wahl', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const shown = dialog.getByTestId('option-allergens');
  await dialog.getByRole('radio', { name: /Mittel/ }).check();
  await expect(shown).toHaveText('Ihre Auswahl enthält: Glutenhaltiges Getreide, Milch');
  await dialog.getByRole('button', { name: 'Zum nächsten Schritt' }).click();
  await dialog.getByRole('radio', { name: /Dinkel-Vollkornteig/ }).click();
  await expect(shown).toHaveText('Ihre Auswahl enthält: Glutenhaltiges Getreide, Milch');
  await dialog.getByRole('button', { name: 'Zum nächsten Schritt' }).click();
  await dialog.getByRole('checkbox', { name: /Thunfisch/ }).check();
  await dialog.getByRole('checkbox', { name: /Oliven/ }).check();
  await expect(shown).toHaveText(
    'Ihre Auswahl enthält: Glutenhaltiges Getreide, Fische, Milch; geschwärzt',
  );
  await dialog.getByRole('checkbox', { name: /Thunfisch/ }).uncheck();
  await expect(shown).toHaveText(
    'Ihre Auswahl enthält: Glutenhaltiges Getreide, Milch; geschwärzt',
  );
  // The last step offers 'Zum Warenkorb hinzufügen' with the list still shown beside the price.
  await dialog.getByRole('button', { name: 'Zum nächsten Schritt' }).click();
  await expect(dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' })).toBeVisible();
  await expect(shown).toHaveText(
    'Ihre Auswahl enthält: Glutenhaltiges Getreide, Milch; geschwärzt',
  );
  if (test.info().project.name === 'desktop') {
    await page.screenshot({ path: test.info().outputPath('allergens-editor-1280.png') });
  } else {
    await page.screenshot({ path: test.info().outputPath('allergens-editor-390.png') });
  }
});

test('a drink lists its additive classes on its card', async ({ page }) => {
  await gotoAsReturningVisitor(page, '/store/muenchen-schwabing');
  const card = page.getByRole('article', { name: 'Cola 0,33 l' });
  await expect(card.getByTestId('product-labels')).toHaveText(
    'Enthält: mit Farbstoff, koffeinhaltig',
  );
});

test('the allergens page lists the generated legend', async ({ page }) => {
  await gotoAsReturningVisitor(page, '/site/allergens');
  const legend = page.getByRole('region', {
    name: 'Kennzeichnung von Allergenen und Zusatzstoffen',
  });
  await expect(legend).toBeVisible();
  const allergens = legend.getByRole('definition');
  await expect(allergens).toHaveCount(28);
  await expect(legend).toContainText('Schalenfrüchte');
  await expect(legend).toContainText('mit Konservierungsstoff');
  await expect(legend).toContainText('chininhaltig');
});
