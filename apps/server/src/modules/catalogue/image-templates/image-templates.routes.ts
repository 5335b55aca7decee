import { businessDayOf, IMAGE_TEMPLATE_MESSAGES, imageTemplateInputSchema } from '@shop/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { AppError } from '../../../platform/errors.ts';
import { idParamOf, registerResourceRoutes } from '../../../platform/resources/resource.routes.ts';
import { parseInput } from '../../../platform/validation.ts';
import { getPublicConfig } from '../../settings/config/config.service.ts';
import { imageTemplatesResource, loadImageTemplates } from './image-templates.resource.ts';
import { type RenderableTemplate, type RenderFormat, renderTemplate } from './template-render.ts';

const FORMATS: Record<string, RenderFormat> = { png: 'png', webp: 'webp' };

/**
 * spec §7 CRUD /api/image-templates and GET /api/image-templates/{id}/layers, plus the render
 * of a template (decision 039): `GET …/{id}/image.png|webp` (`?download=1` as a file) and
 * `POST /api/image-templates/preview.png` for the editor's live preview of unsaved values.
 */
export async function registerImageTemplateRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;
  const canRead = { preHandler: requirePermission(app, 'catalogue', 'read') };
  registerResourceRoutes(app, imageTemplatesResource);

  async function render(reply: FastifyReply, template: RenderableTemplate, format: RenderFormat) {
    const { timeZone } = await getPublicConfig(db);
    const picture = await renderTemplate(
      { db, storage },
      template,
      format,
      businessDayOf(app.deps.now(), timeZone),
    );
    reply.header('content-type', `image/${format}`);
    reply.header('cache-control', 'no-store');
    return picture;
  }

  async function templateOf(id: number) {
    const [template] = await loadImageTemplates(db, [id]);
    if (!template) throw AppError.notFound(IMAGE_TEMPLATE_MESSAGES.notFound);
    return template;
  }

  app.get('/api/image-templates/:id/layers', canRead, async (request) => {
    const template = await templateOf(idParamOf(request, IMAGE_TEMPLATE_MESSAGES.notFound));
    return { data: template.layers };
  });

  app.get<{ Params: { id: string; format: string }; Querystring: { download?: string } }>(
    '/api/image-templates/:id/image.:format',
    canRead,
    async (request, reply) => {
      const format = FORMATS[request.params.format];
      if (!format) throw AppError.notFound(IMAGE_TEMPLATE_MESSAGES.notFound);
      const template = await templateOf(idParamOf(request, IMAGE_TEMPLATE_MESSAGES.notFound));
      if (request.query.download === '1') {
        reply.header(
          'content-disposition',
          `attachment; filename="${template.identifier}.${format}"`,
        );
      }
      return reply.send(await render(reply, template, format));
    },
  );

  app.post('/api/image-templates/preview.png', canRead, async (request, reply) => {
    const input = parseInput(imageTemplateInputSchema, request.body);
    return reply.send(await render(reply, input, 'png'));
  });
}
