import {
  type CreateUploadBody,
  type ListQuery,
  MAX_IMAGE_PIXELS,
  type Paged,
  type StaffUpload,
  type UpdateUploadBody,
  type UploadUsage,
  uploadInUseMessage,
} from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import { uploads } from '../../../db/schema/index.ts';
import { type AuditActor, writeAuditLog } from '../../../platform/audit/audit-log.ts';
import type { Database } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { type FileStorage, fileKeys } from '../../../platform/file-storage.ts';
import { loadSharp } from '../../../platform/sharp.ts';
import { extensionOf } from './upload-content.ts';
import {
  deleteUploadRow,
  findLibraryPage,
  findLibraryUpload,
  findUploadUsages,
  markPreviewStored,
  pointReferencesAt,
  type UploadRow,
} from './uploads.repository.ts';
import { checkUploadFile, cleanFileName, storeUpload } from './uploads.service.ts';

/**
 * The back-office upload library (spec §1 uploads, §7 CRUD uploads and the preview path;
 * docs/decisions/045-uploads-library.md): list with where each upload is used, staff upload,
 * delete refused while in use, the preview JPEG.
 */

type LibraryDeps = { db: Database; storage: FileStorage; now: () => Date };
/** Writers that change what customers see also drop the shared public reads (init, pages). */
type LibraryWriteDeps = LibraryDeps & { publicCache: { invalidate(): void } };

export const UPLOAD_NOT_FOUND = 'Die Datei wurde nicht gefunden.';

/** The preview's longest side in pixels: a list thumbnail at twice its CSS size. */
const PREVIEW_SIZE = 320;

/** Types sharp decodes for a preview; anything else gets a tile with its file type. */
const PREVIEW_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

const filePath = (row: UploadRow) =>
  `/upload/${row.publicHash}/${row.id}-${row.version}.${row.extension}`;

/** spec §7 preview path of an upload. */
export const previewPath = (row: Pick<UploadRow, 'publicHash' | 'id' | 'version'>) =>
  `/upload/${row.publicHash}/preview/${row.id}-${row.version}.jpg`;

export function presentStaffUpload(row: UploadRow, usages: UploadUsage[]): StaffUpload {
  return {
    id: row.id,
    version: row.version,
    extension: row.extension,
    publicHash: row.publicHash,
    mimeType: row.mimeType,
    name: row.name ?? `${row.id}.${row.extension}`,
    size: row.size,
    urls: { file: filePath(row), preview: previewPath(row) },
    usages,
    createdAt: row.createdAt.toISOString(),
  };
}

async function present(db: Database, rows: UploadRow[]): Promise<StaffUpload[]> {
  const usages = await findUploadUsages(db, rows);
  return rows.map((row) => presentStaffUpload(row, usages.get(row.id) ?? []));
}

export async function listLibraryUploads(
  deps: LibraryDeps,
  query: ListQuery,
): Promise<Paged<StaffUpload>> {
  const { rows, total } = await findLibraryPage(deps.db, query);
  return { items: await present(deps.db, rows), total, page: query.page, pageSize: query.pageSize };
}

export async function getLibraryUpload(deps: LibraryDeps, id: string): Promise<StaffUpload> {
  const row = await findLibraryUpload(deps.db, id);
  if (!row) throw AppError.notFound(UPLOAD_NOT_FOUND);
  const [upload] = await present(deps.db, [row]);
  if (!upload) throw AppError.notFound(UPLOAD_NOT_FOUND);
  return upload;
}

/** A staff upload into the library: the same checks as a customer's, no address, audit-logged. */
export async function createLibraryUpload(
  deps: LibraryDeps,
  body: CreateUploadBody,
  actor: AuditActor,
): Promise<StaffUpload> {
  const row = await storeUpload(deps, body, null);
  const upload = presentStaffUpload(row, []);
  await writeAuditLog(deps.db, {
    actor,
    entity: 'upload',
    entityId: row.id,
    action: 'create',
    before: null,
    after: upload,
    at: deps.now(),
  });
  return upload;
}

/**
 * PUT /api/uploads/{id} (spec §7 CRUD uploads, decision 045): `name` renames; `data` replaces
 * the file with a new version under the same id, checked like any upload. Every page, block and
 * navigation entry naming the upload is pointed at the new version (its URLs are cached forever,
 * so new bytes need a new URL); the old version's file and preview go after the commit, and the
 * file route sends an old version's URL on to the current one. Customers' uploads are not in the
 * library: 404 as for GET and DELETE.
 */
