import type { Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, expect } from '../fixtures.ts';
import { seriousViolations } from '../support/axe.ts';

/** The demo shop's administrator (apps/server/src/seed/demo-shop.ts DEMO_ADMIN_EMAIL). */
export const ADMIN_EMAIL = 'admin@backstube-sonnenschein.example';
export { E2E_ADMIN_PASSWORD as ADMIN_PASSWORD };

/** A strong password that is on no leak list (new users in the tests). */
export const STRONG_PASSWORD = 'Ofenfrische-Laugenstange-93';

/** An email nobody else in this run uses (tests run side by side on one server). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.example`;
}

/** Fills and sends the login form (the page must show it). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** Opens /backend/login and logs in; ends on the back-office start page. */
export async function logInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/backend/login');
  await submitLogin(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: /^Guten Tag/ })).toBeVisible();
}

/** Opens the user menu and logs out; ends on the login page. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Benutzermenü von/ }).click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
}

/** axe-core: no serious or critical violation on the page (docs/budgets.md S12). */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // Judge the settled page: a list that is refreshing is shown dimmed (aria-busy) for a moment,
  // which axe would read as low contrast, and a refresh may start while axe reads the page (an
  // order event from the server): then it reads again. A real violation stays and fails.
  await expect(async () => {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  }).toPass({ timeout: 15_000 });
}
