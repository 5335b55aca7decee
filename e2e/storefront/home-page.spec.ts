import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../fixtures.ts';
import { E2E_NOW } from '../playwright.config.ts';
import { seriousViolations } from '../support/axe.ts';
import { type InitBody, initEntries, routeInit, setInitEntry } from '../support/init-route.ts';

/**
 * The home page (spec §2 "Home page"), shown at '/' with enablePluginHomePage.
 *
 * Browser tests share one server, and '/' is the branch list for every other test, so these tests
 * never switch the plugin on in the database: they change the settings the browser receives in
 * GET /api/init (page.route) — the same data the real switch would send. The teasers need exactly
 * one branch; the demo shop has three public ones, so one test leaves one public branch in the
 * answer as well.
 */

// The shared test machine can take several seconds for one page load; waits are bounded higher.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

type Branch = { id: number; identifier: string; isPublic: boolean; [key: string]: unknown };

async function openHomePage(
  page: Page,
  change: (entries: Map<string, unknown>) => void = () => undefined,
  options: { consent?: boolean } = {},
) {
  if (options.consent) {
    // spec §4: the consent cookie as the banner stores it after 'Akzeptieren'.
    await page.context().addCookies([
      {
        name: 'cookie-banner-acceptance-state',
        value: 'true',
        url: `http://127.0.0.1:${process.env.E2E_PORT}`,
      },
    ]);
  }
  await routeInit(page, (body) => {
    const entries = initEntries(body);
    const config = entries.get('/api/config') as Record<string, unknown>;
    entries.set('/api/config', { ...config, enablePluginHomePage: true });
    change(entries);
    for (const [url, data] of entries) setInitEntry(body, url, data);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const hoursCard = (page: Page, name: string) =>
  page.getByRole('article', { name }).filter({ has: page.getByRole('table') });

test('the home page shows title, description, the root page sections, hours and contact', async ({
  page,
}) => {
  await openHomePage(page);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Backstube Sonnenschein – Bäckerei, Café & Pizzeria',
    }),
  ).toBeVisible();
  await expect(page.getByText(/^Frisches Brot, hausgemachte Kuchen/)).toBeVisible();
  // Not the branch list: no search, no teasers with three public branches.
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Online Bestellen' })).toHaveCount(0);

  // The sections of the root page (path ''), in order.
  const main = page.getByRole('main');
  for (const name of [
    'Frisch gebacken. Mit Liebe gemacht.',
    'Willkommen in der Backstube Sonnenschein',
    'Pizza nach Wahl',
    'Unsere aktuellen Flugblätter',
    'Das gibt es bei uns',
  ]) {
    await expect(main.getByRole('heading', { name, exact: true })).toBeAttached();
  }
  await expect(main.getByRole('region', { name: 'Flugblätter' })).toBeAttached();

  // Opening hours per branch, days grouped, closed days 'Geschlossen'.
  await expect(page.getByRole('heading', { level: 2, name: 'Öffnungszeiten' })).toBeVisible();
  const hamburg = hoursCard(page, 'Backstube Sonnenschein Hamburg-Eppendorf');
  await expect(hamburg.getByRole('row', { name: 'Mo Geschlossen' })).toBeVisible();
  await expect(hamburg.getByRole('row', { name: 'Di–Fr 06:30–12:30, 14:30–18:30' })).toBeVisible();
  // Hamburg has no delivery hours: no toggle.
  await expect(hamburg.getByRole('button')).toHaveCount(0);

  // Contact block 'Anfahrt': name, address, phone and email as links, website.
  const contact = page.getByRole('region', { name: 'Anfahrt' });
  await expect(
    contact.getByRole('heading', { name: 'Backstube Sonnenschein München-Schwabing' }),
  ).toBeVisible();
  await expect(contact.getByRole('link', { name: '+49 89 20194410' })).toHaveAttribute(
    'href',
    'tel:+498920194410',
  );
  await expect(
    contact.getByRole('link', { name: 'muenchen@backstube-sonnenschein.example' }),
  ).toHaveAttribute('href', 'mailto:muenchen@backstube-sonnenschein.example');
  const website = contact.getByRole('link', { name: /backstube-sonnenschein\.example\/muenchen/ });
  await expect(website).toHaveAttribute(
    'href',
    'https://www.backstube-sonnenschein.example/muenchen',
  );
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(contact.getByRole('link', { name: /Leopoldstraße 42/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );
});

test('the opening-hours table switches between Öffnungszeiten and Lieferzeiten', async ({
  page,
}) => {
  await openHomePage(page);
  const munich = hoursCard(page, 'Backstube Sonnenschein München-Schwabing');
  const opening = munich.getByRole('button', { name: 'Öffnungszeiten' });
  const delivery = munich.getByRole('button', { name: 'Lieferzeiten' });
  await expect(opening).toHaveAttribute('aria-pressed', 'true');
  await expect(munich.getByRole('table', { name: 'Öffnungszeiten' })).toBeVisible();
  await expect(munich.getByRole('row', { name: 'Mo–Fr 07:00–22:00' })).toBeVisible();

  await delivery.click();
  await expect(delivery).toHaveAttribute('aria-pressed', 'true');
  await expect(munich.getByRole('table', { name: 'Lieferzeiten' })).toBeVisible();
  // Munich delivers 11:00–14:30 and 17:00–21:30 every day: one range for the week.
  await expect(munich.getByRole('row', { name: 'Mo–So 11:00–14:30, 17:00–21:30' })).toBeVisible();

  await opening.click();
  await expect(munich.getByRole('table', { name: 'Öffnungszeiten' })).toBeVisible();
});

test('with exactly one public branch the three teasers lead to order, call and directions', async ({
  page,
}) => {
  await openHomePage(page, (entries) => {
    const branches = entries.get('/api/branches') as Branch[];
    entries.set(
      '/api/branches',
      branches.map((branch) => ({
        ...branch,
        isPublic: branch.identifier === 'muenchen-schwabing',
      })),
    );
  });
  const teasers = page.getByRole('list', { name: 'Schnellzugriff' });
  await expect(teasers.getByRole('heading', { name: 'Online Bestellen' })).toBeVisible();
  await expect(teasers.getByRole('link', { name: 'Zur Bestellung' })).toHaveAttribute(
    'href',
    '/store/muenchen-schwabing',
  );
  await expect(teasers.getByRole('heading', { name: 'Tischreservierung' })).toBeVisible();
  await expect(teasers.getByRole('link', { name: 'Jetzt Anrufen' })).toHaveAttribute(
    'href',
    'tel:+498920194410',
  );
  await expect(teasers.getByRole('heading', { name: 'Anfahrt' })).toBeVisible();
  const directions = teasers.getByRole('link', { name: /^Anfahrt berechnen/ });
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Leopoldstraße 42, 80802 München')}`,
  );
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', /noopener/);

  await teasers.getByRole('link', { name: 'Zur Bestellung' }).click();
  await expect(page).toHaveURL('/store/muenchen-schwabing');
});

test('the root page shows the WhatsApp link of the first branch', async ({ page }) => {
  await openHomePage(page);
  const whatsapp = page.getByRole('link', { name: /WhatsApp/ });
  // spec §7 messaging deep link: wa.me with the phone in international digits.
  await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/498920194410');
  await expect(whatsapp).toHaveAttribute('target', '_blank');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await openHomePage(page, (entries) => {
    const branches = entries.get('/api/branches') as Branch[];
    entries.set(
      '/api/branches',
      branches.map((branch, index) => (index === 0 ? { ...branch, phone: null } : branch)),
    );
  });
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
});

test('the hero arrow scrolls to the next section', async ({ page }) => {
  await openHomePage(page);
  const next = page.getByRole('heading', { name: 'Willkommen in der Backstube Sonnenschein' });
  await page.getByRole('button', { name: 'Nach unten scrollen' }).click();
  await expect(next).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test('the contact block shows the map only with the map plugin and cookie consent', async ({
  page,
}) => {
  await openHomePage(page);
  const map = page.getByRole('region', { name: 'Anfahrt' }).getByRole('region', {
    name: 'Karte unserer Standorte',
  });
  // Demo shop: map plugin off.
  await expect(map).toHaveCount(0);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await openHomePage(
    page,
    (entries) => {
      const config = entries.get('/api/config') as Record<string, unknown>;
      entries.set('/api/config', { ...config, enablePluginMapbox: true });
    },
    { consent: true },
  );
  await expect(map).toBeAttached();
});

test('the server renders the home page with its sections, styled by the route’s stylesheet', async ({
  request,
}) => {
  // The real renderer of this run's build (playwright.config.ts builds into E2E_DATA_DIR), fed
  // the init data with the plugin on, as the server would feed it.
  const body = (await (await request.get('/api/init')).json()) as InitBody;
  const config = initEntries(body).get('/api/config') as Record<string, unknown>;
  setInitEntry(body, '/api/config', { ...config, enablePluginHomePage: true });
  // In a process of its own: the test runner's module loader would not take the bundle as ESM.
  const rendererFile = path.join(process.env.E2E_DATA_DIR ?? '', 'web-dist/ssr/entry-server.js');
  const render = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      `import { readFileSync } from 'node:fs';
      const renderer = await import(${JSON.stringify(pathToFileURL(rendererFile).href)});
      await renderer.loadPages();
      process.stdout.write(renderer.renderPage(JSON.parse(readFileSync(0, 'utf8'))).html);`,
    ],
    {
      input: JSON.stringify({
        url: '/',
        initJson: JSON.stringify(body),
        now: Date.parse(E2E_NOW),
        cookies: '',
      }),
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  baseExpect(render.status, render.stderr).toBe(0);
  const html = render.stdout;
  // Every section is in the HTML (the slider too), none left for the browser to draw.
  baseExpect(html).toContain('aria-roledescription="carousel"');
  baseExpect(html).not.toContain('<!--$!-->');
  // No style attribute: the CSP (style-src 'self') would block it in the HTML.
  baseExpect(html).not.toMatch(/\sstyle="/);

  // Their styles are in the route's one stylesheet: the sections' own file is linked disabled.
  const page = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  baseExpect(page).toMatch(
    /<link rel="stylesheet" crossorigin href="\/assets\/section-list-[\w-]+\.css" disabled>/,
  );
});

test('the home page has no serious or critical accessibility violations', async ({ page }) => {
  await openHomePage(page);
  await expect(page.getByRole('region', { name: 'Flugblätter' })).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
});
