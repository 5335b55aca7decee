import type { FastifyInstance } from 'fastify';
import { registerBranchRoutes } from './branches/branches.routes.ts';
import { registerCatalogueRoutes } from './catalogue.routes.ts';
import { registerDepartmentRoutes } from './departments/departments.routes.ts';
import { registerDivisionRoutes } from './divisions/divisions.routes.ts';
import { registerFontRoutes } from './fonts/fonts.routes.ts';
import { registerImageTemplateRoutes } from './image-templates/image-templates.routes.ts';
import { registerImageRoutes } from './images/images.routes.ts';
import { registerImageAdminRoutes } from './images/images-admin.routes.ts';
import { registerSoldOutRoutes } from './sold-out.routes.ts';
import { registerTableRoutes } from './tables/tables.routes.ts';

/** The catalogue area: organisation (divisions, branches, departments, tables), images, menus, products, sold-out. */
export async function registerCatalogueModule(app: FastifyInstance): Promise<void> {
  await app.register(registerBranchRoutes);
  await app.register(registerImageRoutes);
  await app.register(registerDivisionRoutes);
  await app.register(registerCatalogueRoutes);
  await app.register(registerSoldOutRoutes);
  await app.register(registerImageAdminRoutes);
  await app.register(registerImageTemplateRoutes);
  await app.register(registerFontRoutes);
  await app.register(registerTableRoutes);
  await app.register(registerDepartmentRoutes);
}
// Each route file keeps its own context as before; the area only groups them (like fastify-plugin).
Object.assign(registerCatalogueModule, { [Symbol.for('skip-override')]: true });
