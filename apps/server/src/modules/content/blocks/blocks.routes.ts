import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/resources/resource.routes.ts';
import { blocksResource } from './blocks.resource.ts';

/** spec §7 CRUD blocks. */
export async function registerBlockRoutes(app: FastifyInstance): Promise<void> {
  registerResourceRoutes(app, blocksResource);
}
