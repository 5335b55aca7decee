import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  createAs,
  type EmptyShop,
  type EmptyShopStaff,
  emptyShopStaff,
  startEmptyShop,
} from '../support/empty-shop.ts';
import { gradientPng } from '../support/png.ts';
import { submitLogin } from './backoffice-helpers.ts';

/**
 * The TV player on a server of its own (spec §1 digital signage;
 * docs/decisions/055-signage-pairing-media-offline.md "Offline", "Web pages"): an empty shop on
 * its own port and data directory, so the test can stop it. The TV keeps playing while the server
 * is down, a reload still brings the board back (page and code from the service worker's cache,
 * the last answer from storage), and once the server is back a new price reaches the board by
 * itself; the next picture is loaded while the one before plays; a web page fills the screen.
 */

test.describe.configure({ mode: 'serial' });
// The player registers the shop's service worker; the suite blocks workers elsewhere.
test.use({ serviceWorkers: 'allow' });

let shop: EmptyShop;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startEmptyShop();
});
test.afterAll(async () => {
  await shop?.stop();
});

const loaf = (price: number) => ({
  name: 'Bauernbrot',
  description: 'Für die Tafel',
  price,
  tax: 7,
  takeawayTax: 7,
  dineInTax: 19,
});

/** A stream of these segments on a new TV (both named by `key`); answers the TV's secret. */
async function tvPlaying(staff: EmptyShopStaff, key: string, segmentIds: number[]) {
  const stream = await createAs(staff, '/api/digital-signage-streams', {
    identifier: key,
    name: key,
    segmentIds,
  });
  const tv = await createAs(staff, '/api/digital-signage-devices', {
    identifier: `tv-${key}`,
    name: `TV ${key}`,
    streamId: stream.id,
  });
  const issued = await staff.api.post(`/api/digital-signage-devices/${tv.id}/secret`, {
    headers: staff.headers,
  });
  expect(issued.status(), await issued.text()).toBe(201);
  return ((await issued.json()) as { data: { secret: string } }).data.secret;
}

/** The id of the segment with this name (made through the form). */
async function segmentNamed(staff: EmptyShopStaff, name: string): Promise<number> {
  const found = await staff.api.get(`/api/digital-signage-segments?search=${name}`);
  const [segment] = ((await found.json()) as { data: { items: { id: number }[] } }).data.items;
  expect(segment, name).toBeDefined();
  return segment?.id ?? 0;
}

