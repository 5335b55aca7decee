import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { uploads } from '../../../db/schema/index.ts';
import { byteRangeOf } from '../../../platform/byte-range.ts';
import { AppError } from '../../../platform/errors.ts';
import { fileKeys } from '../../../platform/file-storage.ts';
import { uploadPreview } from './uploads-library.service.ts';

/** `{id}-{version}.jpg`: the preview of an upload (spec §7). */
const PREVIEW_NAME = /^([A-Za-z0-9-]{1,64})-(\d{1,10})\.jpg$/;

/** `{id}-{version}.{extension}`; upload ids are UUIDs and contain '-' themselves. */
const FILE_NAME = /^([A-Za-z0-9-]{1,64})-(\d{1,10})\.([a-z0-9]{1,8})$/;

/** Types a browser may show inline; anything else (SVG, HTML, office files) is a download. */
const INLINE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  // Films play in the page (signage video segments, decision 055 "Videos").
  'video/mp4',
  'video/webm',
]);

/** Types answered in byte ranges (RFC 9110 §14), for video elements. */
const RANGED_TYPES = new Set(['video/mp4', 'video/webm', 'video/mpeg']);

const NOT_FOUND = 'Die Datei wurde nicht gefunden.';

/**
 * An older version's URL (a replaced file, PUT /api/uploads/{id}, decision 045) leads to the
 * current one: a saved page version or an open editor may still name it. Not cached, so the
 * next replacement is followed too; the current URL itself stays immutable.
 */
function sendToCurrentVersion(
  reply: FastifyReply,
  upload: { id: string; version: number; extension: string; publicHash: string },
  kind: 'file' | 'preview',
) {
  const target =
    kind === 'file'
      ? `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`
      : `/upload/${upload.publicHash}/preview/${upload.id}-${upload.version}.jpg`;
  reply.header('Cache-Control', 'no-cache');
  return reply.redirect(target, 302);
}

/**
 * GET /upload/{publicHash}/{id}-{version}.{extension} (spec §7): read-only serving of an upload.
 * The public hash (≥ 128 random bits) must match the upload, so an id alone reveals nothing.
 * Creating uploads belongs to the back-office and extends this module.
 */
export async function registerUploadRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { publicHash: string; file: string } }>(
    '/upload/:publicHash/:file',
    async (request, reply) => {
      const { publicHash, file } = request.params;
      const match = FILE_NAME.exec(file);
      if (!match || !/^[A-Za-z0-9]{16,128}$/.test(publicHash)) throw AppError.notFound(NOT_FOUND);
      const [, id, version, extension] = match;
      const [upload] = await app.deps.db
        .select()
        .from(uploads)
        .where(eq(uploads.publicHash, publicHash));
      if (upload && upload.id === id && Number(version) < upload.version) {
        return sendToCurrentVersion(reply, upload, 'file');
      }
      if (
        !upload ||
        upload.id !== id ||
        upload.version !== Number(version) ||
        upload.extension !== extension
      ) {
        throw AppError.notFound(NOT_FOUND);
      }
      const stored = await app.deps.storage.get(fileKeys.upload(upload));
      if (!stored) throw AppError.notFound(NOT_FOUND);
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      if (!INLINE_TYPES.has(upload.mimeType)) reply.header('Content-Disposition', 'attachment');
      const bytes = Buffer.from(stored.bytes);
      if (!RANGED_TYPES.has(upload.mimeType)) return reply.type(upload.mimeType).send(bytes);
      // Films answer byte ranges (a TV's video element starts, seeks and loops with them;
      // decision 055 "Videos"); they are not compressed, so a range is of the stored bytes.
      reply.header('Accept-Ranges', 'bytes');
      const range = byteRangeOf(request.headers.range, bytes.length);
      if (range === 'unsatisfiable') {
        reply.removeHeader('Cache-Control'); // a refusal is not the film: never kept
        return reply.status(416).header('Content-Range', `bytes */${bytes.length}`).send();
      }
      if (range === null) return reply.type(upload.mimeType).send(bytes);
      return reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .type(upload.mimeType)
        .send(bytes.subarray(range.start, range.end + 1));
    },
  );

  // spec §7 preview: a JPEG of an image, a tile with the type for other files (decision 045).
  app.get<{ Params: { publicHash: string; file: string } }>(
    '/upload/:publicHash/preview/:file',
    async (request, reply) => {
      const { publicHash, file } = request.params;
      const match = PREVIEW_NAME.exec(file);
      if (!match || !/^[A-Za-z0-9]{16,128}$/.test(publicHash)) throw AppError.notFound(NOT_FOUND);
      const [, id, version] = match;
      const [upload] = await app.deps.db
        .select()
        .from(uploads)
        .where(eq(uploads.publicHash, publicHash));
      if (upload && upload.id === id && Number(version) < upload.version) {
        return sendToCurrentVersion(reply, upload, 'preview');
      }
      if (!upload || upload.id !== id || upload.version !== Number(version)) {
        throw AppError.notFound(NOT_FOUND);
      }
      const bytes = await uploadPreview(app.deps, upload);
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return reply.type('image/jpeg').send(Buffer.from(bytes));
    },
  );
}
