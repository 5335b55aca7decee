import { MESSAGES, SIGNAGE_MESSAGES, staffSignageStreamSchema } from '@shop/domain';
import { expect, it } from 'vitest';
import { createVia } from '../../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../../test/resource-suite.ts';

type Fixtures = { segmentIds: number[] };

const stream = (fixtures: Fixtures, n: number) => ({
  identifier: `theke-${n}`,
  name: ['Theke', 'Schaufenster', 'Café', 'Eingang', 'Terrasse'][n - 1],
  segmentIds: [fixtures.segmentIds[0]],
});

/** spec §7 CRUD /api/digital-signage-streams: ordered segments (decision 033). */
describeResourceApi<Fixtures>({
  endpoint: '/api/digital-signage-streams',
  entity: 'signageStream',
  permission: 'signage',
  schema: staffSignageStreamSchema,
  setup: async (api) => {
    const categoryId = (await createVia(api, '/api/categories', { name: 'Brot' })).id;
    const segmentIds: number[] = [];
    for (const name of ['Brot', 'Kuchen']) {
      const body = { name, kind: 'menuBoard', durationSeconds: 10, categoryId };
      segmentIds.push((await createVia(api, '/api/digital-signage-segments', body)).id);
    }
    return { segmentIds };
  },
  input: stream,
  change: (fixtures, body) => ({
    ...body,
    segmentIds: [fixtures.segmentIds[1], fixtures.segmentIds[0]],
    transition: 'fade',
  }),
  changed: { transition: 'fade' },
  search: { term: () => 'Schaufenster', field: 'name' },
  sortField: 'name',
  invalid: [
    {
      name: 'a segment twice',
      body: (fixtures) => ({
        ...stream(fixtures, 5),
        segmentIds: [fixtures.segmentIds[0], fixtures.segmentIds[0]],
      }),
      field: 'segmentIds',
      message: MESSAGES.uniqueCollection,
    },
    {
      name: 'an unknown segment',
      body: (fixtures) => ({ ...stream(fixtures, 5), segmentIds: [999999] }),
      field: 'segmentIds',
      message: MESSAGES.invalidChoice,
    },
    {
      name: 'an unknown transition (decision 055)',
      body: (fixtures) => ({ ...stream(fixtures, 5), transition: 'wirbeln' }),
      field: 'transition',
      message: SIGNAGE_MESSAGES.transition,
    },
  ],
  uniqueField: 'identifier',
  extra: (context) => {
    it('keeps the segments in the order given', async () => {
      const { api, fixtures } = context();
      const [first, second] = fixtures.segmentIds;
      const created = await createVia(api, '/api/digital-signage-streams', {
        identifier: 'reihenfolge',
        name: 'Reihenfolge',
        segmentIds: [second, first],
      });
      const read = await api.call('GET', `/api/digital-signage-streams/${created.id}`);
      expect(read.json().data.segments).toEqual([{ id: second }, { id: first }]);
      expect(read.json().data.transition).toBe('none');
    });

    it('tells the TV its stream’s transition (decision 055)', async () => {
      const { api, fixtures } = context();
      const created = await createVia(api, '/api/digital-signage-streams', {
        identifier: 'schieben',
        name: 'Schieben',
        segmentIds: [fixtures.segmentIds[0]],
        transition: 'slide',
      });
      const tv = await createVia(api, '/api/digital-signage-devices', {
        identifier: 'tv-schieben',
        name: 'Schiebe-TV',
        streamId: created.id,
      });
      const secret = (await api.call('POST', `/api/digital-signage-devices/${tv.id}/secret`)).json()
        .data.secret;
      const played = await api.call('GET', '/api/digital-signage/player', undefined, {
        authorization: `Bearer ${secret}`,
      });
      expect(played.json().data.stream).toEqual({ name: 'Schieben', transition: 'slide' });
    });
  },
});
