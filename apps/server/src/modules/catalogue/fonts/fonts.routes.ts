import { IMAGE_TEMPLATE_MESSAGES } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors.ts';
import { fontFamilies, fontFile, fontStylesheet } from './font-files.ts';

const YEAR = 'public, max-age=31536000, immutable';
const STYLESHEET = /^style-([a-z0-9]+)\.embed\.css$/;

/** spec §7 GET /api/fonts and the self-hosted font stylesheets and files (decision 039). */
export async function registerFontRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/fonts', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { data: fontFamilies() };
  });

  app.get<{ Params: { family: string; file: string } }>(
    '/fonts/google/:family/:file',
    async (request, reply) => {
      const variant = STYLESHEET.exec(request.params.file)?.[1];
      const css = variant ? fontStylesheet(request.params.family, variant) : null;
      if (!css) throw AppError.notFound(IMAGE_TEMPLATE_MESSAGES.unknownFont);
      reply.header('content-type', 'text/css; charset=utf-8');
      reply.header('cache-control', 'public, max-age=604800');
      return reply.send(await css);
    },
  );

  app.get<{ Params: { file: string } }>('/fonts/files/:file', async (request, reply) => {
    const file = await fontFile(request.params.file);
    if (!file) throw AppError.notFound(IMAGE_TEMPLATE_MESSAGES.unknownFont);
    reply.header('content-type', file.mimeType);
    reply.header('cache-control', YEAR);
    return reply.send(file.bytes);
  });
}
