import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/resources/resource.routes.ts';
import { departmentsResource } from './departments.resource.ts';

/** spec §7 CRUD departments. */
export async function registerDepartmentRoutes(app: FastifyInstance): Promise<void> {
  registerResourceRoutes(app, departmentsResource);
}
