import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { cartPanel, gotoAsReturningVisitor, openCart } from '../support/storefront.ts';

/**
 * The branch page on a phone (390 × 844, touch), as a tester found it: the first product below
 * the first screen, the order type only in the cart sheet, and no search in a long menu
 * (docs/decisions/017-customer-journey-comfort.md; spec §2 "Branch ordering page").
 */

const BRANCH = '/store/muenchen-schwabing';

const firstProduct = (page: Page) => page.locator('section[id^="category-"] li').first();
const orderType = (page: Page) => page.getByRole('radiogroup', { name: 'Bestellart' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Speisekarte durchsuchen' });

test('the first product shows on the first screen: its name and picture above the cart bar', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  const product = firstProduct(page);
  const bar = await cartPanel(page)
    .getByRole('button', { name: /im Warenkorb$/ })
    .boundingBox();
  expect(bar).not.toBeNull();
  for (const part of [product.getByRole('heading'), product.locator('img')]) {
    await expect(part).toBeVisible();
    const box = await part.boundingBox();
    expect(box).not.toBeNull();
    // Seen without scrolling and not under the bar.
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the order type shows near the top and switches the cart’s order type, and back', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  const group = orderType(page);
  await expect(group).toBeInViewport();
  const delivery = group.getByRole('radio', { name: 'Lieferung' });
  const takeaway = group.getByRole('radio', { name: 'Takeaway' });
  await expect(takeaway).toBeChecked();
  await delivery.tap();
  await expect(delivery).toBeChecked();
  await openCart(page);
  await expect(cartPanel(page).getByLabel('Art der Lieferung')).toHaveValue('delivery');
  await expect(cartPanel(page).getByLabel('Liefergebiet')).toBeVisible();
  // The cart's control changes the same state.
  await cartPanel(page).getByLabel('Art der Lieferung').selectOption('takeaway');
  await page.keyboard.press('Escape');
  await expect(takeaway).toBeChecked();
  await expect(delivery).not.toBeChecked();
});

test('the menu search filters the products by name and description as one types', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  const box = search(page);
  await expect(box).toBeVisible();
  const margherita = page.getByRole('button', { name: 'Pizza Margherita', exact: true });
  const cappuccino = page.getByRole('button', { name: 'Cappuccino', exact: true });
  await expect(margherita).toBeVisible();
  await box.pressSequentially('cappu');
  await expect(cappuccino).toBeVisible();
  await expect(margherita).toHaveCount(0);
  await box.fill('xyzzy');
  await expect(page.getByText('Keine Produkte gefunden.')).toBeVisible();
  await expect(page.locator('section[id^="category-"]')).toHaveCount(0);
  await box.fill('');
  await expect(margherita).toBeVisible();
  await expect(cappuccino).toBeAttached();
  await expect(page.getByText('Keine Produkte gefunden.')).toHaveCount(0);
});

for (const size of [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
]) {
  test(`with the compact intro and the search, 'Zum Warenkorb hinzufügen' is on screen and tappable at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await gotoAsReturningVisitor(page, BRANCH);
    await expect(search(page)).toBeVisible();
    await page.getByRole('button', { name: 'Pizza Margherita', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Pizza Margherita' })).toBeVisible();
    const add = dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' });
    await expect(add).toBeInViewport({ ratio: 1 });
    // Nothing lies over the button: the element at its centre is the button itself.
    const onTop = await add.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit === button || button.contains(hit);
    });
    expect(onTop).toBe(true);
    await add.tap();
    await expect(dialog).toBeHidden();
    await expect(
      cartPanel(page).getByRole('button', { name: /^1 Produkt im Warenkorb$/ }),
    ).toBeVisible();
  });
}
