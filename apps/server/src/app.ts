import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerConfigRoutes } from './modules/config/config.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerImageRoutes } from './modules/images/images.routes.ts';
import { registerInitRoutes } from './modules/init/init.routes.ts';
import type { AppConfig, Clock } from './platform/config.ts';
import type { Database } from './platform/database.ts';
import { registerErrorHandling } from './platform/error-handler.ts';
import type { FileStorage } from './platform/file-storage.ts';
import { PublicReadCache } from './platform/public-cache.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerWebApp } from './platform/web-app.ts';

export type AppDependencies = {
  db: Database;
  storage: FileStorage;
  config: Pick<AppConfig, 'WEB_DIST_DIR' | 'isProduction'>;
  /** Current time for every rule that depends on it (opening hours, expiry, ticket days). */
  now: Clock;
  logger?: FastifyServerOptions['logger'];
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
    publicCache: PublicReadCache;
  }
}

/** Builds the whole HTTP application without listening (tests call it through `inject`). */
export async function buildApp(deps: AppDependencies) {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 15 * 1024 * 1024,
    trustProxy: true,
    return503OnClosing: true,
    // Per-request log lines cost ~20 % throughput on the shared reads; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.decorate('deps', deps);
  app.decorate('publicCache', new PublicReadCache());

  // External plugins first, then the platform, then the modules (STYLE.md "Server").
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerSecurityHeaders(app, { isHttps: deps.config.isProduction });
  registerErrorHandling(app);

  await app.register(registerHealthRoutes);
  await app.register(registerAuthRoutes);
  await app.register(registerInitRoutes);
  await app.register(registerConfigRoutes);
  await app.register(registerImageRoutes);

  await registerWebApp(app, deps.config.WEB_DIST_DIR);
  return app;
}
