import { test as base, expect } from '@playwright/test';
import { E2E_NOW } from './playwright.config.ts';

/**
 * The demo shop's opening hours make results depend on the time of day. The server runs with
 * TEST_NOW = E2E_NOW (Wednesday 2 December 2026, 12:00 in Berlin: every public branch open,
 * Munich delivering); every page's clock starts at the same instant and runs on from there.
 * A test that needs another moment calls `page.clock.setSystemTime(...)` itself.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.clock.install({ time: new Date(E2E_NOW) });
    await use(page);
  },
});

/** The demo admin's password in this run (SEED_ADMIN_PASSWORD, test mode only); see support/admin.ts. */
export const E2E_ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';

export { E2E_NOW, expect };
