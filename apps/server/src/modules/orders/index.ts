import type { FastifyInstance } from 'fastify';
import { registerBusyModeRoutes } from './busy-mode.routes.ts';
import { registerInvoiceRoutes } from './invoices.routes.ts';
import { registerOrderEventHub } from './order-events.ts';
import { registerOrderRoutes } from './orders.routes.ts';
import { registerPaymentRoutes } from './payments.routes.ts';

/** The orders area: orders, payments and the live order events. */
export async function registerOrdersModule(app: FastifyInstance): Promise<void> {
  await app.register(registerOrderEventHub);
  await app.register(registerOrderRoutes);
  await app.register(registerPaymentRoutes);
  await app.register(registerBusyModeRoutes);
  await app.register(registerInvoiceRoutes);
}
// The event hub's decorator must reach the root, as before (like fastify-plugin).
Object.assign(registerOrdersModule, { [Symbol.for('skip-override')]: true });
