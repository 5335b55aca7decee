import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { updateConfig } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { waitForHydration } from '../support/hydration.ts';
import { initEntries, routeInit } from '../support/init-route.ts';
import { gotoStorefront, readInit, reloadStorefront } from '../support/storefront.ts';

/**
 * The storefront shell: toolbar, header, footer with branches, hours,
 * links and copyright, keyboard use and accessibility. Runs in the phone and desktop projects.
 *
 * The server and page clocks start on Wednesday 2 December 2026, 12:00 in Berlin (fixtures.ts).
 * Demo hours behind the chosen instants: München Mo–Fr 07:00–22:00, Hamburg Tue–Fri 06:30–12:30
 * and 14:30–18:30, Leipzig Mo–Fr 10:00–20:00.
 */

const BERLIN_21_00 = new Date('2026-12-02T20:00:00.000Z');
const BERLIN_03_00 = new Date('2026-12-02T02:00:00.000Z');

const toolbar = (page: Page) => page.getByRole('complementary', { name: 'Standortstatus' });
const contactSection = (page: Page) => page.getByRole('region', { name: 'Kontakt', exact: true });
const branchCard = (page: Page, name: string) =>
  contactSection(page).getByRole('article', { name, exact: true });

test.beforeEach(async ({ request }) => {
  // The demo shop has the toolbar plugin on; make sure of it (never switched off by any test).
  await updateConfig(request, { enablePluginToolbar: true });
});

test('the toolbar counts the open branches: 3, 1 and none', async ({ page }) => {
  await gotoStorefront(page, '/');
  await expect(toolbar(page)).toContainText('3 Standorte geöffnet');

  await page.clock.setSystemTime(BERLIN_21_00);
  await reloadStorefront(page);
  await expect(toolbar(page)).toContainText('1 Standort geöffnet');

  await page.clock.setSystemTime(BERLIN_03_00);
  await reloadStorefront(page);
  await expect(toolbar(page)).toContainText('Alle Standorte geschlossen');
});

test('on a branch the toolbar shows the branch, its open state and a back link', async ({
  page,
}) => {
  await gotoStorefront(page, '/store/muenchen-schwabing');
  const bar = toolbar(page);
  await expect(bar).toContainText('Backstube Sonnenschein München-Schwabing');
  await expect(bar).toContainText('Geöffnet bis 22:00');
  await expect(bar).not.toContainText('Standorte geöffnet');

  await gotoStorefront(page, '/store/hamburg-eppendorf');
  await expect(bar).toContainText('Geöffnet bis 12:30');
  await page.clock.setSystemTime(BERLIN_21_00);
  await reloadStorefront(page);
  await expect(bar).toContainText('Backstube Sonnenschein Hamburg-Eppendorf');
  await expect(bar).toContainText('Geschlossen');

  await bar.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
  await expect(page).toHaveURL('/');
  await expect(bar).toContainText('1 Standort geöffnet');
});

