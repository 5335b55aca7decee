import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsAdmin } from '../../../../test/helpers.ts';

let context: Awaited<ReturnType<typeof createTestApp>>;
let staffHeaders: Record<string, string>;
beforeAll(async () => {
  context = await createTestApp({ seed: true });
  staffHeaders = await loginAsAdmin(context.app, context.demoLogin!);
});
afterAll(() => context.close());

const post = (payload: unknown, headers: Record<string, string> = staffHeaders) =>
  context.app.inject({ method: 'POST', url: '/api/config', payload: payload as object, headers });

describe('/api/config', () => {
  it('gives the public settings with the seeded shop name and the spec defaults', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    const config = response.json().data;
    expect(config.shopName).not.toBe('');
    expect(config.currency).toBe('EUR');
    expect(config.timeZone).toBe('Europe/Berlin');
  });

  it('stores a change made by an admin and shows it on the next read', async () => {
    const response = await post({ title: 'Frisch gebacken – jetzt bestellen', mapboxZoom: 12 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.title).toBe('Frisch gebacken – jetzt bestellen');
    const read = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(read.json().data.mapboxZoom).toBe(12);
  });

  it('sends staff-written legal texts only sanitised', async () => {
    await post({
      imprintText: '<p>Impressum</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    const config = (await context.app.inject({ method: 'GET', url: '/api/config' })).json().data;
    expect(config.imprintText).toContain('<p>Impressum</p>');
    expect(config.imprintText).not.toMatch(/<script|onerror/i);
  });

  it.each([
    ['wrong type', { mapboxZoom: 'hoch' }, 'mapboxZoom', 'Dieser Wert ist nicht gültig.'],
    ['unknown setting', { adminPassword: 'x' }, undefined, 'Unbekannte Felder: adminPassword.'],
    [
      'unknown delivery method',
      { defaultDeliveryMethod: 'drone' },
      'defaultDeliveryMethod',
      'Sie haben einen ungültigen Wert ausgewählt.',
    ],
  ])(
    'refuses a %s with a German 422 and changes nothing',
    async (_name, payload, field, message) => {
      const before = (await context.app.inject({ method: 'GET', url: '/api/config' })).json().data;
      const response = await post(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ message, ...(field ? { field } : {}) });
      const after = (await context.app.inject({ method: 'GET', url: '/api/config' })).json().data;
      expect(after).toEqual(before);
    },
  );

  it('refuses a change without a session (401), without CSRF token or from a foreign origin (403)', async () => {
    const anonymous = await post({ title: 'x' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].message).toBe(
      'Keine Sitzung vorhanden. Bitte melden Sie sich an.',
    );

    const withoutToken = await post({ title: 'x' }, { cookie: staffHeaders.cookie! });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json().errors[0].message).toBe('Ungültiges CSRF-Token.');

    const foreign = await post({ title: 'x' }, { ...staffHeaders, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
  });
});
