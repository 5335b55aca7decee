import { Readable } from 'node:stream';
import { type Access, PERMISSION_AREAS, ROLES, type Role, rolesWithAccess } from '@shop/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { buildStaffUser, sessionHeaders } from '../../modules/auth/auth.test-support.ts';
import type { RouteTableEntry } from './route-table.ts';

/**
 * docs/budgets.md S2/S4 and Acceptance: every back-office endpoint, enumerated from Fastify's
 * route table (not a hand list, so new endpoints are covered the day they are registered),
 * answers 401 without a session, 403 for a role the permissions table does not give, and 403
 * without the CSRF token or with a foreign Origin when it changes state.
 */

// Each test below calls every staff route once per role: hundreds of requests, which on a shared
// CI machine under load take longer than the suite's 30 s default (time is no assertion here).
vi.setConfig({ testTimeout: 240_000 });

/**
 * API routes that need no staff session on purpose (customers, webhooks, login itself). A new
 * /api route must either carry a staff guard (requirePermission) or be listed here.
 */
const PUBLIC_API_ROUTES = [
  'GET /api/health',
  // The API description is public like the storefront bundle that names the same paths (docs/decisions/025).
  'GET /api/openapi.json',
  // Only a redirect to the back-office screen, which asks for the session (docs/decisions/043).
  'GET /api/docs',
  'POST /api/auth/login',
  'POST /api/auth/login-link',
  'GET /api/auth/login-link/:token',
  'POST /api/auth/login-link/:token',
  'GET /api/init',
  'GET /api/config',
  'POST /api/orders',
  // The time picker's full capacity slots: slot starts only (docs/decisions/037; busy-mode.test.ts)
  'GET /api/branches/:id/full-slots',
  'GET /api/orders/public/:uid/:hash',
  'POST /api/orders/public/:uid/:hash/confirm-counter-appointment',
  'POST /api/orders/public/:uid/:hash/reject-counter-appointment',
  'POST /api/orders/public/:uid/:hash/questionnaire',
  // The invoice PDF for the order's holder, checked like the status page (docs/decisions/040; invoices.test.ts)
  'GET /api/orders/public/:uid/:hash/invoice',
  // Its credit note, the same check (docs/decisions/050; credit-notes.test.ts)
  'GET /api/orders/public/:uid/:hash/credit-note',
  'POST /api/payments/mollie/webhook',
  'POST /api/payments/datatrans/webhook',
  'GET /api/payments/return/:uid/:hash',
  'POST /api/analytics-log',
  'GET /api/sites/by-path',
  'GET /api/legal-texts/:key',
  'POST /api/uploads',
  // Self-hosted fonts the storefront and the templates use (docs/decisions/039; fonts.test.ts)
  'GET /api/fonts',
  // Front desk: a branch id and an API key instead of a session (spec §6; frontdesk.test.ts)
  'GET /api/orders/frontdesk/:branchId/:apiKey',
  'GET /api/orders/backoffice/:branchId/:apiKey',
  'GET /api/orders/frontdesk/:branchId',
  'GET /api/orders/frontdesk/:branchId/events',
  'POST /api/orders/frontdesk/:branchId/orders/:orderId/status/:action',
  // Busy mode's pause from the front desk, with the branch's key (docs/decisions/041; busy-pause.test.ts)
  'GET /api/orders/frontdesk/:branchId/pause',
  'PUT /api/orders/frontdesk/:branchId/pause',
  // Devices: their own secret instead of a session (docs/decisions/027; devices.test.ts)
  'POST /api/devices/print-jobs/claim',
  'POST /api/devices/print-jobs/:id/ack',
  'POST /api/devices/logs',
  // Star CloudPRNT printers poll with Basic credentials (cloudprnt.test.ts)
  'POST /api/devices/cloudprnt',
  'GET /api/devices/cloudprnt',
  'DELETE /api/devices/cloudprnt',
  // Device screens (kitchen-display, notification-device tests; docs/decisions/034)
  'GET /api/devices/kitchen',
  'GET /api/devices/kitchen/events',
  'POST /api/devices/kitchen/orders/:id/done',
  'POST /api/devices/kitchen/orders/:id/recall',
  'GET /api/devices/notifications',
  'GET /api/devices/notifications/events',
  // A TV's player: its own secret instead of a session (docs/decisions/033; tv-devices.test.ts)
  'GET /api/digital-signage/player',
  // …and its template pictures (docs/decisions/047; template-segments.test.ts)
  'GET /api/digital-signage/player/segments/:id/picture.webp',
  'GET /api/digital-signage/player/events',
  // …and its report of resolution and segment now playing (docs/decisions/055; tv-screen-report.test.ts)
  'POST /api/digital-signage/player/status',
  // A TV without a secret asks for a pairing code, then waits with the secret it was given
  // (docs/decisions/055; tv-pairing.test.ts)
  'POST /api/digital-signage/pairings',
  'GET /api/digital-signage/pairings/current',
  // Time clock: a username and a personal access token instead of a session (spec §6, §7;
  // docs/decisions/028-time-tracking.md; time-clock.test.ts)
  ...['me', 'working-schedules', 'working-activities', 'projects'].map(
    (path) => `GET /api/time-tracking/:username/:token/${path}`,
  ),
  ...['start', 'end', 'pause', 'resume'].map(
    (action) => `POST /api/time-tracking/:username/:token/working-activities/${action}`,
  ),
];

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const GUARD_CODES = new Set(['no_session', 'forbidden', 'invalid_csrf_token']);

