import { staffMenuSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth/guards.ts';
import { idParamsSchema, type ZodTypeProvider } from '../../platform/openapi.ts';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.ts';
import { getResource } from '../../platform/resources/resource.service.ts';
import { branchesResource } from './branches/branches.resource.ts';
import { loadMenus } from './catalogue.service.ts';
import { categoriesResource } from './categories.resource.ts';
import { findMenuIdsOfBranch } from './menus.repository.ts';
import { menusResource } from './menus.resource.ts';
import { productGroupsResource } from './product-groups.resource.ts';
import { productsResource } from './products.resource.ts';
import { tagsResource } from './tags.resource.ts';

/**
 * spec §7 CRUD menus, categories, tags, products (with duplicate for menus and products), product
 * groups, and GET /api/branches/{id}/menus (a branch's menus, newest availableFrom first).
 */
export async function registerCatalogueRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  for (const resource of [
    menusResource,
    categoriesResource,
    tagsResource,
    productsResource,
    productGroupsResource,
  ]) {
    registerResourceRoutes(app, resource);
  }

  // A path that names no branch is the German 404 through the validator, after the login check
  // (docs/decisions/025).
  app.get(
    '/api/branches/:id/menus',
    {
      preHandler: requirePermission(app, 'catalogue', 'read'),
      schema: {
        params: idParamsSchema(branchesResource.notFoundMessage),
        response: { 200: z.object({ data: z.array(staffMenuSchema) }) },
      },
    },
    async (request) => {
      const branchId = request.params.id;
      await getResource(app.deps.db, branchesResource, branchId);
      return {
        data: await loadMenus(app.deps.db, await findMenuIdsOfBranch(app.deps.db, branchId)),
      };
    },
  );
}
