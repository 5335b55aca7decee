import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, expect } from '../fixtures.ts';

/** The demo shop's administrator (apps/server/src/seed/demo-shop.ts DEMO_ADMIN_EMAIL). */
const DEMO_ADMIN_EMAIL = 'admin@backstube-sonnenschein.example';

/** Logs in as the demo admin and returns the headers a state-changing staff call needs. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', {
    data: { email: DEMO_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const setCookie = response.headersArray().find((header) => header.name === 'set-cookie');
  const cookie = setCookie?.value.split(';')[0] ?? '';
  const { data } = (await response.json()) as { data: { csrfToken: string } };
  return { cookie, 'x-csrf-token': data.csrfToken };
}

/**
 * Changes shop settings through POST /api/config as the admin. Browser tests share one server:
 * set only values that every test which reads them expects, never toggle back and forth.
 */
export async function updateConfig(
  request: APIRequestContext,
  changes: Record<string, unknown>,
): Promise<void> {
  const response = await request.post('/api/config', {
    headers: await adminHeaders(request),
    data: changes,
  });
  expect(response.ok(), await response.text()).toBe(true);
}
