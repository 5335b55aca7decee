import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ seed: true });
  context.app.get('/api/test-crash', async () => {
    throw new Error('secret internal detail');
  });
});
afterAll(() => context.close());

describe('HTTP platform', () => {
  it('answers an unknown API path with a German JSON 404', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/gibt-es-nicht' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: [{ code: 'not_found', message: 'Die angeforderte Ressource wurde nicht gefunden.' }],
    });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe('Die Anfrage ist ungültig.');
  });

  it('hides the cause of an unexpected failure behind a German 500', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('at ');
    expect(response.json().errors[0].message).toBe('Leider ist ein interner Fehler aufgetreten.');
  });

  it('sends the security headers on API responses and errors', async () => {
    for (const url of ['/api/init', '/api/gibt-es-nicht']) {
      const response = await context.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(policy).toContain(directive);
      }
      expect(policy).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('lets only the page editor preview be framed, and only by the shop itself', async () => {
    // decision 048: the back-office frames /site-preview; nothing else may be framed at all.
    for (const url of ['/site-preview', '/site-preview?width=390']) {
      const response = await context.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    const other = await context.app.inject({ method: 'GET', url: '/site-preview/x' });
    expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('rejects wrong credentials with the German message and sets no cookie', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: context.demoLogin!.adminEmail, password: 'falsch' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].message).toBe('Ungültige Anmeldedaten.');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('logs an admin in with an HttpOnly SameSite cookie and knows them at /api/users/me', async () => {
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: context.demoLogin!.adminEmail, password: context.demoLogin!.adminPassword },
    });
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const me = await context.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.roles).toContain('ROLE_ADMIN');
  });

  it('serves a seeded image and its product variant with immutable caching', async () => {
    const init = (await context.app.inject({ method: 'GET', url: '/api/init' })).json().data;
    const productsEntry = init.find((entry: { url: string }) => entry.url === '/api/products');
    const image = productsEntry.data.find(
      (product: { images: unknown[] }) => product.images.length > 0,
    ).images[0];
    const file = `${image.id}-${image.version}.${image.extension}`;
    const original = await context.app.inject({ method: 'GET', url: `/image/${file}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['cache-control']).toContain('immutable');
    const variant = await context.app.inject({ method: 'GET', url: `/image/tiny/${file}` });
    expect(variant.statusCode).toBe(200);
    expect(variant.rawPayload.length).toBeLessThan(original.rawPayload.length);
    const wrongVersion = await context.app.inject({
      method: 'GET',
      url: `/image/${image.id}-${image.version + 1}.${image.extension}`,
    });
    expect(wrongVersion.statusCode).toBe(404);
  });
});
