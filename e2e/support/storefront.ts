import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { waitForHydration } from './hydration.ts';

/** What the shell tests read of GET /api/init (expectations come from the shop's own data). */
export type InitBranch = {
  id: number;
  identifier: string;
  name: string;
  street: string;
  zipCode: string;
  city: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  isPublic: boolean;
  isEnabled: boolean;
  isDeliveryHoursEnabled: boolean;
};

export type InitConfig = { shopName: string; businessName: string; title: string };

export async function readInit(request: APIRequestContext) {
  const response = await request.get('/api/init');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { url: string; data: unknown }[] };
  const entry = (url: string) => data.find((candidate) => candidate.url === url)?.data;
  const branches = (entry('/api/branches') as InitBranch[]).filter((branch) => branch.isEnabled);
  return {
    config: entry('/api/config') as InitConfig,
    publicBranches: branches.filter((branch) => branch.isPublic),
    nonPublicBranches: branches.filter((branch) => !branch.isPublic),
  };
}

/** The first load of the storefront (code, /api/init) can take a while on a busy machine. */
const SHELL_LOAD_TIMEOUT = 20_000;

/** Opens a storefront address and waits until the shell (header) is there. */
export async function gotoStorefront(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: SHELL_LOAD_TIMEOUT });
  await waitForHydration(page);
}

/** Reloads the page and waits until the shell is there again. */
export async function reloadStorefront(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible({ timeout: SHELL_LOAD_TIMEOUT });
  await waitForHydration(page);
}

/**
 * Opens a storefront page as a returning visitor: cookies accepted and the install prompt
 * dismissed (spec §4 cookies), so no banner covers the cart bar or the form. The first visit of a
 * fresh test server may take a while (cold image and data caches).
 */
export async function gotoAsReturningVisitor(page: Page, url: string): Promise<void> {
  const origin = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([
    { name: 'cookie-banner-acceptance-state', value: 'true', url: origin },
    { name: 'pwa-dismiss', value: 'true', url: origin },
  ]);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await waitForHydration(page);
}

/** The cart panel of a branch page (spec §2 "Cart panel"). */
export const cartPanel = (page: Page) => page.getByRole('complementary', { name: 'Warenkorb' });

/**
 * Adds a product without parts through the item editor. On phones and tablets an open cart sheet
 * lies over the menu (a tap beside it only closes it): it is closed first, with Escape.
 */
export async function addSimpleProduct(page: Page, name: string): Promise<void> {
  const isSheet = (page.viewportSize()?.width ?? 1280) < 1024;
  const hide = cartPanel(page).getByRole('button', { name: 'Warenkorb ausblenden' });
  if (isSheet && (await hide.isVisible())) {
    await page.keyboard.press('Escape');
    await expect(hide).toBeHidden();
  }
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Opens the collapsible cart panel (closed by default on phones). On wide screens the panel opens
 * itself once the page has hydrated; a click read as needed just before that closes it again, so
 * the check is repeated until the panel stays open.
 */
export async function openCart(page: Page): Promise<void> {
  const toggle = cartPanel(page).getByRole('button', {
    name: /im Warenkorb$|^Warenkorb ausblenden$/,
  });
  await expect(toggle).toBeVisible();
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(cartPanel(page).getByRole('button', { name: 'Warenkorb ausblenden' })).toBeVisible(
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 15_000 });
}
