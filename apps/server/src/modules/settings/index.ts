import type { FastifyInstance } from 'fastify';
import { registerAppManifestRoutes } from './app-manifest/app-manifest.routes.ts';
import { registerBranchApiKeyRoutes } from './branch-api-keys/branch-api-keys.routes.ts';
import { registerConfigRoutes } from './config/config.routes.ts';

/** The settings area: shop configuration, the branches' API keys and the app manifest. */
export async function registerSettingsModule(app: FastifyInstance): Promise<void> {
  await app.register(registerConfigRoutes);
  await app.register(registerBranchApiKeyRoutes);
  await app.register(registerAppManifestRoutes);
}
// Each route file keeps its own context as before; the area only groups them (like fastify-plugin).
Object.assign(registerSettingsModule, { [Symbol.for('skip-override')]: true });