/** Logs in as the shop's admin and opens a new Filmsequenz. */
async function newSegmentForm(page: Page) {
  await page.goto(`${shop.baseURL}/backend/login`);
  await submitLogin(page, shop.adminEmail, shop.adminPassword);
  await expect(page.getByRole('heading', { level: 1, name: /^Guten Tag/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Back-Office-Navigation' })
    .getByRole('link', { name: 'Filmsequenzen' })
    .click();
  await page.getByRole('link', { name: /anlegen/ }).click();
}

test('a TV keeps playing its board while the server is down, across a reload, and recovers', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const staff = await emptyShopStaff(shop);
  const category = await createAs(staff, '/api/categories', { name: 'Brote' });
  const bread = await createAs(staff, '/api/products', loaf(450));
  await createAs(staff, '/api/menus', {
    name: 'Tafelkarte',
    availableFrom: '2026-01-01T00:00:00+01:00',
    branchIds: [],
    catalog: { categories: [{ id: category.id, products: [{ id: bread.id }] }] },
  });
  const segment = await createAs(staff, '/api/digital-signage-segments', {
    name: 'Brottafel',
    kind: 'menuBoard',
    durationSeconds: 20,
    categoryId: category.id,
  });
  const secret = await tvPlaying(staff, 'theke', [segment.id]);

  const context = await browser.newContext({
    baseURL: shop.baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 1920, height: 1080 },
  });
  const player = await context.newPage();
  await player.goto(`/backend/signage-player#secret=${secret}`);
  const board = player.getByRole('region', { name: 'Brote' });
  await expect(board.getByRole('listitem')).toHaveText(['Bauernbrot4,50 €']);
  // The player has stored its page and code, and the worker is in charge of the page.
  await expect
    .poll(() =>
      player.evaluate(async () => {
        const cache = await caches.open('signage-player-shell');
        const kept = (await cache.keys()).map((request) => new URL(request.url).pathname);
        return (
          kept.includes('/backend/signage-player') &&
          kept.some((path) => path.endsWith('.js')) &&
          (await navigator.serviceWorker.ready).active !== null
        );
      }),
    )
    .toBe(true);

  await shop.halt();
  // Down: the board stays, the TV says it shows what it had.
  await expect(player.getByRole('status')).toHaveText(
    'Keine Verbindung – zeige den letzten Stand',
    { timeout: 20_000 },
  );
  await expect(board.getByRole('listitem')).toHaveText(['Bauernbrot4,50 €']);
  // A power cut while the server is down: the page comes back from the worker's cache.
  await player.reload();
  await expect(board.getByRole('listitem')).toHaveText(['Bauernbrot4,50 €']);
  expect(player.url()).not.toContain('tv_');

  await shop.resume();
  const again = await emptyShopStaff(shop);
  const repriced = await again.api.put(`/api/products/${bread.id}`, {
    data: loaf(520),
    headers: again.headers,
  });
  expect(repriced.status(), await repriced.text()).toBe(200);
  // Back: the player asks again by itself (every 10 s while its live channel is down).
  await expect(board.getByRole('listitem')).toHaveText(['Bauernbrot5,20 €'], { timeout: 30_000 });
  await expect(player.getByRole('status')).toHaveCount(0);
  await context.close();
  await staff.api.dispose();
  await again.api.dispose();
});

test('the next picture is loaded while the one before plays, and pictures play on without the server', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const staff = await emptyShopStaff(shop);
  const picture = async (name: string, width: number) =>
    createAs(staff, '/api/images', {
      data: `data:image/png;base64,${gradientPng(width, 360).toString('base64')}`,
      name,
    });
  const first = await createAs(staff, '/api/digital-signage-segments', {
    name: 'Schaufenster',
    kind: 'image',
    durationSeconds: 60,
    imageId: (await picture('schaufenster.png', 640)).id,
  });
  const second = await createAs(staff, '/api/digital-signage-segments', {
    name: 'Theke',
    kind: 'image',
    durationSeconds: 5,
    imageId: (await picture('theke.png', 480)).id,
  });
  const secret = await tvPlaying(staff, 'schaufenster', [first.id, second.id]);
  const answer = await staff.api.get('/api/digital-signage/player', {
    headers: { authorization: `Bearer ${secret}` },
  });
  const { segments } = ((await answer.json()) as { data: { segments: { imageUrl: string }[] } })
    .data;
  const [firstUrl, secondUrl] = segments.map((segment) => segment.imageUrl);

  const context = await browser.newContext({
    baseURL: shop.baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 720 },
  });
  const requested: string[] = [];
  context.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  const player = await context.newPage();
  await player.goto(`/backend/signage-player#secret=${secret}`);
  const shown = player.getByTestId('signage-player').locator('img');
  await expect(shown).toHaveAttribute('src', firstUrl ?? '');
  // While the first picture plays (60 s), the second one is already fetched.
  await expect.poll(() => requested.includes(secondUrl ?? '')).toBe(true);
  await expect(shown).toHaveAttribute('src', firstUrl ?? '');
  // Both pictures are kept for a start without the server, and the worker is active.
  await expect
    .poll(() =>
      player.evaluate(async () => {
        const kept = await (await caches.open('signage-player-shell')).keys();
        const isActive = (await navigator.serviceWorker.ready).active !== null;
        const pictures = kept.filter((request) =>
          new URL(request.url).pathname.startsWith('/image/'),
        );
        return isActive ? pictures.length : -1;
      }),
    )
    .toBe(2);

  await shop.halt();
  await player.reload();
  await expect(shown).toHaveAttribute('src', firstUrl ?? '');
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await shop.resume();
  await context.close();
  await staff.api.dispose();
});

