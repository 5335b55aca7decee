import { imageUpdateInputSchema, imageUploadInputSchema, staffImageSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditActorOf } from '../../../platform/audit/audit-log.ts';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { BODY_LIMITS } from '../../../platform/body-limits.ts';
import { idParamsSchema, type ZodTypeProvider } from '../../../platform/openapi.ts';
import {
  registerResourceRoutes,
  resourceDepsOf,
} from '../../../platform/resources/resource.routes.ts';
import { parseInput } from '../../../platform/validation.ts';
import { imagesResource } from './images.resource.ts';
import { type ImageDeps, updateImage, uploadImage } from './images-upload.service.ts';

/**
 * The back-office image library (spec §7 CRUD images): list with search, get, options and delete
 * (409 while in use) from the resource layer; upload and edit (focal point, crop) here.
 */
export async function registerImageAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const pending = new Set<Promise<void>>();
  const deps: ImageDeps = {
    ...resourceDepsOf(app),
    background: (task) => {
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },
    logError: (error) => app.log.error({ err: error }, 'image variants failed'),
  };
  // Variants still being made finish before the database closes (tests, graceful shutdown).
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });
  const canWrite = {
    preHandler: requirePermission(app, 'catalogue', 'write'),
    bodyLimit: BODY_LIMITS.files,
  };
  registerResourceRoutes(app, imagesResource, { except: ['create', 'update'] });

  app.post('/api/images', canWrite, async (request, reply) => {
    const input = parseInput(imageUploadInputSchema, request.body);
    const image = await uploadImage(deps, input, auditActorOf(request));
    deps.publicCache.invalidate();
    return reply.status(201).send({ data: image });
  });

  // A path that names no image is the German 404 through the validator, after the login check
  // and before the body (docs/decisions/025); an unknown id is found out after the body.
  app.put(
    '/api/images/:id',
    {
      ...canWrite,
      schema: {
        params: idParamsSchema(imagesResource.notFoundMessage),
        body: imageUpdateInputSchema,
        response: { 200: z.object({ data: staffImageSchema }) },
      },
    },
    async (request) => ({
      data: await updateImage(deps, request.params.id, request.body, auditActorOf(request)),
    }),
  );
}
