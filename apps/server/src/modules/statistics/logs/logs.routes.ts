import { auditLogListQuerySchema } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../platform/auth/auth-messages.ts';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { branchFilterOf } from '../../../platform/auth/permissions.ts';
import { AppError } from '../../../platform/errors.ts';
import { idParamOf } from '../../../platform/resources/resource.routes.ts';
import { parseInput } from '../../../platform/validation.ts';
import { getAuditLog, LOGS_MESSAGES, listAuditLogs } from './logs.service.ts';

/**
 * spec §7 GET /api/logs and GET /api/logs/{id}: the audit trail. The permissions table puts
 * "statistics and logs" in one area, so readers of statistics (admins, managers) read the logs.
 */
export async function registerLogRoutes(app: FastifyInstance): Promise<void> {
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

  app.get('/api/logs/:id', canRead, async (request) => ({
    data: await getAuditLog(app.deps.db, idParamOf(request, LOGS_MESSAGES.notFound)),
  }));
}
