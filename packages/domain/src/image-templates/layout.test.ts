import { describe, expect, it } from 'vitest';
import {
  IMAGE_TEMPLATE_MESSAGES,
  imageTemplateInputSchema,
  isFontAvailable,
  type TemplateLayer,
  templateLayerSchema,
} from '../contracts/image-templates.ts';
import { formatMoney } from '../money/format.ts';
import {
  layoutTemplate,
  lineHeightOf,
  productFieldText,
  type TemplateData,
  templateReferences,
  unitPriceText,
  visiblePart,
} from './layout.ts';

const money = (cents: number) => formatMoney(cents);

const data: TemplateData = {
  products: new Map([
    [1, { name: 'Brötchen', price: 1250, unit: 'piece', allergens: 'Gluten, Sesam' }],
    [2, { name: 'Käse', price: 2990, unit: 'kg', allergens: null }],
  ]),
  categories: new Map([
    [
      7,
      {
        name: 'Frühstück',
        products: [
          { name: 'Croissant', price: 180 },
          { name: 'Müsli', price: 450 },
          { name: 'Rührei', price: 690 },
        ],
      },
    ],
  ]),
};

const layer = (value: Record<string, unknown>): TemplateLayer =>
  templateLayerSchema.parse({ name: 'Ebene', x: 10, y: 20, width: 300, height: 60, ...value });

