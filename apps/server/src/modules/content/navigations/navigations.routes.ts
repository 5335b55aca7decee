import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/resources/resource.routes.ts';
import { navigationsResource } from './navigations.resource.ts';

/** spec §7 CRUD navigations. */
export async function registerNavigationRoutes(app: FastifyInstance): Promise<void> {
  registerResourceRoutes(app, navigationsResource);
}
