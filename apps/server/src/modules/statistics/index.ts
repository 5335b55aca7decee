import type { FastifyInstance } from 'fastify';
import { registerAnalyticsRoutes } from './analytics/analytics.routes.ts';
import { registerLogRoutes } from './logs/logs.routes.ts';
import { registerReportRoutes } from './reports/reports.routes.ts';

/** The statistics area: analytics, the reports (decision 030) and the audit log. */
export async function registerStatisticsModule(app: FastifyInstance): Promise<void> {
  await app.register(registerAnalyticsRoutes);
  await app.register(registerLogRoutes);
  await app.register(registerReportRoutes);
}
// Each route file keeps its own context as before; the area only groups them (like fastify-plugin).
Object.assign(registerStatisticsModule, { [Symbol.for('skip-override')]: true });
