import type { FastifyInstance } from 'fastify';
import { registerBranchApiKeyRoutes } from './branch-api-keys/branch-api-keys.routes.ts';
import { registerConfigRoutes } from './config/config.routes.ts';

/** The settings area: shop configuration and the branches' API keys. */
export async function registerSettingsModule(app: FastifyInstance): Promise<void> {
  await app.register(registerConfigRoutes);
  await app.register(registerBranchApiKeyRoutes);
}
// Each route file keeps its own context as before; the area only groups them (like fastify-plugin).
Object.assign(registerSettingsModule, { [Symbol.for('skip-override')]: true });
