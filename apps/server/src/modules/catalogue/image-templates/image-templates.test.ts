import { IMAGE_TEMPLATE_MESSAGES, MESSAGES, staffImageTemplateSchema } from '@shop/domain';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { createVia, productBody } from '../../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../../test/resource-suite.ts';

type Fixtures = { categoryId: number; productIds: number[] };

const WIDTH = 640;
const HEIGHT = 360;

const template = (fixtures: Fixtures, n: number) => ({
  identifier: `tafel-${n}`,
  name:
    ['Frühstückstafel', 'Mittagstafel', 'Kuchentafel', 'Getränketafel', 'Abendtafel'][n - 1] ??
    `Tafel ${n}`,
  width: WIDTH,
  height: HEIGHT,
  backgroundColor: '#ffffff',
  layers: [
    { type: 'shape', name: 'Balken', x: 0, y: 0, width: WIDTH, height: 80, fill: '#1e40af' },
    {
      type: 'text',
      name: 'Titel',
      x: 20,
      y: 10,
      width: 600,
      height: 60,
      text: 'Frühstück',
      fontFamily: 'Oswald',
      fontVariant: '700',
      fontSize: 48,
      color: '#ffffff',
    },
    {
      type: 'priceList',
      name: 'Preise',
      x: 20,
      y: 100,
      width: 600,
      height: 160,
      categoryId: fixtures.categoryId,
      fontSize: 32,
    },
    {
      type: 'product',
      name: 'Preis',
      x: 20,
      y: 280,
      width: 300,
      height: 60,
      productId: fixtures.productIds[0],
      field: 'price',
      fontSize: 40,
      color: '#b91c1c',
    },
  ],
});

/** The mean RGB of a region of a decoded picture. */
async function meanColour(
  png: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  const pixels = await sharp(png).extract(region).removeAlpha().raw().toBuffer();
  const sums = [0, 0, 0];
  for (let index = 0; index < pixels.length; index++) sums[index % 3]! += pixels[index]!;
  return sums.map((sum) => Math.round(sum / (pixels.length / 3)));
}

/** Pixels differing by more than `threshold` in any channel. */
async function differingPixels(a: Buffer, b: Buffer, threshold = 8): Promise<number> {
  const [left, right] = await Promise.all(
    [a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()),
  );
  let count = 0;
  for (let index = 0; index < left!.length; index += 3) {
    for (let channel = 0; channel < 3; channel++) {
      if (Math.abs(left![index + channel]! - right![index + channel]!) > threshold) {
        count++;
        break;
      }
    }
  }
  return count;
}

/**
 * spec §7 CRUD /api/image-templates, GET /api/image-templates/{id}/layers and the server render
 * (docs/decisions/039-image-templates-and-fonts.md).
 */