let context: Awaited<ReturnType<typeof createTestApp>>;
const userIds = new Map<Role, number>();
let staffRoutes: (RouteTableEntry & { guard: NonNullable<RouteTableEntry['guard']> })[] = [];

beforeAll(async () => {
  context = await createTestApp();
  await context.app.ready();
  for (const role of ROLES) {
    const email = `${role.toLowerCase()}@matrix.example.test`;
    userIds.set(role, await buildStaffUser(context.db, { email, roles: [role], password: null }));
  }
  staffRoutes = context.app.routeTable.flatMap((route) =>
    route.guard ? [{ ...route, guard: route.guard }] : [],
  );
});
afterAll(() => context.close());

/** A request to the route with made-up path parameters (ids that do not exist). */
function requestTo(route: RouteTableEntry, headers: Record<string, string>): InjectOptions {
  const url = route.url.replace(/:\w+(\([^)]*\))?/g, '999999').replace(/\*$/, 'x');
  const hasBody = STATE_CHANGING.has(route.method) && route.method !== 'DELETE';
  return {
    method: route.method as InjectOptions['method'],
    url,
    headers: { host: 'shop.example.test', ...headers },
    ...(hasBody ? { payload: {} } : {}),
  };
}

/**
 * Injects a request and reads its answer. Event streams (GET /api/orders/events) never end on
 * their own: their status and headers are read, the open stream is left to the app's close.
 */
async function send(options: InjectOptions) {
  const response = await context.app.inject({ ...options, payloadAsStream: true });
  const isStream = String(response.headers['content-type']).startsWith('text/event-stream');
  const body = isStream ? '' : await new Response(Readable.toWeb(response.stream())).text();
  return { statusCode: response.statusCode, body, json: () => (body ? JSON.parse(body) : {}) };
}

async function asRole(role: Role, route: RouteTableEntry, extra: Record<string, string> = {}) {
  const headers = await sessionHeaders(context.db, userIds.get(role)!, new Date());
  return send(requestTo(route, { ...headers, ...extra }));
}

const codeOf = (response: { json(): unknown }) =>
  (response.json() as { errors?: { code: string }[] }).errors?.[0]?.code;

