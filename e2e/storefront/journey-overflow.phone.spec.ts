import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { placeOrderThroughApi } from '../support/checkout.ts';
import {
  addSimpleProduct,
  cartPanel,
  gotoAsReturningVisitor,
  openCart,
} from '../support/storefront.ts';

/**
 * No storefront page scrolls sideways on a phone (docs/decisions/017-customer-journey-comfort.md):
 * every page at 320 and 390 px, long words of the legal texts, the checkout's terms link and the
 * payment tiles included.
 */

/** The elements that reach past the right edge of the window (empty: nothing scrolls sideways). */
async function overflowingElements(page: Page): Promise<string[]> {
  return await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= width + 0.5) continue;
      // Only what is not clipped by a scrolling or clipping ancestor counts.
      let clipped = false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow !== 'visible' && parent !== document.body) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      found.push(`${element.tagName.toLowerCase()}.${element.className} "${text}"`);
    }
    const scrolls = document.documentElement.scrollWidth > width;
    return scrolls
      ? found.slice(0, 5).concat(`scrollWidth ${document.documentElement.scrollWidth} > ${width}`)
      : [];
  });
}

type InitEntry = { url: string; data: unknown };

async function storefrontPages(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/init');
  const { data } = (await response.json()) as { data: InitEntry[] };
  const entry = (url: string) => data.find((candidate) => candidate.url === url)?.data;
  const branches = (entry('/api/branches') as { identifier: string; isEnabled: boolean }[])
    .filter((branch) => branch.isEnabled)
    .map((branch) => `/store/${branch.identifier}`);
  const sites = (entry('/api/sites') as { path: string; isPublic: boolean }[])
    .filter((site) => site.isPublic)
    .map((site) => `/${site.path.replace(/^\/+/, '')}`);
  const order = await placeOrderThroughApi(page.request);
  return [
    '/',
    ...branches,
    ...new Set(sites),
    '/site/imprint',
    '/site/terms-and-conditions',
    '/site/privacy',
    '/site/allergens',
    `/status/${order.uid}/${order.hash}`,
    '/gibt-es-nicht',
  ];
}

for (const width of [320, 390]) {
  test(`no storefront page scrolls sideways at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const pages = await storefrontPages(page);
    const problems: Record<string, string[]> = {};
    for (const url of pages) {
      await gotoAsReturningVisitor(page, url);
      const found = await overflowingElements(page);
      if (found.length > 0) problems[url] = found;
    }
    // The checkout with a delivery cart: address fields, payment tiles, the legal links.
    await gotoAsReturningVisitor(page, '/store/muenchen-schwabing');
    await addSimpleProduct(page, 'Pizza Margherita');
    await addSimpleProduct(page, 'Pizza Margherita');
    await openCart(page);
    await cartPanel(page).getByLabel('Art der Lieferung').selectOption('delivery');
    for (const url of [
      '/store/muenchen-schwabing/checkout',
      '/store/muenchen-schwabing/checkout/error',
    ]) {
      await gotoAsReturningVisitor(page, url);
      const found = await overflowingElements(page);
      if (found.length > 0) problems[url] = found;
    }
    expect(problems).toEqual({});
  });
}

for (const width of [320, 390]) {
  test(`the shop name never runs under the menu button at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoAsReturningVisitor(page, '/store/muenchen-schwabing');
    const header = page.getByRole('banner');
    const name = header.getByRole('link', { name: 'Backstube Sonnenschein', exact: true });
    const menu = header.getByRole('button', { name: /Menü/ });
    await expect(menu).toBeVisible();
    // The drawn text, not the link's box: a word too long for the box spills out of it.
    const textRight = await name.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return Math.max(...Array.from(range.getClientRects(), (rect) => rect.right));
    });
    const menuBox = await menu.boundingBox();
    expect(textRight).toBeLessThanOrEqual(menuBox?.x ?? 0);
  });
}
