import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { geoJSONToTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from '../backoffice/backoffice-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { updateConfig } from '../support/admin.ts';

/**
 * The configured map style (spec §3 map style, §9 map defaults; docs/decisions/022-map-style.md):
 * a style JSON and vector tiles served by a local tile server in this test, the public token added
 * to its requests, 3D buildings from zoom 15, and the grid when the tiles fail.
 */

const TOKEN = 'pk.test-token';

type TileServer = { origin: string; requests: string[]; close: () => Promise<void> };

/** A square around [longitude, latitude], `size` degrees wide, as a GeoJSON ring. */
function square(longitude: number, latitude: number, size: number) {
  const h = size / 2;
  return [
    [
      [longitude - h, latitude - h],
      [longitude + h, latitude - h],
      [longitude + h, latitude + h],
      [longitude - h, latitude + h],
      [longitude - h, latitude - h],
    ],
  ];
}

/** The demo branches' cities (Munich, Hamburg, Leipzig, Cologne). */
const CITIES: [number, number][] = [
  [11.586, 48.163],
  [9.98, 53.587],
  [12.375, 51.322],
  [6.941, 50.938],
];

/** Main roads across Germany, city streets and buildings around the branches, parks and sea. */
function features(layer: 'road' | 'park' | 'water' | 'building') {
  const roads: [number, number][][] = [];
  for (let longitude = 5.5; longitude <= 15.5; longitude += 0.5) {
    roads.push([
      [longitude, 47],
      [longitude + 0.8, 55.5],
    ]);
  }
  for (let latitude = 47; latitude <= 55.5; latitude += 0.5) {
    roads.push([
      [5.5, latitude],
      [15.5, latitude + 0.3],
    ]);
  }
  const buildings: number[][][][] = [];
  for (const [longitude, latitude] of CITIES) {
    for (let i = -20; i <= 20; i++) {
      roads.push([
        [longitude + i * 0.0025, latitude - 0.05],
        [longitude + i * 0.0025, latitude + 0.05],
      ]);
      roads.push([
        [longitude - 0.05, latitude + i * 0.0015],
        [longitude + 0.05, latitude + i * 0.0015],
      ]);
      for (let j = -20; j < 20; j++) {
        buildings.push(
          square(longitude + (i + 0.5) * 0.0025, latitude + (j + 0.5) * 0.0015, 0.0009),
        );
      }
    }
  }
  const geometry =
    layer === 'road'
      ? { type: 'MultiLineString' as const, coordinates: roads }
      : layer === 'park'
        ? {
            type: 'MultiPolygon' as const,
            coordinates: CITIES.map(([longitude, latitude]) =>
              square(longitude + 0.15, latitude - 0.1, 0.4),
            ),
          }
        : layer === 'water'
          ? { type: 'Polygon' as const, coordinates: square(5.5, 55, 5) }
          : { type: 'MultiPolygon' as const, coordinates: buildings };
  return {
    type: 'FeatureCollection' as const,
    features: [{ type: 'Feature' as const, properties: { height: 18 }, geometry }],
  };
}

function vectorTile(z: number, x: number, y: number): Uint8Array {
  const layers = Object.fromEntries(
    (['road', 'park', 'water', 'building'] as const).map((layer) => [
      layer,
      geoJSONToTile(features(layer), z, x, y, { maxZoom: 14 }),
    ]),
  );
  return fromGeojsonVt(layers as Parameters<typeof fromGeojsonVt>[0], { version: 2, extent: 4096 });
}

/** A style server like a map provider's: /ok.json and /broken.json, tiles under /tiles and /fail. */
async function startTileServer(): Promise<TileServer> {
  const requests: string[] = [];
  let origin = '';
  const styleFor = (tiles: string) => ({
    version: 8,
    sources: {
      streets: { type: 'vector', tiles: [`${origin}${tiles}/{z}/{x}/{y}.pbf`], maxzoom: 14 },
    },
    layers: [
      { id: 'test-land', type: 'background', paint: { 'background-color': '#eef0e6' } },
      {
        id: 'test-park',
        type: 'fill',
        source: 'streets',
        'source-layer': 'park',
        paint: { 'fill-color': '#b5dba6' },
      },
      {
        id: 'test-water',
        type: 'fill',
        source: 'streets',
        'source-layer': 'water',
        paint: { 'fill-color': '#a9cbe8' },
      },
      {
        id: 'test-road',
        type: 'line',
        source: 'streets',
        'source-layer': 'road',
        paint: { 'line-color': '#ffffff', 'line-width': 3 },
      },
    ],
  });
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    requests.push(`${url.pathname}${url.search}`);
    response.setHeader('Access-Control-Allow-Origin', '*');
    const tile = /^\/(tiles|fail)\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(url.pathname);
    if (url.pathname === '/ok.json' || url.pathname === '/broken.json') {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(styleFor(url.pathname === '/ok.json' ? '/tiles' : '/fail')));
    } else if (tile?.[1] === 'tiles') {
      response.setHeader('Content-Type', 'application/x-protobuf');
      response.end(vectorTile(Number(tile[2]), Number(tile[3]), Number(tile[4])));
    } else {
      response.statusCode = tile ? 500 : 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Every test here sets the shop's one map setting and the afterEach resets it: run in parallel on
// two workers, one test's reset switched another's configured style back to the grid mid-test.
test.describe.configure({ mode: 'serial' });

let tiles: TileServer;
test.beforeAll(async () => {
  tiles = await startTileServer();
});
test.afterAll(async () => {
  await tiles.close();
});
test.afterEach(async ({ request }) => {
  await updateConfig(request, { mapStyleUrl: '', mapAccessToken: '', enablePluginMapbox: false });
});

/** A branch page with consent given; the footer's map scrolled into view. */
async function openBranchMap(page: Page) {
  await page.context().addCookies([
    {
      name: 'cookie-banner-acceptance-state',
      value: 'true',
      url: `http://127.0.0.1:${process.env.E2E_PORT}`,
    },
  ]);
  await page.goto('/store/muenchen-schwabing');
  const region = page.getByRole('region', { name: 'Karte unserer Standorte' });
  await region.scrollIntoViewIfNeeded();
  await expect(region).toBeVisible();
  return { region, canvas: region.locator('[data-map-style]') };
}

test('the map draws the configured style with its vector tiles, the token and 3D buildings', async ({
  page,
  request,
}) => {
  await updateConfig(request, { enablePluginMapbox: true });
  // Settings → Konfiguration → Karte: an address of another host over http is refused there.
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/backend/settings/configuration');
  await page.getByRole('tab', { name: 'Karte' }).click();
  const styleField = page.getByLabel('Kartenstil (Adresse)', { exact: true });
  await styleField.fill('http://tiles.example.com/style.json');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText(
      'Bitte geben Sie die Adresse eines Kartenstils mit https:// an (z. B. https://karten.example.de/style.json).',
    ),
  ).toBeVisible();
  await styleField.fill(`${tiles.origin}/ok.json`);
  await page.getByLabel('Karten-Zugangsschlüssel (öffentlich)', { exact: true }).fill(TOKEN);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Konfiguration wurde gespeichert.' }),
  ).toBeVisible();

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  tiles.requests.length = 0;
  const { region, canvas } = await openBranchMap(page);

  await expect(canvas).toHaveAttribute('data-map-style', 'configured', { timeout: 20_000 });
  // The style's own layers, and the buildings extruded from zoom 15 (spec §9).
  await expect(canvas).toHaveAttribute(
    'data-map-layers',
    'test-land test-park test-water test-road shop-3d-buildings',
  );
  await expect(region.locator('canvas')).toBeVisible();
  await expect
    .poll(() => tiles.requests.filter((url) => url.startsWith('/tiles/')).length)
    .toBeGreaterThan(0);
  expect(tiles.requests[0]).toBe(`/ok.json?access_token=${TOKEN}`);
  expect(tiles.requests.filter((url) => url.startsWith('/tiles/'))).toContainEqual(
    expect.stringMatching(new RegExp(`^/tiles/\\d+/\\d+/\\d+\\.pbf\\?access_token=${TOKEN}$`)),
  );
  // Tiles drawn: give the last frame a moment, then keep a picture for review.
  await page.waitForLoadState('networkidle');
  await region.screenshot({ path: test.info().outputPath('map-style.png') });
  expect(violations).toEqual([]);
});

test('the map falls back to the grid when the style’s tiles fail', async ({ page, request }) => {
  await updateConfig(request, {
    enablePluginMapbox: true,
    mapStyleUrl: `${tiles.origin}/broken.json`,
  });
  tiles.requests.length = 0;
  const { region, canvas } = await openBranchMap(page);

  await expect(canvas).toHaveAttribute('data-map-style', 'grid', { timeout: 20_000 });
  await expect(canvas).toHaveAttribute('data-map-layers', 'background grid-coarse grid-fine');
  expect(tiles.requests).toContain('/broken.json');
  expect(tiles.requests.some((url) => url.startsWith('/fail/'))).toBe(true);
  // The markers stay: the page still leads to the branches.
  await expect(region.getByRole('link', { name: /^Anfahrt zu .* berechnen/ })).toHaveCount(3);
});

test('without a style the map shows the grid and fetches from no other host', async ({
  page,
  request,
}) => {
  await updateConfig(request, { enablePluginMapbox: true, mapStyleUrl: '' });
  tiles.requests.length = 0;
  const { canvas } = await openBranchMap(page);
  await expect(canvas).toHaveAttribute('data-map-style', 'grid', { timeout: 20_000 });
  expect(tiles.requests).toEqual([]);
});
