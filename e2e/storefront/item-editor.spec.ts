import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { initEntries, routeInit } from '../support/init-route.ts';

/** What these tests change of a product in the init data. */
type Product = { name: string; price: number; config: { parts: unknown[] } };

import { cartPanel, gotoAsReturningVisitor, openCart } from '../support/storefront.ts';

/**
 * The item editor overlay (spec §2 "Item editor overlay", §5 Quantity, Uploads)
 * on the demo shop's Munich branch, open at E2E_NOW. Expected prices are computed by hand from
 * the demo catalogue: Pizza nach Wahl sizes overwrite the price (8,90 / 10,90 / 13,90 €), dough
 * and toppings add to it; Bauernbrot costs 6,90 € per kg, 1 Stück ≈ 1,2 kg (approximate).
 */

const BRANCH = '/store/muenchen-schwabing';

const editor = (page: Page) => page.getByRole('dialog');

async function openProduct(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(editor(page)).toBeVisible();
  await expect(editor(page).getByRole('heading', { name, exact: true })).toBeVisible();
}

async function expectPrice(page: Page, text: string) {
  await expect(editor(page).locator('output')).toHaveText(text);
}

test('a step-by-step pizza goes through every step, forward and back, and cancels at step 0', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  await openProduct(page, 'Pizza nach Wahl');
  const dialog = editor(page);
  const back = dialog.getByRole('button', { name: 'Zurück' });
  const forwardArrow = dialog.getByRole('button', { name: 'Weiter' });
  const nextStep = dialog.getByRole('button', { name: 'Zum nächsten Schritt' });
  const addToCart = dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' });

  // Step 1 (index 0): the size is required, so neither forward nor add is offered yet.
  await expect(dialog.getByText('Schritt 1 von 4')).toBeVisible();
  await expect(nextStep).toHaveCount(0);
  await expect(forwardArrow).toHaveCount(0);
  await expect(addToCart).toHaveCount(0);
  await expectPrice(page, '8,90 €');
  await dialog.getByRole('radio', { name: /Mittel/ }).check();
  await expectPrice(page, '10,90 €');
  await expect(nextStep).toBeVisible();
  await forwardArrow.click();

  // Step 2: optional dough; a second click on the chosen option clears it.
  await expect(dialog.getByText('Schritt 2 von 4')).toBeVisible();
  await expect(nextStep).toBeVisible();
  const spelt = dialog.getByRole('radio', { name: /Dinkel-Vollkornteig/ });
  await spelt.click();
  await expect(spelt).toBeChecked();
  await expectPrice(page, '11,90 €');
  await spelt.click();
  await expect(spelt).not.toBeChecked();
  await expectPrice(page, '10,90 €');
  await spelt.click();

  // Back to step 1 keeps the choices; forward again with the button.
  await back.click();
  await expect(dialog.getByText('Schritt 1 von 4')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Mittel/ })).toBeChecked();
  await nextStep.click();
  await expect(dialog.getByRole('radio', { name: /Dinkel-Vollkornteig/ })).toBeChecked();
  await nextStep.click();

  // Step 3: toppings toggle.
  await expect(dialog.getByText('Schritt 3 von 4')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Salami/ }).check();
  await dialog.getByRole('checkbox', { name: /Champignons/ }).check();
  await expectPrice(page, '14,40 €'); // 10,90 + 1,00 + 1,50 + 1,00
  await dialog.getByRole('checkbox', { name: /Champignons/ }).uncheck();
  await expectPrice(page, '13,40 €');
  await nextStep.click();

  // Step 4 is the last: no forward, but the item is valid.
  await expect(dialog.getByText('Schritt 4 von 4')).toBeVisible();
  await expect(nextStep).toHaveCount(0);
  await expect(forwardArrow).toHaveCount(0);
  await dialog.getByLabel('Sonderwunsch').fill('gut durchgebacken');
  await dialog.getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Menge' })).toHaveValue('2');
  await expectPrice(page, '26,80 €');
  await addToCart.click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Produkt zum Warenkorb hinzugefügt.' }),
  ).toBeVisible();

  // A new pizza: the back arrow at step 0 cancels.
  await openProduct(page, 'Pizza nach Wahl');
  await expect(dialog.getByText('Schritt 1 von 4')).toBeVisible();
  await back.click();
  await expect(dialog).toBeHidden();

  await openCart(page);
  const line = cartPanel(page).getByRole('listitem', { name: /Pizza nach Wahl/ });
  await expect(cartPanel(page).getByRole('listitem')).toHaveCount(1);
  await expect(line).toContainText('2 × Pizza nach Wahl');
  await expect(line).toContainText('26,80 €');
  await expect(line).toContainText('Größe: Mittel (Ø 30 cm)');
  await expect(line).toContainText('Teig: Dinkel-Vollkornteig');
  await expect(line).toContainText('Beläge: Salami');
  await expect(line).toContainText('Sonderwunsch: gut durchgebacken');
});

