import {
  MESSAGES,
  SIGNAGE_MESSAGES,
  signagePlayerSchema,
  staffSignageDeviceSchema,
} from '@shop/domain';
import { expect, it } from 'vitest';
import { branchBody, createVia, productBody } from '../../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../../test/resource-suite.ts';

type Fixtures = {
  branchId: number;
  streamId: number;
  categoryId: number;
  productIds: number[];
};

const tv = (fixtures: Fixtures, n: number) => ({
  identifier: `tv-${n}`,
  name: ['Theke links', 'Theke rechts', 'Schaufenster', 'Café', 'Eingang'][n - 1] ?? `TV ${n}`,
  branchId: fixtures.branchId,
  streamId: fixtures.streamId,
});

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const PLAYER = '/api/digital-signage/player';

/**
 * spec §7 CRUD /api/digital-signage-devices and the player a TV opens with its own secret
 * (docs/decisions/033-digital-signage.md).
 */
describeResourceApi<Fixtures>({
  endpoint: '/api/digital-signage-devices',
  entity: 'signageDevice',
  permission: 'signage',
  schema: staffSignageDeviceSchema,
  setup: async (api) => {
    const branchId = (await createVia(api, '/api/branches', branchBody(1))).id;
    const categoryId = (await createVia(api, '/api/categories', { name: 'Brot' })).id;
    const productIds = [
      (await createVia(api, '/api/products', productBody(1, { price: 1250 }))).id,
      (await createVia(api, '/api/products', productBody(2, { price: 390 }))).id,
    ];
    await createVia(api, '/api/menus', {
      name: 'Karte',
      availableFrom: '2026-01-01T00:00:00+01:00',
      branchIds: [branchId],
      catalog: { categories: [{ id: categoryId, products: productIds.map((id) => ({ id })) }] },
    });
    const segmentId = (
      await createVia(api, '/api/digital-signage-segments', {
        name: 'Brottafel',
        kind: 'menuBoard',
        durationSeconds: 12,
        categoryId,
      })
    ).id;
    const streamId = (
      await createVia(api, '/api/digital-signage-streams', {
        identifier: 'theke',
        name: 'Theke',
        segmentIds: [segmentId],
      })
    ).id;
    return { branchId, streamId, categoryId, productIds };
  },
  input: tv,
  change: (_fixtures, body) => ({ ...body, name: 'Wand', streamId: null }),
  changed: { name: 'Wand', stream: null },
  search: { term: () => 'rechts', field: 'name' },
  sortField: 'name',
  invalid: [
    {
      name: 'an unknown stream',
      body: (fixtures) => ({ ...tv(fixtures, 5), streamId: 999999 }),
      field: 'streamId',
      message: MESSAGES.invalidChoice,
    },
    {
      name: 'an unknown branch',
      body: (fixtures) => ({ ...tv(fixtures, 5), branchId: 999999 }),
      field: 'branchId',
      message: MESSAGES.invalidChoice,
    },
    {
      name: 'no name',
      body: (fixtures) => ({ ...tv(fixtures, 5), name: ' ' }),
      field: 'name',
      message: MESSAGES.notBlank,
    },
  ],
  uniqueField: 'identifier',
  extra: (context) => {
    it('plays its stream with its secret: the category’s prices, new prices at once, sold-out left out', async () => {
      const { api, fixtures } = context();
      const created = await createVia(api, '/api/digital-signage-devices', tv(fixtures, 20));
      const issued = await api.call('POST', `/api/digital-signage-devices/${created.id}/secret`);
      expect(issued.statusCode).toBe(201);
      const secret: string = issued.json().data.secret;
      expect(secret).toMatch(/^tv_[A-Za-z0-9_-]{40,}$/);
      const read = await api.call('GET', `/api/digital-signage-devices/${created.id}`);
      expect(read.json().data).toMatchObject({ hasSecret: true, lastSeenAt: null });
      expect(read.body).not.toContain(secret);

      const played = await api.call('GET', PLAYER, undefined, bearer(secret));
      expect(played.statusCode, played.body).toBe(200);
      const screen = signagePlayerSchema.parse(played.json().data);
      expect(screen.stream).toEqual({ name: 'Theke', transition: 'none' });
      expect(screen.segments).toHaveLength(1);
      expect(screen.segments[0]).toMatchObject({
        kind: 'menuBoard',
        title: 'Brot',
        durationSeconds: 12,
      });
      expect(screen.segments[0]?.products.map((p) => [p.name, p.price])).toEqual([
        ['Roggenbrot', 1250],
        ['Dinkelbrötchen', 390],
      ]);
      const seen = await api.call('GET', `/api/digital-signage-devices/${created.id}`);
      expect(seen.json().data.lastSeenAt).not.toBeNull();

      const [first, second] = fixtures.productIds;
      const repriced = await api.call(
        'PUT',
        `/api/products/${first}`,
        productBody(1, { price: 1390 }),
      );
      expect(repriced.statusCode, repriced.body).toBe(200);
      const marked = await api.call(
        'PUT',
        `/api/branches/${fixtures.branchId}/sold-out/${second}`,
        {
          isSoldOut: true,
        },
      );
      expect(marked.statusCode, marked.body).toBe(200);
      const again = (await api.call('GET', PLAYER, undefined, bearer(secret))).json().data;
      expect(
        again.segments[0].products.map((p: { name: string; price: number }) => [p.name, p.price]),
      ).toEqual([['Roggenbrot', 1390]]);

      const revoked = await api.call('DELETE', `/api/digital-signage-devices/${created.id}/secret`);
      expect(revoked.json().data.hasSecret).toBe(false);
      const refused = await api.call('GET', PLAYER, undefined, bearer(secret));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().errors[0].message).toBe(SIGNAGE_MESSAGES.invalidSecret);
    });

    it('refuses a player without, with a malformed or an unknown secret, and a disabled TV', async () => {
      const { api, fixtures } = context();
      for (const headers of [{}, { authorization: 'Basic eHl6' }, bearer(`tv_${'x'.repeat(43)}`)]) {
        const response = await api.call('GET', PLAYER, undefined, headers);
        expect(response.statusCode).toBe(401);
        expect(response.json().errors[0].message).toBe(SIGNAGE_MESSAGES.invalidSecret);
      }
      const created = await createVia(api, '/api/digital-signage-devices', {
        ...tv(fixtures, 21),
        isEnabled: false,
      });
      const secret = (
        await api.call('POST', `/api/digital-signage-devices/${created.id}/secret`)
      ).json().data.secret;
      expect((await api.call('GET', PLAYER, undefined, bearer(secret))).statusCode).toBe(401);
    });

    it('answers a staff path that names no TV with the German 404, after the login check; pairing before its body (docs/decisions/025)', async () => {
      const { api } = context();
      const employee = await api.headersFor('ROLE_EMPLOYEE');
      const calls = [
        ['POST', 'secret', undefined],
        ['DELETE', 'secret', undefined],
        ['POST', 'pairing', { code: '123456' }],
        ['POST', 'pairing', { code: '' }],
      ] as const;
      for (const id of ['abc', '0', '-1', '1.5', '2147483648']) {
        for (const [method, what, body] of calls) {
          const url = `/api/digital-signage-devices/${id}/${what}`;
          expect((await api.call(method, url, body, {})).statusCode, url).toBe(401);
          expect((await api.call(method, url, body, employee)).statusCode, url).toBe(403);
          const response = await api.call(method, url, body);
          expect(response.statusCode, `${method} ${url}`).toBe(404);
          expect(response.json().errors[0].message).toBe(SIGNAGE_MESSAGES.deviceNotFound);
        }
      }
      // An unknown TV is found out after the body: a bad code is the 422 first.
      const badCode = await api.call('POST', '/api/digital-signage-devices/999999/pairing', {
        code: '',
      });
      expect(badCode.statusCode).toBe(422);
      expect(badCode.json().errors[0].field).toBe('code');
      for (const [method, what, body] of calls.slice(0, 3)) {
        const url = `/api/digital-signage-devices/999999/${what}`;
        const response = await api.call(method, url, body);
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(404);
        expect(response.json().errors[0].message).toBe(SIGNAGE_MESSAGES.deviceNotFound);
      }
    });

    it('plays nothing without a stream', async () => {
      const { api, fixtures } = context();
      const created = await createVia(api, '/api/digital-signage-devices', {
        ...tv(fixtures, 22),
        streamId: null,
      });
      const secret = (
        await api.call('POST', `/api/digital-signage-devices/${created.id}/secret`)
      ).json().data.secret;
      const screen = (await api.call('GET', PLAYER, undefined, bearer(secret))).json().data;
      expect(screen).toMatchObject({ stream: null, segments: [] });
    });
  },
});
