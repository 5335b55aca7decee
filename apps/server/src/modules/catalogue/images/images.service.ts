import { eq } from 'drizzle-orm';
import { images } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import type { FileStorage } from '../../../platform/file-storage.ts';
import { renderVariants } from './image-processing.ts';
import type { ImageVariant } from './image-variants.ts';

const FILE_NAME = /^(\d{1,10})-(\d{1,10})\.([a-z0-9]{2,5})$/;

type ImageFile = { id: number; version: number; extension: string };

/** Storage key of an image's original bytes. */
export function imageStorageKey(id: number, version: number, extension: string): string {
  return `image/${id}-${version}.${extension}`;
}

/** Storage key of a named variant (always WebP, whatever the original's format). */
export function variantStorageKey(variant: ImageVariant, image: Omit<ImageFile, 'extension'>) {
  return `image-variant/${variant}/${image.id}-${image.version}.webp`;
}

/** Stores every variant of one image version. */
export async function storeVariants(
  storage: FileStorage,
  image: Omit<ImageFile, 'extension'>,
  variants: Map<ImageVariant, Uint8Array>,
): Promise<void> {
  for (const [variant, bytes] of variants) {
    await storage.put(variantStorageKey(variant, image), bytes, 'image/webp');
  }
}

/** Removes the original and every variant of one image version. */
export async function deleteImageFiles(
  storage: FileStorage,
  image: ImageFile,
  variants: readonly ImageVariant[],
): Promise<void> {
  await storage.delete(imageStorageKey(image.id, image.version, image.extension));
  for (const variant of variants) await storage.delete(variantStorageKey(variant, image));
}

/**
 * Makes and stores variants an upload did not wait for. Failures are only logged: a variant
 * still missing is made on its first request (readImageFile).
 */
export function storeVariantsLater(
  storage: FileStorage,
  image: Omit<ImageFile, 'extension'> & { focalX: number; focalY: number },
  original: Uint8Array,
  names: readonly ImageVariant[],
  log: (error: unknown) => void,
): Promise<void> {
  return renderVariants(original, { x: image.focalX, y: image.focalY }, names)
    .then((variants) => storeVariants(storage, image, variants))
    .catch(log);
}

/**
 * The bytes of an image or one of its variants for a public file name like `12-3.jpg`, or null
 * when no such image (or an older version) exists. Variants are WebP (the storefront asks with
 * the original's extension, `.webp` works too); one missing is made once and stored.
 */
const isDatabaseInteger = (value: number) =>
  Number.isSafeInteger(value) && value >= 0 && value <= 2_147_483_647;

export async function readImageFile(
  db: Database,
  storage: FileStorage,
  fileName: string,
  variant: ImageVariant | null,
): Promise<{ bytes: Uint8Array; mimeType: string } | null> {
  const match = FILE_NAME.exec(fileName);
  if (!match) return null;
  const [, idText, versionText, extension] = match;
  // Beyond 32 bits no image exists (and the integer column could not be compared with it).
  if (!isDatabaseInteger(Number(idText)) || !isDatabaseInteger(Number(versionText))) return null;
  const [image] = await db
    .select()
    .from(images)
    .where(eq(images.id, Number(idText)));
  if (!image || image.version !== Number(versionText)) return null;
  const isOwnExtension = image.extension === extension;
  if (!isOwnExtension && !(variant && extension === 'webp')) return null;

  const originalKey = imageStorageKey(image.id, image.version, image.extension);
  if (!variant) return storage.get(originalKey);

  const stored = await storage.get(variantStorageKey(variant, image));
  if (stored) return stored;
  const original = await storage.get(originalKey);
  if (!original) return null;
  const focal = { x: image.focalX, y: image.focalY };
  const variants = await renderVariants(original.bytes, focal, [variant]);
  await storeVariants(storage, image, variants);
  const bytes = variants.get(variant);
  return bytes ? { bytes, mimeType: 'image/webp' } : null;
}
