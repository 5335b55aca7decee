import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { registerResourceRoutes } from '../../../platform/resources/resource.routes.ts';
import { branchesResource } from './branches.resource.ts';
import { listStaffBranches } from './branches.service.ts';

/**
 * spec §7 CRUD branches. `GET /api/branches/options` is the staff branch list every staff user
 * may read (filters, the users screen): all branches, or a branch employee's own ones.
 * Customers read branches through GET /api/init only.
 */
export async function registerBranchRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/branches/options',
    { preHandler: requirePermission(app, 'account', 'read') },
    async (request) => ({ data: await listStaffBranches(app.deps.db, request.staff!) }),
  );
  registerResourceRoutes(app, branchesResource, { except: ['options'] });
}
