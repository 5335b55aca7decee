import { SIGNAGE_MESSAGES, signagePlayerSchema } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { branchBody, createVia } from '../../../../test/catalogue-factories.ts';
import { createStaffApi, type StaffApi } from '../../../../test/staff-api.ts';
import { manualClock } from '../../auth/auth.test-support.ts';

/**
 * Segment schedules (docs/decisions/033-digital-signage.md "Schedules"): a breakfast board until
 * 11:00 and a lunch board after, on weekdays; the player plays only what is scheduled now in the
 * shop's time zone and names the next moment that changes.
 */

const PLAYER = '/api/digital-signage/player';
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const clock = manualClock('2026-11-26T08:00:00.000Z');
let api: StaffApi;
const fixtures = { branchId: 0, categoryId: 0 };

beforeAll(async () => {
  api = await createStaffApi({ now: clock.now });
  fixtures.branchId = (await createVia(api, '/api/branches', branchBody(1))).id;
  fixtures.categoryId = (await createVia(api, '/api/categories', { name: 'Brot' })).id;
});

describe('segment schedules', () => {
  it('refuses a schedule whose times are equal or whose end date is before its start', async () => {
    const refused = await api.call('POST', '/api/digital-signage-segments', {
      name: 'Falsch',
      kind: 'menuBoard',
      durationSeconds: 10,
      categoryId: fixtures.categoryId,
      schedule: {
        playFrom: '11:00',
        playUntil: '11:00',
        startDate: '2026-12-24',
        endDate: '2026-12-01',
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'schedule.playUntil',
          message: SIGNAGE_MESSAGES.sameTimes,
        }),
        expect.objectContaining({
          path: 'schedule.endDate',
          message: SIGNAGE_MESSAGES.endBeforeStart,
        }),
      ]),
    );
  });

  it('plays each segment by its schedule in the shop’s time zone, and says when that changes', async () => {
    const segment = (name: string, schedule: object) =>
      createVia(api, '/api/digital-signage-segments', {
        name,
        kind: 'menuBoard',
        durationSeconds: 10,
        categoryId: fixtures.categoryId,
        title: name,
        schedule,
      });
    const breakfast = await segment('Frühstück', { playUntil: '11:00' });
    const lunch = await segment('Mittag', { playFrom: '11:00', weekdays: [0, 1, 2, 3, 4] });
    const stored = await api.call('GET', `/api/digital-signage-segments/${lunch.id}`);
    expect(stored.json().data.schedule).toEqual({
      weekdays: [0, 1, 2, 3, 4],
      playFrom: '11:00',
      playUntil: null,
      startDate: null,
      endDate: null,
    });
    const stream = await createVia(api, '/api/digital-signage-streams', {
      identifier: 'tageszeiten',
      name: 'Tageszeiten',
      segmentIds: [breakfast.id, lunch.id],
    });
    const created = await createVia(api, '/api/digital-signage-devices', {
      identifier: 'tv-zeiten',
      name: 'Theke',
      branchId: fixtures.branchId,
      streamId: stream.id,
    });
    const secret = (
      await api.call('POST', `/api/digital-signage-devices/${created.id}/secret`)
    ).json().data.secret;
    const playing = async (instant: string) => {
      clock.set(instant);
      const answer = await api.call('GET', PLAYER, undefined, bearer(secret));
      expect(answer.statusCode, answer.body).toBe(200);
      const screen = signagePlayerSchema.parse(answer.json().data);
      return { titles: screen.segments.map((s) => s.title), next: screen.nextChangeAt };
    };
    // Thursday 26 Nov 2026, Berlin (UTC+1): 10:59 breakfast, 11:00 lunch.
    expect(await playing('2026-11-26T09:59:00.000Z')).toEqual({
      titles: ['Frühstück'],
      next: '2026-11-26T10:00:00.000Z',
    });
    expect(await playing('2026-11-26T10:00:00.000Z')).toEqual({
      titles: ['Mittag'],
      next: '2026-11-26T23:00:00.000Z',
    });
    // Saturday after 11:00: neither.
    expect((await playing('2026-11-28T12:00:00.000Z')).titles).toEqual([]);
  });
});
