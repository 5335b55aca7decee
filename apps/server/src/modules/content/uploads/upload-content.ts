import { DEFAULT_UPLOAD_EXTENSIONS, fillMessage, MAX_IMAGE_PIXELS, MESSAGES } from '@shop/domain';
import { AppError } from '../../../platform/errors.ts';
import { loadSharp } from '../../../platform/sharp.ts';

/**
 * Upload types by content (docs/budgets.md S9): the customer's file name only says what the file claims
 * to be; the first bytes must agree. SVG is refused outright: it can carry scripts, and the spec
 * allows refusing instead of sanitising.
 */

type TypeRule = { readonly mimeType: string; readonly matches: (bytes: Uint8Array) => boolean };

const REFUSED_EXTENSIONS: ReadonlySet<string> = new Set(['svg']);

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const isJpeg = (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xd8, 0xff]);
const isPng = (bytes: Uint8Array) =>
  startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isGif = (bytes: Uint8Array) =>
  startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));
const isPdf = (bytes: Uint8Array) => startsWith(bytes, ascii('%PDF-'));
const isZip = (bytes: Uint8Array) =>
  startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]);
/** Compound File Binary (OLE2): the container of .doc, .xls and .ppt. */
const isOle = (bytes: Uint8Array) =>
  startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const isMp4 = (bytes: Uint8Array) => startsWith(bytes, ascii('ftyp'), 4);
const isWebm = (bytes: Uint8Array) => startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]);
/** MPEG program stream or video elementary stream. */
const isMpeg = (bytes: Uint8Array) =>
  startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3]);

/** An Office Open XML package lists its main folder ("word/", "xl/", "ppt/") in the zip directory. */
const isOfficeXml = (folder: string) => (bytes: Uint8Array) =>
  isZip(bytes) &&
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(`${folder}/`);

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** Plain text: valid UTF-8 without NUL or other control characters except tab, CR, LF, FF. */
function isText(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) {
      return false;
    }
    if (byte === 0x7f) return false;
  }
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const RULES: Readonly<Record<string, TypeRule>> = {
  jpg: { mimeType: 'image/jpeg', matches: isJpeg },
  jpeg: { mimeType: 'image/jpeg', matches: isJpeg },
  png: { mimeType: 'image/png', matches: isPng },
  gif: { mimeType: 'image/gif', matches: isGif },
  pdf: { mimeType: 'application/pdf', matches: isPdf },
  zip: { mimeType: 'application/zip', matches: isZip },
  doc: { mimeType: 'application/msword', matches: isOle },
  xls: { mimeType: 'application/vnd.ms-excel', matches: isOle },
  ppt: { mimeType: 'application/vnd.ms-powerpoint', matches: isOle },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: isOfficeXml('word'),
  },
  xlsx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    matches: isOfficeXml('xl'),
  },
  pptx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    matches: isOfficeXml('ppt'),
  },
  mp4: { mimeType: 'video/mp4', matches: isMp4 },
  webm: { mimeType: 'video/webm', matches: isWebm },
  mpeg: { mimeType: 'video/mpeg', matches: isMpeg },
  txt: { mimeType: 'text/plain', matches: isText },
  csv: { mimeType: 'text/csv', matches: isText },
};

const isWebp = (bytes: Uint8Array) =>
  startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);

/** Back-office images: JPEG, PNG, GIF and WebP, checked by their first bytes. */
const IMAGE_RULES: Readonly<Record<string, TypeRule>> = {
  jpg: RULES.jpg!,
  jpeg: RULES.jpeg!,
  png: RULES.png!,
  gif: RULES.gif!,
  webp: { mimeType: 'image/webp', matches: isWebp },
};

/** The MIME type of a back-office image when its bytes are what the extension claims; else null. */
export function detectImageType(extension: string, bytes: Uint8Array): string | null {
  if (!Object.hasOwn(IMAGE_RULES, extension)) return null;
  const rule = IMAGE_RULES[extension];
  return rule?.matches(bytes) ? rule.mimeType : null;
}

/** The extensions the server stores: spec §5's default list without SVG. */
export const STORED_UPLOAD_EXTENSIONS: readonly string[] = DEFAULT_UPLOAD_EXTENSIONS.filter(
  (extension) => !REFUSED_EXTENSIONS.has(extension) && extension in RULES,
);

/** Raster images that are decoded, capped in pixels and re-encoded without metadata. */
export const RASTER_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
]);

/** The lower-case extension of a file name, or '' without one. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The MIME type of the bytes when they are what the extension claims; null otherwise. */
export function detectUploadType(extension: string, bytes: Uint8Array): string | null {
  if (REFUSED_EXTENSIONS.has(extension) || !Object.hasOwn(RULES, extension)) return null;
  const rule = RULES[extension];
  return rule?.matches(bytes) ? rule.mimeType : null;
}

const imageError = (code: string, message: string) =>
  AppError.invalid([{ code, message, field: 'data' }]);

/**
 * Width and height from the header only (docs/budgets.md S9): a decompression bomb is refused with the
 * German "invalid image dimensions" text before a single pixel is decoded.
 */
export async function readImageSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  let width = 0;
  let height = 0;
  try {
    ({ width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw imageError('invalidImage', MESSAGES.invalidImage);
  }
  if (width === 0 || height === 0) throw imageError('invalidImage', MESSAGES.invalidImage);
  if (width * height > MAX_IMAGE_PIXELS) {
    throw imageError(
      'invalidImageDimensions',
      fillMessage(MESSAGES.invalidImageDimensions, {
        pixels: (width * height).toLocaleString('de-DE'),
        maxPixels: MAX_IMAGE_PIXELS.toLocaleString('de-DE'),
      }),
    );
  }
  return { width, height };
}
