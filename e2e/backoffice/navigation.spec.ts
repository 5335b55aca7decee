import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { placeOrder } from '../support/orders.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * In-app navigation: from every back-office screen to every other one through the
 * side navigation itself, as a shift manager moves. The screens are read from the rendered
 * navigation, which is built from the one list of areas (features/backoffice/shell/areas.ts), so
 * a new screen joins the test by itself.
 *
 * Every ordered pair (A → B) is clicked once while B has not been opened yet since the page
 * loaded: that is when a screen meets the previous screen's data (nothing of its own is cached
 * yet). The clicks are grouped into walks that open each screen at most once; each walk starts
 * with a full page load.
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'tablet', viewport: { width: 820, height: 1180 } },
] as const;

type Screen = { label: string; href: string };

/** Walks over screens 0…count−1 that together take every ordered pair once, none twice a screen. */
function pairWalks(count: number): number[][] {
  const uncovered = new Set<string>();
  for (let from = 0; from < count; from += 1) {
    for (let to = 0; to < count; to += 1) if (from !== to) uncovered.add(`${from}>${to}`);
  }
  const outgoing = (from: number) =>
    Array.from({ length: count }, (_, to) => to).filter((to) => uncovered.has(`${from}>${to}`));
  const walks: number[][] = [];
  while (uncovered.size > 0) {
    let at = 0;
    for (let from = 1; from < count; from += 1) {
      if (outgoing(from).length > outgoing(at).length) at = from;
    }
    const walk = [at];
    for (;;) {
      // The next screen not yet in this walk, preferring one that still has pairs to give.
      const candidates = outgoing(at).filter((to) => !walk.includes(to));
      const to = candidates.sort((a, b) => outgoing(b).length - outgoing(a).length)[0];
      if (to === undefined) break;
      uncovered.delete(`${at}>${to}`);
      walk.push(to);
      at = to;
    }
    walks.push(walk);
  }
  return walks;
}

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Back-Office-Navigation' });

/** Opens the drawer where the navigation hides behind the menu button (below 1024 px). */
async function openNavigationIfHidden(page: Page): Promise<Locator> {
  const menuButton = page.getByRole('button', { name: 'Menü öffnen' });
  const nav = navigation(page);
  // The shell shows one of them once the session is read (the drawer's button below 1024 px).
  await expect(menuButton.or(nav).first()).toBeVisible();
  if (await menuButton.isVisible()) await menuButton.click();
  await expect(nav).toBeVisible();
  return nav;
}

async function readScreens(page: Page): Promise<Screen[]> {
  const nav = await openNavigationIfHidden(page);
  const links = nav.getByRole('link');
  const screens: Screen[] = [];
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    // The accessible name without a badge's count ("Aktuelle Bestellungen 3 neue").
    const label = (await link.evaluate((element) => element.firstChild?.textContent ?? ''))
      .trim()
      .replace(/\s+/g, ' ');
    screens.push({ label, href });
  }
  await page.keyboard.press('Escape');
  return screens;
}

async function clickScreen(page: Page, screen: Screen): Promise<void> {
  const nav = await openNavigationIfHidden(page);
  await nav.locator(`a[href="${screen.href}"]`).click();
  await expect(page).toHaveURL((url) => url.pathname === screen.href);
}

/** The screen shows its content: a heading, no error panel, something in the main area. */
async function expectScreenShown(
  page: Page,
  screen: Screen,
  from: Screen,
  errors: readonly string[] = [],
): Promise<void> {
  const main = page.locator('main#main');
  const context = `${from.label} → ${screen.label}`;
  try {
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  } catch (failure) {
    throw new Error(`${context}: no heading; page errors: ${errors.join(' | ') || 'none'}`, {
      cause: failure,
    });
  }
  await expect(
    main.getByRole('alert').filter({ hasText: 'Erneut versuchen' }),
    context,
  ).toHaveCount(0);
  expect(((await main.textContent()) ?? '').trim().length, context).toBeGreaterThan(0);
}

/** The walks are shared out over this many tests per width, so they run side by side. */
const SHARDS = 6;

