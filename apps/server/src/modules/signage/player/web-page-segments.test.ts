import { signagePlayerSchema, staffSignageSegmentSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVia } from '../../../../test/catalogue-factories.ts';
import { tvPlaying } from '../../../../test/signage-factories.ts';
import { createStaffApi, type StaffApi } from '../../../../test/staff-api.ts';

const PLAYER = '/api/digital-signage/player';
const PAGE = 'https://www.example.de/aktionen?woche=49';

/**
 * A segment of kind "webPage" (docs/decisions/055-signage-pairing-media-offline.md "Web pages"):
 * staff store an https address, the TV is told it and frames the page full screen.
 */
describe('web page segments on the TV player', () => {
  let api: StaffApi;
  let segmentId: number;
  let secret: string;

  beforeAll(async () => {
    api = await createStaffApi();
    segmentId = (
      await createVia(api, '/api/digital-signage-segments', {
        name: 'Wochenaktionen',
        kind: 'webPage',
        durationSeconds: 45,
        url: `  ${PAGE}  `,
        // Fields of other kinds are not kept for a web page.
        categoryId: null,
      })
    ).id;
    secret = await tvPlaying(api, 'webseite', [segmentId]);
  });
  afterAll(() => api.close());

  it('keeps the trimmed address with the segment', async () => {
    const read = await api.call('GET', `/api/digital-signage-segments/${segmentId}`);
    expect(read.statusCode).toBe(200);
    expect(staffSignageSegmentSchema.parse(read.json().data)).toMatchObject({
      kind: 'webPage',
      url: PAGE,
      category: null,
      image: null,
      template: null,
    });
  });

  it('tells the TV the page to frame', async () => {
    const played = await api.call('GET', PLAYER, undefined, { authorization: `Bearer ${secret}` });
    expect(played.statusCode, played.body).toBe(200);
    const [segment] = signagePlayerSchema.parse(played.json().data).segments;
    expect(segment).toMatchObject({
      id: segmentId,
      kind: 'webPage',
      durationSeconds: 45,
      pageUrl: PAGE,
      imageUrl: null,
    });
  });

  it('drops the address when the segment becomes a menu board', async () => {
    const category = await createVia(api, '/api/categories', { name: 'Aktionsbrote' });
    const changed = await api.call('PUT', `/api/digital-signage-segments/${segmentId}`, {
      name: 'Wochenaktionen',
      kind: 'menuBoard',
      durationSeconds: 45,
      categoryId: category.id,
      url: PAGE,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ kind: 'menuBoard', url: null });
  });
});
