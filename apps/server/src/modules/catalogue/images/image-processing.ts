import { fillMessage, MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, MESSAGES } from '@shop/domain';
import { AppError } from '../../../platform/errors.ts';
import { loadSharp } from '../../../platform/sharp.ts';
import { coverRect } from './image-geometry.ts';
import { IMAGE_VARIANTS, type ImageVariant } from './image-variants.ts';

/**
 * Back-office image processing (docs/budgets.md P8/S9): the header is read first and a
 * picture over MAX_IMAGE_PIXELS is refused before anything is decoded; the original is decoded
 * once, re-encoded without metadata, and every named variant of spec §7 is made as WebP from one
 * shrunk copy (JPEG shrink-on-load keeps a 12-megapixel photo well under a second).
 */

const invalidData = (code: string, message: string) =>
  AppError.invalid([{ code, message, field: 'data' }]);

/** Refuses an empty or too large file (spec §5 "invalid file type or size"). */
export function assertFileSize(bytes: Uint8Array): void {
  if (bytes.byteLength === 0) throw invalidData('uploadEmpty', MESSAGES.uploadEmpty);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw invalidData(
      'uploadTooLarge',
      fillMessage(MESSAGES.uploadTooLarge, { limit: MAX_UPLOAD_BYTES / 1024 / 1024 }),
    );
  }
}

const decoder = async (bytes: Uint8Array, mimeType: string) =>
  (await loadSharp())(bytes, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    animated: mimeType === 'image/gif',
  });

/** The original again, upright and without EXIF/GPS metadata, in its own format. */
export async function reencodeOriginal(
  bytes: Uint8Array,
  mimeType: string,
  crop?: { left: number; top: number; width: number; height: number } | null,
): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  try {
    let image = (await decoder(bytes, mimeType)).rotate();
    // After rotate(): the crop is taken from the upright picture the editor showed.
    if (crop) image = image.extract(crop);
    const encoded =
      mimeType === 'image/jpeg'
        ? image.jpeg({ quality: 88, mozjpeg: false })
        : mimeType === 'image/png'
          ? image.png()
          : mimeType === 'image/gif'
            ? image.gif()
            : image.webp({ quality: 88 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data),
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidData('invalidImage', MESSAGES.invalidImage);
  }
}

const ALL_VARIANTS = Object.keys(IMAGE_VARIANTS) as ImageVariant[];

/**
 * Variants of 1200 px and more: their WebP encoding costs most of an upload, so the upload
 * answers without waiting for them (docs/budgets.md P8: "heavier formats in the background").
 */
export const HEAVY_VARIANTS: readonly ImageVariant[] = ALL_VARIANTS.filter(
  (name) => IMAGE_VARIANTS[name].width >= 1200,
);
export const LIGHT_VARIANTS: readonly ImageVariant[] = ALL_VARIANTS.filter(
  (name) => !HEAVY_VARIANTS.includes(name),
);

/** The named variants (all by default) as WebP, cut around the focal point (fractions). */
export async function renderVariants(
  bytes: Uint8Array,
  focal: { x: number; y: number },
  names: readonly ImageVariant[] = ALL_VARIANTS,
): Promise<Map<ImageVariant, Uint8Array>> {
  // One decode, shrunk to the largest wanted variant; every variant is cut from this copy.
  const sharp = await loadSharp();
  const largest = Math.max(...names.map((name) => IMAGE_VARIANTS[name].width));
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = { width: info.width, height: info.height };
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const entries = await Promise.all(
    names.map(async (name) => {
      const box = IMAGE_VARIANTS[name];
      let image = sharp(data, raw);
      if (box.fit === 'cover') image = image.extract(coverRect(source, box, focal));
      const output = await image
        .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80, effort: box.width >= 1200 ? 1 : 2 })
        .toBuffer();
      return [name, new Uint8Array(output)] as const;
    }),
  );
  return new Map(entries);
}
