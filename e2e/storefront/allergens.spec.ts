import { expect, test } from '../fixtures.ts';
import { gotoAsReturningVisitor } from '../support/storefront.ts';

/**
 * Allergens and additives of chosen options before the item enters the cart, and the generated
 * legend on /site/allergens (LMIV, LMZDV; docs/decisions/032-unit-prices-allergens-additives.md).
 * Demo catalogue: Pizza nach Wahl's Dinkel-Vollkornteig has gluten, Thunfisch fish, Oliven are
 * blackened.
 */
test('choosing options adds their allergens and additives to the shown list', async ({ page }) => {
  await gotoAsReturningVisitor(page, '/store/muenchen-schwabing');
  await page.getByRole('button', { name: 'Pizza nach Wahl', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const shown = dialog.getByTestId('option-allergens');
  await dialog.getByRole('radio', { name: /Mittel/ }).check();
  await expect(shown).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Zum nächsten Schritt' }).click();
  await dialog.getByRole('radio', { name: /Dinkel-Vollkornteig/ }).click();
  await expect(shown).toHaveText('Ihre Auswahl enthält: Glutenhaltiges Getreide');
  await dialog.getByRole('button', { name: 'Zum nächsten Schritt' }).click();
  await dialog.getByRole('checkbox', { name: /Thunfisch/ }).check();
  await dialog.getByRole('checkbox', { name: /Oliven/ }).check();
  await expect(shown).toHaveText(
    'Ihre Auswahl enthält: Glutenhaltiges Getreide, Fische; geschwärzt',
  );
  await dialog.getByRole('checkbox', { name: /Thunfisch/ }).uncheck();
  await expect(shown).toHaveText('Ihre Auswahl enthält: Glutenhaltiges Getreide; geschwärzt');
  // The last step offers 'Zum Warenkorb hinzufügen' with the list still shown beside the price.
  await dialog.getByRole('button', { name: 'Zum nächsten Schritt' }).click();
  await expect(dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' })).toBeVisible();
  await expect(shown).toHaveText('Ihre Auswahl enthält: Glutenhaltiges Getreide; geschwärzt');
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
