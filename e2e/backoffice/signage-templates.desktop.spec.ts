import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * A rendered image template on the TV (docs/decisions/047-templates-on-tvs-and-labour-report.md):
 * a segment of kind "Bildvorlage" plays the server's picture, and a new price in the catalogue
 * reaches the picture on the TV without a reload.
 */

const SHOTS = '/work/shots/h-tv';

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: await adminHeaders(request) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number };
}

const product = (name: string, price: number) => ({
  name,
  description: 'Für die Vorlage',
  price,
  tax: 7,
  takeawayTax: 7,
  dineInTax: 19,
});

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The picture the player shows now: its address and the SHA-256 of the bytes the TV keeps for it
 * in Cache Storage (what it plays offline; decision 047).
 */
async function shownPicture(tv: Page): Promise<{ url: string; hash: string }> {
  const picture = tv.getByTestId('signage-player').getByRole('img');
  const url = (await picture.getAttribute('data-picture-url')) ?? '';
  const bytes = await tv.evaluate(async (address) => {
    const cache = await caches.open('signage-player-pictures');
    const kept = await cache.match(address);
    return kept ? [...new Uint8Array(await kept.arrayBuffer())] : [];
  }, url);
  expect(bytes.length).toBeGreaterThan(0);
  return { url, hash: sha256(Uint8Array.from(bytes)) };
}

test('a template segment plays on the TV as the server’s picture and follows a price change', async ({
  page,
  browser,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const bread = await post(request, '/api/products', product(`Vorlagenlaib ${suffix}`, 1250));
  const templateName = `TV-Vorlage ${suffix}`;
  const template = await post(request, '/api/image-templates', {
    identifier: `tv-vorlage-${suffix}`,
    name: templateName,
    width: 1920,
    height: 1080,
    backgroundColor: '#fff7ed',
    layers: [
      { type: 'shape', name: 'Balken', x: 0, y: 0, width: 1920, height: 200, fill: '#9a3412' },
      {
        type: 'text',
        name: 'Titel',
        x: 80,
        y: 40,
        width: 1760,
        height: 140,
        text: 'Heute frisch aus dem Ofen',
        fontFamily: 'Oswald',
        fontVariant: '700',
        fontSize: 96,
        color: '#ffffff',
      },
      {
        type: 'product',
        name: 'Name',
        x: 80,
        y: 320,
        width: 1100,
        height: 120,
        productId: bread.id,
        field: 'name',
        fontSize: 88,
        color: '#431407',
      },
      {
        type: 'text',
        name: 'Beschreibung',
        x: 80,
        y: 470,
        width: 1100,
        height: 200,
        text: 'Mit Natursauerteig, 24 Stunden gereift, im Steinofen gebacken, außen kräftig und innen saftig – dazu unsere Butter aus der Region und ein Glas Milch.',
        fontFamily: 'Roboto',
        fontVariant: 'regular',
        fontSize: 56,
        color: '#7c2d12',
        maxLines: 2,
      },
      {
        type: 'shape',
        name: 'Preisfeld',
        x: 1260,
        y: 300,
        width: 580,
        height: 300,
        fill: '#ea580c',
        radius: 40,
      },
      {
        type: 'product',
        name: 'Preis',
        x: 1280,
        y: 380,
        width: 540,
        height: 160,
        productId: bread.id,
        field: 'price',
        fontSize: 128,
        color: '#ffffff',
        align: 'center',
      },
    ],
  });

  // Filmsequenz of kind "Bildvorlage", made in the back-office.
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Back-Office-Navigation' });
  await nav.getByRole('link', { name: 'Filmsequenzen' }).click();
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Vorlagenbild ${suffix}`);
  await page.getByLabel('Art', { exact: true }).selectOption({ label: 'Bildvorlage' });
  await page.getByLabel('Bildvorlage', { exact: true }).selectOption({ label: templateName });
  await page.getByLabel('Dauer (Sekunden)', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('link', { name: `Vorlagenbild ${suffix}`, exact: true }),
  ).toBeVisible();
  const segments = await request.get(
    `/api/digital-signage-segments?search=${encodeURIComponent(`Vorlagenbild ${suffix}`)}`,
    { headers: await adminHeaders(request) },
  );
  const [segment] = (await segments.json()).data.items as { id: number; kind: string }[];
  expect(segment?.kind).toBe('template');

  const stream = await post(request, '/api/digital-signage-streams', {
    identifier: `vorlage-${suffix}`,
    name: `Vorlagenstream ${suffix}`,
    segmentIds: [segment!.id],
  });
  const tvDevice = await post(request, '/api/digital-signage-devices', {
    identifier: `tv-vorlage-${suffix}`,
    name: `TV Vorlage ${suffix}`,
    streamId: stream.id,
  });
  const issued = await request.post(`/api/digital-signage-devices/${tvDevice.id}/secret`, {
    headers: await adminHeaders(request),
  });
  const { secret } = (await issued.json()).data as { secret: string };

  // The TV: a browser of its own.
  const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const tv = await tvContext.newPage();
  await tv.goto(`/backend/signage-player#secret=${secret}`);
  const picture = tv.getByTestId('signage-player').getByRole('img');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1920);
  const rendered = async () => {
    const response = await request.get(`/api/image-templates/${template.id}/image.webp`, {
      headers: await adminHeaders(request),
    });
    expect(response.status()).toBe(200);
    return sha256(await response.body());
  };
  const before = await shownPicture(tv);
  expect(before.url).toMatch(/picture\.webp\?v=[0-9a-f]{16}$/);
  expect(before.hash).toBe(await rendered());
  await tv.screenshot({ path: `${SHOTS}/player-template-1920.png` });

  // A new price in the catalogue: the TV shows the new picture without a reload.
  await tv.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const repriced = await request.put(`/api/products/${bread.id}`, {
    data: product(`Vorlagenlaib ${suffix}`, 1390),
    headers: await adminHeaders(request),
  });
  expect(repriced.status(), await repriced.text()).toBe(200);
  await expect(picture).not.toHaveAttribute('data-picture-url', before.url, { timeout: 25_000 });
  const after = await shownPicture(tv);
  expect(after.hash).not.toBe(before.hash);
  expect(after.hash).toBe(await rendered());
  expect(
    await tv.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  await tv.screenshot({ path: `${SHOTS}/player-template-1920-new-price.png` });
  await tvContext.close();
});
