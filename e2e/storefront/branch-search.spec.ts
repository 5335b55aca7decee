import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, E2E_NOW, test } from '../fixtures.ts';
import { seriousViolations } from '../support/axe.ts';

/**
 * The branch list's search and tag filters (spec §2 "Branch list", §4 "Other UI
 * states", §5 "Branch search") on the demo shop, where the search and tags plugins are on:
 * München-Schwabing (Lieferservice, Frühstück, Terrasse), Hamburg-Eppendorf (Frühstück),
 * Leipzig-Südvorstadt (Lieferservice) and the non-public Catering Köln (Catering): 4 listed.
 */

// The shared test machine can take several seconds for one page load; waits are bounded higher.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const MUENCHEN = 'Backstube Sonnenschein München-Schwabing';
const HAMBURG = 'Backstube Sonnenschein Hamburg-Eppendorf';
const LEIPZIG = 'Backstube Sonnenschein Leipzig-Südvorstadt';
const KOELN = 'Backstube Sonnenschein Catering Köln';
const ALL = [MUENCHEN, HAMBURG, LEIPZIG, KOELN];

const branchList = (page: Page) => page.getByRole('list', { name: 'Unsere Filialen' });
const card = (page: Page, name: string) => branchList(page).getByRole('article', { name });
const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Filiale suchen' });
const infoLine = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Filialen|Ergebnisse/ });
const tagFilter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Nach Angebot filtern' }).getByRole('button', { name });

async function expectCards(page: Page, names: string[]) {
  await expect(branchList(page).getByRole('article')).toHaveCount(names.length);
  for (const name of names) await expect(card(page, name)).toBeVisible();
}

/** True when the element's top lies within the visible part of the window. */
async function isTopInView(locator: Locator) {
  return locator.evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight;
  });
}

test('the search field filters by zip code, city, street and keywords with the count line', async ({
  page,
}) => {
  await page.goto('/');
  await expect(searchField(page)).toHaveAttribute('placeholder', 'PLZ / Ort');
  await expectCards(page, ALL);
  // No filter: no count line.
  await expect(page.getByText(/Filialen werden angezeigt/)).toHaveCount(0);

  await searchField(page).fill('Leipzig');
  await expect(page.getByText('1 von 4 Filialen werden angezeigt.', { exact: true })).toBeVisible();
  await expectCards(page, [LEIPZIG]);

  // Any word matches (spec §5): words are split on commas and spaces, case does not matter.
  await searchField(page).fill('20249, münchen');
  await expect(page.getByText('2 von 4 Filialen werden angezeigt.', { exact: true })).toBeVisible();
  await expectCards(page, [MUENCHEN, HAMBURG]);

  // Keywords ("Karli") and street names count too.
  await searchField(page).fill('karli');
  await expectCards(page, [LEIPZIG]);
  await searchField(page).fill('Ehrenstraße');
  await expectCards(page, [KOELN]);

  await searchField(page).fill('Mars');
  await expect(
    page.getByText('Leider wurden keine Ergebnisse gefunden.', { exact: true }),
  ).toBeVisible();
  await expect(branchList(page).getByRole('article')).toHaveCount(0);

  await searchField(page).fill('   ');
  await expectCards(page, ALL);
  await expect(page.getByText(/Filialen werden angezeigt|keine Ergebnisse/)).toHaveCount(0);
});

