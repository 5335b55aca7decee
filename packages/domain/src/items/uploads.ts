import type { Upload } from '../contracts/entities.ts';
import type { PartType } from '../contracts/enums.ts';
import { fillMessage, MESSAGES } from '../messages.ts';

/** spec §5 Uploads: image parts accept these extensions. */
export const IMAGE_UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** spec §5 Uploads: the default accepted list for file parts. */
export const DEFAULT_UPLOAD_EXTENSIONS = [
  'txt',
  'csv',
  'gif',
  'jpg',
  'jpeg',
  'png',
  'svg',
  'mp4',
  'mpeg',
  'webm',
  'zip',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
] as const;

/** The file extensions a part accepts (none for non-upload parts). */
export function acceptedUploadExtensions(partType: PartType): readonly string[] {
  if (partType === 'image' || partType === 'images') return IMAGE_UPLOAD_EXTENSIONS;
  if (partType === 'file' || partType === 'files') return DEFAULT_UPLOAD_EXTENSIONS;
  return [];
}

/** True when a file name's extension (case-insensitive) is accepted by the part type. */
export function isUploadAccepted(partType: PartType, fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return acceptedUploadExtensions(partType).includes(extension);
}

/** spec §5: multiple uploads only for images/files parts. */
export function allowsMultipleUploads(partType: PartType): boolean {
  return partType === 'images' || partType === 'files';
}

/** Largest upload the server accepts, in bytes (ours: 10 MB; spec §5 "invalid file type or size"). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Public uploads that no order uses are removed after this long (ours: a day; a cart is ordered
 * or given up by then), and one address may store at most `UPLOAD_BYTES_PER_ADDRESS` within it
 * (docs/decisions/014-order-limits-and-public-addresses.md).
 */
export const UNUSED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const UPLOAD_BYTES_PER_ADDRESS = 50 * 1024 * 1024;

/** The `accept` attribute of a part's file input, e.g. ".jpg,.jpeg,.png,.gif" (spec §5). */
export function uploadAcceptAttribute(partType: PartType): string {
  return acceptedUploadExtensions(partType)
    .map((extension) => `.${extension}`)
    .join(',');
}

/** spec §8: the upload failure alert for a file name (the name is shown as text, never as HTML). */
export function uploadFailureMessage(fileName: string): string {
  return fillMessage(MESSAGES.uploadFailed, { name: fileName });
}

/** What a cart part value refers to: a stored upload and the customer's file name. */
export type UploadReference = {
  readonly id: string;
  readonly version: number;
  readonly extension: string;
  readonly publicHash: string;
  readonly name: string;
};

/**
 * The part value of an uploaded file (spec §3 "parts (selected values per part index)"): its public
 * path of spec §7, `/upload/{publicHash}/{id}-{version}.{extension}`, with the customer's file name
 * as the `name` query parameter so the cart and the order can show it.
 */
export function uploadReference(
  upload: Pick<Upload, 'id' | 'version' | 'extension' | 'publicHash'>,
  name: string,
): string {
  const path = `/upload/${encodeURIComponent(upload.publicHash)}/${encodeURIComponent(upload.id)}-${upload.version}.${encodeURIComponent(upload.extension)}`;
  return `${path}?name=${encodeURIComponent(name)}`;
}

const REFERENCE = /^\/upload\/([^/?#]+)\/([^/?#]+)-(\d+)\.([a-z0-9]+)(?:\?name=([^#&]*))?$/i;

/** Reads a part value written by `uploadReference`; null for anything else. */
export function parseUploadReference(reference: string): UploadReference | null {
  const match = REFERENCE.exec(reference);
  if (!match) return null;
  const [, publicHash = '', id = '', version = '', extension = '', name] = match;
  try {
    const decodedId = decodeURIComponent(id);
    const fallbackName = `${decodedId}.${extension}`;
    return {
      publicHash: decodeURIComponent(publicHash),
      id: decodedId,
      version: Number(version),
      extension: extension.toLowerCase(),
      name: name ? decodeURIComponent(name) || fallbackName : fallbackName,
    };
  } catch {
    return null; // malformed percent-encoding
  }
}
