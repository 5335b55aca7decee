import {
  businessDayOf,
  IMAGE_TEMPLATE_MESSAGES,
  imageTemplateInputSchema,
  templateLayerSchema,
} from '@shop/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { AppError } from '../../../platform/errors.ts';
import { idParamsSchema, type ZodTypeProvider } from '../../../platform/openapi.ts';
import { registerResourceRoutes } from '../../../platform/resources/resource.routes.ts';
import { parseInput } from '../../../platform/validation.ts';
import { getPublicConfig } from '../../settings/config/config.service.ts';
import { imageTemplatesResource, loadImageTemplates } from './image-templates.resource.ts';
import { type RenderableTemplate, type RenderFormat, renderTemplate } from './template-render.ts';

const notFound = { error: IMAGE_TEMPLATE_MESSAGES.notFound };
// A path that names no template (or no picture format) is the German 404 through the validator,
// after the login check (docs/decisions/025).
const templateParams = idParamsSchema(IMAGE_TEMPLATE_MESSAGES.notFound);
const pictureParams = templateParams.extend({
  format: z.enum(['png', 'webp'], notFound),
});

/**
 * spec §7 CRUD /api/image-templates and GET /api/image-templates/{id}/layers, plus the render
 * of a template (decision 039): `GET …/{id}/image.png|webp` (`?download=1` as a file) and
 * `POST /api/image-templates/preview.png` for the editor's live preview of unsaved values.
 */
export async function registerImageTemplateRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
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

  app.get(
    '/api/image-templates/:id/layers',
    {
      ...canRead,
      schema: {
        params: templateParams,
        response: { 200: z.object({ data: z.array(templateLayerSchema) }) },
      },
    },
    async (request) => ({ data: (await templateOf(request.params.id)).layers }),
  );

  app.get(
    '/api/image-templates/:id/image.:format',
    { ...canRead, schema: { params: pictureParams } },
    async (request, reply) => {
      const { id, format } = request.params;
      const template = await templateOf(id);
      if ((request.query as { download?: unknown }).download === '1') {
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
