import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/resources/resource.routes.ts';
import { donateesResource } from './donatees.resource.ts';

/** spec §7 CRUD donatees. */
export async function registerDonateeRoutes(app: FastifyInstance): Promise<void> {
  registerResourceRoutes(app, donateesResource);
}