describe('productFieldText', () => {
  it.each([
    [1, 'name', 'Brötchen'],
    [1, 'price', '12,50 €'],
    [1, 'unitPrice', '12,50 €'],
    [2, 'unitPrice', '29,90 € / kg'],
    [1, 'allergens', 'Allergene: Gluten, Sesam'],
    [2, 'allergens', ''],
  ] as const)('product %i, field %s → %s', (id, field, expected) => {
    expect(productFieldText(data.products.get(id), field)?.replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it('draws nothing for a product that is gone', () => {
    expect(productFieldText(undefined, 'price')).toBeNull();
  });
});

describe('unitPriceText', () => {
  it.each([
    [499, 'l', `${money(499)} / l`],
    [120, 'serving', money(120)],
    [120, 'unknown', money(120)],
  ])('%i cents per %s', (price, unit, expected) => {
    expect(unitPriceText(price, unit)).toBe(expected);
  });
});

describe('layoutTemplate', () => {
  it('turns layers into items in drawing order, reading prices from the catalogue', () => {
    const items = layoutTemplate(
      [
        layer({ type: 'shape', fill: '#FFCC00' }),
        layer({ type: 'text', text: 'Guten Morgen' }),
        layer({ type: 'product', productId: 1, field: 'price', color: '#ffffff' }),
        layer({ type: 'image', imageId: 5 }),
      ],
      data,
    );
    expect(items.map((item) => item.kind)).toEqual(['rect', 'text', 'text', 'image']);
    expect(items[0]).toMatchObject({ fill: '#ffcc00', x: 10, y: 20, width: 300, height: 60 });
    expect(items[2]).toMatchObject({ text: money(1250), color: '#ffffff', fontFamily: 'Roboto' });
    expect(items[3]).toMatchObject({ imageId: 5, fit: 'cover' });
  });

  it.each([
    ['an empty text', { type: 'text', text: '  ' }],
    ['a deleted product', { type: 'product', productId: 99, field: 'name' }],
    ['a product without allergens', { type: 'product', productId: 2, field: 'allergens' }],
    ['a deleted category', { type: 'priceList', categoryId: 99 }],
  ])('draws nothing for %s', (_name, value) => {
    expect(layoutTemplate([layer(value)], data)).toEqual([]);
  });

  it.each([
    // height, font size → rows that fit (each a name and a price)
    [60, 24, 2],
    [200, 24, 3],
    [29, 24, 0],
  ])('a price list %i px high at %i px shows %i rows', (height, fontSize, rows) => {
    const items = layoutTemplate(
      [layer({ type: 'priceList', categoryId: 7, height, fontSize })],
      data,
    );
    expect(items).toHaveLength(rows * 2);
    for (let row = 0; row < rows; row++) {
      const [name, price] = [items[row * 2], items[row * 2 + 1]];
      expect(name).toMatchObject({ align: 'left', x: 10, y: 20 + row * lineHeightOf(fontSize) });
      expect(price).toMatchObject({ align: 'right', text: money([180, 450, 690][row]!) });
      expect(name!.width + price!.width).toBe(300);
    }
  });

  it('formats the price list with the German money format', () => {
    const [, price] = layoutTemplate([layer({ type: 'priceList', categoryId: 7 })], data);
    expect(price?.kind === 'text' && price.text.replace(/\u00a0/g, ' ')).toBe('1,80 €');
  });
});

describe('templateReferences', () => {
  it('collects each id once', () => {
    const layers = [
      layer({ type: 'product', productId: 1, field: 'name' }),
      layer({ type: 'product', productId: 1, field: 'price' }),
      layer({ type: 'priceList', categoryId: 7 }),
      layer({ type: 'image', imageId: 3 }),
    ];
    expect(templateReferences(layers)).toEqual({
      productIds: [1],
      categoryIds: [7],
      imageIds: [3],
    });
  });
});

describe('visiblePart', () => {
  const canvas = { width: 100, height: 50 };
  it.each([
    ['inside', { x: 10, y: 10, width: 20, height: 20 }, { x: 0, y: 0, w: 20, h: 20, l: 10, t: 10 }],
    [
      'over the left edge',
      { x: -5, y: 0, width: 20, height: 10 },
      { x: 5, y: 0, w: 15, h: 10, l: 0, t: 0 },
    ],
    [
      'over the bottom right',
      { x: 90, y: 40, width: 20, height: 20 },
      { x: 0, y: 0, w: 10, h: 10, l: 90, t: 40 },
    ],
    [
      'larger than the canvas',
      { x: -10, y: -10, width: 200, height: 200 },
      { x: 10, y: 10, w: 100, h: 50, l: 0, t: 0 },
    ],
  ])('%s', (_name, item, e) => {
    expect(visiblePart(item, canvas)).toEqual({
      crop: { x: e.x, y: e.y, width: e.w, height: e.h },
      left: e.l,
      top: e.t,
    });
  });

  it.each([
    { x: 100, y: 0, width: 10, height: 10 },
    { x: -10, y: 0, width: 10, height: 10 },
  ])('nothing is visible of %o', (item) => {
    expect(visiblePart(item, canvas)).toBeNull();
  });
});

describe('imageTemplateInputSchema', () => {
  const valid = {
    identifier: 'fruehstueck',
    name: 'Frühstückstafel',
    width: 1920,
    height: 1080,
    layers: [{ type: 'text', name: 'Titel', x: 0, y: 0, width: 800, height: 100, text: 'Hallo' }],
  };
  const messageAt = (body: unknown, path: string) => {
    const result = imageTemplateInputSchema.safeParse(body);
    if (result.success) return null;
    return result.error.issues.find((issue) => issue.path.join('.') === path)?.message ?? null;
  };

  it('accepts a template and fills the text defaults', () => {
    const parsed = imageTemplateInputSchema.parse(valid);
    expect(parsed.layers[0]).toMatchObject({ fontFamily: 'Roboto', fontSize: 48, maxLines: 1 });
    expect(parsed.backgroundColor).toBeNull();
  });

  it.each([
    ['width', { ...valid, width: 8 }, IMAGE_TEMPLATE_MESSAGES.size],
    ['height', { ...valid, height: 5000 }, IMAGE_TEMPLATE_MESSAGES.size],
    ['backgroundColor', { ...valid, backgroundColor: 'red' }, IMAGE_TEMPLATE_MESSAGES.colour],
    [
      'layers.0.x',
      { ...valid, layers: [{ ...valid.layers[0], x: 1920 }] },
      IMAGE_TEMPLATE_MESSAGES.outside,
    ],
    [
      'layers.0.x',
      { ...valid, layers: [{ ...valid.layers[0], x: -800 }] },
      IMAGE_TEMPLATE_MESSAGES.outside,
    ],
    [
      'layers.0.width',
      { ...valid, layers: [{ ...valid.layers[0], width: 0 }] },
      IMAGE_TEMPLATE_MESSAGES.layerSize,
    ],
    [
      'layers.0.fontSize',
      { ...valid, layers: [{ ...valid.layers[0], fontSize: 2 }] },
      IMAGE_TEMPLATE_MESSAGES.fontSize,
    ],
    [
      'layers.0.fontVariant',
      { ...valid, layers: [{ ...valid.layers[0], fontVariant: 'bold' }] },
      IMAGE_TEMPLATE_MESSAGES.unknownFont,
    ],
  ])('%s is refused with its German message', (path, body, message) => {
    expect(messageAt(body, path)).toBe(message);
  });

  it.each([
    ['Comic Sans', 'regular'],
    ['Oswald', 'italic'],
  ])('refuses the font %s %s, which is not self-hosted', (fontFamily, fontVariant) => {
    const body = { ...valid, layers: [{ ...valid.layers[0], fontFamily, fontVariant }] };
    expect(messageAt(body, 'layers.0.fontFamily')).toBe(IMAGE_TEMPLATE_MESSAGES.unknownFont);
  });

  it.each([
    ['Roboto', '700italic', true],
    ['open+sans', 'regular', false],
    ['oswald', '600', true],
  ])('%s %s is available: %s', (family, variant, expected) => {
    expect(isFontAvailable(family, variant)).toBe(expected);
  });

  it('keeps a layer that only overlaps the canvas', () => {
    const body = { ...valid, layers: [{ ...valid.layers[0], x: -799 }] };
    expect(imageTemplateInputSchema.safeParse(body).success).toBe(true);
  });
});
