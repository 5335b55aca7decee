import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../platform/auth/guards.ts';
import { idParamOf, registerResourceRoutes } from '../../platform/resources/resource.routes.ts';
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
export async function registerCatalogueRoutes(app: FastifyInstance): Promise<void> {
  for (const resource of [
    menusResource,
    categoriesResource,
    tagsResource,
    productsResource,
    productGroupsResource,
  ]) {
    registerResourceRoutes(app, resource);
  }

  app.get(
    '/api/branches/:id/menus',
    { preHandler: requirePermission(app, 'catalogue', 'read') },
    async (request) => {
      const branchId = idParamOf(request, branchesResource.notFoundMessage);
      await getResource(app.deps.db, branchesResource, branchId);
      return {
        data: await loadMenus(app.deps.db, await findMenuIdsOfBranch(app.deps.db, branchId)),
      };
    },
  );
}
