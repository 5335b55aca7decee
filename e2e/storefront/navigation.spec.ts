import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { gotoStorefront } from '../support/storefront.ts';

/**
 * The header navigation (spec §2 "Navigation menu") on the demo shop's
 * header-navigation: Start (home), Filialen (text) › three branches, Service (text) › Allergene
 * (site) and Catering (text) › Catering anfragen (branch) and the disabled Karriere.
 */

const header = (page: Page) => page.getByRole('banner');
const menu = (page: Page) => header(page).getByRole('navigation', { name: 'Hauptnavigation' });
const menuToggle = (page: Page) => header(page).getByRole('button', { name: 'Menü' });

/** On phones the menu sits behind the toggle; on desktops it is always shown. */
async function openMenu(page: Page) {
  if (await menuToggle(page).isVisible()) {
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(menu(page)).toBeVisible();
}

async function openSubmenu(page: Page, name: string) {
  const button = menu(page).getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

test('the header navigation shows enabled entries with nested children by type', async ({
  page,
}) => {
  await gotoStorefront(page, '/');
  await openMenu(page);
  const nav = menu(page);

  await expect(nav.getByRole('link', { name: 'Start', exact: true })).toHaveAttribute('href', '/');
  // Text entries are no links; their children open as a submenu.
  await expect(nav.getByRole('link', { name: 'Filialen' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Hamburg-Eppendorf' })).toBeHidden();

  await openSubmenu(page, 'Filialen');
  for (const [name, identifier] of [
    ['München-Schwabing', 'muenchen-schwabing'],
    ['Hamburg-Eppendorf', 'hamburg-eppendorf'],
    ['Leipzig-Südvorstadt', 'leipzig-suedvorstadt'],
  ] as const) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/store/${identifier}`);
    await expect(link).not.toHaveAttribute('target');
  }

  await openSubmenu(page, 'Service');
  await expect(nav.getByRole('link', { name: 'Allergene', exact: true })).toHaveAttribute(
    'href',
    '/allergens',
  );
  // A nested text entry with its own child; the disabled "Karriere" is not shown at any level.
  await expect(nav.getByText('Catering', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Catering anfragen', exact: true })).toHaveAttribute(
    'href',
    '/store/koeln-catering',
  );
  await expect(nav.getByText('Karriere')).toHaveCount(0);
});

test('the entry of the current page is active and its parents child-active', async ({ page }) => {
  await gotoStorefront(page, '/');
  await openMenu(page);
  const nav = menu(page);
  const start = nav.getByRole('link', { name: 'Start', exact: true });
  const branches = nav.getByRole('button', { name: 'Filialen', exact: true });
  const service = nav.getByRole('button', { name: 'Service', exact: true });
  await expect(start).toHaveAttribute('aria-current', 'page');
  await expect(branches).not.toHaveAttribute('aria-current');

  await openSubmenu(page, 'Filialen');
  await nav.getByRole('link', { name: 'Hamburg-Eppendorf', exact: true }).click();
  await expect(page).toHaveURL('/store/hamburg-eppendorf');
  await openMenu(page);
  await expect(start).not.toHaveAttribute('aria-current');
  await expect(branches).toHaveAttribute('aria-current', 'true');
  await expect(service).not.toHaveAttribute('aria-current');
  await openSubmenu(page, 'Filialen');
  await expect(nav.getByRole('link', { name: 'Hamburg-Eppendorf', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    nav.getByRole('link', { name: 'München-Schwabing', exact: true }),
  ).not.toHaveAttribute('aria-current');

  // Two levels down: Service › Catering › Catering anfragen.
  await gotoStorefront(page, '/store/koeln-catering');
  await openMenu(page);
  await expect(service).toHaveAttribute('aria-current', 'true');
  await expect(branches).not.toHaveAttribute('aria-current');
  await openSubmenu(page, 'Service');
  await expect(nav.getByText('Catering', { exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(nav.getByRole('link', { name: 'Catering anfragen', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A content page: Service › Allergene.
  await gotoStorefront(page, '/allergens');
  await openMenu(page);
  await expect(service).toHaveAttribute('aria-current', 'true');
  await openSubmenu(page, 'Service');
  await expect(nav.getByRole('link', { name: 'Allergene', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the mobile menu opens with its toggle, closes after navigating and with Escape', async ({
  page,
  isMobile,
}) => {
  await gotoStorefront(page, '/');
  const toggle = menuToggle(page);
  if (!isMobile) {
    // Desktop: the navigation is always shown and there is no toggle.
    await expect(toggle).toBeHidden();
    await expect(menu(page)).toBeVisible();
    return;
  }

  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page)).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page)).toBeVisible();

  await openSubmenu(page, 'Filialen');
  await menu(page).getByRole('link', { name: 'Leipzig-Südvorstadt', exact: true }).click();
  await expect(page).toHaveURL('/store/leipzig-suedvorstadt');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page)).toBeHidden();

  await toggle.click();
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(toggle).toBeFocused();

  // Following an entry back home closes it, too.
  await toggle.click();
  await menu(page).getByRole('link', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(menu(page)).toBeHidden();
});
