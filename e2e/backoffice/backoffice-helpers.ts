import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, expect } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
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

/** The id of the demo shop's first branch (GET /api/branches/options). */
export async function firstBranchId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/branches/options', {
    headers: await adminHeaders(request),
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number }[] };
  const id = data[0]?.id;
  if (!id) throw new Error('no branch');
  return id;
}

export type StaffUser = { id: number; name: string; email: string };

/**
 * A staff user of one branch created by the admin, with a last name no other test in this run
 * uses (time tracking screens list people by name).
 */
export async function createStaffUser(
  request: APIRequestContext,
  user: {
    role: 'ROLE_EMPLOYEE' | 'ROLE_MANAGER' | 'ROLE_EDITOR';
    firstName: string;
    branchId: number;
    departmentId?: number;
  },
): Promise<StaffUser> {
  const email = uniqueEmail(user.firstName.toLowerCase());
  const lastName = `M${email
    .split('@')[0]
    ?.replace(/[^a-z0-9]/gi, '')
    .slice(-8)}`;
  const response = await request.post('/api/users', {
    headers: await adminHeaders(request),
    data: {
      email,
      firstName: user.firstName,
      lastName,
      roles: [user.role],
      branchIds: [user.branchId],
      ...(user.departmentId ? { departmentId: user.departmentId } : {}),
      password: STRONG_PASSWORD,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number } };
  return { id: data.id, name: `${user.firstName} ${lastName}`, email };
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
