import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { updateConfig } from '../support/admin.ts';
import { gotoStorefront, readInit, reloadStorefront } from '../support/storefront.ts';

/**
 * Cookie consent (spec §2, §4, §6): the banner until consent is given,
 * the consent cookie for 365 days, and the map and analytics that stay off until then.
 */

const CONSENT_COOKIE = 'cookie-banner-acceptance-state';
const DAY_SECONDS = 24 * 60 * 60;

const banner = (page: Page) =>
  page.getByRole('region', { name: 'Cookies für Karte und Statistik' });
const mapRegion = (page: Page) => page.getByRole('region', { name: 'Karte unserer Standorte' });

/** Collects the requests whose URL passes `filter`, from now on. */
function collectRequests(page: Page, filter: (url: string) => boolean): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (filter(request.url())) requests.push(request);
  });
  return requests;
}

test('the banner shows until "Akzeptieren"; the consent cookie lasts 365 days', async ({
  page,
  context,
}) => {
  await gotoStorefront(page, '/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('Wir verwenden Cookies');
  const accept = banner(page).getByRole('button', { name: 'Akzeptieren' });

  const before = Date.now() / 1000;
  await accept.click();
  await expect(banner(page)).toBeHidden();

  const cookie = (await context.cookies()).find((candidate) => candidate.name === CONSENT_COOKIE);
  expect(cookie).toMatchObject({ value: 'true', path: '/', sameSite: 'Lax' });
  // The browser sets the expiry from its own clock; 365 days from the click, give or take a day.
  expect(cookie!.expires - before).toBeGreaterThan(364 * DAY_SECONDS);
  expect(cookie!.expires - before).toBeLessThan(366 * DAY_SECONDS);

  await reloadStorefront(page);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('the banner never blocks the page: links behind it work while it shows', async ({ page }) => {
  await gotoStorefront(page, '/');
  await expect(banner(page)).toBeVisible();
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Rechtliches' });
  await legal.getByRole('link', { name: 'AGB', exact: true }).click();
  await expect(page).toHaveURL('/site/terms-and-conditions');
  await expect(banner(page)).toBeVisible();
});

test('the map loads only with the map plugin and consent, with a marker per branch', async ({
  page,
  request,
}) => {
  await updateConfig(request, { enablePluginMapbox: true });
  const mapChunks = collectRequests(page, (url) => url.includes('maplibre'));
  const everyRequest = collectRequests(page, () => true);

  await gotoStorefront(page, '/');
  await page.getByRole('region', { name: 'Kontakt', exact: true }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(mapRegion(page)).toHaveCount(0);
  expect(mapChunks).toEqual([]);

  await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
  await expect(mapRegion(page)).toBeVisible();
  await expect(mapRegion(page).getByRole('region', { name: 'Karte', exact: true })).toBeVisible();
  expect(mapChunks.length).toBeGreaterThan(0);

  // One marker per public branch with coordinates (all three demo branches have them).
  const markers = mapRegion(page).getByRole('link', { name: /^Anfahrt zu .* berechnen/ });
  await expect(markers).toHaveCount(3);
  const munich = mapRegion(page).getByRole('link', {
    name: 'Anfahrt zu Backstube Sonnenschein München-Schwabing berechnen (öffnet in neuem Fenster)',
  });
  await expect(munich).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=48\.\d+%2C11\.\d+$/,
  );
  await expect(munich).toHaveAttribute('target', '_blank');

  // Nothing was fetched from another host: no tiles, glyphs or sprites.
  const origin = new URL(page.url()).origin;
  const foreign = everyRequest
    .map((sent) => sent.url())
    .filter((url) => !url.startsWith(origin) && !/^(data|blob):/.test(url));
  expect(foreign).toEqual([]);
});

test('page views are reported only with consent, on every navigation', async ({
  page,
  request,
}) => {
  const { config } = await readInit(request);
  const pageViews = collectRequests(page, (url) => url.endsWith('/api/analytics-log'));
  await gotoStorefront(page, '/');
  await expect(banner(page)).toBeVisible();
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Rechtliches' });
  await legal.getByRole('link', { name: 'Impressum', exact: true }).click();
  await expect(page).toHaveURL('/site/imprint');
  await page.waitForLoadState('networkidle');
  expect(pageViews).toEqual([]);

  // Consent counts the page it is given on, then every navigation.
  const first = page.waitForResponse((response) => response.url().endsWith('/api/analytics-log'));
  await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
  expect((await first).status()).toBe(204);
  expect(pageViews.map((request) => request.postDataJSON())).toEqual([
    expect.objectContaining({
      type: 'pageView',
      data: expect.objectContaining({ path: '/site/imprint' }),
    }),
  ]);

  const second = page.waitForResponse((response) => response.url().endsWith('/api/analytics-log'));
  await page.getByRole('banner').getByRole('link', { name: config.shopName, exact: true }).click();
  await expect(page).toHaveURL('/');
  expect((await second).status()).toBe(204);
  expect(pageViews.map((request) => request.postDataJSON().data.path)).toEqual([
    '/site/imprint',
    '/',
  ]);
  expect(pageViews[1]?.method()).toBe('POST');
});
