import { SETTINGS_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsAdmin } from '../../../../test/helpers.ts';

/**
 * The Meta pixel id (docs/decisions/038-statistics-rollups-and-consent.md): digits only, else a
 * German 422; the storefront reads it in /api/init, and the Content-Security-Policy allows the
 * vendor's hosts only while one is set.
 */

let context: Awaited<ReturnType<typeof createTestApp>>;
let staffHeaders: Record<string, string>;
beforeAll(async () => {
  context = await createTestApp({ seed: true });
  staffHeaders = await loginAsAdmin(context.app, context.demoLogin!);
});
afterAll(() => context.close());

const post = (payload: object) =>
  context.app.inject({ method: 'POST', url: '/api/config', payload, headers: staffHeaders });

const policy = async () => {
  const response = await context.app.inject({ method: 'GET', url: '/api/init' });
  const header = String(response.headers['content-security-policy']);
  return Object.fromEntries(
    header.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  ) as Record<string, string[]>;
};

describe('Meta pixel setting', () => {
  it.each([
    ['letters', 'abc123456'],
    ['too short', '1234'],
    ['a script', '1<script>'],
  ])('refuses %s with a German 422 and changes nothing', async (_name, metaPixelId) => {
    const response = await post({ metaPixelId });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      field: 'metaPixelId',
      message: SETTINGS_MESSAGES.metaPixelId,
    });
    const init = await context.app.inject({ method: 'GET', url: '/api/init' });
    expect(init.body).toContain('"metaPixelId":""');
  });

  it('allows the vendor hosts in the policy only while an id is set', async () => {
    expect((await policy())['script-src']).toEqual(["'self'"]);
    expect((await post({ metaPixelId: ' 123456789012345 ' })).statusCode).toBe(200);
    const init = await context.app.inject({ method: 'GET', url: '/api/init' });
    expect(init.body).toContain('"metaPixelId":"123456789012345"');
    const set = await policy();
    expect(set['script-src']).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(set['img-src']).toContain('https://www.facebook.com');
    expect(set['connect-src']).toContain('https://www.facebook.com');
    expect((await post({ metaPixelId: '' })).statusCode).toBe(200);
    expect((await policy())['script-src']).toEqual(["'self'"]);
  });
});
