import { SIGNAGE_MESSAGES, staffSignageDeviceSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVia } from '../../../../test/catalogue-factories.ts';
import { createStaffApi, type StaffApi } from '../../../../test/staff-api.ts';

/**
 * A TV reports its resolution and the segment now playing
 * (docs/decisions/055-signage-pairing-media-offline.md); staff see both on the TV.
 */

const STATUS = '/api/digital-signage/player/status';
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
let api: StaffApi;
const ids = { tv: 0, segment: 0, otherSegment: 0 };
let secret = '';

beforeAll(async () => {
  api = await createStaffApi();
  const categoryId = (await createVia(api, '/api/categories', { name: 'Kuchen' })).id;
  const segment = (name: string) =>
    createVia(api, '/api/digital-signage-segments', {
      name,
      kind: 'menuBoard',
      durationSeconds: 10,
      categoryId,
    });
  ids.segment = (await segment('Kuchentafel')).id;
  ids.otherSegment = (await segment('Fremde Tafel')).id;
  const streamId = (
    await createVia(api, '/api/digital-signage-streams', {
      identifier: 'kuchen',
      name: 'Kuchen',
      segmentIds: [ids.segment],
    })
  ).id;
  ids.tv = (
    await createVia(api, '/api/digital-signage-devices', {
      identifier: 'tv-kuchen',
      name: 'Kuchen-TV',
      streamId,
    })
  ).id;
  secret = (await api.call('POST', `/api/digital-signage-devices/${ids.tv}/secret`)).json().data
    .secret;
});
afterAll(async () => {
  await api.close();
});

const readTv = async () =>
  staffSignageDeviceSchema.parse(
    (await api.call('GET', `/api/digital-signage-devices/${ids.tv}`)).json().data,
  );

describe('the TV’s report', () => {
  it('starts unknown', async () => {
    expect(await readTv()).toMatchObject({ screen: null, playingSegment: null });
  });

  it('keeps the resolution and the segment now playing, with its name, and marks the TV seen', async () => {
    const response = await api.call(
      'POST',
      STATUS,
      { width: 1920, height: 1080, segmentId: ids.segment },
      bearer(secret),
    );
    expect(response.statusCode, response.body).toBe(204);
    const tv = await readTv();
    expect(tv.screen).toEqual({ width: 1920, height: 1080 });
    expect(tv.playingSegment).toEqual({ id: ids.segment, name: 'Kuchentafel' });
    expect(tv.lastSeenAt).not.toBeNull();
    const list = await api.call('GET', '/api/digital-signage-devices?search=Kuchen');
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().data.items as { id: number; playingSegment: unknown }[];
    expect(listed.find((tv) => tv.id === ids.tv)?.playingSegment).toEqual({
      id: ids.segment,
      name: 'Kuchentafel',
    });

    await api.call('POST', STATUS, { width: 1080, height: 1920, segmentId: null }, bearer(secret));
    expect(await readTv()).toMatchObject({
      screen: { width: 1080, height: 1920 },
      playingSegment: null,
    });
  });

  it.each([
    {
      name: 'a segment of another stream',
      body: () => ({ width: 800, height: 600, segmentId: ids.otherSegment }),
      field: 'segmentId',
      message: SIGNAGE_MESSAGES.playingSegment,
    },
    {
      name: 'a width of 0',
      body: () => ({ width: 0, height: 600, segmentId: null }),
      field: 'width',
      message: SIGNAGE_MESSAGES.screenSize,
    },
    {
      name: 'an absurd height',
      body: () => ({ width: 800, height: 100_000, segmentId: null }),
      field: 'height',
      message: SIGNAGE_MESSAGES.screenSize,
    },
    {
      name: 'a fractional width',
      body: () => ({ width: 800.5, height: 600, segmentId: null }),
      field: 'width',
      message: SIGNAGE_MESSAGES.screenSize,
    },
  ])(
    'refuses $name with a German 422, keeping the last report',
    async ({ body, field, message }) => {
      const response = await api.call('POST', STATUS, body(), bearer(secret));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ field, message });
      expect((await readTv()).screen).toEqual({ width: 1080, height: 1920 });
    },
  );

  it('refuses a report without a valid secret', async () => {
    const response = await api.call('POST', STATUS, { width: 800, height: 600 }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].message).toBe(SIGNAGE_MESSAGES.invalidSecret);
  });

  it('forgets the segment when it is deleted', async () => {
    await api.call(
      'POST',
      STATUS,
      { width: 1920, height: 1080, segmentId: ids.segment },
      bearer(secret),
    );
    const stream = (await readTv()).stream;
    expect(stream).not.toBeNull();
    await api.call('PUT', `/api/digital-signage-streams/${stream?.id}`, {
      identifier: 'kuchen',
      name: 'Kuchen',
      segmentIds: [],
    });
    const deleted = await api.call('DELETE', `/api/digital-signage-segments/${ids.segment}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await readTv()).playingSegment).toBeNull();
  });
});
