import type { FastifyInstance } from 'fastify';
import { registerUserRoutes } from './users.routes.ts';

/** The users area: staff accounts and their branches. */
export async function registerUsersModule(app: FastifyInstance): Promise<void> {
  await app.register(registerUserRoutes);
}
// The route file keeps its own context as before; the area only groups it (like fastify-plugin).
Object.assign(registerUsersModule, { [Symbol.for('skip-override')]: true });
