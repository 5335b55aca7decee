import { imageUpdateInputSchema, imageUploadInputSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { auditActorOf } from '../../../platform/audit/audit-log.ts';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { BODY_LIMITS } from '../../../platform/body-limits.ts';
import {
  idParamOf,
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
export async function registerImageAdminRoutes(app: FastifyInstance): Promise<void> {
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

  app.put('/api/images/:id', canWrite, async (request) => {
    const id = idParamOf(request, imagesResource.notFoundMessage);
    const input = parseInput(imageUpdateInputSchema, request.body);
    return { data: await updateImage(deps, id, input, auditActorOf(request)) };
  });
}
