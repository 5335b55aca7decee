import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { createAs, type EmptyShop, emptyShopStaff, startEmptyShop } from '../support/empty-shop.ts';
import { submitLogin } from './backoffice-helpers.ts';

/**
 * Digital signage from start to end, as a shop sets it up (spec §1 digital signage; decisions
 * 033, 039, 047 and 055): an admin builds a price-board template bound to a category in the
 * editor, puts it into a stream as a breakfast board (until 11:00) beside a lunch board (from
 * 11:00), pairs a TV by the code on its screen and sees the breakfast board play. A new price in
 * the product form changes the board without a reload; with the server stopped the TV plays on,
 * also after a reload, and picks up again when the server is back.
 *
 * Its own shop, on its own server: the test stops that server, and its clock starts on a
 * Wednesday at 08:30 in Berlin, breakfast time.
 */

test.describe.configure({ mode: 'serial' });

const BREAKFAST = '2026-12-02T07:30:00.000Z';
let shop: EmptyShop;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startEmptyShop({ now: BREAKFAST });
});
test.afterAll(async () => {
  await shop?.stop();
});

const product = (name: string, price: number) => ({
  name,
  description: 'Zum Frühstück',
  price,
  tax: 7,
  takeawayTax: 7,
  dineInTax: 19,
});

const url = (path: string) => `${shop.baseURL}${path}`;

