import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../../platform/errors.ts';
import { isImageVariant } from './image-variants.ts';
import { readImageFile } from './images.service.ts';

/** spec §7 /image/{id}-{version}.{extension} and its named variants; immutable by URL. */
export async function registerImageRoutes(app: FastifyInstance): Promise<void> {
  const send = async (reply: FastifyReply, fileName: string, variant: string | null) => {
    if (variant !== null && !isImageVariant(variant)) throw AppError.notFound();
    const file = await readImageFile(app.deps.db, app.deps.storage, fileName, variant);
    if (!file) throw AppError.notFound('Das Bild wurde nicht gefunden.');
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return reply.type(file.mimeType).send(Buffer.from(file.bytes));
  };

  app.get<{ Params: { file: string } }>('/image/:file', (request, reply) =>
    send(reply, request.params.file, null),
  );
  app.get<{ Params: { variant: string; file: string } }>(
    '/image/:variant/:file',
    (request, reply) => send(reply, request.params.file, request.params.variant),
  );
  app.get<{ Params: { variant: string; file: string } }>(
    '/image/custom/:variant/:file',
    (request, reply) => send(reply, request.params.file, `custom/${request.params.variant}`),
  );
}
