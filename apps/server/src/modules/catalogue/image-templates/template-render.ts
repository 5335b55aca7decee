import {
  type DrawItem,
  ellipsize,
  escapeMarkup,
  layoutTemplate,
  lineHeightOf,
  type TemplateData,
  type TemplateLayer,
  templateReferences,
  visiblePart,
} from '@shop/domain';
import { inArray } from 'drizzle-orm';
import sharp, { type OverlayOptions } from 'sharp';
import { images, products } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { type FileStorage, fileKeys } from '../../../platform/file-storage.ts';
import { boardProducts, categoryNamesById } from '../catalogue.read-model.ts';
import { renderFontFile, weightAndStyle } from '../fonts/font-files.ts';
import { coverRect } from '../images/image-geometry.ts';

/**
 * Renders an image template to PNG or WebP with sharp (spec §1 "images and image templates";
 * docs/decisions/039-image-templates-and-fonts.md): the domain lays the layers out, reading the
 * catalogue now, and each item becomes an overlay — shapes as SVG, texts with the self-hosted
 * fonts through Pango, images from the library cut around their focal point.
 */

export type RenderableTemplate = {
  width: number;
  height: number;
  backgroundColor: string | null;
  layers: readonly TemplateLayer[];
};
export type RenderFormat = 'png' | 'webp';

const PANGO_WEIGHTS: Record<string, string> = {
  '100': 'Thin',
  '200': 'Ultra-Light',
  '300': 'Light',
  '400': '',
  '500': 'Medium',
  '600': 'Semi-Bold',
  '700': 'Bold',
  '800': 'Ultra-Bold',
  '900': 'Heavy',
};

/** What the template's data layers read: products and category price lists, now. */
export async function templateData(
  db: Database,
  layers: readonly TemplateLayer[],
  businessDay: string,
): Promise<TemplateData> {
  const { productIds, categoryIds } = templateReferences(layers);
  const productRows =
    productIds.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            name: products.name,
            price: products.price,
            unit: products.unit,
            allergens: products.allergens,
          })
          .from(products)
          .where(inArray(products.id, productIds));
  const names = await categoryNamesById(db, categoryIds);
  const boards = await boardProducts(db, { categoryIds, branchId: null, businessDay });
  return {
    products: new Map(productRows.map((row) => [row.id, { ...row, price: Number(row.price) }])),
    categories: new Map(
      [...names].map(([id, name]) => [
        id,
        { name, products: boards.filter((row) => row.categoryId === id) },
      ]),
    ),
  };
}

type Overlay = { input: Buffer; x: number; y: number; width: number; height: number };

async function textOverlay(item: Extract<DrawItem, { kind: 'text' }>): Promise<Overlay | null> {
  const fontfile = await renderFontFile(item.fontFamily, item.fontVariant);
  const { weight, style } = weightAndStyle(item.fontVariant);
  const font = [item.fontFamily, PANGO_WEIGHTS[weight], style === 'italic' ? 'Italic' : '']
    .filter(Boolean)
    .join(' ');
  const pango = (text: string) =>
    sharp({
      text: {
        text: `<span foreground="${item.color}">${escapeMarkup(text)}</span>`,
        font: `${font} ${item.fontSize}`,
        ...(fontfile ? { fontfile } : {}),
        width: item.width,
        align: item.align,
        wrap: 'word',
        rgba: true,
        dpi: 72,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  const limit = Math.min(item.height, item.maxLines * lineHeightOf(item.fontSize));
  let { data, info } = await pango(item.text);
  if (info.height > limit) {
    // Cut by the line limit: end the last line with "…" (decision 047), measured by Pango.
    const cut = await ellipsize(
      item.text,
      async (text) => (await pango(text)).info.height <= limit,
    );
    const shortened = await pango(cut);
    // A box lower than one line keeps the cut text as before: not even "…" would fit.
    if (shortened.info.height <= limit) ({ data, info } = shortened);
  }
  const height = Math.min(info.height, limit);
  const width = Math.min(info.width, item.width);
  if (height < 1 || width < 1) return null;
  const x =
    item.align === 'left'
      ? item.x
      : item.align === 'center'
        ? item.x + Math.floor((item.width - width) / 2)
        : item.x + item.width - width;
  const input =
    height < info.height || width < info.width
      ? await sharp(data).extract({ left: 0, top: 0, width, height }).png().toBuffer()
      : data;
  return { input, x, y: item.y, width, height };
}

function rectOverlay(item: Extract<DrawItem, { kind: 'rect' }>): Overlay {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${item.width}" height="${item.height}"><rect width="${item.width}" height="${item.height}" rx="${item.radius}" fill="${item.fill}"/></svg>`;
  return { input: Buffer.from(svg), ...item };
}

async function imageOverlay(
  item: Extract<DrawItem, { kind: 'image' }>,
  image: typeof images.$inferSelect | undefined,
  storage: FileStorage,
): Promise<Overlay | null> {
  if (!image) return null;
  const file = await storage.get(fileKeys.image(image));
  if (!file) return null;
  const source = sharp(file.bytes).rotate();
  const resized =
    item.fit === 'cover'
      ? source
          .extract(coverRect(image, item, { x: image.focalX, y: image.focalY }))
          .resize(item.width, item.height, { fit: 'fill' })
      : source.resize(item.width, item.height, {
          fit: 'contain',
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        });
  return { input: await resized.png().toBuffer(), ...item };
}

/** The template as a picture of its own size. */
export async function renderTemplate(
  deps: { db: Database; storage: FileStorage },
  template: RenderableTemplate,
  format: RenderFormat,
  businessDay: string,
): Promise<Buffer> {
  const data = await templateData(deps.db, template.layers, businessDay);
  const items = layoutTemplate(template.layers, data);
  const imageIds = [
    ...new Set(items.flatMap((item) => (item.kind === 'image' ? [item.imageId] : []))),
  ];
  const imageRows =
    imageIds.length === 0
      ? []
      : await deps.db.select().from(images).where(inArray(images.id, imageIds));
  const imagesById = new Map(imageRows.map((row) => [row.id, row]));
  const canvas = { width: template.width, height: template.height };
  const composites: OverlayOptions[] = [];
  for (const item of items) {
    const overlay =
      item.kind === 'rect'
        ? rectOverlay(item)
        : item.kind === 'text'
          ? await textOverlay(item)
          : await imageOverlay(item, imagesById.get(item.imageId), deps.storage);
    const visible = overlay && visiblePart(overlay, canvas);
    if (!overlay || !visible) continue;
    const isWhole = visible.crop.width === overlay.width && visible.crop.height === overlay.height;
    const input = isWhole
      ? overlay.input
      : await sharp(overlay.input)
          .extract({
            left: visible.crop.x,
            top: visible.crop.y,
            width: visible.crop.width,
            height: visible.crop.height,
          })
          .png()
          .toBuffer();
    composites.push({ input, left: visible.left, top: visible.top });
  }
  const base = sharp({
    create: {
      width: template.width,
      height: template.height,
      channels: 4,
      background: template.backgroundColor ?? { r: 255, g: 255, b: 255, alpha: 1 },
    },
  }).composite(composites);
  return format === 'png' ? base.png().toBuffer() : base.webp({ quality: 90 }).toBuffer();
}
