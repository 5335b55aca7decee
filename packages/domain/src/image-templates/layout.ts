import type { Unit } from '../contracts/enums.ts';
import type { ProductField, TemplateLayer } from '../contracts/image-templates.ts';
import { formatMoney } from '../money/format.ts';
import { UNIT_DEFINITIONS } from '../units/units.ts';

/**
 * How an image template becomes a picture (docs/decisions/039-image-templates-and-fonts.md):
 * its layers, first to last, turn into rectangles, images and texts; a data layer reads the
 * catalogue at render time, so a changed price shows on the next render without touching the
 * template. The server draws the items with sharp; the editor's preview is that same render.
 */

export type TemplateProduct = {
  readonly name: string;
  readonly price: number;
  readonly unit: string;
  readonly allergens: string | null;
};
export type TemplateCategory = {
  readonly name: string;
  readonly products: readonly { readonly name: string; readonly price: number }[];
};
/** What the data layers of one template read from the catalogue. */
export type TemplateData = {
  readonly products: ReadonlyMap<number, TemplateProduct>;
  readonly categories: ReadonlyMap<number, TemplateCategory>;
};

type Box = { x: number; y: number; width: number; height: number };
export type TextStyle = {
  fontFamily: string;
  fontVariant: string;
  fontSize: number;
  color: string;
  align: 'left' | 'center' | 'right';
  maxLines: number;
};
export type DrawItem =
  | (Box & { kind: 'rect'; fill: string; radius: number })
  | (Box & { kind: 'image'; imageId: number; fit: 'cover' | 'contain' })
  | (Box & TextStyle & { kind: 'text'; text: string });

/** The line height of a text: 1.25 × its font size, in whole pixels. */
export const lineHeightOf = (fontSize: number): number => Math.ceil(fontSize * 1.25);

/** "12,50 € / kg"; a piece price without a unit ("3,20 €"). */
export function unitPriceText(price: number, unit: string): string {
  const definition = UNIT_DEFINITIONS[unit as Unit];
  if (definition === undefined || definition.type === 'amount') return formatMoney(price);
  return `${formatMoney(price)} / ${definition.label}`;
}

/** The text a product data layer shows; null when the product is gone (nothing is drawn). */
export function productFieldText(
  product: TemplateProduct | undefined,
  field: ProductField,
): string | null {
  if (product === undefined) return null;
  switch (field) {
    case 'name':
      return product.name;
    case 'price':
      return formatMoney(product.price);
    case 'unitPrice':
      return unitPriceText(product.price, product.unit);
    case 'allergens':
      return product.allergens?.trim() ? `Allergene: ${product.allergens.trim()}` : '';
    default:
      return null;
  }
}

function styleOf(layer: TextStyle): TextStyle {
  const { fontFamily, fontVariant, fontSize, color, align, maxLines } = layer;
  return { fontFamily, fontVariant, fontSize, color, align, maxLines };
}

/** A category's products as rows: the name on the left, the price on the right, as many as fit. */
function priceListItems(box: Box, style: TextStyle, category: TemplateCategory): DrawItem[] {
  const lineHeight = lineHeightOf(style.fontSize);
  const rows = Math.max(0, Math.floor(box.height / lineHeight));
  const priceWidth = Math.min(box.width, Math.ceil(style.fontSize * 5));
  return category.products.slice(0, rows).flatMap((product, index) => {
    const y = box.y + index * lineHeight;
    const row = { ...style, maxLines: 1, y, height: lineHeight };
    return [
      {
        kind: 'text' as const,
        ...row,
        x: box.x,
        width: Math.max(1, box.width - priceWidth),
        align: 'left' as const,
        text: product.name,
      },
      {
        kind: 'text' as const,
        ...row,
        x: box.x + box.width - priceWidth,
        width: priceWidth,
        align: 'right' as const,
        text: formatMoney(product.price),
      },
    ];
  });
}

/** The items to draw for a template's layers, in drawing order. */
export function layoutTemplate(layers: readonly TemplateLayer[], data: TemplateData): DrawItem[] {
  return layers.flatMap((layer): DrawItem[] => {
    const box = { x: layer.x, y: layer.y, width: layer.width, height: layer.height };
    switch (layer.type) {
      case 'shape':
        return [{ kind: 'rect', ...box, fill: layer.fill, radius: layer.radius }];
      case 'image':
        return [{ kind: 'image', ...box, imageId: layer.imageId, fit: layer.fit }];
      case 'text':
        return layer.text.trim() === ''
          ? []
          : [{ kind: 'text', ...box, ...styleOf(layer), text: layer.text }];
      case 'product': {
        const text = productFieldText(data.products.get(layer.productId), layer.field);
        return text ? [{ kind: 'text', ...box, ...styleOf(layer), text }] : [];
      }
      case 'priceList': {
        const category = data.categories.get(layer.categoryId);
        return category ? priceListItems(box, styleOf(layer), category) : [];
      }
      default:
        return [];
    }
  });
}

/** The ids a template's data and image layers read (for one query each). */
export function templateReferences(layers: readonly TemplateLayer[]) {
  const ids = (type: TemplateLayer['type'], pick: (layer: TemplateLayer) => number | undefined) => [
    ...new Set(layers.filter((layer) => layer.type === type).map((layer) => pick(layer) ?? 0)),
  ];
  return {
    productIds: ids('product', (layer) => ('productId' in layer ? layer.productId : undefined)),
    categoryIds: ids('priceList', (layer) =>
      'categoryId' in layer ? layer.categoryId : undefined,
    ),
    imageIds: ids('image', (layer) => ('imageId' in layer ? layer.imageId : undefined)),
  };
}

/**
 * The part of an item that lies on the canvas: where to cut the item's own picture (`crop`,
 * relative to the item) and where to put it (`left`, `top`); null when nothing is visible.
 * sharp composites only overlays that lie inside the base image.
 */
export function visiblePart(
  item: Box,
  canvas: { width: number; height: number },
): { crop: Box; left: number; top: number } | null {
  const left = Math.max(0, item.x);
  const top = Math.max(0, item.y);
  const right = Math.min(canvas.width, item.x + item.width);
  const bottom = Math.min(canvas.height, item.y + item.height);
  if (right <= left || bottom <= top) return null;
  return {
    crop: { x: left - item.x, y: top - item.y, width: right - left, height: bottom - top },
    left,
    top,
  };
}
