import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { updateConfig } from '../support/admin.ts';
import { addSimpleProduct, gotoStorefront } from '../support/storefront.ts';

/**
 * The Meta pixel (spec §1 tracking events, §4 cookie consent;
 * docs/decisions/038-statistics-rollups-and-consent.md): with a pixel id set, nothing leaves the
 * browser before consent; accepting reloads the page, then the vendor's script (a stand-in served
 * here) loads and receives the page view and the add-to-cart event.
 */

const PIXEL_ID = '123456789012345';
/** Speaks fbevents.js's part we use: takes over the queue and sends each event as an image. */
const FAKE_FBEVENTS = `(function () {
  var fbq = window.fbq;
  function send(args) {
    if (args[0] !== 'track') return;
    new Image().src = 'https://www.facebook.com/tr?id=${PIXEL_ID}&ev=' + encodeURIComponent(args[1]);
  }
  fbq.callMethod = function () { send(Array.prototype.slice.call(arguments)); };
  fbq.queue.forEach(send);
  fbq.queue = [];
})();`;

const banner = (page: Page) =>
  page.getByRole('region', { name: 'Cookies für Karte und Statistik' });

// The pixel id is one shop setting: set for this test only, reset after it.
test.afterEach(async ({ request }) => {
  await updateConfig(request, { metaPixelId: '' });
});

test('the pixel loads only after consent, accepting reloads, and it receives the events', async ({
  page,
  request,
}) => {
  await updateConfig(request, { metaPixelId: PIXEL_ID });
  const vendor: string[] = [];
  const analytics: string[] = [];
  const events: string[] = [];
  page.on('request', (sent) => {
    const url = sent.url();
    if (/facebook\.(net|com)/.test(url)) vendor.push(url);
    if (url.endsWith('/api/analytics-log')) analytics.push(url);
  });
  await page.route('https://connect.facebook.net/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_FBEVENTS }),
  );
  await page.route('https://www.facebook.com/tr?**', (route) => {
    events.push(new URL(route.request().url()).searchParams.get('ev') ?? '');
    return route.fulfill({ status: 204 });
  });

  await gotoStorefront(page, '/store/muenchen-schwabing');
  await expect(banner(page)).toBeVisible();
  await addSimpleProduct(page, 'Pizza Margherita');
  await page.waitForLoadState('networkidle');
  expect(vendor).toEqual([]);
  expect(analytics).toEqual([]);

  // spec §4: with an ad-pixel id, accepting reloads the page.
  const reloaded = page.waitForEvent('framenavigated');
  await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
  await reloaded;
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => events).toContain('PageView');
  expect(vendor[0]).toBe('https://connect.facebook.net/en_US/fbevents.js');
  await expect.poll(() => analytics.length).toBeGreaterThan(0);

  await addSimpleProduct(page, 'Pizza Margherita');
  await expect.poll(() => events).toContain('AddToCart');
});
