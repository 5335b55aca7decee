import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsAdmin } from '../../test/helpers.ts';

// Input no database column can hold is a German 404 or 422, never a 500
// (docs/decisions/014-order-limits-and-public-addresses.md): ids beyond 32 bits, NUL characters.

let context: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
beforeAll(async () => {
  context = await createTestApp({ seed: true });
  headers = await loginAsAdmin(context.app, context.demoLogin!);
});
afterAll(() => context.close());

const get = (url: string, withSession = true) =>
  context.app.inject({ method: 'GET', url, headers: withSession ? headers : {} });

describe('ids beyond 32 bits', () => {
  it.each([
    ['/image/2147483648-1.webp', false, 404],
    ['/image/small/2147483648-1.webp', false, 404],
    ['/image/1-2147483648.webp', false, 404],
    ['/api/products/2147483648', true, 404],
    ['/api/orders/2147483648', true, 404],
    ['/api/tables/qr-sheet.pdf?branch=2147483648', true, 422],
    ['/api/orders?branch=2147483648', true, 422],
  ])('GET %s answers %i', async (url, withSession, status) => {
    const response = await get(url, withSession);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().errors[0].message).toMatch(/[äöüß]|nicht|Wert/);
  });
});

describe('NUL characters', () => {
  it.each(['/api/orders?search=%00', '/api/logs?search=%00', '/api/products?search=Pizza%00'])(
    'GET %s answers a German 422 naming the parameter',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual([
        { code: 'invalidValue', field: 'search', message: 'Dieser Wert ist nicht gültig.' },
      ]);
    },
  );

  it.each([
    ['/api/orders/backoffice/1/abcdefabcdefabcdefabcdef%00', false],
    ['/api/auth/login-link/aaaaaaaaaaaaaaaaaaaaaaaaa%00', false],
    ['/api/users/1%00', true],
  ])(
    'GET %s (NUL in a path parameter) answers a German 404 before the route runs',
    async (url, withSession) => {
      const response = await get(url, withSession);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().errors[0]).toEqual({
        code: 'not_found',
        message: 'Die angeforderte Ressource wurde nicht gefunden.',
      });
    },
  );

  it('refuses a NUL character anywhere in a JSON body with the field named', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000@example.test', password: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('email');
  });
});
