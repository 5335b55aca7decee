import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/resources/resource.routes.ts';
import { divisionsResource } from './divisions.resource.ts';

/** spec §7 CRUD divisions. */
export async function registerDivisionRoutes(app: FastifyInstance): Promise<void> {
  registerResourceRoutes(app, divisionsResource);
}
