import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { registerAnalyticsRoutes } from './modules/statistics/analytics/analytics.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerBranchApiKeyRoutes } from './modules/settings/branch-api-keys/branch-api-keys.routes.ts';
import { registerBranchRoutes } from './modules/catalogue/branches/branches.routes.ts';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { registerSoldOutRoutes } from './modules/catalogue/sold-out.routes.ts';
import { registerConfigRoutes } from './modules/settings/config/config.routes.ts';
import { loadPaymentSettings } from './modules/settings/config/config.service.ts';
import { registerContentRoutes } from './modules/content/content.routes.ts';
import { registerDepartmentRoutes } from './modules/catalogue/departments/departments.routes.ts';
import { registerDivisionRoutes } from './modules/catalogue/divisions/divisions.routes.ts';
import { registerDonateeRoutes } from './modules/content/donatees/donatees.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerImageRoutes } from './modules/catalogue/images/images.routes.ts';
import { registerImageAdminRoutes } from './modules/catalogue/images/images-admin.routes.ts';
import { pageImageFinder, readInitBody, registerInitRoutes } from './modules/init/init.routes.ts';
import { registerLogRoutes } from './modules/statistics/logs/logs.routes.ts';
import { registerOrderEventHub } from './modules/orders/order-events.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { registerPaymentRoutes } from './modules/orders/payments.routes.ts';
import { registerTableRoutes } from './modules/catalogue/tables/tables.routes.ts';
import { registerTestSupportRoutes } from './modules/test-support/test-support.routes.ts';
import { registerUploadRoutes } from './modules/content/uploads/uploads.routes.ts';
import { registerUploadCreateRoutes } from './modules/content/uploads/uploads-create.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerRouteTable } from './platform/auth/route-table.ts';
import type { AppConfig, Clock, IntegrationSettings } from './platform/config.ts';
import type { Database } from './platform/database.ts';
import { registerErrorHandling } from './platform/error-handler.ts';
import type { FileStorage } from './platform/file-storage.ts';
import { PaymentProviderRegistry } from './platform/payments/provider-registry.ts';
import { publicBaseUrl } from './platform/public-address.ts';
import { PublicReadCache } from './platform/public-cache.ts';
import { registerRequestClock } from './platform/request-clock.ts';
import type { SecretBox } from './platform/secrets/secret-box.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerNulByteGuard } from './platform/validation.ts';
import { registerWebApp } from './platform/web-app.ts';

export type AppDependencies = {
  db: Database;
  storage: FileStorage;
  /** Seals and opens the settings stored encrypted (payment provider keys). */
  secrets: SecretBox;
  config: Pick<AppConfig, 'WEB_DIST_DIR' | 'isProduction'> &
    Partial<Pick<AppConfig, 'NODE_ENV' | 'TRUST_PROXY' | 'ORDER_RATE_LIMIT' | 'HOST' | 'PORT'>> &
    IntegrationSettings;
  /** Current time for every rule that depends on it (opening hours, expiry, ticket days). */
  now: Clock;
  logger?: FastifyServerOptions['logger'];
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
    publicCache: PublicReadCache;
    paymentProviders: PaymentProviderRegistry;
    /** The shop's absolute address for links in mails and payments (platform/public-address.ts). */
    publicBaseUrl: () => string;
  }
}

/** Bytes of a JSON body unless the route sets its own limit. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

// /api/init refreshes them itself (readInitBody), as storefront pages embed its body too.
const PAYMENT_ROUTES = /^\/api\/(orders|payments|config)(\/|\?|$)/;

/** Builds the whole HTTP application without listening (tests call it through `inject`). */
export async function buildApp(deps: AppDependencies) {
  // Off unless TRUST_PROXY names the proxies: else X-Forwarded-For would choose the client IP.
  const trustProxy: FastifyServerOptions['trustProxy'] = deps.config.TRUST_PROXY ?? false;
  const app = Fastify({
    logger: deps.logger ?? false,
    // Routes that take files raise it (FILE_BODY_LIMIT), small public ones lower it
    // (docs/decisions/014-order-limits-and-public-addresses.md).
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy,
    return503OnClosing: true,
    // Per-request log lines cost ~20 % throughput on the shared reads; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.decorate('deps', deps);
  app.decorate('publicCache', new PublicReadCache());
  app.decorate('publicBaseUrl', () => publicBaseUrl(deps.config, app.server.address()));
  app.decorate(
    'paymentProviders',
    new PaymentProviderRegistry(
      () => loadPaymentSettings(deps.db, deps.secrets, deps.config),
      deps.config,
    ),
  );
  // Provider keys can change in the back-office: the routes that use them see the current ones.
  app.addHook('onRequest', async (request) => {
    if (PAYMENT_ROUTES.test(request.url)) await app.paymentProviders.refresh();
  });

  // External plugins first, then the platform, then the modules (STYLE.md "Server").
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerSecurityHeaders(app, { isHttps: deps.config.isProduction });
  registerErrorHandling(app);
  registerNulByteGuard(app);
  await app.register(registerRouteTable);

  await app.register(registerHealthRoutes);
  await app.register(registerAuthRoutes);
  await app.register(registerUserRoutes);
  await app.register(registerBranchRoutes);
  await app.register(registerInitRoutes);
  await app.register(registerConfigRoutes);
  await app.register(registerImageRoutes);
  await app.register(registerOrderEventHub);
  await app.register(registerOrderRoutes);
  await app.register(registerPaymentRoutes);
  await app.register(registerAnalyticsRoutes);
  await app.register(registerContentRoutes);
  await app.register(registerUploadRoutes);
  await app.register(registerUploadCreateRoutes);
  await app.register(registerBranchApiKeyRoutes);
  await app.register(registerDivisionRoutes);
  await app.register(registerCatalogueRoutes);
  await app.register(registerSoldOutRoutes);
  await app.register(registerImageAdminRoutes);
  await app.register(registerTableRoutes);
  await app.register(registerDepartmentRoutes);
  await app.register(registerDonateeRoutes);
  await app.register(registerLogRoutes);
  if (deps.config.NODE_ENV === 'test') {
    // Browser tests only: X-Test-Now and the order helpers (modules/test-support/README.md).
    registerRequestClock(app);
    await app.register(registerTestSupportRoutes);
  }

  await registerWebApp(app, deps.config.WEB_DIST_DIR, {
    initBody: () => readInitBody(app),
    pageImage: pageImageFinder(),
    now: deps.now,
  });
  return app;
}
