import { test as base, expect } from '@playwright/test';
import { E2E_NOW } from './playwright.config.ts';
import { waitForHydration } from './support/hydration.ts';

/**
 * The demo shop's opening hours make results depend on the time of day. The server runs with
 * TEST_NOW = E2E_NOW (Wednesday 2 December 2026, 12:00 in Berlin: every public branch open,
 * Munich delivering); every page's clock starts at the same instant and runs on from there.
 * A test that needs another moment calls `page.clock.setSystemTime(...)` itself.
 */
export const test = base.extend<{ isInstallPromptDismissed: boolean }>({
  /**
   * The demo shop is installable (enablePluginPWA): its install prompt would cover any page 5 s
   * after consent (spec §4). Every browser starts with it dismissed (the pwa-dismiss cookie), except
   * in the specs of the installable app (storefront/pwa.*.spec.ts), which set this to false.
   */
  isInstallPromptDismissed: [true, { option: true }],
  page: async ({ page, isInstallPromptDismissed, baseURL }, use) => {
    if (isInstallPromptDismissed && baseURL) {
      await page.context().addCookies([{ name: 'pwa-dismiss', value: 'true', url: baseURL }]);
    }
    await page.clock.install({ time: new Date(E2E_NOW) });
    // A server-rendered page shows before its code runs; tests act on it once it has hydrated
    // (#root loses data-rendered-at, apps/web/src/lib/render-time.ts), as a customer's tap would
    // otherwise meet a page that does not react yet.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = () => waitForHydration(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
});

/** The demo admin's password in this run (SEED_ADMIN_PASSWORD, test mode only); see support/admin.ts. */
export const E2E_ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';

export { E2E_NOW, expect };