export async function updateLibraryUpload(
  deps: LibraryWriteDeps,
  id: string,
  body: UpdateUploadBody,
  actor: AuditActor,
): Promise<StaffUpload> {
  const row = await findLibraryUpload(deps.db, id);
  if (!row) throw AppError.notFound(UPLOAD_NOT_FOUND);
  const [before] = await present(deps.db, [row]);
  if (!before) throw AppError.notFound(UPLOAD_NOT_FOUND);
  let file: { bytes: Uint8Array; mimeType: string; extension: string } | null = null;
  if (body.data !== undefined) {
    const extension = body.name !== undefined ? extensionOf(body.name) : row.extension;
    file = { ...(await checkUploadFile(body.data, extension)), extension };
  }
  const next = file
    ? { ...row, version: row.version + 1, extension: file.extension, mimeType: file.mimeType }
    : row;
  // The new version's file first: the row points at it only once it exists (as images do).
  if (file) await deps.storage.put(fileKeys.upload(next), file.bytes, file.mimeType);
  const after = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(uploads)
      .set({
        ...(body.name !== undefined ? { name: cleanFileName(body.name).trim() } : {}),
        ...(file
          ? {
              version: next.version,
              extension: next.extension,
              mimeType: next.mimeType,
              size: file.bytes.byteLength,
              hasPreview: false,
            }
          : {}),
        updatedAt: deps.now(),
      })
      // Only the version read above: a parallel replace makes this one a 404, not a lost file.
      .where(and(eq(uploads.id, id), eq(uploads.version, row.version)))
      .returning();
    if (!updated) return null;
    if (file) await pointReferencesAt(tx, updated);
    const [upload] = await present(tx, [updated]);
    if (!upload) return null;
    await writeAuditLog(tx, {
      actor,
      entity: 'upload',
      entityId: id,
      action: 'update',
      before,
      after: upload,
      at: deps.now(),
    });
    return upload;
  });
  if (!after) {
    if (file) await deps.storage.delete(fileKeys.upload(next));
    throw AppError.notFound(UPLOAD_NOT_FOUND);
  }
  if (file) {
    await deps.storage.delete(fileKeys.upload(row));
    await deps.storage.delete(fileKeys.uploadPreview(row));
  }
  deps.publicCache.invalidate();
  return after;
}

/** Deletes an upload and its files; a German 409 naming every place it is still used. */
export async function deleteLibraryUpload(
  deps: LibraryDeps,
  id: string,
  actor: AuditActor,
): Promise<void> {
  const before = await getLibraryUpload(deps, id);
  if (before.usages.length > 0) {
    throw AppError.conflict(uploadInUseMessage(before.usages), 'in_use');
  }
  const isDeleted = await deps.db.transaction(async (tx) => {
    if (!(await deleteUploadRow(tx, id))) return false;
    await writeAuditLog(tx, {
      actor,
      entity: 'upload',
      entityId: id,
      action: 'delete',
      before,
      after: null,
      at: deps.now(),
    });
    return true;
  });
  if (!isDeleted) throw AppError.notFound(UPLOAD_NOT_FOUND);
  // Files go through the storage's own connection: after the commit (as images do).
  await deps.storage.delete(fileKeys.upload(before));
  await deps.storage.delete(fileKeys.uploadPreview(before));
}

/** A tile for a file sharp cannot draw (PDF, office files, video): its type in large letters. */
function typeTileSvg(extension: string): string {
  const label =
    extension
      .replace(/[^a-z0-9]/gi, '')
      .toUpperCase()
      .slice(0, 5) || 'DATEI';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_SIZE}" height="${PREVIEW_SIZE}">
<rect width="100%" height="100%" fill="#eef1f4"/>
<path d="M108 56h76l44 44v128a8 8 0 0 1-8 8H108a8 8 0 0 1-8-8V64a8 8 0 0 1 8-8z" fill="#fff" stroke="#8a94a3" stroke-width="4"/>
<path d="M184 56v44h44" fill="none" stroke="#8a94a3" stroke-width="4"/>
<text x="160" y="286" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#2f3a4a">${label}</text>
</svg>`;
}

/**
 * The preview JPEG of an upload (spec §7): an image scaled to 320 px on its longest side on a
 * white ground; for a PDF or any other file a tile with its type (decision 045: no maintained PDF
 * renderer runs here without native dependencies). Made once, then kept in the file storage.
 */
export async function uploadPreview(deps: LibraryDeps, row: UploadRow): Promise<Uint8Array> {
  const key = fileKeys.uploadPreview(row);
  if (row.hasPreview) {
    const stored = await deps.storage.get(key);
    if (stored) return stored.bytes;
  }
  const sharp = await loadSharp();
  let bytes: Uint8Array | null = null;
  if (PREVIEW_IMAGE_TYPES.has(row.mimeType)) {
    const original = await deps.storage.get(fileKeys.upload(row));
    if (!original) throw AppError.notFound(UPLOAD_NOT_FOUND);
    bytes = await sharp(original.bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer))
      .catch(() => null);
  }
  bytes ??= new Uint8Array(
    await sharp(Buffer.from(typeTileSvg(row.extension)))
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
  await deps.storage.put(key, bytes, 'image/jpeg');
  await markPreviewStored(deps.db, row.id);
  return bytes;
}