describeResourceApi<Fixtures>({
  endpoint: '/api/image-templates',
  entity: 'imageTemplate',
  permission: 'catalogue',
  schema: staffImageTemplateSchema,
  setup: async (api) => {
    const categoryId = (await createVia(api, '/api/categories', { name: 'Brot' })).id;
    const productIds = [
      (await createVia(api, '/api/products', productBody(1, { price: 1250, unit: 'piece' }))).id,
      (await createVia(api, '/api/products', productBody(2, { price: 390 }))).id,
    ];
    await createVia(api, '/api/menus', {
      name: 'Karte',
      availableFrom: '2026-01-01T00:00:00+01:00',
      catalog: { categories: [{ id: categoryId, products: productIds.map((id) => ({ id })) }] },
    });
    return { categoryId, productIds };
  },
  input: template,
  change: (_fixtures, body) => ({ ...body, name: 'Neue Tafel', width: 1080, height: 1920 }),
  changed: { name: 'Neue Tafel', width: 1080, height: 1920 },
  search: { term: () => 'Mittag', field: 'name' },
  sortField: 'name',
  invalid: [
    {
      name: 'a size of 5000 pixels',
      body: (fixtures) => ({ ...template(fixtures, 5), width: 5000 }),
      field: 'width',
      message: IMAGE_TEMPLATE_MESSAGES.size,
    },
    {
      name: 'a layer outside the template',
      body: (fixtures) => {
        const body = template(fixtures, 5);
        return { ...body, layers: [{ ...body.layers[0], x: WIDTH + 10 }] };
      },
      field: 'layers',
      path: 'layers.0.x',
      message: IMAGE_TEMPLATE_MESSAGES.outside,
    },
    {
      name: 'a font that is not self-hosted',
      body: (fixtures) => {
        const body = template(fixtures, 5);
        return { ...body, layers: [{ ...body.layers[1], fontFamily: 'Comic Sans' }] };
      },
      field: 'layers',
      path: 'layers.0.fontFamily',
      message: IMAGE_TEMPLATE_MESSAGES.unknownFont,
    },
    {
      name: 'an unknown product',
      body: (fixtures) => {
        const body = template(fixtures, 5);
        return { ...body, layers: [{ ...body.layers[3], productId: 999999 }] };
      },
      field: 'layers',
      message: MESSAGES.invalidChoice,
    },
    {
      name: 'a colour that is not #RRGGBB',
      body: (fixtures) => ({ ...template(fixtures, 5), backgroundColor: 'blau' }),
      field: 'backgroundColor',
      message: IMAGE_TEMPLATE_MESSAGES.colour,
    },
  ],
  uniqueField: 'identifier',
  extra: (context) => {
    it('answers a path that names no template with the German 404, after the login check (docs/decisions/025)', async () => {
      const { api, fixtures } = context();
      const created = await createVia(api, '/api/image-templates', template(fixtures, 17));
      const urls = ['abc', '0', '-1', '1.5', '2147483648', '999999'].flatMap((id) => [
        `/api/image-templates/${id}/layers`,
        `/api/image-templates/${id}/image.png`,
        `/api/image-templates/${id}/image.webp`,
        `/api/image-templates/${id}/image.gif`,
      ]);
      urls.push(`/api/image-templates/${created.id}/image.gif`);
      urls.push(`/api/image-templates/${created.id}/image.PNG`);
      for (const url of urls) {
        expect((await api.call('GET', url, undefined, {})).statusCode, url).toBe(401);
        const response = await api.call('GET', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().errors[0].message).toBe(IMAGE_TEMPLATE_MESSAGES.notFound);
      }
    });

    it('answers the layers in drawing order', async () => {
      const { api, fixtures } = context();
      const created = await createVia(api, '/api/image-templates', template(fixtures, 11));
      const response = await api.call('GET', `/api/image-templates/${created.id}/layers`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.map((layer: { name: string }) => layer.name)).toEqual([
        'Balken',
        'Titel',
        'Preise',
        'Preis',
      ]);
      const missing = await api.call('GET', '/api/image-templates/999999/layers');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errors[0].message).toBe(IMAGE_TEMPLATE_MESSAGES.notFound);
    });

    it('renders a PNG of the template’s size: shapes exactly, texts in the self-hosted font, the price from the catalogue', async () => {
      const { api, fixtures } = context();
      const created = await createVia(api, '/api/image-templates', template(fixtures, 12));
      const response = await api.call('GET', `/api/image-templates/${created.id}/image.png`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const png = response.rawPayload;
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', WIDTH, HEIGHT]);

      // The reference: the same canvas with only the shape, drawn by hand.
      const reference = await sharp({
        create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' },
      })
        .composite([
          {
            input: await sharp({
              create: { width: WIDTH, height: 80, channels: 3, background: '#1e40af' },
            })
              .png()
              .toBuffer(),
            left: 0,
            top: 0,
          },
        ])
        .png()
        .toBuffer();
      const withoutTexts = await api.call('POST', '/api/image-templates/preview.png', {
        ...template(fixtures, 13),
        layers: [template(fixtures, 13).layers[0]],
      });
      expect(withoutTexts.statusCode, withoutTexts.body).toBe(200);
      expect(await differingPixels(withoutTexts.rawPayload, reference)).toBe(0);

      // The texts differ from the reference only where they are drawn.
      const changed = await differingPixels(png, reference);
      expect(changed).toBeGreaterThan(1000);
      expect(changed).toBeLessThan(WIDTH * HEIGHT * 0.25);
      expect(await meanColour(png, { left: 400, top: 20, width: 200, height: 40 })).toEqual([
        30, 64, 175,
      ]);
      // The price "12,50 €" in red at the bottom left: some pixels are clearly red.
      const priceArea = await sharp(png)
        .extract({ left: 20, top: 280, width: 300, height: 60 })
        .removeAlpha()
        .raw()
        .toBuffer();
      let red = 0;
      for (let index = 0; index < priceArea.length; index += 3) {
        if (priceArea[index]! > 150 && priceArea[index + 1]! < 80) red++;
      }
      expect(red).toBeGreaterThan(100);
    });

    it('shows a new price on the next render without touching the template', async () => {
      const { api, fixtures } = context();
      const created = await createVia(api, '/api/image-templates', template(fixtures, 14));
      const before = (await api.call('GET', `/api/image-templates/${created.id}/image.png`))
        .rawPayload;
      const repriced = await api.call(
        'PUT',
        `/api/products/${fixtures.productIds[0]}`,
        productBody(1, { price: 1790 }),
      );
      expect(repriced.statusCode, repriced.body).toBe(200);
      const after = (await api.call('GET', `/api/image-templates/${created.id}/image.png`))
        .rawPayload;
      expect(await differingPixels(before, after)).toBeGreaterThan(50);
      await api.call(
        'PUT',
        `/api/products/${fixtures.productIds[0]}`,
        productBody(1, { price: 1250 }),
      );
    });

    it('renders WebP as a download, refuses strangers and unknown formats', async () => {
      const { api, fixtures } = context();
      const created = await createVia(api, '/api/image-templates', template(fixtures, 15));
      const webp = await api.call(
        'GET',
        `/api/image-templates/${created.id}/image.webp?download=1`,
      );
      expect(webp.statusCode, webp.body).toBe(200);
      expect(webp.headers['content-disposition']).toBe('attachment; filename="tafel-15.webp"');
      const meta = await sharp(webp.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', WIDTH, HEIGHT]);
      const anonymous = await api.call(
        'GET',
        `/api/image-templates/${created.id}/image.png`,
        undefined,
        {},
      );
      expect(anonymous.statusCode).toBe(401);
      const gif = await api.call('GET', `/api/image-templates/${created.id}/image.gif`);
      expect(gif.statusCode).toBe(404);
      const invalid = await api.call('POST', '/api/image-templates/preview.png', {
        ...template(fixtures, 16),
        height: 2,
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors[0]).toMatchObject({
        field: 'height',
        message: IMAGE_TEMPLATE_MESSAGES.size,
      });
    });
  },
});