test('submitting the search blurs the field and scrolls to the info line', async ({ page }) => {
  await page.goto('/');
  await searchField(page).fill('Hamburg');
  await searchField(page).press('Enter');
  await expect(searchField(page)).not.toBeFocused();
  await expect(infoLine(page)).toHaveText('1 von 4 Filialen werden angezeigt.');
  await expect.poll(() => isTopInView(infoLine(page))).toBe(true);
  // Scrolled: the info line sits near the top, not where it was on the first screen.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test('on narrow screens focusing the search scrolls it to the top', async ({ page }) => {
  await page.goto('/');
  const before = await searchField(page).evaluate((element) => element.getBoundingClientRect().top);
  await searchField(page).focus();
  const isNarrow = (page.viewportSize()?.width ?? 0) < 720;
  if (isNarrow) {
    await expect
      .poll(() => searchField(page).evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(Math.min(before, 200));
  } else {
    // Wide screens keep their place.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test('a tag filter selects, scrolls to the info line and deselects on a second click', async ({
  page,
}) => {
  await page.goto('/');
  // Only tags that some branch carries are offered.
  await expect(
    page.getByRole('group', { name: 'Nach Angebot filtern' }).getByRole('button'),
  ).toHaveText(['Lieferservice', 'Frühstück', 'Terrasse', 'Catering']);

  await tagFilter(page, 'Lieferservice').click();
  await expect(tagFilter(page, 'Lieferservice')).toHaveAttribute('aria-pressed', 'true');
  await expect(infoLine(page)).toHaveText('2 von 4 Filialen werden angezeigt.');
  await expectCards(page, [MUENCHEN, LEIPZIG]);
  await expect.poll(() => isTopInView(infoLine(page))).toBe(true);

  // Another tag replaces the selection; search and tag filter combine.
  await tagFilter(page, 'Frühstück').click();
  await expect(tagFilter(page, 'Lieferservice')).toHaveAttribute('aria-pressed', 'false');
  await expectCards(page, [MUENCHEN, HAMBURG]);
  await searchField(page).fill('Hamburg');
  await expect(infoLine(page)).toHaveText('1 von 4 Filialen werden angezeigt.');
  await searchField(page).fill('Leipzig');
  await expect(infoLine(page)).toHaveText('Leider wurden keine Ergebnisse gefunden.');
  await searchField(page).fill('');

  await tagFilter(page, 'Frühstück').click();
  await expect(tagFilter(page, 'Frühstück')).toHaveAttribute('aria-pressed', 'false');
  await expectCards(page, ALL);
  await expect(page.getByText(/Filialen werden angezeigt|keine Ergebnisse/)).toHaveCount(0);
});

test('branch cards show the open status and the pickup time line', async ({ page }) => {
  // Wednesday 12:00: Munich open until 22:00, Hamburg closes at 12:30 (closing soon), Leipzig
  // (no takeaway) delivers.
  await page.goto('/');
  const munich = card(page, MUENCHEN);
  await expect(munich.getByText('Geöffnet bis 22:00', { exact: true })).toBeVisible();
  await expect(munich.getByText(/^Abholung heute ab 12:(00|05) Uhr$/)).toBeVisible();
  await expect(card(page, HAMBURG).getByText('Geöffnet bis 12:30', { exact: true })).toBeVisible();
  await expect(card(page, LEIPZIG).getByText(/^Lieferung heute ab 12:(00|05) Uhr$/)).toBeVisible();
  await expect(
    card(page, KOELN).getByText('Derzeit nicht verfügbar', { exact: true }),
  ).toBeVisible();

  // spec §4 styles: success (open), warning (closing soon), error (closed) — read from the tokens.
  const tokens = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const probe = document.createElement('span');
    document.body.append(probe);
    const resolve = (name: string) => {
      probe.style.color = style.getPropertyValue(name);
      return getComputedStyle(probe).color;
    };
    const result = {
      success: resolve('--color-success'),
      warning: resolve('--color-warning'),
      error: resolve('--color-danger'),
    };
    probe.remove();
    return result;
  });
  const colorOf = (locator: Locator) =>
    locator.evaluate((element) => getComputedStyle(element).color);
  expect(await colorOf(munich.getByText('Geöffnet bis 22:00'))).toBe(tokens.success);
  expect(await colorOf(card(page, HAMBURG).getByText('Geöffnet bis 12:30'))).toBe(tokens.warning);

  // 13:00: Hamburg's split shift is closed until 14:30; the card says so in the error style.
  await page.clock.setFixedTime(new Date(Date.parse(E2E_NOW) + 60 * 60_000));
  await page.reload();
  const hamburgClosed = card(page, HAMBURG).getByText('Geschlossen', { exact: true });
  await expect(hamburgClosed).toBeVisible();
  expect(await colorOf(hamburgClosed)).toBe(tokens.error);
  await expect(
    card(page, HAMBURG).getByText('Abholung heute ab 14:30 Uhr', { exact: true }),
  ).toBeVisible();
});

test('the filtered branch list has no serious or critical accessibility violations', async ({
  page,
}) => {
  await page.goto('/');
  await tagFilter(page, 'Lieferservice').click();
  await expect(infoLine(page)).toHaveText('2 von 4 Filialen werden angezeigt.');
  expect(await seriousViolations(page)).toEqual([]);
});
