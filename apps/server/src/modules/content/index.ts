import type { FastifyInstance } from 'fastify';
import { registerBlockRoutes } from './blocks/blocks.routes.ts';
import { registerContentRoutes } from './content.routes.ts';
import { registerDonateeRoutes } from './donatees/donatees.routes.ts';
import { registerNavigationRoutes } from './navigations/navigations.routes.ts';
import { registerSiteRoutes } from './sites/sites.routes.ts';
import { registerUploadRoutes } from './uploads/uploads.routes.ts';
import { registerUploadCreateRoutes } from './uploads/uploads-create.routes.ts';
import { registerUploadLibraryRoutes } from './uploads/uploads-library.routes.ts';

/** The content area: pages (sites and their versions), navigations, blocks, texts, uploads, donatees. */
export async function registerContentModule(app: FastifyInstance): Promise<void> {
  await app.register(registerContentRoutes);
  await app.register(registerUploadRoutes);
  await app.register(registerUploadCreateRoutes);
  await app.register(registerUploadLibraryRoutes);
  await app.register(registerDonateeRoutes);
  await app.register(registerSiteRoutes);
  await app.register(registerNavigationRoutes);
  await app.register(registerBlockRoutes);
}
// Each route file keeps its own context as before; the area only groups them (like fastify-plugin).
Object.assign(registerContentModule, { [Symbol.for('skip-override')]: true });
