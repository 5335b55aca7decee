import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * Image templates (docs/decisions/039-image-templates-and-fonts.md): an admin builds a price
 * board bound to a category with the editor (layers, numeric fields, drag, the server's live
 * preview), saves it and downloads the rendered picture.
 */

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: await adminHeaders(request) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number };
}

test('an admin builds a price board template with drag and numeric fields and a live preview', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const categoryName = `Vorlagenbrote ${suffix}`;
  const category = await post(request, '/api/categories', { name: categoryName });
  const bread = await post(request, '/api/products', {
    name: `Bauernbrot ${suffix}`,
    price: 450,
    tax: 7,
    takeawayTax: 7,
    dineInTax: 19,
  });
  await post(request, '/api/menus', {
    name: `Vorlagenkarte ${suffix}`,
    availableFrom: '2026-01-01T00:00:00+01:00',
    branchIds: [],
    catalog: { categories: [{ id: category.id, products: [{ id: bread.id }] }] },
  });

  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.setViewportSize({ width: 1280, height: 1000 });
  const nav = page.getByRole('navigation', { name: 'Back-Office-Navigation' });
  await nav.getByRole('link', { name: 'Bildvorlagen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bildvorlagen' })).toBeVisible();
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Brottafel ${suffix}`);
  await page.getByLabel('Kennung', { exact: true }).fill(`brottafel-${suffix}`);
  await page.getByLabel('Hintergrundfarbe', { exact: true }).fill('#fff7ed');

  // A price list of the category.
  await page
    .getByRole('combobox', { name: 'Art der Ebene' })
    .selectOption({ label: 'Preisliste einer Kategorie' });
  await page.getByRole('button', { name: 'Ebene hinzufügen' }).click();
  await page.getByRole('combobox', { name: 'Kategorie' }).selectOption({ label: categoryName });
  await page.getByRole('spinbutton', { name: 'Schriftgröße (px)' }).fill('72');

  // A title in Oswald, placed by numbers.
  await page.getByRole('combobox', { name: 'Art der Ebene' }).selectOption({ label: 'Text' });
  await page.getByRole('button', { name: 'Ebene hinzufügen' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Unser Brot');
  await page.getByRole('combobox', { name: 'Schriftart' }).selectOption('Oswald');
  await page.getByRole('combobox', { name: 'Schnitt' }).selectOption('700');
  const x = page.getByRole('spinbutton', { name: 'X (px)' });
  await x.fill('100');
  await page.getByRole('spinbutton', { name: 'Y (px)' }).fill('20');

  // The preview is the server's render of the unsaved values.
  const preview = page.getByRole('img', { name: 'Vorschau der Bildvorlage' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1920);

  // Dragging the title's box moves it: the X field follows.
  const box = page.getByRole('button', { name: 'Text bearbeiten' });
  await box.scrollIntoViewIfNeeded();
  const bounds = (await box.boundingBox())!;
  const [startX, startY] = [bounds.x + bounds.width / 2, bounds.y + bounds.height / 2];
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + 60, startY, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Number(await x.inputValue())).toBeGreaterThan(200);
  // The keyboard moves it by one pixel.
  const moved = Number(await x.inputValue());
  await box.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(x).toHaveValue(String(moved - 1));

  await page.screenshot({
    path: test.info().outputPath('template-editor-1280.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({
    path: test.info().outputPath('template-editor-820.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: test.info().outputPath('template-editor-390.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 1000 });

  // A font size the server refuses: the German message, the values stay.
  await page.getByRole('spinbutton', { name: 'Schriftgröße (px)' }).fill('2');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText('Bitte geben Sie eine Schriftgröße zwischen 6 und 600 Pixeln an.').first(),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue('Unser Brot');
  await page.getByRole('spinbutton', { name: 'Schriftgröße (px)' }).fill('96');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('link', { name: `Brottafel ${suffix}`, exact: true })).toBeVisible();

  // The saved template renders to a PNG of its size, offered as a download.
  await page.getByRole('link', { name: `Brottafel ${suffix}`, exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Als PNG herunterladen' }).click();
  expect((await download).suggestedFilename()).toBe(`brottafel-${suffix}.png`);
  const layers = await request.get(
    (await page.getByRole('link', { name: 'Als PNG herunterladen' }).getAttribute('href'))!.replace(
      '/image.png?download=1',
      '/layers',
    ),
    { headers: await adminHeaders(request) },
  );
  expect(layers.status()).toBe(200);
  expect(((await layers.json()).data as { type: string }[]).map((l) => l.type)).toEqual([
    'priceList',
    'text',
  ]);
});
