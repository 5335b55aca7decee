import { createHash, randomBytes } from 'node:crypto';
import {
  type CreateUploadBody,
  fillMessage,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  UNUSED_UPLOAD_LIFETIME_MS,
  UPLOAD_BYTES_PER_ADDRESS,
  type Upload,
} from '@shop/domain';
import type { Database } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { type FileStorage, fileKeys } from '../../../platform/file-storage.ts';
import { loadSharp } from '../../../platform/sharp.ts';
import {
  detectUploadType,
  extensionOf,
  RASTER_IMAGE_TYPES,
  readImageSize,
  STORED_UPLOAD_EXTENSIONS,
} from './upload-content.ts';
import { presentUpload } from './uploads.presenter.ts';
import { deleteUnusedUploads, insertUpload, uploadedSince } from './uploads.repository.ts';

/** Pixel cap for images (docs/budgets.md S9): a 12-megapixel photo fits, a decompression bomb does not. */
export const MAX_UPLOAD_PIXELS = MAX_IMAGE_PIXELS;

const DATA_URL = /^data:([^,;]*)((?:;[^,;]*)*),/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const invalid = (code: string, message: string) =>
  AppError.invalid([{ code, message, field: 'data' }]);
const invalidType = () =>
  invalid(
    'uploadInvalidType',
    fillMessage(MESSAGES.uploadInvalidType, { types: STORED_UPLOAD_EXTENSIONS.join(', ') }),
  );
const tooLarge = () =>
  invalid(
    'uploadTooLarge',
    fillMessage(MESSAGES.uploadTooLarge, { limit: MAX_UPLOAD_BYTES / 1024 / 1024 }),
  );

/** Decodes a base64 data URL (spec §7: the file as a data-URL string), refusing oversize early. */
export function decodeDataUrl(dataUrl: string): Uint8Array {
  const header = DATA_URL.exec(dataUrl.slice(0, 512));
  if (!header?.[2]?.split(';').includes('base64')) {
    throw invalid('invalid', 'Dieser Wert hat nicht das erwartete Format.');
  }
  const payload = dataUrl.slice(header[0].length).replace(/\s+/g, '');
  // 4 base64 characters carry 3 bytes: refuse before decoding anything too large.
  if (Math.floor((payload.length * 3) / 4) - 2 > MAX_UPLOAD_BYTES) throw tooLarge();
  if (payload.length % 4 === 1 || !BASE64.test(payload)) {
    throw invalid('invalid', 'Dieser Wert hat nicht das erwartete Format.');
  }
  return new Uint8Array(Buffer.from(payload, 'base64'));
}

/**
 * Decodes a JPEG, PNG or GIF within the pixel cap and encodes it again: metadata (EXIF, GPS) is
 * stripped and anything that only pretends to be an image fails here.
 */
async function reencodeImage(bytes: Uint8Array, mimeType: string): Promise<Uint8Array> {
  const isAnimated = mimeType === 'image/gif';
  const sharp = await loadSharp();
  // The header only: a bomb is refused before decoding (invalid image dimensions); a header
  // that does not read as an image is the customer's "invalid file type".
  await readImageSize(bytes).catch((error: unknown) => {
    throw error instanceof AppError && error.errors[0]?.code === 'invalidImage'
      ? invalidType()
      : error;
  });
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, animated: isAnimated });
    const output =
      mimeType === 'image/jpeg'
        ? image.rotate().jpeg({ quality: 90 })
        : mimeType === 'image/png'
          ? image.png()
          : image.gif();
    return new Uint8Array(await output.toBuffer());
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidType();
  }
}

/**
 * The uploader's address as kept: the first 16 hex digits of its SHA-256 — enough to tell
 * addresses apart for the storage cap, not the address itself
 * (docs/decisions/014-order-limits-and-public-addresses.md).
 */
export function uploaderAddressKey(address: string): string {
  return createHash('sha256').update(address).digest('hex').slice(0, 16);
}

type UploadDeps = { db: Database; storage: FileStorage; now: () => Date };

/**
 * Refuses an upload that would take one address above `UPLOAD_BYTES_PER_ADDRESS` within a day:
 * a German 429 whose Retry-After is when the oldest counted upload leaves the window.
 */