test('the header links the shop name home and "Kontakt" scrolls to the contact section', async ({
  page,
  request,
}) => {
  const { config } = await readInit(request);
  await gotoStorefront(page, '/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: config.shopName, exact: true })).toHaveAttribute(
    'href',
    '/',
  );

  await expect(contactSection(page)).not.toBeInViewport();
  await openMenuIfCollapsed(page);
  await header.getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(contactSection(page)).toBeInViewport();
  await expect(contactSection(page)).toBeFocused();
  // Scrolling is no navigation: the address stays, the menu is closed.
  await expect(page).toHaveURL('/');
  const toggle = header.getByRole('button', { name: 'Menü' });
  if (await toggle.isVisible()) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the footer lists every public branch with address, contact details and grouped hours', async ({
  page,
  request,
}) => {
  const { publicBranches, nonPublicBranches } = await readInit(request);
  await gotoStorefront(page, '/');

  for (const branch of publicBranches) {
    const card = branchCard(page, branch.name);
    await expect(card).toBeVisible();
    await expect(card).toContainText(branch.street);
    await expect(card).toContainText(`${branch.zipCode} ${branch.city}`);
    for (const [label, value] of [
      ['Telefon', branch.phone],
      ['E-Mail', branch.email],
      ['Website', branch.website],
    ] as const) {
      if (value) await expect(card).toContainText(label);
      else await expect(card).not.toContainText(label);
    }
    if (branch.phone) {
      await expect(card.getByRole('link', { name: branch.phone })).toHaveAttribute(
        'href',
        `tel:${branch.phone.replace(/[^\d+]/g, '')}`,
      );
    }
    if (branch.email) {
      await expect(card.getByRole('link', { name: branch.email })).toHaveAttribute(
        'href',
        `mailto:${branch.email}`,
      );
    }
  }
  for (const branch of nonPublicBranches) {
    await expect(branchCard(page, branch.name)).toHaveCount(0);
  }

  // Day ranges with identical hours, closed days read "geschlossen" (spec §2 Footer).
  const hamburg = branchCard(page, 'Backstube Sonnenschein Hamburg-Eppendorf');
  await expectHours(hamburg, 'Öffnungszeiten', [
    ['Mo', 'geschlossen'],
    ['Di–Fr', '06:30–12:30, 14:30–18:30'],
    ['Sa', '07:00–13:00'],
    ['So', '08:00–12:00'],
  ]);
  // Without delivery hours there is no toggle.
  await expect(hamburg.getByRole('button')).toHaveCount(0);
});

test('the hours toggle switches between opening and delivery hours', async ({ page }) => {
  await gotoStorefront(page, '/');
  const munich = branchCard(page, 'Backstube Sonnenschein München-Schwabing');
  await expectHours(munich, 'Öffnungszeiten', [
    ['Mo–Fr', '07:00–22:00'],
    ['Sa', '08:00–23:00'],
    ['So', '09:00–21:00'],
  ]);

  await munich.getByRole('button', { name: 'Lieferzeiten anzeigen' }).click();
  await expectHours(munich, 'Lieferzeiten', [['Mo–So', '11:00–14:30, 17:00–21:30']]);

  await munich.getByRole('button', { name: 'Öffnungszeiten anzeigen' }).click();
  await expectHours(munich, 'Öffnungszeiten', [
    ['Mo–Fr', '07:00–22:00'],
    ['Sa', '08:00–23:00'],
    ['So', '09:00–21:00'],
  ]);
  await expect(munich.getByRole('button', { name: 'Lieferzeiten anzeigen' })).toBeVisible();
});

test('the footer has the footer navigation, the legal links and the copyright line', async ({
  page,
  request,
}) => {
  const { config } = await readInit(request);
  await gotoStorefront(page, '/');
  const footer = page.getByRole('contentinfo');

  // The demo shop has all four legal texts: every legal link is internal (spec §2 Footer links).
  const legal = footer.getByRole('navigation', { name: 'Rechtliches' });
  for (const [name, href] of [
    ['AGB', '/site/terms-and-conditions'],
    ['Datenschutz', '/site/privacy'],
    ['Impressum', '/site/imprint'],
    ['Allergene', '/site/allergens'],
  ] as const) {
    const link = legal.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).not.toHaveAttribute('target');
  }
  // Several branches: no single store link.
  await expect(legal.getByRole('link', { name: 'Online bestellen' })).toHaveCount(0);

  const more = footer.getByRole('navigation', { name: 'Weitere Links' });
  await expect(more.getByRole('link', { name: 'Impressum', exact: true })).toHaveAttribute(
    'href',
    '/imprint',
  );
  const instagram = more.getByRole('link', { name: /^Instagram/ });
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(instagram).toHaveAttribute('rel', /noopener/);
  // Disabled entries are not shown.
  await expect(more.getByText('Newsletter')).toHaveCount(0);

  await expect(footer).toContainText(`© 2026 ${config.businessName || config.shopName}`);
});

