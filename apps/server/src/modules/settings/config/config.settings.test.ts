import { staffConfigSchema } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMollie, startFakeMollie } from '../../../../test/fakes/mollie.ts';
import { createStaffApi, type StaffApi } from '../../../../test/staff-api.ts';
import { auditLogs, config } from '../../../db/schema/index.ts';
import {
  demoIds,
  movableClock,
  postOrder,
  takeawayOrder,
} from '../../orders/orders.test-support.ts';

/**
 * Settings in the back-office: provider keys stored encrypted and masked, the
 * stored keys used for payments with the environment as fallback, and a changed plugin flag seen
 * by the storefront on its next load.
 */

let api: StaffApi;
let mollie: FakeMollie;
beforeAll(async () => {
  mollie = await startFakeMollie();
  // Only the API address comes from the environment; the key is entered in the back-office.
  api = await createStaffApi({
    seed: true,
    now: movableClock().now,
    config: { PUBLIC_URL: 'http://shop.test', MOLLIE_API_URL: mollie.apiUrl },
  });
});
afterAll(async () => {
  await api.close();
  await mollie.close();
});

const staffConfig = async () => {
  const response = await api.call('GET', '/api/config/staff');
  expect(response.statusCode, response.body).toBe(200);
  return staffConfigSchema.parse(response.json().data);
};

describe('provider keys', () => {
  it('stores a key encrypted, answers it masked and never logs it in full', async () => {
    expect((await staffConfig()).paymentProviders.mollie).toEqual({
      isConfigured: false,
      source: null,
    });
    const response = await api.call('POST', '/api/config', { mollieApiKey: mollie.apiKey });
    expect(response.statusCode, response.body).toBe(200);
    const masked = `••••${mollie.apiKey.slice(-4)}`;
    expect(response.json().data.mollieApiKey).toBe(masked);
    expect(await staffConfig()).toMatchObject({
      mollieApiKey: masked,
      paymentProviders: { mollie: { isConfigured: true, source: 'settings' } },
    });
    const [row] = await api.db.select().from(config).where(eq(config.key, 'mollieApiKey'));
    expect(JSON.stringify(row?.value)).not.toContain(mollie.apiKey.slice(5));
    const logs = await api.db.select().from(auditLogs).where(eq(auditLogs.entity, 'config'));
    expect(JSON.stringify(logs)).not.toContain(mollie.apiKey.slice(5));
    expect(logs.at(-1)?.after).toMatchObject({ mollieApiKey: masked });
    const publicConfig = await api.call('GET', '/api/config');
    expect(publicConfig.body).not.toContain('mollieApiKey');
  });

  it('keeps a key when the mask is sent back and removes it with null', async () => {
    await api.call('POST', '/api/config', {
      mollieApiKey: `••••${mollie.apiKey.slice(-4)}`,
      title: 'Neu',
    });
    expect((await staffConfig()).paymentProviders.mollie.isConfigured).toBe(true);
    await api.call('POST', '/api/config', {
      datatransSignKey: 'abcd',
      datatransMerchantId: '1100',
    });
    expect(await staffConfig()).toMatchObject({
      datatransSignKey: '••••',
      datatransMerchantId: '1100',
    });
    await api.call('POST', '/api/config', { datatransSignKey: null });
    expect((await staffConfig()).datatransSignKey).toBeNull();
  });

  it('pays with the stored key (the environment has none) once the plugin is on', async () => {
    await api.call('POST', '/api/config', { enablePluginMollie: true, enableMollie: true });
    expect((await api.initEntry<{ enableMollie: boolean }>('/api/config')).enableMollie).toBe(true);
    const ids = await demoIds(api.db);
    const response = await postOrder(api.app, takeawayOrder(ids, { paymentMethod: 'mollie' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(String(response.json().data.paymentRedirectUrl)).toContain(
      mollie.apiUrl.split('/v2')[0]!,
    );
    expect(mollie.createRequests).toHaveLength(1);

    await api.call('POST', '/api/config', { mollieApiKey: null });
    expect((await api.initEntry<{ enableMollie: boolean }>('/api/config')).enableMollie).toBe(
      false,
    );
    const refused = await postOrder(api.app, takeawayOrder(ids, { paymentMethod: 'mollie' }));
    expect(refused.statusCode).toBe(422);
    await api.call('POST', '/api/config', { mollieApiKey: mollie.apiKey });
  });

  it('refuses settings to a manager (403) and the staff read without session (401)', async () => {
    const manager = await api.headersFor('ROLE_MANAGER');
    expect((await api.call('GET', '/api/config/staff', undefined, manager)).statusCode).toBe(403);
    expect((await api.call('POST', '/api/config', { title: 'x' }, manager)).statusCode).toBe(403);
    expect((await api.call('GET', '/api/config/staff', undefined, {})).statusCode).toBe(401);
  });
});

describe('plugin flags', () => {
  it('change the storefront on its next load (/api/init) and are logged', async () => {
    const before = await api.initEntry<{ enablePluginSearch: boolean }>('/api/config');
    expect(before.enablePluginSearch).toBe(true);
    const response = await api.call('POST', '/api/config', {
      enablePluginSearch: false,
      enablePluginToolbar: true,
    });
    expect(response.statusCode).toBe(200);
    const after = await api.initEntry<{
      enablePluginSearch: boolean;
      enablePluginToolbar: boolean;
    }>('/api/config');
    expect(after).toMatchObject({ enablePluginSearch: false, enablePluginToolbar: true });
    const [entry] = await api.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity, 'config'))
      .orderBy(auditLogs.id)
      .then((rows) => rows.slice(-1));
    expect(entry).toMatchObject({ action: 'update', userId: api.adminId });
  });

  it('keeps a text made of digits as text', async () => {
    await api.call('POST', '/api/config', { title: '2026', businessName: '1234' });
    const shown = await api.initEntry<{ title: string; businessName: string }>('/api/config');
    expect(shown).toMatchObject({ title: '2026', businessName: '1234' });
  });

  it('stores legal texts sanitised', async () => {
    await api.call('POST', '/api/config', {
      privacyPolicyText: '<p>Daten</p><img src=x onerror=alert(1)>',
    });
    const [row] = await api.db.select().from(config).where(eq(config.key, 'privacyPolicyText'));
    expect(String(row?.value)).toContain('<p>Daten</p>');
    expect(String(row?.value)).not.toMatch(/onerror/);
  });
});