describe('the route table', () => {
  it('holds the back-office routes with their staff guards', () => {
    const names = staffRoutes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/users/me',
        'GET /api/users',
        'POST /api/users',
        'PUT /api/users/:id',
        'DELETE /api/users/:id',
        'GET /api/branches',
        'POST /api/config',
        'GET /api/orders',
        'GET /api/orders/current',
        'GET /api/orders/missed',
        'GET /api/orders/summary',
        'GET /api/orders/events',
        'GET /api/orders/:id',
        'POST /api/orders/:id/status/:action',
        'POST /api/orders/:id/counter-appointment',
        'PUT /api/orders/:id/items/:index',
        'PUT /api/orders/:id',
        'POST /api/orders/:id/resend-new-order-email',
        'POST /api/orders/:id/resend-new-order-sms',
        'DELETE /api/orders/:id',
        'POST /api/orders/:id/update-payment-status',
        'GET /api/orders/:id/invoice',
        'GET /api/orders/:id/credit-note',
        'POST /api/orders/:id/credit-note',
        'GET /api/invoices/export',
        'GET /api/branches/:id/api-keys',
        'POST /api/branches/:id/api-keys',
        'DELETE /api/branches/:id/api-keys/:keyId',
        // Web Push to the back-office (docs/decisions/053-web-push.md; web-push.test.ts)
        'GET /api/push/public-key',
        'POST /api/push/subscriptions',
        'DELETE /api/push/subscriptions',
      ]),
    );
  });

  it('has no /api route without a staff guard unless it is public on purpose', () => {
    const unguarded = context.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && !route.guard)
      .map((route) => `${route.method} ${route.url}`);
    expect(unguarded.filter((name) => !PUBLIC_API_ROUTES.includes(name))).toEqual([]);
  });

  it('guards every route with the roles of one row of the permissions table', () => {
    const rows = PERMISSION_AREAS.flatMap((area) =>
      (['read', 'write'] as Access[]).map((access) => rolesWithAccess(area, access).join(',')),
    );
    for (const route of staffRoutes) {
      const roles = [...route.guard.roles].join(',');
      if (route.guard.permission) {
        const { area, access } = route.guard.permission;
        expect(roles, `${route.method} ${route.url}`).toBe(rolesWithAccess(area, access).join(','));
      } else {
        expect(rows, `${route.method} ${route.url} (roles ${roles})`).toContain(roles);
      }
    }
  });
});

describe('every staff route', () => {
  it('answers 401 with the German message without a session', async () => {
    for (const route of staffRoutes) {
      const response = await send(requestTo(route, {}));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().errors[0]).toEqual({
        code: 'no_session',
        message: 'Keine Sitzung vorhanden. Bitte melden Sie sich an.',
      });
    }
  });

  it('answers 401 for a made-up session cookie', async () => {
    for (const route of staffRoutes) {
      const response = await send(
        requestTo(route, { cookie: 'shop_session=erfunden', 'x-csrf-token': 'erfunden' }),
      );
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to every role the permissions table leaves out', async () => {
    let checked = 0;
    for (const route of staffRoutes) {
      for (const role of ROLES.filter((candidate) => !route.guard.roles.includes(candidate))) {
        const response = await asRole(role, route);
        expect(response.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        expect(codeOf(response)).toBe('forbidden');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('lets every role the permissions table names past the guard', async () => {
    for (const route of staffRoutes) {
      for (const role of route.guard.roles) {
        const response = await asRole(role, route);
        const label = `${role} ${route.method} ${route.url}: ${response.statusCode} ${response.body}`;
        expect(response.statusCode, label).not.toBe(401);
        expect(GUARD_CODES.has(codeOf(response) ?? ''), label).toBe(false);
      }
    }
  });

  it('answers 403 to a state-changing call without the CSRF token or from a foreign Origin', async () => {
    const changing = staffRoutes.filter((route) => STATE_CHANGING.has(route.method));
    expect(changing.length).toBeGreaterThan(0);
    for (const route of changing) {
      const { cookie } = await sessionHeaders(context.db, userIds.get('ROLE_ADMIN')!, new Date());
      const withoutToken = await send(requestTo(route, { cookie }));
      expect(withoutToken.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(withoutToken.json().errors[0]).toEqual({
        code: 'invalid_csrf_token',
        message: 'Ungültiges CSRF-Token.',
      });
      const foreign = await asRole('ROLE_ADMIN', route, { origin: 'https://evil.example' });
      expect(foreign.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(codeOf(foreign)).toBe('invalid_csrf_token');
      const wrongToken = await send(requestTo(route, { cookie, 'x-csrf-token': 'x'.repeat(43) }));
      expect(codeOf(wrongToken), `${route.method} ${route.url}`).toBe('invalid_csrf_token');
    }
  });
});