test('the overlay traps focus, closes with Escape, the close icon and the back button of the phone', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  await openProduct(page, 'Pizza Salami');
  // The first control inside the dialog has the focus; once painted, the dialog is the native
  // modal one (the page behind inert; docs/decisions/026-storefront-overlays.md).
  await expect(editor(page).getByRole('button', { name: 'Schließen' })).toBeFocused();
  await expect.poll(() => editor(page).evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  const behindTakesFocus = await page.evaluate(() => {
    const behind = document.querySelector<HTMLElement>('main button');
    behind?.focus();
    return behind !== null && document.activeElement === behind;
  });
  expect(behindTakesFocus).toBe(false);
  await expect(editor(page).getByRole('button', { name: 'Schließen' })).toBeFocused();
  for (let index = 0; index < 8; index += 1) await page.keyboard.press('Tab');
  expect(await editor(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
    true,
  );
  await page.keyboard.press('Escape');
  await expect(editor(page)).toBeHidden();

  await openProduct(page, 'Pizza Salami');
  await editor(page).getByRole('button', { name: 'Schließen' }).click();
  await expect(editor(page)).toBeHidden();

  await openProduct(page, 'Pizza Salami');
  // The overlay's history entry comes one frame after its first picture (decision 026); a person
  // cannot press back sooner, a script can.
  await expect
    .poll(() =>
      page.evaluate(() => (window.history.state as { shopOverlay?: string } | null)?.shopOverlay),
    )
    .toBe('item-editor');
  await page.goBack();
  await expect(editor(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${BRANCH}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('München-Schwabing');
});

test('a weight product in its alternative unit converts the amount and prices it approximately', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  await openProduct(page, 'Bauernbrot vom Laib');
  const dialog = editor(page);
  const amount = dialog.getByRole('textbox', { name: 'Menge' });
  const unit = dialog.getByLabel('Einheit');
  const plus = dialog.getByRole('button', { name: 'Menge erhöhen' });
  const minus = dialog.getByRole('button', { name: 'Menge verringern' });

  // defaultQuantity 1 with defaultUnit piece: 1 Stück ≈ 1,2 kg × 6,90 €/kg = 8,28 €.
  await expect(unit).toHaveValue('piece');
  await expect(amount).toHaveValue('1');
  await expect(dialog.getByText('1 Stück entspricht ca. 1,2 kg')).toBeVisible();
  await expectPrice(page, 'ca. 8,28 €');
  await expect(minus).toBeDisabled();
  await plus.click();
  await expectPrice(page, 'ca. 16,56 €'); // 2 × 1,2 kg × 6,90 €

  // To kg: 2,4 kg, normalised to the 0,25 kg steps from 0,5 kg → 2,5 kg at a fixed price.
  await unit.selectOption('kg');
  await expect(amount).toHaveValue('2,5');
  await expectPrice(page, '17,25 €');
  await expect(dialog.getByText(/entspricht/)).toHaveCount(0);
  // Typed with a comma: 1,3 → nearest step 1,25 kg → 8,625 € rounded to 8,63 €.
  await amount.fill('1,3');
  await amount.blur();
  await expect(amount).toHaveValue('1,25');
  await expectPrice(page, '8,63 €');
  // Not a number → the minimum.
  await amount.fill('viel');
  await amount.press('Enter');
  await expect(amount).toHaveValue('0,5');
  await expect(minus).toBeDisabled();
  await amount.fill('9');
  await amount.blur();
  await expect(amount).toHaveValue('5');
  await expect(plus).toBeDisabled();

  // Back to Stück: 5 kg / 1,2 = 4,17 → the maximum of 4 pieces.
  await unit.selectOption('piece');
  await expect(amount).toHaveValue('4');
  await expect(plus).toBeDisabled();
  await minus.click();
  await minus.click();
  await expect(amount).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();

  await openCart(page);
  const line = cartPanel(page).getByRole('listitem', { name: /Bauernbrot vom Laib/ });
  await expect(line).toContainText('2 Stück Bauernbrot vom Laib');
  await expect(line).toContainText('ca. 16,56 €');
  // An approximate line: the total is shown as an approximation with a notice.
  await expect(cartPanel(page).getByRole('row', { name: 'Gesamt' })).toHaveCount(0);
  await expect(cartPanel(page).getByRole('row', { name: /^Voraussichtlich/ })).toContainText(
    'ca. 16,56 €',
  );
  await expect(cartPanel(page)).toContainText('Der endgültige Preis kann abweichen');
});

// A 4×3 PNG in the shop's cream colour.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWP4//IgHDHg5AAAcacf7YZ1XN0AAAAASUVORK5CYII=',
  'base64',
);
const failure = (name: string) =>
  `Die ausgewählte Datei "${name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`;

test('an image part uploads a picture and shows the failure alert for refused files', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, BRANCH);
  await openProduct(page, 'Hochzeitstorte nach Wunsch');
  const dialog = editor(page);
  const photo = dialog.getByLabel('Inspirationsfoto');
  await expect(photo).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif');
  await expect(photo).not.toHaveAttribute('multiple');
  await expectPrice(page, 'Preis auf Anfrage');

  await dialog.getByRole('radio', { name: '3 Etagen (ca. 70 Stücke)' }).check();
  await dialog.getByLabel('Ihre Wünsche').fill('Weiß mit Holunderblüten');

  // Refused by the server: the bytes are no PNG. The name is shown as text, never as HTML.
  const trickyName = '<b onmouseover="x">fett</b>.png';
  await photo.setInputFiles({
    name: trickyName,
    mimeType: 'image/png',
    buffer: Buffer.from('kein Bild'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(failure(trickyName));
  // Refused in the browser: a PDF is no image.
  await photo.setInputFiles({
    name: 'skizze.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(failure('skizze.pdf'));

  await photo.setInputFiles({ name: 'vorlage.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('vorlage.png', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();

  await openCart(page);
  const line = cartPanel(page).getByRole('listitem', { name: /Hochzeitstorte/ });
  await expect(line).toContainText('Inspirationsfoto: vorlage.png');
  await expect(line).toContainText('Preis auf Anfrage');
});

test('a files part takes several documents and refuses SVG on the server', async ({ page }) => {
  // The demo catalogue has image parts only: this test gives the wedding cake a 'files' part
  // (spec §5: default accepted list, several files) in the preload the browser receives.
  await routeInit(page, (body) => {
    const products = initEntries(body).get('/api/products') as Product[];
    const cake = products.find((product) => product.name === 'Hochzeitstorte nach Wunsch');
    cake?.config.parts.push({
      name: 'Druckvorlagen',
      description: null,
      type: 'files',
      optional: false,
      options: [],
    });
  });
  await gotoAsReturningVisitor(page, BRANCH);
  await openProduct(page, 'Hochzeitstorte nach Wunsch');
  const dialog = editor(page);
  const files = dialog.getByLabel('Druckvorlagen');
  await expect(files).toHaveAttribute(
    'accept',
    '.txt,.csv,.gif,.jpg,.jpeg,.png,.svg,.mp4,.mpeg,.webm,.zip,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx',
  );
  await expect(files).toHaveAttribute('multiple', '');
  await dialog.getByRole('radio', { name: '2 Etagen (ca. 40 Stücke)' }).check();
  await dialog.getByLabel('Ihre Wünsche').fill('Schlicht');
  await expect(dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' })).toHaveCount(0);

  await files.setInputFiles([
    { name: 'text.txt', mimeType: 'text/plain', buffer: Buffer.from('Für Anna & Ben') },
    { name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%\n') },
    {
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    },
  ]);
  await expect(dialog.getByRole('alert')).toHaveText(failure('logo.svg'));
  await expect(dialog.getByText('text.txt', { exact: true })).toBeVisible();
  await expect(dialog.getByText('plan.pdf', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'text.txt entfernen' }).click();
  await expect(dialog.getByText('text.txt', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();

  await openCart(page);
  await expect(cartPanel(page).getByRole('listitem', { name: /Hochzeitstorte/ })).toContainText(
    'Druckvorlagen: plan.pdf',
  );
});

/** The font (family, size, weight, style) of every text shown in `root`, as one string each. */
async function fontsOfText(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const fonts = new Set<string>();
    for (const element of Array.from(document.querySelectorAll(`${selector}, ${selector} *`))) {
      const hasText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!hasText || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      fonts.add(`${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`);
    }
    return [...fonts];
  }, root);
}

test('the editor is warmed up once while the browser is idle, opens beside the page and shows no font size the menu has not shown', async ({
  page,
}) => {
  // docs/decisions/026-storefront-overlays.md "Warm-up", measured by docs/budgets.md P7 on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { warmUps: seen });
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.addedNodes)) {
          if (node instanceof HTMLElement && node.inert) seen.push(`added ${node.textContent}`);
        }
        for (const node of Array.from(mutation.removedNodes)) {
          if (node instanceof HTMLElement && node.inert) seen.push('removed');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await gotoAsReturningVisitor(page, BRANCH);
  const warmUps = () => page.evaluate(() => (window as unknown as { warmUps: string[] }).warmUps);
  await expect
    .poll(warmUps)
    .toEqual([
      expect.stringMatching(/^added ×Großes Sonnenschein-Frühstück.*Zum Warenkorb hinzufügen$/),
      'removed',
    ]);
  await expect(page.locator('body > [inert]')).toHaveCount(0);

  const pageFonts = await fontsOfText(page, 'body');
  await openProduct(page, 'Pizza Margherita');
  expect(await editor(page).evaluate((dialog) => dialog.parentElement === document.body)).toBe(
    true,
  );
  const newFonts = (await fontsOfText(page, 'dialog')).filter((font) => !pageFonts.includes(font));
  expect(newFonts).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(editor(page)).toBeHidden();
  expect(await warmUps()).toHaveLength(2); // not again after the editor closed
});
