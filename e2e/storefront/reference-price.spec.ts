import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { cartPanel, gotoAsReturningVisitor, openCart } from '../support/storefront.ts';

/**
 * PAngV Grundpreis (docs/decisions/032-unit-prices-allergens-additives.md) on the demo shop's
 * Munich branch: Bauernbrot vom Laib costs 6,90 € per kg, 1 Stück ≈ 1,2 kg.
 */
const BRANCH = '/store/muenchen-schwabing';
const GRUNDPREIS = 'Grundpreis: 6,90\u00a0€ / 1 kg';

const editor = (page: Page) => page.getByRole('dialog');

test('a weighed product shows its Grundpreis on the card, in the editor and in the cart', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  const card = page.getByRole('article', { name: 'Bauernbrot vom Laib' });
  await expect(card).toContainText(GRUNDPREIS);
  // A product sold by the piece has none.
  await expect(page.getByRole('article', { name: 'Pizza Margherita' })).not.toContainText(
    'Grundpreis',
  );

  await page.getByRole('button', { name: 'Bauernbrot vom Laib', exact: true }).click();
  const dialog = editor(page);
  await expect(dialog.locator('output')).toHaveText('ca. 8,28\u00a0€');
  await expect(dialog).toContainText(GRUNDPREIS);
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();

  await openCart(page);
  const line = cartPanel(page).getByRole('listitem', { name: /Bauernbrot vom Laib/ });
  await expect(line).toContainText(GRUNDPREIS);
});
