import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { geoJSONToTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Page } from '@playwright/test';
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

/** Streets, a park and buildings around Munich, the demo branches' city. */
function features(layer: 'road' | 'park' | 'building') {
  const streets: [number, number][][] = [];
  for (let i = -40; i <= 40; i++) {
    streets.push([
      [11.45 + i * 0.0025, 48.1],
      [11.45 + i * 0.0025, 48.22],
    ]);
    streets.push([
      [11.45, 48.16 + i * 0.0015],
      [11.7, 48.16 + i * 0.0015],
    ]);
  }
  const buildings: number[][][][] = [];
  for (let x = -40; x < 40; x++) {
    for (let y = -40; y < 40; y++) {
      buildings.push(square(11.45 + (x + 0.5) * 0.0025, 48.16 + (y + 0.5) * 0.0015, 0.0009));
    }
  }
  const geometry =
    layer === 'road'
      ? { type: 'MultiLineString' as const, coordinates: streets }
      : layer === 'park'
        ? { type: 'Polygon' as const, coordinates: square(11.6, 48.16, 0.03) }
        : { type: 'MultiPolygon' as const, coordinates: buildings };
  return {
    type: 'FeatureCollection' as const,
    features: [{ type: 'Feature' as const, properties: { height: 18 }, geometry }],
  };
}

function vectorTile(z: number, x: number, y: number): Uint8Array {
  const layers = Object.fromEntries(
    (['road', 'park', 'building'] as const).map((layer) => [
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
        id: 'test-road',
        type: 'line',
        source: 'streets',
        'source-layer': 'road',
        paint: { 'line-color': '#ffffff', 'line-width': 5 },
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
  await updateConfig(request, {
    enablePluginMapbox: true,
    mapStyleUrl: `${tiles.origin}/ok.json`,
    mapAccessToken: TOKEN,
  });
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
    'test-land test-park test-road shop-3d-buildings',
  );
  await expect(region.locator('canvas')).toBeVisible();
  await expect
    .poll(() => tiles.requests.filter((url) => url.startsWith('/tiles/')).length)
    .toBeGreaterThan(0);
  expect(tiles.requests[0]).toBe(`/ok.json?access_token=${TOKEN}`);
  expect(tiles.requests.filter((url) => url.startsWith('/tiles/'))).toContainEqual(
    expect.stringMatching(new RegExp(`^/tiles/14/\\d+/\\d+\\.pbf\\?access_token=${TOKEN}$`)),
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
