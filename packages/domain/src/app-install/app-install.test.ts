import { describe, expect, it } from 'vitest';
import {
  APP_BACKGROUND_COLOR,
  APP_THEME_COLOR,
  appShortName,
  buildAppManifest,
  type InstallPromptContext,
  installPromptDelay,
  shouldOfferInstall,
} from './app-install.ts';

describe('appShortName', () => {
  it.each([
    ['Hofladen', 'Hofladen'],
    ['  Café   Mitte ', 'Café Mitte'],
    ['Bäckerei Sonnenschein', 'Bäckerei'],
    ['Metzgereifachgeschäft Huber', 'Metzgereifac'],
    ['Zu Hause', 'Zu Hause'],
    ['Am Bahnhof Imbiss', 'Am Bahnhof I'],
  ])('%j → %j', (shopName, expected) => {
    expect(appShortName(shopName)).toBe(expected);
  });
});

describe('buildAppManifest', () => {
  const manifest = buildAppManifest({
    shopName: 'Bäckerei Sonnenschein',
    title: 'Online bestellen',
    description: 'Brot und Kuchen',
  });

  it('takes name, colours, start URL and scope from the settings and spec §9', () => {
    expect(manifest).toMatchObject({
      name: 'Bäckerei Sonnenschein',
      short_name: 'Bäckerei',
      description: 'Brot und Kuchen',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: APP_THEME_COLOR,
      background_color: APP_BACKGROUND_COLOR,
    });
  });

  it('lists 192 and 512 px icons, plain and maskable, never the iOS icon', () => {
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ]);
  });

  it.each([
    [{ shopName: '', title: 'Titel', description: '' }, 'Titel', 'Titel'],
    [{ shopName: ' ', title: ' ', description: ' ' }, 'Shop', 'Shop'],
  ])('falls back for empty settings %j', (settings, name, description) => {
    expect(buildAppManifest(settings)).toMatchObject({ name, description });
  });
});

describe('shouldOfferInstall (spec §4)', () => {
  const offered: InstallPromptContext = {
    isSupported: true,
    isInstalled: false,
    isPluginEnabled: true,
    dismissCookie: undefined,
    isSelfService: false,
  };
  it.each<[string, Partial<InstallPromptContext>, boolean]>([
    ['every condition holds', {}, true],
    ['pwa-dismiss other than true', { dismissCookie: 'false' }, true],
    ['unsupported browser', { isSupported: false }, false],
    ['installed or standalone', { isInstalled: true }, false],
    ['plugin off', { isPluginEnabled: false }, false],
    ['pwa-dismiss=true', { dismissCookie: 'true' }, false],
    ['self-service', { isSelfService: true }, false],
  ])('%s', (_name, change, expected) => {
    expect(shouldOfferInstall({ ...offered, ...change })).toBe(expected);
  });
});

describe('installPromptDelay (spec §9)', () => {
  it.each([
    ['consent-given', 250],
    ['start', 5000],
  ] as const)('%s → %i ms', (trigger, delay) => {
    expect(installPromptDelay(trigger)).toBe(delay);
  });
});
