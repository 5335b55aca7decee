import type { FastifyInstance } from 'fastify';
import { registerDeviceRoutes } from './devices.routes.ts';
import { registerWebPush } from './web-push.routes.ts';

/** The devices area (docs/decisions/027-devices-and-print-jobs.md, Web Push: decision 053). */
export async function registerDevicesModule(app: FastifyInstance): Promise<void> {
  registerWebPush(app);
  await app.register(registerDeviceRoutes);
}
// The Web Push sender's decorator must reach the root (tests configure it), like the orders module.
Object.assign(registerDevicesModule, { [Symbol.for('skip-override')]: true });