test('a web page segment: an http address is refused on its field, an https page fills the TV', async ({
  page,
  browser,
}) => {
  await newSegmentForm(page);
  await page.getByLabel('Name', { exact: true }).fill('Wochenaktionen');
  await page.getByLabel('Art', { exact: true }).selectOption({ label: 'Webseite' });
  const address = page.getByLabel('Webadresse', { exact: true });
  await address.fill('http://aktionen.example/woche');
  await page.getByLabel('Dauer (Sekunden)', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText('Bitte geben Sie eine Webadresse an, die mit https:// beginnt.'),
  ).toBeVisible();
  await expect(address).toHaveValue('http://aktionen.example/woche');
  // A page that cannot load here (no network to other sites): the frame is what counts.
  const pageUrl = 'https://aktionen.example/woche';
  await address.fill(pageUrl);
  await page.getByRole('button', { name: 'Speichern' }).click();
  const row = page.getByRole('row', { name: /Wochenaktionen/ });
  await expect(row).toContainText('Webseite');
  await expect(row).toContainText(pageUrl);

  const staff = await emptyShopStaff(shop);
  const secret = await tvPlaying(staff, 'aktionen', [await segmentNamed(staff, 'Wochenaktionen')]);
  const context = await browser.newContext({
    baseURL: shop.baseURL,
    viewport: { width: 1920, height: 1080 },
  });
  const player = await context.newPage();
  await player.goto(`/backend/signage-player#secret=${secret}`);
  const frame = player.getByTitle('Webseite');
  await expect(frame).toHaveAttribute('src', pageUrl);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  const box = await frame.boundingBox();
  expect([box?.width, box?.height]).toEqual([1920, 1080]);
  await context.close();
  await staff.api.dispose();
});

test('a video segment: a film chosen from the upload library plays muted and looped on the TV', async ({
  page,
  browser,
}) => {
  const staff = await emptyShopStaff(shop);
  // The start of an MP4 file is what the library checks; playing it needs no more here.
  const mp4 = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42'),
    Buffer.alloc(12),
  ]);
  const uploaded = await staff.api.post('/api/uploads/library', {
    data: { name: 'backstube.mp4', data: `data:video/mp4;base64,${mp4.toString('base64')}` },
    headers: staff.headers,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await newSegmentForm(page);
  await page.getByLabel('Name', { exact: true }).fill('Backstube');
  await page.getByLabel('Art', { exact: true }).selectOption({ label: 'Video' });
  await page.getByLabel('Dauer (Sekunden)', { exact: true }).fill('30');
  // Without a film: the message on the field.
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText('Bitte wählen Sie ein Video (MP4 oder WebM) aus der Mediathek.'),
  ).toBeVisible();
  await page.getByLabel('Video', { exact: true }).selectOption({ label: 'backstube.mp4' });
  await page.getByRole('button', { name: 'Speichern' }).click();
  const row = page.getByRole('row', { name: /Backstube/ });
  await expect(row).toContainText('backstube.mp4');

  const secret = await tvPlaying(staff, 'backstube', [await segmentNamed(staff, 'Backstube')]);
  const context = await browser.newContext({ baseURL: shop.baseURL });
  const player = await context.newPage();
  await player.goto(`/backend/signage-player#secret=${secret}`);
  const film = player.locator('video');
  await expect(film).toHaveAttribute('src', /^\/upload\/[A-Za-z0-9]+\/[A-Za-z0-9-]+-1\.mp4$/);
  expect(
    await film.evaluate((video: HTMLVideoElement) => [video.muted, video.loop, video.autoplay]),
  ).toEqual([true, true, true]);
  await context.close();
  await staff.api.dispose();
});
