import { SIGNAGE_MESSAGES, signagePlayerSchema, staffSignageSegmentSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVia } from '../../../../test/catalogue-factories.ts';
import { tvPlaying } from '../../../../test/signage-factories.ts';
import { createStaffApi, type StaffApi } from '../../../../test/staff-api.ts';

const PLAYER = '/api/digital-signage/player';
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
/** The start of an MP4 file (an `ftyp` box): what the library checks a film by. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.alloc(12),
]);

/**
 * A segment of kind "video" (docs/decisions/055-signage-pairing-media-offline.md "Videos"): a
 * film of the upload library; the TV is told its public address. A file that is no film, or an
 * unknown upload, is the German 422 on `uploadId`; a film in use cannot be deleted.
 */
describe('video segments on the TV player', () => {
  let api: StaffApi;
  let film: { id: string };
  let segmentId: number;
  let secret: string;

  beforeAll(async () => {
    api = await createStaffApi();
    film = (
      await api.call('POST', '/api/uploads/library', {
        name: 'backstube.mp4',
        data: dataUrl('video/mp4', MP4),
      })
    ).json().data;
    segmentId = (
      await createVia(api, '/api/digital-signage-segments', {
        name: 'Backstube',
        kind: 'video',
        durationSeconds: 30,
        uploadId: film.id,
      })
    ).id;
    secret = await tvPlaying(api, 'film', [segmentId]);
  });
  afterAll(() => api.close());

  it('keeps the film with the segment and tells the TV its address', async () => {
    const read = await api.call('GET', `/api/digital-signage-segments/${segmentId}`);
    expect(staffSignageSegmentSchema.parse(read.json().data)).toMatchObject({
      kind: 'video',
      video: { id: film.id },
      url: null,
    });
    const played = await api.call('GET', PLAYER, undefined, { authorization: `Bearer ${secret}` });
    expect(played.statusCode, played.body).toBe(200);
    const [segment] = signagePlayerSchema.parse(played.json().data).segments;
    expect(segment).toMatchObject({ id: segmentId, kind: 'video', durationSeconds: 30 });
    expect(segment?.videoUrl).toMatch(new RegExp(`^/upload/[A-Za-z0-9]+/${film.id}-1\\.mp4$`));
    const file = await api.call('GET', segment?.videoUrl ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
  });

  it.each([
    { case: 'no film', uploadId: null },
    { case: 'an unknown upload', uploadId: 'f3c2a9d0-1b2c-4d5e-8f90-123456789abc' },
    { case: 'an upload that is no film', uploadId: 'text' },
  ])('refuses $case with the German 422 on uploadId, and saves nothing', async ({ uploadId }) => {
    const text =
      uploadId === 'text'
        ? (
            await api.call('POST', '/api/uploads/library', {
              name: 'preise.txt',
              data: dataUrl('text/plain', Buffer.from('Brot 4,50 €')),
            })
          ).json().data.id
        : uploadId;
    const before = (await api.call('GET', '/api/digital-signage-segments')).json().data.total;
    const refused = await api.call('POST', '/api/digital-signage-segments', {
      name: 'Kein Film',
      kind: 'video',
      durationSeconds: 30,
      uploadId: text,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ field: 'uploadId', message: SIGNAGE_MESSAGES.videoRequired }),
    ]);
    expect((await api.call('GET', '/api/digital-signage-segments')).json().data.total).toBe(before);
  });

  it('keeps a film in use from being deleted', async () => {
    const refused = await api.call('DELETE', `/api/uploads/${film.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toContain('Backstube');
  });
});
