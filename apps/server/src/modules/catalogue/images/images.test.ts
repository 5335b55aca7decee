import { MESSAGES, staffImageSchema } from '@shop/domain';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import {
  createVia,
  imageDataUrl,
  oversizedPngDataUrl,
} from '../../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../../test/resource-suite.ts';

type Fixtures = { jpeg: string; png: string };

describeResourceApi<Fixtures>({
  endpoint: '/api/images',
  entity: 'image',
  permission: 'catalogue',
  schema: staffImageSchema,
  setup: async () => ({
    jpeg: await imageDataUrl(800, 600),
    png: await imageDataUrl(64, 48, 'png'),
  }),
  input: (fixtures, n) => ({
    data: fixtures.jpeg,
    name: `${['brot', 'brezel', 'torte', 'kaffee', 'laden'][n - 1]}.jpg`,
    alt: 'Frisches Brot',
  }),
  change: () => ({ name: 'torte-nah.jpg', alt: 'Torte von nahem', focalX: 0.5, focalY: 0.5 }),
  changed: { name: 'torte-nah.jpg', alt: 'Torte von nahem', version: 1 },
  search: { term: () => 'brezel', field: 'name' },
  sortField: 'name',
  invalid: [
    {
      name: 'a 50-megapixel PNG (decompression bomb)',
      body: () => ({ data: oversizedPngDataUrl(10_000, 5_000), name: 'riesig.png' }),
      field: 'data',
      message:
        'Das Bild hat zu viele Pixel (50.000.000 Pixel). Der maximal erwartete Wert liegt bei 40.000.000 Pixel.',
    },
    {
      name: 'PNG bytes named .jpg',
      body: (fixtures) => ({ data: fixtures.png, name: 'foto.jpg' }),
      field: 'data',
      message:
        'Der Dateityp der Datei ist ungültig. Erlaubte Dateitypen sind jpg, jpeg, png, gif, webp.',
    },
    {
      name: 'an SVG',
      body: () => ({
        data: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
        name: 'logo.svg',
      }),
      field: 'data',
      message:
        'Der Dateityp der Datei ist ungültig. Erlaubte Dateitypen sind jpg, jpeg, png, gif, webp.',
    },
    {
      name: 'an empty file',
      body: () => ({ data: 'data:image/png;base64,', name: 'leer.png' }),
      field: 'data',
      message: MESSAGES.uploadEmpty,
    },
  ],
  conflict: {
    arrange: async (api, image) => {
      await createVia(api, '/api/categories', { name: 'Torten', imageId: image.id });
    },
    message: 'Das Bild wird noch verwendet (Kategorie „Torten“) und kann nicht gelöscht werden.',
  },
  extra: (context) => {
    it('answers a save to a path that names no image with the German 404, after the login check and a malformed one before the body (docs/decisions/025)', async () => {
      const { api } = context();
      const body = { name: 'neu.jpg', alt: 'Neu', focalX: 0.5, focalY: 0.5 };
      for (const id of ['abc', '0', '-1', '1.5', '2147483648', '999999']) {
        const url = `/api/images/${id}`;
        expect((await api.call('PUT', url, body, {})).statusCode, url).toBe(401);
        const manager = await api.headersFor('ROLE_EMPLOYEE');
        expect((await api.call('PUT', url, body, manager)).statusCode, url).toBe(403);
        // A malformed id is refused before the body is read; an unknown one after it.
        const payloads = id === '999999' ? [body] : [body, { name: '' }];
        for (const payload of payloads) {
          const response = await api.call('PUT', url, payload);
          expect(response.statusCode, url).toBe(404);
          expect(response.json().errors[0].message).toBe('Das Bild wurde nicht gefunden.');
        }
      }
      const unknownInvalid = await api.call('PUT', '/api/images/999999', { name: '' });
      expect(unknownInvalid.statusCode).toBe(422);
    });

    it('serves every named variant as WebP in its box and the original without metadata', async () => {
      const { api } = context();
      const withExif = await sharp({
        create: { width: 1200, height: 900, channels: 3, background: '#c08040' },
      })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'Geheim GmbH' } })
        .toBuffer();
      const image = staffImageSchema.parse(
        await createVia(api, '/api/images', {
          data: `data:image/jpeg;base64,${withExif.toString('base64')}`,
          name: 'laden.jpeg',
        }),
      );
      expect(image).toMatchObject({
        width: 1200,
        height: 900,
        extension: 'jpg',
        mimeType: 'image/jpeg',
      });
      const original = await api.call('GET', image.urls.original);
      expect(original.statusCode).toBe(200);
      expect((await sharp(original.rawPayload).metadata()).exif).toBeUndefined();
      const boxes: Record<string, [number, number]> = {
        product: [640, 480],
        tiny: [96, 96],
        category: [960, 400],
        large: [1200, 900],
        'custom/slider': [1200, 525],
      };
      for (const [variant, [width, height]] of Object.entries(boxes)) {
        const response = await api.call('GET', image.urls.variants[variant]!);
        expect(response.statusCode, variant).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        const meta = await sharp(response.rawPayload).metadata();
        expect([meta.width, meta.height], variant).toEqual([width, height]);
      }
    });

    it('makes a new version for a new focal point or a crop; the old address is gone', async () => {
      const { api, fixtures } = context();
      const image = staffImageSchema.parse(
        await createVia(api, '/api/images', { data: fixtures.jpeg, name: 'crop.jpg' }),
      );
      const moved = await api.call('PUT', `/api/images/${image.id}`, {
        name: 'crop.jpg',
        alt: null,
        focalX: 0.2,
        focalY: 0.8,
        crop: { left: 100, top: 50, width: 400, height: 300 },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const after = staffImageSchema.parse(moved.json().data);
      expect(after).toMatchObject({
        version: 2,
        width: 400,
        height: 300,
        focalX: 0.2,
        focalY: 0.8,
      });
      expect((await api.call('GET', image.urls.original)).statusCode).toBe(404);
      expect((await api.call('GET', after.urls.variants.tiny!)).statusCode).toBe(200);
      const outside = await api.call('PUT', `/api/images/${image.id}`, {
        name: 'crop.jpg',
        focalX: 0.5,
        focalY: 0.5,
        crop: { left: 300, top: 0, width: 200, height: 100 },
      });
      expect(outside.statusCode).toBe(422);
      expect(outside.json().errors[0]).toMatchObject({ field: 'crop' });
    });

    it('names every place an image is used', async () => {
      const { api, fixtures } = context();
      const image = await createVia<{ id: number }>(api, '/api/images', {
        data: fixtures.jpeg,
        name: 'logo.jpg',
      });
      await createVia(api, '/api/tags', { name: 'Mit Logo', imageId: image.id });
      await createVia(api, '/api/donatees', {
        identifier: 'tafel',
        name: 'Tafel',
        imageId: image.id,
      });
      const response = await api.call('GET', `/api/images/${image.id}`);
      expect(response.json().data.usages).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ entity: 'tag', name: 'Mit Logo' }),
          expect.objectContaining({ entity: 'donatee', name: 'Tafel' }),
        ]),
      );
      const refused = await api.call('DELETE', `/api/images/${image.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].message).toContain('Tag „Mit Logo“');
    });
  },
});