test('a legal page without its text links to the external address in a new tab, or not at all', async ({
  page,
}) => {
  // Other specs run against the same server at the same time and read these settings, so this
  // test changes them only in its own browser: the /api/init answer with two settings altered.
  await routeInit(page, (body) => {
    Object.assign(initEntries(body).get('/api/config') as object, {
      imprintText: '',
      imprint: 'https://impressum.example/backstube',
      allergensText: '',
      allergens: '',
    });
  });
  await gotoStorefront(page, '/');
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Rechtliches' });

  const imprint = legal.getByRole('link', { name: /^Impressum/ });
  await expect(imprint).toHaveAttribute('href', 'https://impressum.example/backstube');
  await expect(imprint).toHaveAttribute('target', '_blank');
  await expect(imprint).toHaveAccessibleName('Impressum (öffnet in neuem Fenster)');
  await expect(legal.getByRole('link', { name: /^Allergene/ })).toHaveCount(0);
  await expect(legal.getByRole('link', { name: 'AGB', exact: true })).toHaveAttribute(
    'href',
    '/site/terms-and-conditions',
  );
});

test('the shell works with the keyboard: skip link, menu and submenus', async ({
  page,
  request,
}) => {
  const { config } = await readInit(request);
  await gotoStorefront(page, '/');
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  const skipLink = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(header.getByRole('link', { name: config.shopName, exact: true })).toBeFocused();

  const toggle = header.getByRole('button', { name: 'Menü' });
  await page.keyboard.press('Tab');
  if (await toggle.isVisible()) {
    // Phone: the menu toggle comes next and opens the menu.
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
  }
  await expect(header.getByRole('link', { name: 'Start', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const service = header.getByRole('button', { name: 'Service' });
  await expect(service).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(service).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(header.getByRole('link', { name: 'Allergene' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(service).toHaveAttribute('aria-expanded', 'false');
  await expect(service).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/allergens');

  // The skip link moves focus past header and navigation to the main content.
  await gotoStorefront(page, '/');
  await expect(header).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the shell on / has no serious or critical accessibility violations', async ({ page }) => {
  await gotoStorefront(page, '/');
  await expect(toolbar(page)).toContainText('3 Standorte geöffnet');
  await expect(page.getByRole('region', { name: 'Cookies für Karte und Statistik' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // With the menu and a submenu open, too.
  await openMenuIfCollapsed(page);
  await page.getByRole('banner').getByRole('button', { name: 'Filialen' }).click();
  await expectNoSeriousViolations(page);
});

async function openMenuIfCollapsed(page: Page) {
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: 'Menü' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

async function expectHours(card: Locator, title: string, rows: [string, string][]) {
  await expect(card.getByRole('heading', { level: 4, name: title })).toBeVisible();
  await expect(card.getByRole('term')).toHaveText(rows.map(([days]) => days));
  await expect(card.getByRole('definition')).toHaveText(rows.map(([, hours]) => hours));
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('a branch page arrives rendered by the server with its data, and hydrates without a request for /api/init', async ({
  page,
}) => {
  // docs/budgets.md P6: the server renders the page into the HTML (apps/web/src/entry-server.tsx), with
  // its styles applied and the init data embedded; the browser hydrates it.
  const initRequests: string[] = [];
  const stylesheets: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/init') initRequests.push(request.url());
    if (pathname.endsWith('.css')) stylesheets.push(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/store/muenchen-schwabing');
  const html = (await response?.text()) ?? '';
  const root = html.slice(html.indexOf('<div id="root"'));
  // data-customer: rendered for a request without a staff session (docs/decisions/016).
  expect(root).toMatch(/^<div id="root" data-rendered-at="\d+" data-customer="">/);
  expect(root).toContain('Backstube Sonnenschein München-Schwabing</h1>');
  expect(root).toContain('Großes Sonnenschein-Frühstück');
  // The page's title is in the HTML already, before any code has run.
  expect(html).toContain('<title>Backstube Sonnenschein München-Schwabing</title>');
  // The route's styles come in one file; its single files are linked disabled, so that the
  // chunks, once loaded, neither fetch nor apply them a second time.
  const routeStylesheet = html.match(
    /<link rel="stylesheet" crossorigin href="(\/assets\/route-branch-page-[\w-]+\.css)">/,
  )?.[1];
  expect(routeStylesheet).toBeDefined();
  const singleFiles = [
    ...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)" disabled>/g),
  ].map((match) => match[1]);
  expect(singleFiles).toContainEqual(expect.stringMatching(/^\/assets\/branch-page-[\w-]+\.css$/));
  expect(html).toContain('<script type="application/json" id="shop-init">');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  // Hydrated: the page reacts. The data block is read once and removed.
  await page.getByRole('article', { name: 'Pizza Margherita' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('#shop-init')).toHaveCount(0);
  expect(initRequests).toEqual([]);
  expect(stylesheets).toContain(routeStylesheet);
  expect(stylesheets.filter((stylesheet) => singleFiles.includes(stylesheet))).toEqual([]);
  expect(errors).toEqual([]);
});

for (const path of ['/', '/store/muenchen-schwabing']) {
  test(`${path}: the server's page is on screen, its largest picture in it, before its code is asked for`, async ({
    page,
  }) => {
    // docs/budgets.md P6: a server-rendered page shows without its code. The entry asks for the
    // route's code once the browser reports the page's first contentful paint
    // (apps/web/src/lib/after-first-paint.ts), so that code arriving and compiling does not hold
    // up that picture on a phone with a slow processor.
    await page.goto(path);
    await waitForHydration(page);
    // Read through observers: the test clock (fixtures.ts) stubs performance.getEntries*().
    const timing = await page.evaluate(async () => {
      const buffered = (type: string) =>
        new Promise<PerformanceEntryList>((resolve) => {
          const observer = new PerformanceObserver((list) => {
            observer.disconnect();
            resolve(list.getEntries());
          });
          observer.observe({ type, buffered: true });
        });
      const [paints, resources] = await Promise.all([buffered('paint'), buffered('resource')]);
      const chunk = (name: string) =>
        resources.find((entry) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(entry.name)) as
          | PerformanceResourceTiming
          | undefined;
      return {
        firstContentfulPaint: paints.find((entry) => entry.name === 'first-contentful-paint')
          ?.startTime,
        routeCode: chunk('storefront-routes')?.startTime,
        routeCodeEnd: chunk('storefront-routes')?.responseEnd,
        appCode: chunk('app')?.startTime,
      };
    });
    expect(timing.firstContentfulPaint).toBeGreaterThan(0);
    expect(timing.routeCode).toBeGreaterThanOrEqual(timing.firstContentfulPaint ?? Number.NaN);
    // The app's own chunk (router, query cache; main.tsx) is not in the entry: it is asked for
    // after that paint too, in the same round trip as the route's code, not one after it.
    expect(timing.appCode).toBeGreaterThanOrEqual(timing.firstContentfulPaint ?? Number.NaN);
    expect(timing.appCode).toBeLessThanOrEqual(timing.routeCodeEnd ?? Number.NaN);
    // The page's largest picture (fetched first) shows in the frame of the text around it, not a
    // frame later: decoded in that frame (components/ui/responsive-image.tsx, branch-intro.tsx).
    const priorityImage = page.locator('main img[fetchpriority="high"]');
    await expect(priorityImage).toHaveCount(1);
    await expect(priorityImage).toHaveAttribute('decoding', 'sync');
  });
}

test('the branch intro’s picture is fetched where it shows: on a desktop, never on a phone', async ({
  page,
}) => {
  // docs/decisions/017-customer-journey-comfort.md: phones get a compact intro without the
  // picture, so neither the server's preload (media query) nor the <picture> fetches it there.
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/image/category/')) fetched.push(request.url());
  });
  await page.goto('/store/muenchen-schwabing');
  await waitForHydration(page);
  const picture = page.locator('main img[fetchpriority="high"]');
  await expect(picture).toHaveCount(1);
  if ((page.viewportSize()?.width ?? 0) < 720) {
    await expect(picture).toBeHidden();
    expect(fetched).toEqual([]);
  } else {
    await expect(picture).toBeVisible();
    // The branch's picture, not the phones' blank (1 × 1).
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(1);
    expect(fetched).toHaveLength(1);
  }
});

/**
 * What the customer sees while a page loads, frame by frame: a record at every DOM change of
 * whether the loader overlay (a status other than index.html's loading screen) is there, whether
 * the header is there and the main area's text.
 */
async function recordLoading(page: Page) {
  await page.addInitScript(() => {
    const frames: { overlay: boolean; header: boolean; main: string }[] = [];
    (window as unknown as { loadingFrames: typeof frames }).loadingFrames = frames;
    new MutationObserver(() => {
      frames.push({
        overlay: Array.from(document.querySelectorAll('[role="status"]:not(.boot-screen)')).some(
          (element) => element.textContent?.includes('Wird geladen'),
        ),
        header: document.querySelector('header') !== null,
        main: document.querySelector('main')?.textContent?.trim() ?? '',
      });
    }).observe(document, { childList: true, subtree: true });
  });
  return async () =>
    await page.evaluate(
      () =>
        (
          window as unknown as {
            loadingFrames: { overlay: boolean; header: boolean; main: string }[];
          }
        ).loadingFrames,
    );
}

for (const { name, path, text, first } of [
  { name: 'the branch list', path: '/', text: 'Backstube Sonnenschein', first: 'the page' },
  {
    // The branch intro and the menu's first group; the other groups follow once hydrated.
    name: 'a branch page',
    path: '/store/muenchen-schwabing',
    text: 'Großes Sonnenschein-Frühstück',
    first: 'the page',
  },
  // The checkout shows this browser's cart: the server renders the shell around an empty page.
  {
    name: 'the checkout',
    path: '/store/muenchen-schwabing/checkout',
    text: 'Warenkorb',
    first: 'the shell',
  },
]) {
  test(`${name} replaces the loading screen in one step with ${first}: no loader overlay`, async ({
    page,
  }) => {
    // docs/budgets.md P6: the server renders the page (apps/web/src/entry-server.tsx), and the entry loads
    // the page's code and data before it hydrates (main.tsx), so the shell never shows the
    // overlay and a page never the placeholder that React would hold for another 300 ms.
    const frames = await recordLoading(page);
    await page.goto(path);
    await expect(page.locator('main')).toContainText(text, { timeout: 20_000 });
    const recorded = await frames();
    expect(recorded.filter((frame) => frame.overlay)).toEqual([]);
    if (first === 'the page') {
      // The server's HTML holds the page; once its text shows, it stays: no placeholder between
      // the server's HTML and the hydrated page. (The HTML parser may pause anywhere, also
      // between the header and the main area: that is no step of ours.)
      const shown = recorded.findIndex((frame) => frame.header && frame.main.includes(text));
      expect(shown).toBeGreaterThanOrEqual(0);
      expect(recorded.slice(shown).filter((frame) => !frame.main.includes(text))).toEqual([]);
    } else {
      expect(recorded.find((frame) => frame.header)?.main).toBe('');
    }
  });
}

test('a page rendered by the server at its own time hydrates without errors, then follows this browser’s clock', async ({
  page,
}) => {
  // The server renders at E2E_NOW (Munich open until 22:00); this browser reads 22:30 in Berlin.
  // Hydration starts at the render instant (apps/web/src/lib/render-time.ts), so nothing
  // mismatches, and the page then shows the browser's time.
  await page.clock.setSystemTime(new Date('2026-12-02T21:30:00Z'));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/store/muenchen-schwabing');
  expect(await response?.text()).toContain('Geöffnet bis 22:00');
  const toolbar = page.getByRole('complementary', { name: 'Standortstatus' });
  await expect(toolbar).toContainText('Geschlossen');
  await expect(page.getByText('Derzeit haben wir leider geschlossen.')).toBeVisible();
  expect(errors).toEqual([]);
});
