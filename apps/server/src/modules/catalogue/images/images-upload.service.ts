import type { ImageUpdateInput, ImageUploadInput, StaffImage } from '@shop/domain';
import { MESSAGES } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { images } from '../../../db/schema/index.ts';
import { type AuditActor, writeAuditLog } from '../../../platform/audit/audit-log.ts';
import { AppError } from '../../../platform/errors.ts';
import { getResource } from '../../../platform/resources/resource.service.ts';
import type { ResourceDeps } from '../../../platform/resources/resource.ts';
import {
  detectImageType,
  extensionOf,
  readImageSize,
} from '../../content/uploads/upload-content.ts';
import { decodeDataUrl } from '../../content/uploads/uploads.service.ts';
import {
  assertFileSize,
  HEAVY_VARIANTS,
  LIGHT_VARIANTS,
  reencodeOriginal,
  renderVariants,
} from './image-processing.ts';
import { IMAGE_VARIANTS, type ImageVariant } from './image-variants.ts';
import { imagesResource } from './images.resource.ts';
import {
  deleteImageFiles,
  imageStorageKey,
  storeVariants,
  storeVariantsLater,
} from './images.service.ts';

const VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[];

/** What an upload needs besides the resource deps: a place for work that goes on after it. */
export type ImageDeps = ResourceDeps & {
  /** Keeps a task running after the answer (the app waits for it when it closes). */
  background(task: Promise<void>): void;
  logError(error: unknown): void;
};

const invalidType = () =>
  AppError.invalid([
    {
      code: 'uploadInvalidType',
      message:
        'Der Dateityp der Datei ist ungültig. Erlaubte Dateitypen sind jpg, jpeg, png, gif, webp.',
      field: 'data',
    },
  ]);

/**
 * POST /api/images: checks the content (magic bytes agree with the name's
 * extension), the size and the pixel count, stores the re-encoded original and every WebP variant,
 * and answers the image. Decoding happens before the transaction; the transaction only writes.
 */
export async function uploadImage(
  deps: ImageDeps,
  input: ImageUploadInput,
  actor: AuditActor,
): Promise<StaffImage> {
  const bytes = decodeDataUrl(input.data);
  assertFileSize(bytes);
  const extension = extensionOf(input.name);
  const mimeType = detectImageType(extension, bytes);
  if (!mimeType) throw invalidType();
  await readImageSize(bytes);
  const focal = { x: input.focalX, y: input.focalY };
  const [original, variants] = await Promise.all([
    reencodeOriginal(bytes, mimeType),
    renderVariants(bytes, focal, LIGHT_VARIANTS),
  ]);
  const [row] = await deps.db
    .insert(images)
    .values({
      extension: extension === 'jpeg' ? 'jpg' : extension,
      mimeType,
      width: original.width,
      height: original.height,
      size: original.bytes.byteLength,
      name: input.name,
      alt: input.alt,
      focalX: focal.x,
      focalY: focal.y,
    })
    .returning();
  const stored = row!;
  // Files go through the storage's own connection, so they are written outside a transaction
  // (PGlite has one connection); a failed write takes the row away again.
  try {
    await deps.storage.put(
      imageStorageKey(stored.id, stored.version, stored.extension),
      original.bytes,
      mimeType,
    );
    await storeVariants(deps.storage, stored, variants);
  } catch (error) {
    await deps.db.delete(images).where(eq(images.id, stored.id));
    throw error;
  }
  // The large variants follow in the background (docs/budgets.md P8); the upload does not wait.
  deps.background(
    storeVariantsLater(deps.storage, stored, original.bytes, HEAVY_VARIANTS, deps.logError),
  );
  const image = await getResource(deps.db, imagesResource, stored.id);
  await writeAuditLog(deps.db, {
    actor,
    entity: 'image',
    entityId: stored.id,
    action: 'create',
    before: null,
    after: image,
    at: deps.now(),
  });
  return image;
}

/**
 * PUT /api/images/{id}: name and alt text; a new focal point or a crop makes a new version (the
 * URLs are cached forever, so changed pixels need a new URL) with every variant made again.
 */
export async function updateImage(
  deps: ResourceDeps,
  id: number,
  input: ImageUpdateInput,
  actor: AuditActor,
): Promise<StaffImage> {
  const before = await getResource(deps.db, imagesResource, id);
  const isNewPicture =
    input.crop != null || input.focalX !== before.focalX || input.focalY !== before.focalY;
  let picture: { bytes: Uint8Array; width: number; height: number } | null = null;
  let variants: Map<ImageVariant, Uint8Array> | null = null;
  if (isNewPicture) {
    const original = await deps.storage.get(imageStorageKey(id, before.version, before.extension));
    if (!original) throw AppError.notFound(imagesResource.notFoundMessage);
    if (input.crop) assertCropInside(input.crop, before);
    picture = input.crop
      ? await reencodeOriginal(original.bytes, before.mimeType, input.crop)
      : { bytes: original.bytes, width: before.width, height: before.height };
    variants = await renderVariants(picture.bytes, { x: input.focalX, y: input.focalY });
  }
  const version = picture ? before.version + 1 : before.version;
  if (picture && variants) {
    // The new version's files first: the row points at them only once they exist.
    await deps.storage.put(
      imageStorageKey(id, version, before.extension),
      picture.bytes,
      before.mimeType,
    );
    await storeVariants(deps.storage, { id, version }, variants);
  }
  const after = await deps.db.transaction(async (tx) => {
    await tx
      .update(images)
      .set({
        name: input.name,
        alt: input.alt,
        focalX: input.focalX,
        focalY: input.focalY,
        version,
        ...(picture
          ? { width: picture.width, height: picture.height, size: picture.bytes.byteLength }
          : {}),
        updatedAt: deps.now(),
      })
      .where(eq(images.id, id));
    const updated = await getResource(tx, imagesResource, id);
    await writeAuditLog(tx, {
      actor,
      entity: 'image',
      entityId: id,
      action: 'update',
      before,
      after: updated,
      at: deps.now(),
    });
    return updated;
  });
  if (picture) await deleteImageFiles(deps.storage, before, VARIANT_NAMES);
  deps.publicCache.invalidate();
  return after;
}

function assertCropInside(
  crop: { left: number; top: number; width: number; height: number },
  image: { width: number; height: number },
): void {
  if (crop.left + crop.width > image.width || crop.top + crop.height > image.height) {
    throw AppError.invalid([{ code: 'invalid', message: MESSAGES.invalidValue, field: 'crop' }]);
  }
}