for (const width of WIDTHS) {
  test.describe(`in-app navigation at ${width.name} width`, () => {
    test.use({ viewport: width.viewport, isMobile: false, hasTouch: false });

    for (let shard = 0; shard < SHARDS; shard += 1) {
      test(`every screen opens from every other screen through the navigation (part ${shard + 1} of ${SHARDS})`, async ({
        page,
      }) => {
        test.setTimeout(600_000);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
        // A screen that crashes shows its error panel, which "Erneut versuchen" may hide again
        // before the check looks; the shell's log line stays (shell/screen-boundary.tsx).
        page.on('console', (message) => {
          if (message.type() === 'error' && message.text().includes('ist abgestürzt'))
            errors.push(`${page.url()}: ${message.text().split('\n')[0]}`);
        });
        await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
        const screens = await readScreens(page);
        // The start page, the three order lists, the catalogue and the settings screens at least.
        expect(screens.length).toBeGreaterThanOrEqual(15);

        const walks = pairWalks(screens.length);
        const pairs = walks.reduce((sum, walk) => sum + walk.length - 1, 0);
        expect(pairs).toBe(screens.length * (screens.length - 1));
        for (const walk of walks.filter((_, index) => index % SHARDS === shard)) {
          const first = screens[walk[0] ?? 0] as Screen;
          await page.goto(first.href);
          let from = first;
          for (const index of walk.slice(1)) {
            const screen = screens[index] as Screen;
            await clickScreen(page, screen);
            await expectScreenShown(page, screen, from, errors);
            expect(errors, `${from.label} → ${screen.label}`).toEqual([]);
            from = screen;
          }
        }
      });
    }
  });
}

test.describe('live orders while moving between screens', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('an order placed during navigation rings and shows its badge', async ({ page, request }) => {
    test.setTimeout(180_000);
    // Count the tones the page starts (the new-order signal is Web Audio, no file to load).
    await page.addInitScript(() => {
      const started = { count: 0 };
      (window as unknown as { toneStarts: typeof started }).toneStarts = started;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function startCounted(...args) {
        started.count += 1;
        return start.apply(this, args);
      };
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    // Browsers start audio after the first touch: the manager's login click did that already.
    const screens = await readScreens(page);
    const tones = () =>
      page.evaluate(
        () => (window as unknown as { toneStarts: { count: number } }).toneStarts.count,
      );
    const badge = navigation(page).getByRole('link', { name: /Aktuelle Bestellungen/ });
    const badgeText = async () => (await badge.textContent()) ?? '';

    for (const [round, screen] of screens.entries()) {
      await clickScreen(page, screen);
      await expectScreenShown(page, screen, screens[round - 1] ?? screen);
      if (round % 5 !== 2) continue;
      const before = await tones();
      const badgeBefore = await badgeText();
      await placeOrder(request);
      await expect.poll(tones, { timeout: 20_000 }).toBeGreaterThan(before);
      await expect.poll(badgeText, { timeout: 20_000 }).not.toBe(badgeBefore);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('a screen that crashes', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('keeps the shell, the navigation and the live order alarm running', async ({
    page,
    request,
  }) => {
    // Any render error of a screen stands in for a bug: while `window.breakDates` is set, formatting
    // a date throws, as it did for "Invalid time value" when a list read another list's rows.
    await page.addInitScript(() => {
      const state = window as unknown as { breakDates: boolean; toneStarts: { count: number } };
      state.breakDates = false;
      state.toneStarts = { count: 0 };
      // `format` is an accessor returning the bound function (ECMA-402).
      const format = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format');
      Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
        configurable: true,
        get() {
          if (state.breakDates) throw new RangeError('Invalid time value');
          return format?.get?.call(this);
        },
      });
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function startCounted(...args) {
        state.toneStarts.count += 1;
        return start.apply(this, args);
      };
    });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.evaluate(() => {
      (window as unknown as { breakDates: boolean }).breakDates = true;
    });
    const nav = navigation(page);
    await nav.getByRole('link', { name: 'Bestellverlauf' }).click();

    const main = page.locator('main#main');
    await expect(main.getByRole('heading', { level: 1, name: 'Bestellverlauf' })).toBeVisible();
    const failure = main.getByRole('alert');
    await expect(failure).toContainText('Daten konnten nicht geladen werden');
    await expect(failure.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    expect(logged.some((line) => line.includes('Bildschirm „Bestellverlauf“'))).toBe(true);

    // The shell is alive: a new order still rings and raises the badge.
    const tones = () =>
      page.evaluate(
        () => (window as unknown as { toneStarts: { count: number } }).toneStarts.count,
      );
    const before = await tones();
    const badge = nav.getByRole('link', { name: /Aktuelle Bestellungen/ });
    const badgeBefore = (await badge.textContent()) ?? '';
    await placeOrder(request);
    await expect.poll(tones, { timeout: 20_000 }).toBeGreaterThan(before);
    await expect
      .poll(async () => (await badge.textContent()) ?? '', { timeout: 20_000 })
      .not.toBe(badgeBefore);

    // Once the cause is gone, "Erneut versuchen" brings the screen back; the navigation works.
    await page.evaluate(() => {
      (window as unknown as { breakDates: boolean }).breakDates = false;
    });
    await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expect(main.getByRole('table')).toBeVisible();
    await nav.getByRole('link', { name: 'Produkte' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible();
  });
});
