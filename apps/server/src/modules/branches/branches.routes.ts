import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../platform/auth/guards.ts';
import { listStaffBranches } from './branches.service.ts';

/**
 * Staff branch list for the back-office (filters, the users screen). Customers read branches
 * through GET /api/init only. Branch CRUD arrives with its own issue and extends this file.
 */
export async function registerBranchRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/branches',
    { preHandler: requirePermission(app, 'account', 'read') },
    async (request) => ({ data: await listStaffBranches(app.deps.db, request.staff!) }),
  );
}
