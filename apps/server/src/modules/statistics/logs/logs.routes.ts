import { auditLogListQuerySchema, auditLogSchema } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../../platform/auth/auth-messages.ts';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { branchFilterOf } from '../../../platform/auth/permissions.ts';
import { AppError } from '../../../platform/errors.ts';
import { idParamsSchema, type ZodTypeProvider } from '../../../platform/openapi.ts';
import { parseInput } from '../../../platform/validation.ts';
import { getAuditLog, LOGS_MESSAGES, listAuditLogs } from './logs.service.ts';

/**
 * spec §7 GET /api/logs and GET /api/logs/{id}: the audit trail. The permissions table puts
 * "statistics and logs" in one area, so readers of statistics (admins, managers) read the logs.
 */
export async function registerLogRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const guard = requirePermission(app, 'statistics', 'read');
  // The log spans every branch: readers limited to their branches (employees, decision 030) may
  // read their branches' reports but not the log.
  const canRead = {
    preHandler: [
      guard,
      async (request: FastifyRequest) => {
        if (branchFilterOf(request.staff!, 'statistics') === null) return;
        throw new AppError(403, [
          { code: 'branch_forbidden', message: AUTH_MESSAGES.branchForbidden },
        ]);
      },
    ],
  };

  app.get('/api/logs', canRead, async (request) => ({
    data: await listAuditLogs(app.deps.db, parseInput(auditLogListQuerySchema, request.query)),
  }));

  // A path that names no entry is the German 404 through the validator, after the login and role
  // checks (docs/decisions/025).
  app.get(
    '/api/logs/:id',
    {
      ...canRead,
      schema: {
        params: idParamsSchema(LOGS_MESSAGES.notFound),
        response: { 200: z.object({ data: auditLogSchema }) },
      },
    },
    async (request) => ({ data: await getAuditLog(app.deps.db, request.params.id) }),
  );
}
