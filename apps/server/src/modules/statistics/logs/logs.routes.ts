import { auditLogListQuerySchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { idParamOf } from '../../../platform/resources/resource.routes.ts';
import { parseInput } from '../../../platform/validation.ts';
import { getAuditLog, LOGS_MESSAGES, listAuditLogs } from './logs.service.ts';

/**
 * spec §7 GET /api/logs and GET /api/logs/{id}: the audit trail. The permissions table puts
 * "statistics and logs" in one area, so readers of statistics (admins, managers) read the logs.
 */
export async function registerLogRoutes(app: FastifyInstance): Promise<void> {
  const canRead = { preHandler: requirePermission(app, 'statistics', 'read') };

  app.get('/api/logs', canRead, async (request) => ({
    data: await listAuditLogs(app.deps.db, parseInput(auditLogListQuerySchema, request.query)),
  }));

  app.get('/api/logs/:id', canRead, async (request) => ({
    data: await getAuditLog(app.deps.db, idParamOf(request, LOGS_MESSAGES.notFound)),
  }));
}
