import type { PartType } from '../contracts/enums.ts';

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
