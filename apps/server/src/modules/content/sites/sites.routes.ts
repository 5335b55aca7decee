import {
  CONTENT_MESSAGES,
  type SiteInput,
  type SiteVersion,
  siteInputSchema,
  siteTypeSchema,
  siteVersionSchema,
  staffSiteSchema,
} from '@shop/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { siteVersions } from '../../../db/schema/index.ts';
import { auditActorOf } from '../../../platform/audit/audit-log.ts';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  checkedAfterBody,
  idParamsSchema,
  type ZodTypeProvider,
} from '../../../platform/openapi.ts';
import {
  registerResourceRoutes,
  resourceDepsOf,
} from '../../../platform/resources/resource.routes.ts';
import {
  createResource,
  getResource,
  updateResource,
} from '../../../platform/resources/resource.service.ts';
import { presentSiteDraft } from '../content.presenter.ts';
import { sanitizeSiteBody } from '../content-save.ts';
import { SITE_NOT_FOUND, sitesResource, sitesResourceFor } from './sites.resource.ts';

type VersionRow = typeof siteVersions.$inferSelect;

function presentVersion(row: VersionRow): SiteVersion {
  return {
    id: row.id,
    siteId: row.siteId,
    version: row.version,
    path: row.path,
    title: row.title,
    type: siteTypeSchema.catch('default').parse(row.type),
    isPublic: row.isPublic,
    content: { body: row.content?.body ?? '' },
    createdAt: row.createdAt.toISOString(),
    userEmail: row.userEmail,
  };
}

// Paths that name no site or version: the German 404 through the validator, after the login
// check (docs/decisions/025). A save checks its body first (a bad body is the 422 on any path).
const siteParams = idParamsSchema(SITE_NOT_FOUND);
const saveParams = checkedAfterBody(idParamsSchema(SITE_NOT_FOUND));
const versionId = idParamsSchema(CONTENT_MESSAGES.versionNotFound).shape.id;
const versionParams = z.object({ id: versionId, versionId });
const oneSite = { 200: z.object({ data: staffSiteSchema }) };

/**
 * spec §7 CRUD sites, plus "Versionen" (decision 029): GET {id}/versions lists every saved
 * version, newest first; POST {id}/versions/{versionId}/restore saves that version's content as
 * the newest one (audit-logged like any save).
 */
export async function registerSiteRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const deps = resourceDepsOf(app);
  registerResourceRoutes(app, sitesResource, { except: ['create', 'update'] });
  const canRead = { preHandler: requirePermission(app, 'content', 'read') };
  const canWrite = { preHandler: requirePermission(app, 'content', 'write') };

  app.post(
    '/api/sites',
    { ...canWrite, schema: { body: siteInputSchema } },
    async (request, reply) => {
      const actor = auditActorOf(request);
      const site = await createResource(deps, sitesResourceFor(actor), request.body, actor);
      return reply.status(201).send({ data: site });
    },
  );

  // The editor's "Vorschau" of unsaved changes (decision 048): validated and sanitised exactly as a
  // save, presented as the storefront reads a page, and not stored anywhere.
  app.post(
    '/api/sites/preview',
    { ...canWrite, schema: { body: siteInputSchema } },
    async (request) => ({
      data: presentSiteDraft(request.body, sanitizeSiteBody(request.body.content.body)),
    }),
  );

  app.put(
    '/api/sites/:id',
    { ...canWrite, schema: { params: saveParams, body: siteInputSchema, response: oneSite } },
    async (request) => {
      const actor = auditActorOf(request);
      const { id } = request.params;
      return { data: await updateResource(deps, sitesResourceFor(actor), id, request.body, actor) };
    },
  );

  const versions = { 200: z.object({ data: z.array(siteVersionSchema) }) };
  app.get(
    '/api/sites/:id/versions',
    { ...canRead, schema: { params: siteParams, response: versions } },
    async (request) => {
      const { id } = request.params;
      await getResource(deps.db, sitesResource, id);
      const rows = await deps.db
        .select()
        .from(siteVersions)
        .where(eq(siteVersions.siteId, id))
        .orderBy(desc(siteVersions.version));
      return { data: rows.map(presentVersion) };
    },
  );

  app.post(
    '/api/sites/:id/versions/:versionId/restore',
    { ...canWrite, schema: { params: versionParams, response: oneSite } },
    async (request) => {
      const { id, versionId } = request.params;
      const current = await getResource(deps.db, sitesResource, id);
      const [old] = await deps.db
        .select()
        .from(siteVersions)
        .where(and(eq(siteVersions.id, versionId), eq(siteVersions.siteId, id)));
      if (!old) throw AppError.notFound(CONTENT_MESSAGES.versionNotFound);
      const parsed = siteInputSchema.safeParse({
        path: old.path,
        title: old.title,
        description: old.description,
        type: old.type,
        isPublic: old.isPublic,
        content: old.content,
        version: current.version,
      });
      if (!parsed.success) {
        throw AppError.invalid([
          { code: 'invalid_version', message: CONTENT_MESSAGES.versionInvalid, field: 'content' },
        ]);
      }
      const input: SiteInput = parsed.data;
      const actor = auditActorOf(request);
      return { data: await updateResource(deps, sitesResourceFor(actor), id, input, actor) };
    },
  );
}