async function openArea(page: Page, link: string) {
  await page
    .getByRole('navigation', { name: 'Back-Office-Navigation' })
    .getByRole('link', { name: link })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

test('a breakfast price board: built, paired, playing, repriced, and playing on without the server', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The catalogue the boards show (built through the catalogue's own screens elsewhere).
  const staff = await emptyShopStaff(shop);
  const breakfast = await createAs(staff, '/api/categories', { name: 'Frühstück' });
  const lunch = await createAs(staff, '/api/categories', { name: 'Mittagstisch' });
  const pretzel = await createAs(staff, '/api/products', product('Butterbrezel', 120));
  const croissant = await createAs(staff, '/api/products', product('Croissant', 160));
  const soup = await createAs(staff, '/api/products', product('Linsensuppe', 590));
  await createAs(staff, '/api/menus', {
    name: 'Tageskarte',
    availableFrom: '2026-01-01T00:00:00+01:00',
    branchIds: [],
    catalog: {
      categories: [
        { id: breakfast.id, products: [{ id: pretzel.id }, { id: croissant.id }] },
        { id: lunch.id, products: [{ id: soup.id }] },
      ],
    },
  });

  await page.clock.setSystemTime(new Date(BREAKFAST));
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(url('/backend/login'));
  await submitLogin(page, shop.adminEmail, shop.adminPassword);
  await expect(page.getByRole('heading', { level: 1, name: /^Guten Tag/ })).toBeVisible();

  // The template: a price list of the breakfast category, made in the editor.
  await openArea(page, 'Bildvorlagen');
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByLabel('Name', { exact: true }).fill('Frühstückstafel');
  await page.getByLabel('Kennung', { exact: true }).fill('fruehstueckstafel');
  await page
    .getByRole('combobox', { name: 'Art der Ebene' })
    .selectOption({ label: 'Preisliste einer Kategorie' });
  await page.getByRole('button', { name: 'Ebene hinzufügen' }).click();
  await page.getByRole('combobox', { name: 'Kategorie' }).selectOption({ label: 'Frühstück' });
  await page.getByRole('spinbutton', { name: 'Schriftgröße (px)' }).fill('72');
  const preview = page.getByRole('img', { name: 'Vorschau der Bildvorlage' });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1920);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('link', { name: 'Frühstückstafel', exact: true })).toBeVisible();

  // Two Filmsequenzen: the template until 11:00, a menu board of the lunch from 11:00.
  await openArea(page, 'Filmsequenzen');
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByLabel('Name', { exact: true }).fill('Frühstück');
  await page.getByLabel('Art', { exact: true }).selectOption({ label: 'Bildvorlage' });
  await page.getByLabel('Bildvorlage', { exact: true }).selectOption({ label: 'Frühstückstafel' });
  await page.getByLabel('Dauer (Sekunden)', { exact: true }).fill('30');
  await page.getByLabel('Zeigen ab (Uhrzeit)').fill('06:00');
  await page.getByLabel('Zeigen bis (Uhrzeit)').fill('11:00');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('row', { name: /Frühstück/ })).toContainText('ab 06:00 bis 11:00');
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByLabel('Name', { exact: true }).fill('Mittag');
  await page.getByLabel('Kategorie', { exact: true }).selectOption({ label: 'Mittagstisch' });
  await page.getByLabel('Dauer (Sekunden)', { exact: true }).fill('30');
  await page.getByLabel('Zeigen ab (Uhrzeit)').fill('11:00');
  await page.getByLabel('Zeigen bis (Uhrzeit)').fill('15:00');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('row', { name: /Mittag/ })).toContainText('ab 11:00 bis 15:00');

  // The stream plays both, in this order, with a cross-fade.
  await openArea(page, 'Streams');
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByLabel('Name', { exact: true }).fill('Theke');
  await page.getByLabel('Kennung', { exact: true }).fill('theke');
  const add = page.getByRole('combobox', { name: 'Filmsequenz hinzufügen' });
  for (const name of ['Frühstück', 'Mittag']) {
    await add.selectOption({ label: name });
    await page.getByRole('button', { name: 'Filmsequenz hinzufügen' }).click();
  }
  await page.getByLabel('Übergang', { exact: true }).selectOption({ label: 'Überblenden' });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('link', { name: 'Theke', exact: true })).toBeVisible();

  await openArea(page, 'TVs');
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByLabel('Name', { exact: true }).fill('TV Theke');
  await page.getByLabel('Kennung', { exact: true }).fill('tv-theke');
  await page.getByLabel('Stream', { exact: true }).selectOption({ label: 'Theke' });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('link', { name: 'TV Theke', exact: true }).click();

  // The TV: its own browser, showing a code; the admin types it in.
  const tvContext = await browser.newContext({
    baseURL: shop.baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 1920, height: 1080 },
  });
  try {
    const tv = await tvContext.newPage();
    await tv.goto('/backend/signage-player');
    const code = tv.getByTestId('pairing-code');
    await expect(code).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
    await page.getByRole('button', { name: 'TV koppeln' }).click();
    const dialog = page.getByRole('dialog', { name: 'TV koppeln' });
    await dialog.getByLabel('Kopplungscode').fill((await code.textContent()) ?? '');
    await dialog.getByRole('button', { name: 'Koppeln' }).click();
    await expect(page.getByText('TV gekoppelt.')).toBeVisible();

    // Breakfast time: the template plays as the server's picture, the lunch board does not.
    const player = tv.getByTestId('signage-player');
    const picture = player.getByRole('img');
    await expect(picture).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1920);
    await expect(player.getByRole('region', { name: 'Mittagstisch' })).toHaveCount(0);
    await tv.screenshot({ path: test.info().outputPath('breakfast-board-1920.png') });
    const firstPicture = await picture.getAttribute('data-picture-url');

    // A new price in the product form: the board changes on the TV without a reload.
    await tv.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await openArea(page, 'Produkte');
    await page.getByRole('link', { name: 'Croissant', exact: true }).click();
    await page.getByRole('tab', { name: 'Preis und Menge' }).click();
    await page.getByLabel('Preis', { exact: true }).fill('1,80');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: /gespeichert/ })).toBeVisible();
    await expect(picture).not.toHaveAttribute('data-picture-url', firstPicture ?? '', {
      timeout: 30_000,
    });
    expect(
      await tv.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    const newPicture = await picture.getAttribute('data-picture-url');
    await tv.screenshot({ path: test.info().outputPath('breakfast-board-new-price-1920.png') });

    // The TV has kept its page and code for a start without the server.
    await expect
      .poll(() =>
        tv.evaluate(async () => {
          const kept = await (await caches.open('signage-player-shell')).keys();
          return kept.some((request) => request.url.endsWith('/backend/signage-player'));
        }),
      )
      .toBe(true);

    // The server stops: the board stays, the TV says it shows what it had — also after a reload.
    await shop.halt();
    const offline = tv.getByRole('status');
    await expect(offline).toHaveText('Keine Verbindung – zeige den letzten Stand', {
      timeout: 20_000,
    });
    await expect(picture).toHaveAttribute('data-picture-url', newPicture ?? '');
    await tv.reload();
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('data-picture-url', newPicture ?? '');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1920);
    await expect(offline).toHaveText('Keine Verbindung – zeige den letzten Stand', {
      timeout: 20_000,
    });

    // The server is back: the TV picks up by itself.
    await shop.resume();
    await expect(offline).toHaveCount(0, { timeout: 30_000 });
    await expect(picture).toHaveAttribute('data-picture-url', newPicture ?? '');
  } finally {
    await tvContext.close();
    await staff.api.dispose();
  }
});
