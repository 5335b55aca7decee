import { LEGAL_TEXT_KEYS, legalTextSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadStaffUser } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { sendCached } from '../../platform/http-cache.ts';
import type { ZodTypeProvider } from '../../platform/openapi.ts';
import { parseInput } from '../../platform/validation.ts';
import { getLegalText, getSiteByPath } from './content.service.ts';

const byPathQuerySchema = z.strictObject({ path: z.string().max(1000).default('') });

const PAGE_NOT_FOUND = 'Leider wurde die angeforderte Seite nicht gefunden.';

// A key that is no legal text is the page's German 404 through the validator (docs/decisions/025).
const legalTextParamsSchema = z.object({ key: z.enum(LEGAL_TEXT_KEYS, { error: PAGE_NOT_FOUND }) });

/**
 * GET /api/sites/by-path?path=… (spec §2 "Generic content page": lookup by path). Public pages
 * come with /api/init already; this read exists for the draft marker: a non-public page is
 * answered only to a staff session, everyone else gets the same 404 as for a missing page.
 * A GET changes nothing, so no CSRF token is needed.
 */
export async function registerContentRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get('/api/sites/by-path', async (request, reply) => {
    const { path } = parseInput(byPathQuerySchema, request.query);
    const staff = await loadStaffUser(app.deps.db, request, app.deps.now());
    const site = await getSiteByPath(app.deps.db, path, { isStaff: staff !== null });
    if (!site) throw AppError.notFound(PAGE_NOT_FOUND);
    // A draft must never sit in a shared cache; a public page may be revalidated.
    reply.header('Cache-Control', site.isPublic ? 'no-cache' : 'private, no-store');
    return { data: site };
  });

  // The legal pages under /site/… read their text setting here, sanitised (spec §2 footer links).
  app.get(
    '/api/legal-texts/:key',
    {
      schema: {
        params: legalTextParamsSchema,
        response: { 200: z.object({ data: legalTextSchema }) },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const body = await app.publicCache.get(`legal-text:${key}`, async () => {
        const text = await getLegalText(app.deps.db, key);
        if (!text) throw AppError.notFound(PAGE_NOT_FOUND);
        return text;
      });
      return sendCached(request, reply, body);
    },
  );
}
