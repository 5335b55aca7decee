import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

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
}

/** Reloads the page and waits until the shell is there again. */
export async function reloadStorefront(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible({ timeout: SHELL_LOAD_TIMEOUT });
}
