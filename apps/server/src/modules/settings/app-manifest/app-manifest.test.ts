import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateManifest } from '@pwabuilder/manifest-validation';
import { APP_ICONS, APP_THEME_COLOR } from '@shop/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApi, type StaffApi } from '../../../../test/staff-api.ts';

/**
 * The installable app's manifest and icons (spec §1, §4; docs/decisions/031-installable-app-and-kiosk.md):
 * built from the settings, linked from storefront pages and served only while the plugin is on.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-app-manifest-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="de"><head><title>Shop</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(dist, 'route-preloads.json'),
  JSON.stringify({
    routes: [
      { pattern: '^/backend(?:/.*)?$', scripts: [], styles: [], embedInit: false },
      { pattern: '^/.*$', scripts: [], styles: [], embedInit: true },
    ],
  }),
);
fs.writeFileSync(
  path.join(dist, 'favicon.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3F5A24"/></svg>',
);

let api: StaffApi;
beforeAll(async () => {
  api = await createStaffApi({ seed: true, config: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await api.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const setPlugin = async (enablePluginPWA: boolean, shopName?: string) => {
  const response = await api.call('POST', '/api/config', {
    enablePluginPWA,
    ...(shopName ? { shopName } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
};
const head = async (url: string) => {
  const response = await api.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return response.body.split('</head>')[0] ?? '';
};

describe('with "Als App installierbar" on', () => {
  beforeAll(() => setPlugin(true, 'Bäckerei Sonnenschein'));

  it('serves the manifest from the settings', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.json()).toMatchObject({
      name: 'Bäckerei Sonnenschein',
      short_name: 'Bäckerei',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: APP_THEME_COLOR,
    });
  });

  it('passes the PWABuilder manifest validation: every required and recommended check', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    const failed = (await validateManifest(response.json()))
      .filter((check) => !check.valid)
      .map((check) => `${check.category} ${check.member}: ${check.errorString}`);
    expect(failed).toEqual([]);
  });

  it('links it from storefront pages, never from the back-office', async () => {
    for (const url of [
      '/',
      '/store/muenchen-schwabing',
      '/self-service/store/muenchen-schwabing',
    ]) {
      expect(await head(url)).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    }
    expect(await head('/backend/login')).not.toContain('rel="manifest"');
  });

  it.each(APP_ICONS.map((icon) => [icon.file, icon.size, icon.purpose] as const))(
    'renders %s as a %i px PNG from the logo',
    async (file, size, purpose) => {
      const response = await api.app.inject({ method: 'GET', url: `/app-icons/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const image = sharp(response.rawPayload);
      expect(await image.metadata()).toMatchObject({ width: size, height: size, format: 'png' });
      // Top-left corner: a maskable icon has the logo inside the safe zone on the theme colour,
      // the others are the logo itself (iOS's without transparency).
      const { data } = await image.clone().raw().toBuffer({ resolveWithObject: true });
      const corner = [...data.subarray(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('');
      expect(`#${corner}`.toUpperCase()).toBe(purpose === 'maskable' ? APP_THEME_COLOR : '#3F5A24');
      if (purpose !== 'any') expect((await image.metadata()).hasAlpha).toBe(false);
    },
  );

  it('answers 404 for an unknown icon', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/app-icons/icon-1024.png' });
    expect(response.statusCode).toBe(404);
  });
});

describe('with the plugin off', () => {
  beforeAll(() => setPlugin(false));

  it('has no manifest and links none', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(404);
    expect(await head('/')).not.toContain('rel="manifest"');
  });
});