async function assertWithinStorageCap(deps: UploadDeps, addressKey: string, bytes: number) {
  const now = deps.now();
  const since = new Date(now.getTime() - UNUSED_UPLOAD_LIFETIME_MS);
  const used = await uploadedSince(deps.db, addressKey, since);
  if (used.bytes + bytes <= UPLOAD_BYTES_PER_ADDRESS) return;
  const freedAt = (used.oldest ?? now).getTime() + UNUSED_UPLOAD_LIFETIME_MS;
  throw AppError.tooManyRequests(
    [{ code: 'too_many_requests', message: MESSAGES.uploadStorageLimited }],
    Math.max(1000, freedAt - now.getTime()),
  );
}

/**
 * Checks, stores and records one upload (spec §3 Upload, §5 Uploads). A customer's upload carries
 * the address (storage cap, swept when unused); a staff upload of the library (`null`) does not
 * and stays until deleted (docs/decisions/045-uploads-library.md).
 */
export async function createUpload(
  deps: UploadDeps,
  body: CreateUploadBody,
  uploader: { address: string } | null,
): Promise<Upload> {
  return presentUpload(await storeUpload(deps, body, uploader));
}

/**
 * The checks every upload passes (spec §7 Upload, docs/budgets.md S9): a base64 data URL, not
 * empty, within the size limit, the type by content agreeing with `extension` (SVG refused), and
 * images re-encoded without metadata. Used by the customers' and staff uploads and by replacing a
 * library upload's file (PUT /api/uploads/{id}, decision 045).
 */
export async function checkUploadFile(
  data: string,
  extension: string,
  beforeTypeCheck: (size: number) => Promise<void> = async () => {},
): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const decoded = decodeDataUrl(data);
  if (decoded.byteLength === 0) throw invalid('uploadEmpty', MESSAGES.uploadEmpty);
  if (decoded.byteLength > MAX_UPLOAD_BYTES) throw tooLarge();
  await beforeTypeCheck(decoded.byteLength);
  const mimeType = detectUploadType(extension, decoded);
  if (!mimeType) throw invalidType();
  const bytes = RASTER_IMAGE_TYPES.has(mimeType) ? await reencodeImage(decoded, mimeType) : decoded;
  return { bytes, mimeType };
}

/** As createUpload, answering the stored row. */
export async function storeUpload(
  deps: UploadDeps,
  body: CreateUploadBody,
  uploader: { address: string } | null,
) {
  const addressKey = uploader ? uploaderAddressKey(uploader.address) : null;
  const extension = extensionOf(body.name);
  const { bytes, mimeType } = await checkUploadFile(body.data, extension, async (size) => {
    if (addressKey) await assertWithinStorageCap(deps, addressKey, size);
  });

  const upload = {
    // Random, not sequential: neither the id nor the hash tells anything about other uploads.
    id: randomBytes(16).toString('hex'),
    version: 1,
    extension,
    publicHash: randomBytes(16).toString('hex'), // 128 bits
    mimeType,
  };
  await deps.storage.put(fileKeys.upload(upload), bytes, mimeType);
  return insertUpload(deps.db, {
    ...upload,
    size: bytes.byteLength,
    name: cleanFileName(body.name),
    uploaderAddress: addressKey,
    createdAt: deps.now(),
    updatedAt: deps.now(),
  });
}

/**
 * Removes public uploads older than a day that no order uses, with their files
 * (docs/decisions/014-order-limits-and-public-addresses.md); returns how many went. Safe on every
 * instance at once: a row is deleted once, and a file already gone is simply not there.
 */
export async function removeUnusedUploads(
  deps: UploadDeps,
  options: { batch?: number } = {},
): Promise<number> {
  const before = new Date(deps.now().getTime() - UNUSED_UPLOAD_LIFETIME_MS);
  const batch = options.batch ?? 200;
  let removed = 0;
  for (;;) {
    const gone = await deleteUnusedUploads(deps.db, before, batch);
    for (const upload of gone) await deps.storage.delete(fileKeys.upload(upload));
    removed += gone.length;
    if (gone.length < batch) return removed;
  }
}

/** Runs `removeUnusedUploads` every `intervalMs` (main.ts, every instance) until stopped. */
export function startUnusedUploadSweeper(
  deps: UploadDeps,
  options: { intervalMs?: number; log?: { error(details: object, message: string): void } } = {},
): { stop(): void } {
  const timer = setInterval(
    () => {
      removeUnusedUploads(deps).catch((error: unknown) =>
        options.log?.error({ err: error }, 'removing unused uploads failed'),
      );
    },
    options.intervalMs ?? 60 * 60_000,
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** The customer's file name as kept for staff: no control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return Array.from(name.replace(/[\u0000-\u001f\u007f]/g, ''))
    .slice(0, 255)
    .join('');
}
