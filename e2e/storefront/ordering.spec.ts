import type { Page } from '@playwright/test';
import { E2E_NOW, expect, test } from '../fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { cartPanel, gotoAsReturningVisitor, openCart } from '../support/storefront.ts';

/**
 * The branch ordering page (spec §2 "Branch ordering page", §4 menu
 * visibility and open state, §8 closed notices). At E2E_NOW (Wednesday 12:00 in Berlin) Munich is
 * open and delivering and the breakfast special (07:00–11:00) is greyed. Closed moments are set
 * with page.clock: Monday 7 December 2026 (Hamburg's day off, preorder on) and 06:00 in Munich.
 */

const MUNICH = '/store/muenchen-schwabing';
const HAMBURG = '/store/hamburg-eppendorf';
/** Wall-clock instants in Berlin (UTC+1 in December). */
const berlin = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

const productCard = (page: Page, name: string) =>
  page.getByRole('main').getByRole('article', { name, exact: true });

test('the branch page shows the intro and the active menu with product cards', async ({ page }) => {
  expect(new Date(E2E_NOW)).toEqual(berlin('2026-12-02', '12:00'));
  await gotoAsReturningVisitor(page, MUNICH);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Backstube Sonnenschein München-Schwabing' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Leopoldstraße 42, 80802 München');
  await expect(page).toHaveTitle(/München-Schwabing/);

  // The active main menu (the summer menu starts in the future): its categories in order.
  await expect(
    page.getByRole('main').getByRole('region').getByRole('heading', { level: 2 }),
  ).toHaveText([
    'Frühstück',
    'Pizza aus dem Steinofen',
    'Mittagstisch',
    'Salate & Bowls',
    'Brot & Brötchen',
    'Kuchen & Torten',
    'Heißgetränke',
    'Kaltgetränke',
  ]);
  // Disabled products are not shown at all.
  await expect(productCard(page, 'Spargelquiche')).toHaveCount(0);

  // Card: name, description truncated at 128 characters, price, allergens, image with a size.
  const pizza = productCard(page, 'Pizza nach Wahl');
  await expect(pizza).toContainText(
    'Stellen Sie Ihre Pizza Schritt für Schritt zusammen: Größe, Teig, Beläge und Ihr Sonderwunsch. Grundlage: Tomatensauce und Mozza…',
  );
  await expect(pizza).not.toContainText('Mozzarella.');
  await expect(pizza).toContainText('8,90 €');
  await expect(pizza).toContainText('Allergene: Gluten (Weizen), Milch');
  const image = pizza.getByRole('presentation');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', '640');
  await expect(image).toHaveAttribute('height', '480');

  // Price labels by unit and calculation model; a hidden price.
  await expect(productCard(page, 'Bauernbrot vom Laib')).toContainText('6,90 € / kg');
  const cake = productCard(page, 'Hochzeitstorte nach Wunsch');
  await expect(cake).toContainText('Preis auf Anfrage');
  await expect(cake).not.toContainText('249');

  // Outside its schedule the breakfast special is greyed and cannot be ordered.
  const breakfast = productCard(page, 'Großes Sonnenschein-Frühstück');
  await expect(breakfast).toContainText('Derzeit nicht verfügbar');
  await expect(breakfast.getByRole('button')).toHaveCount(0);
  await expect(
    productCard(page, 'Bircher-Müsli').getByRole('button', { name: 'Bircher-Müsli' }),
  ).toBeVisible();
  // Open and delivering: no notice.
  await expect(page.getByText('Derzeit haben wir leider geschlossen.')).toHaveCount(0);
});

