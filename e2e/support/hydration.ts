import type { Page } from '@playwright/test';

/**
 * Waits until a server-rendered page has hydrated: #root loses data-rendered-at at the app's
 * first commit (apps/web/src/lib/render-time.ts). Before that the page shows but does not react,
 * as for a customer whose phone has not run the code yet. Immediate for other pages.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root[data-rendered-at]'), null, {
    timeout: 20_000,
  });
}
