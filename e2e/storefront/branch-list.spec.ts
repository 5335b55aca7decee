import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../support/axe.ts';

/**
 * The first screen: browser → API → database → browser, on the seeded demo
 * shop. Runs in the phone (390×844) and desktop (1280×800) projects of playwright.config.ts.
 * Expectations come from /api/init, so the test checks what the shop shows against what it has.
 */

type InitBranch = { identifier: string; name: string; isPublic: boolean; isEnabled: boolean };
type InitConfig = { shopName: string; title: string };

async function readInit(request: APIRequestContext) {
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The document title names the page and the shop (spec §2: a route's title is applied). */
async function expectDocumentTitle(page: Page, pageTitle: string, shopName: string) {
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(pageTitle)));
  expect(await page.title()).toContain(shopName);
}

const branchLink = (page: Page, name: string) =>
  page.getByRole('main').getByRole('link', { name, exact: true });

test('the branch list shows every public branch linking to its store and the non-public one inactive', async ({
  page,
  request,
}) => {
  const { config, publicBranches, nonPublicBranches } = await readInit(request);
  // The demo shop has three public branches and one non-public branch.
  expect(publicBranches.length).toBeGreaterThanOrEqual(3);
  expect(nonPublicBranches.length).toBeGreaterThanOrEqual(1);

  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: config.title })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: config.shopName, exact: true }),
  ).toHaveAttribute('href', '/');
  await expectDocumentTitle(page, config.title, config.shopName);
  await expect(page.getByRole('contentinfo')).toContainText('©');

  for (const branch of publicBranches) {
    const link = branchLink(page, branch.name);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/store/${branch.identifier}`);
    await expect(link).not.toHaveAttribute('aria-disabled', 'true');
  }
  for (const branch of nonPublicBranches) {
    const inactive = branchLink(page, branch.name);
    await expect(inactive).toBeVisible();
    await expect(inactive).toHaveAttribute('aria-disabled', 'true');
    await expect(inactive).not.toHaveAttribute('href');
  }
});

test('a branch card opens the branch page, and the deep link survives a reload', async ({
  page,
  request,
}) => {
  const { config, publicBranches } = await readInit(request);
  const branch = publicBranches[0]!;

  await page.goto('/');
  await branchLink(page, branch.name).click();
  await expect(page).toHaveURL(`/store/${branch.identifier}`);
  const heading = page.getByRole('heading', { level: 1, name: branch.name });
  await expect(heading).toBeVisible();

  await page.reload();
  await expect(heading).toBeVisible();
  await expectDocumentTitle(page, branch.name, config.shopName);

  // A fresh visit straight to the deep link, too.
  await page.goto('about:blank');
  await page.goto(`/store/${branch.identifier}`);
  await expect(heading).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: config.shopName, exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: config.title })).toBeVisible();
});

test('pointing at or focusing a branch link fetches the branch page’s code before the tap', async ({
  page,
  request,
}) => {
  const { publicBranches } = await readInit(request);
  const branch = publicBranches[0]!;
  const pageCode: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/branch-page-[\w-]+\.js$/.test(sent.url())) pageCode.push(sent.url());
  });

  await page.goto('/');
  expect(pageCode).toEqual([]);
  await branchLink(page, branch.name).hover();
  await expect.poll(() => pageCode.length).toBe(1);
  await branchLink(page, branch.name).click();
  await expect(page.getByRole('heading', { level: 1, name: branch.name })).toBeVisible();
  expect(pageCode).toHaveLength(1);

  // The keyboard's way: focusing the link.
  await page.goto('/');
  pageCode.length = 0;
  await branchLink(page, branch.name).focus();
  await expect.poll(() => pageCode.length).toBe(1);
});

test('an unknown path shows the German 404 page', async ({ page }) => {
  await page.goto('/diese-seite-gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
  await expect(
    page.getByText('Leider wurde die angeforderte Seite nicht gefunden.', { exact: true }),
  ).toBeVisible();
});

test('the branch list has no serious or critical accessibility violations', async ({
  page,
  request,
}) => {
  const { config } = await readInit(request);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: config.title })).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
});
