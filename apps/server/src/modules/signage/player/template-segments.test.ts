import { SIGNAGE_MESSAGES, signagePlayerSchema } from '@shop/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVia, productBody } from '../../../../test/catalogue-factories.ts';
import { createStaffApi, type StaffApi } from '../../../../test/staff-api.ts';

/** The mean RGB of the bar's middle (a region of the decoded picture). */
async function barColour(picture: Buffer): Promise<number[]> {
  const pixels = await sharp(picture)
    .extract({ left: 100, top: 10, width: 20, height: 20 })
    .removeAlpha()
    .raw()
    .toBuffer();
  const sums = [0, 0, 0];
  for (let index = 0; index < pixels.length; index++) sums[index % 3]! += pixels[index]!;
  return sums.map((sum) => Math.round(sum / (pixels.length / 3)));
}

const PLAYER = '/api/digital-signage/player';
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/**
 * A segment of kind "template" on the TV: the player is told the address of the server's render,
 * versioned by the layers and the catalogue data they bind; a changed price or layer gives a new
 * address (docs/decisions/047-templates-on-tvs-and-labour-report.md).
 */
describe('template segments on the TV player', () => {
  let api: StaffApi;
  let productId: number;
  let templateId: number;
  let segmentId: number;
  let secret: string;
  let otherSecret: string;

  const templateBody = (color: string) => ({
    identifier: 'preis-tv',
    name: 'Preis auf dem TV',
    width: 320,
    height: 180,
    backgroundColor: '#ffffff',
    layers: [
      { type: 'shape', name: 'Balken', x: 0, y: 0, width: 320, height: 40, fill: color },
      {
        type: 'product',
        name: 'Preis',
        x: 10,
        y: 60,
        width: 300,
        height: 60,
        productId,
        field: 'price',
        fontSize: 40,
        color: '#111111',
      },
    ],
  });

  beforeAll(async () => {
    api = await createStaffApi();
    productId = (await createVia(api, '/api/products', productBody(1, { price: 1250 }))).id;
    templateId = (await createVia(api, '/api/image-templates', templateBody('#1e40af'))).id;
    segmentId = (
      await createVia(api, '/api/digital-signage-segments', {
        name: 'Preisbild',
        kind: 'template',
        durationSeconds: 20,
        templateId,
      })
    ).id;
    const streamId = (
      await createVia(api, '/api/digital-signage-streams', {
        identifier: 'vorlage',
        name: 'Vorlage',
        segmentIds: [segmentId],
      })
    ).id;
    const tvId = (
      await createVia(api, '/api/digital-signage-devices', {
        identifier: 'tv-vorlage',
        name: 'Vorlage-TV',
        streamId,
      })
    ).id;
    secret = (await api.call('POST', `/api/digital-signage-devices/${tvId}/secret`)).json().data
      .secret;
    const otherId = (
      await createVia(api, '/api/digital-signage-devices', {
        identifier: 'tv-ohne',
        name: 'Ohne Stream',
      })
    ).id;
    otherSecret = (await api.call('POST', `/api/digital-signage-devices/${otherId}/secret`)).json()
      .data.secret;
  });
  afterAll(() => api.close());

  async function pictureUrl(): Promise<string> {
    const played = await api.call('GET', PLAYER, undefined, bearer(secret));
    expect(played.statusCode, played.body).toBe(200);
    const [segment] = signagePlayerSchema.parse(played.json().data).segments;
    expect(segment).toMatchObject({ id: segmentId, kind: 'template', durationSeconds: 20 });
    return segment!.imageUrl!;
  }

  it('keeps the kind and the template in the segment, and refuses one without a template', async () => {
    const read = await api.call('GET', `/api/digital-signage-segments/${segmentId}`);
    expect(read.json().data).toMatchObject({ kind: 'template', template: { id: templateId } });
    const missing = await api.call('POST', '/api/digital-signage-segments', {
      name: 'Ohne Vorlage',
      kind: 'template',
      durationSeconds: 10,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toMatchObject({
      field: 'templateId',
      message: SIGNAGE_MESSAGES.templateRequired,
    });
    const unknown = await api.call('POST', '/api/digital-signage-segments', {
      name: 'Unbekannte Vorlage',
      kind: 'template',
      durationSeconds: 10,
      templateId: 999999,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].field).toBe('templateId');
  });

  it('serves the rendered picture to the TV, a new address after a price or layer change', async () => {
    const first = await pictureUrl();
    expect(first).toMatch(
      new RegExp(
        `^/api/digital-signage/player/segments/${segmentId}/picture\\.webp\\?v=[0-9a-f]{16}$`,
      ),
    );
    expect(await pictureUrl()).toBe(first); // nothing changed: same version

    const picture = await api.call('GET', first, undefined, bearer(secret));
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('private, max-age=86400');
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 180]);
    const [r, g, b] = await barColour(picture.rawPayload);
    expect([r, g, b]).toEqual([
      expect.closeTo(0x1e, -1),
      expect.closeTo(0x40, -1),
      expect.closeTo(0xaf, -1),
    ]);

    const repriced = await api.call(
      'PUT',
      `/api/products/${productId}`,
      productBody(1, { price: 1390 }),
    );
    expect(repriced.statusCode, repriced.body).toBe(200);
    const second = await pictureUrl();
    expect(second).not.toBe(first);
    const stale = await api.call('GET', first, undefined, bearer(secret));
    expect(stale.headers['cache-control']).toBe('no-store'); // an old address is not kept

    const relaid = await api.call(
      'PUT',
      `/api/image-templates/${templateId}`,
      templateBody('#b91c1c'),
    );
    expect(relaid.statusCode, relaid.body).toBe(200);
    const third = await pictureUrl();
    expect(third).not.toBe(second);
    const red = await api.call('GET', third, undefined, bearer(secret));
    const redBar = await barColour(red.rawPayload);
    expect(redBar[0]).toBeGreaterThan(150);
    expect(redBar[2]).toBeLessThan(80);
  });

  it('refuses the picture without a secret, to another TV and for a segment not in the stream', async () => {
    const url = await pictureUrl();
    const anonymous = await api.call('GET', url, undefined, {});
    expect(anonymous.statusCode).toBe(401);
    const other = await api.call('GET', url, undefined, bearer(otherSecret));
    expect(other.statusCode).toBe(404);
    expect(other.json().errors[0].message).toBe(SIGNAGE_MESSAGES.pictureNotFound);
    const elsewhere = await api.call(
      'GET',
      '/api/digital-signage/player/segments/999999/picture.webp',
      undefined,
      bearer(secret),
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('checks the secret before the segment: a path that names none is the German 404 (docs/decisions/025)', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '999999']) {
      const url = `/api/digital-signage/player/segments/${id}/picture.webp`;
      expect((await api.call('GET', url, undefined, {})).statusCode, url).toBe(401);
      const wrong = await api.call('GET', url, undefined, bearer('tv_falsch'));
      expect(wrong.statusCode, url).toBe(401);
      const response = await api.call('GET', url, undefined, bearer(secret));
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errors[0].message).toBe(SIGNAGE_MESSAGES.pictureNotFound);
    }
  });

  it('leaves out a segment whose template is gone', async () => {
    const removed = await api.call('DELETE', `/api/image-templates/${templateId}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const played = (await api.call('GET', PLAYER, undefined, bearer(secret))).json().data;
    expect(played.segments).toEqual([]);
  });
});