test('the branch page, the open editor and the cart have no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(60_000); // axe over the whole menu is slow on a busy machine
  await gotoAsReturningVisitor(page, MUNICH);
  await page.getByRole('button', { name: 'Pizza nach Wahl', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  expect(await seriousViolations(page, 'main')).toEqual([]);
  await openCart(page);
  expect(await seriousViolations(page, 'aside')).toEqual([]);
});

test('the category bar highlights the group in view and scrolls to a clicked one', async ({
  page,
}) => {
  await gotoAsReturningVisitor(page, MUNICH);
  const bar = page.getByRole('navigation', { name: 'Kategorien' });
  await expect(bar.getByRole('link', { name: 'Frühstück' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await bar.getByRole('link', { name: 'Kaltgetränke' }).click();
  await expect(bar.getByRole('link', { name: 'Kaltgetränke' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(bar.getByRole('link', { name: 'Frühstück' })).not.toHaveAttribute('aria-current');
  const heading = page.getByRole('heading', { level: 2, name: 'Kaltgetränke' });
  await expect(heading).toBeInViewport();

  await bar.getByRole('link', { name: 'Mittagstisch' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mittagstisch' })).toBeInViewport();
  await expect(bar.getByRole('link', { name: 'Mittagstisch' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The group landed below the top by the spec's offset: above 25 % of the window height.
  const { top, innerHeight } = await page
    .getByRole('region', { name: 'Mittagstisch' })
    .evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      innerHeight: window.innerHeight,
    }));
  expect(top).toBeGreaterThan(0);
  expect(top).toBeLessThanOrEqual(innerHeight * 0.25 + 1);

  // Scrolling by hand moves the highlight.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar.getByRole('link', { name: 'Frühstück' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('a closed branch with preorder shows the closed notice and still takes a cart', async ({
  page,
}) => {
  await page.clock.setSystemTime(berlin('2026-12-07', '10:00')); // a Monday: Hamburg's day off
  await gotoAsReturningVisitor(page, HAMBURG);
  const notice = page.getByRole('main').getByRole('status').filter({ hasText: 'geschlossen' });
  await expect(notice).toHaveText(
    [
      'Derzeit haben wir leider geschlossen.',
      'Wir öffnen wieder am Dienstag um 06:30 Uhr.',
      'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
      'Wir bearbeiten diese sobald wir wieder geöffnet haben.',
    ].join(''),
  );

  await page.getByRole('button', { name: 'Laugenbrezel', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Menge erhöhen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await openCart(page);
  await expect(cartPanel(page).getByRole('listitem', { name: /Laugenbrezel/ })).toContainText(
    '2 × Laugenbrezel',
  );
  await expect(cartPanel(page).getByRole('button', { name: 'Jetzt bestellen' })).toBeEnabled();
  await cartPanel(page).getByRole('button', { name: 'Warenkorb ausblenden' }).click();
  await expect(
    cartPanel(page).getByRole('button', { name: '2 Produkte im Warenkorb' }),
  ).toBeVisible();
});

test('a closed branch without preorder is shown closed and takes no orders', async ({ page }) => {
  await page.clock.setSystemTime(berlin('2026-12-07', '06:00')); // Munich opens at 07:00
  await gotoAsReturningVisitor(page, MUNICH);
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'geschlossen' }),
  ).toHaveText('Derzeit haben wir leider geschlossen.Wir öffnen wieder um 07:00 Uhr.');
  await expect(page.getByText('Gerne nehmen wir auch Ihre Vorbestellungen entgegen.')).toHaveCount(
    0,
  );
  await expect(productCard(page, 'Pizza Margherita')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pizza Margherita', exact: true })).toHaveCount(0);
  await expect(cartPanel(page).getByText('Keine Produkte im Warenkorb').first()).toBeAttached();
});

test('while delivery pauses the page says when it resumes and offers the other modes', async ({
  page,
}) => {
  await page.clock.setSystemTime(berlin('2026-12-02', '15:00')); // delivery 11:00–14:30, 17:00–21:30
  await gotoAsReturningVisitor(page, MUNICH);
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Lieferung' }),
  ).toHaveText(
    [
      'Derzeit ist leider keine Lieferung möglich.',
      'Wir liefern wieder ab 17:00 Uhr.',
      'In der Zwischenzeit bieten wir Takeaway oder Konsum vor Ort an.',
    ].join(''),
  );
  await page.getByRole('button', { name: 'Pizza Tonno', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await openCart(page);
  const cart = cartPanel(page);
  await expect(cart.getByRole('button', { name: 'Jetzt bestellen' })).toBeEnabled();
  await cart.getByLabel('Art der Lieferung').selectOption('delivery');
  await expect(cart.getByText('Derzeit bieten wir leider keine Lieferung an.')).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Jetzt bestellen' })).toBeDisabled();
});

test('an unknown branch shows the not-found page', async ({ page }) => {
  await page.goto('/store/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
});
