import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { images } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import { IMAGE_VARIANTS, type ImageVariant } from './image-variants.ts';

const FILE_NAME = /^(\d{1,10})-(\d{1,10})\.([a-z0-9]{2,5})$/;

/** Storage key of an image's original bytes. */
export function imageStorageKey(id: number, version: number, extension: string): string {
  return `image/${id}-${version}.${extension}`;
}

/**
 * The bytes of an image or one of its variants for a public file name like `12-3.webp`, or null
 * when no such image (or an older version) exists. A variant is made once and stored.
 */
export async function readImageFile(
  db: Database,
  storage: FileStorage,
  fileName: string,
  variant: ImageVariant | null,
): Promise<{ bytes: Uint8Array; mimeType: string } | null> {
  const match = FILE_NAME.exec(fileName);
  if (!match) return null;
  const [, idText, versionText, extension] = match;
  const [image] = await db
    .select()
    .from(images)
    .where(eq(images.id, Number(idText)));
  if (!image || image.version !== Number(versionText) || image.extension !== extension) return null;

  const originalKey = imageStorageKey(image.id, image.version, image.extension);
  if (!variant) return storage.get(originalKey);

  const variantKey = `image-variant/${variant}/${image.id}-${image.version}.${image.extension}`;
  const cached = await storage.get(variantKey);
  if (cached) return cached;
  const original = await storage.get(originalKey);
  if (!original) return null;
  const box = IMAGE_VARIANTS[variant];
  const bytes = await sharp(original.bytes)
    .resize({
      width: box.width,
      height: box.height,
      fit: box.fit,
      withoutEnlargement: true,
      position: 'centre',
    })
    .toBuffer();
  await storage.put(variantKey, bytes, original.mimeType);
  return { bytes, mimeType: original.mimeType };
}
