import {
  createUploadBodySchema,
  listQuerySchema,
  staffUploadSchema,
  updateUploadBodySchema,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditActorOf } from '../../../platform/audit/audit-log.ts';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { BODY_LIMITS } from '../../../platform/body-limits.ts';
import { checkedAfterBody, type ZodTypeProvider } from '../../../platform/openapi.ts';
import {
  createLibraryUpload,
  deleteLibraryUpload,
  getLibraryUpload,
  listLibraryUploads,
  UPLOAD_NOT_FOUND,
  updateLibraryUpload,
} from './uploads-library.service.ts';

// A path that is no upload id is the German 404 through the validator (decision 025).
const idParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, { error: UPLOAD_NOT_FOUND }),
});

// PUT checks its body first (a bad body is the 422 on any path), as when it read its id by hand.
const saveParams = checkedAfterBody(idParams.extend({}));
const oneUpload = { 200: z.object({ data: staffUploadSchema }) };

/**
 * The back-office upload library (spec §7 CRUD uploads, area `content`; decision 045): GET list
 * with where each is used, GET {id}, PUT {id} (rename, or replace the file with a new version),
 * DELETE {id} (409 while in use), and the staff upload
 * POST /api/uploads/library (POST /api/uploads is the customers' upload, spec §7 Upload).
 */
export async function registerUploadLibraryRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const canRead = { preHandler: requirePermission(app, 'content', 'read') };
  const canWrite = { preHandler: requirePermission(app, 'content', 'write') };
  const deps = app.deps;

  app.get(
    '/api/uploads',
    { ...canRead, schema: { querystring: listQuerySchema } },
    async (request) => ({
      data: await listLibraryUploads(deps, request.query),
    }),
  );

  app.get(
    '/api/uploads/:id',
    {
      ...canRead,
      schema: { params: idParams, response: oneUpload },
    },
    async (request) => ({ data: await getLibraryUpload(deps, request.params.id) }),
  );

  app.post(
    '/api/uploads/library',
    { ...canWrite, bodyLimit: BODY_LIMITS.files, schema: { body: createUploadBodySchema } },
    async (request, reply) => {
      const upload = await createLibraryUpload(deps, request.body, auditActorOf(request));
      return reply.status(201).send({ data: upload });
    },
  );

  app.put(
    '/api/uploads/:id',
    {
      ...canWrite,
      bodyLimit: BODY_LIMITS.files,
      schema: { params: saveParams, body: updateUploadBodySchema, response: oneUpload },
    },
    async (request) => ({
      data: await updateLibraryUpload(
        { ...deps, publicCache: app.publicCache },
        request.params.id,
        request.body,
        auditActorOf(request),
      ),
    }),
  );

  app.delete(
    '/api/uploads/:id',
    { ...canWrite, schema: { params: idParams, response: { 200: z.object({ data: z.null() }) } } },
    async (request) => {
      await deleteLibraryUpload(deps, request.params.id, auditActorOf(request));
      return { data: null };
    },
  );
}
