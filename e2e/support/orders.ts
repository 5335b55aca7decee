import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { STRONG_PASSWORD, uniqueEmail } from '../backoffice/backoffice-helpers.ts';
import { expect } from '../fixtures.ts';
import { adminHeaders } from './admin.ts';

/** Helpers of the back-office order tests. */

type InitData = { url: string; data: unknown }[];

/** Branch and product ids of the demo shop, by identifier and name (from GET /api/init). */
export async function demoShop(request: APIRequestContext) {
  const response = await request.get('/api/init');
  const { data } = (await response.json()) as { data: InitData };
  const entry = <T>(url: string) => data.find((candidate) => candidate.url === url)?.data as T;
  const branches =
    entry<{ id: number; identifier: string; name: string; deliveryAreas: { id: number }[] }[]>(
      '/api/branches',
    );
  const products = entry<{ id: number; name: string }[]>('/api/products');
  const find = <T extends { id: number }>(rows: T[], match: (row: T) => boolean) => {
    const row = rows.find(match);
    if (!row) throw new Error('demo data changed');
    return row;
  };
  return {
    branch: (identifier: string) => find(branches, (branch) => branch.identifier === identifier),
    product: (name: string) => find(products, (product) => product.name === name).id,
  };
}

/** A last name no other test uses (the tests share one server and one shop). */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;

export type PlacedOrder = { id: number; uid: string; hash: string; ticketNumber: string };

/**
 * Places a cash takeaway order at München-Schwabing (or as overridden) through POST /api/orders;
 * with `at`, as if placed at that instant (X-Test-Now: the server is at that moment for the request).
 */
export async function placeOrder(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
  at?: number,
): Promise<PlacedOrder> {
  const shop = await demoShop(request);
  const response = await request.post('/api/orders', {
    headers: {
      'idempotency-key': randomUUID(),
      ...(at === undefined ? {} : { 'x-test-now': new Date(at).toISOString() }),
    },
    data: {
      branch: shop.branch('muenchen-schwabing').id,
      isDelivery: false,
      isDineIn: false,
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika@example.com',
      phone: '+49 170 1234567',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      items: [{ product: shop.product('Pizza Margherita'), amount: 2, unit: 'piece', parts: [] }],
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { order: PlacedOrder } }).data.order;
}

/** A branch employee (ROLE_EMPLOYEE) of one branch with a password; returns the email. */
export async function createEmployee(request: APIRequestContext, branchId: number) {
  const email = uniqueEmail('mitarbeiter');
  const response = await request.post('/api/users', {
    headers: await adminHeaders(request),
    data: {
      email,
      firstName: 'Mia',
      lastName: 'Theke',
      roles: ['ROLE_EMPLOYEE'],
      branchIds: [branchId],
      password: STRONG_PASSWORD,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** The list row of an order, by the customer's (unique) last name. */
export const orderRow = (page: Page, lastName: string) =>
  page.getByRole('row', { name: new RegExp(lastName) });

/** Opens the navigation drawer on narrow screens (it is always shown from 1024 px). */
export async function openNavigation(page: Page): Promise<void> {
  // Below 1024 px the navigation is a drawer behind "Menü öffnen" (backoffice-layout.module.css);
  // a click before the page has hydrated opens nothing, so it is repeated until the drawer is open
  // (its links are inert while it is closed).
  if ((page.viewportSize()?.width ?? 1280) >= 1024) return;
  const menu = page.getByRole('button', { name: 'Menü öffnen' });
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click({ timeout: 2_000 });
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
