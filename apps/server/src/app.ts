import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerCatalogueModule } from './modules/catalogue/index.ts';
import { registerContentModule } from './modules/content/index.ts';
import { registerDevicesModule } from './modules/devices/index.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { pageImageFinder, readInitBody, registerInitRoutes } from './modules/init/init.routes.ts';
import { registerOrdersModule } from './modules/orders/index.ts';
import { appManifestHead } from './modules/settings/app-manifest/app-manifest.routes.ts';
import {
  getPublicConfig,
  loadPaymentSettings,
  readMapOrigin,
} from './modules/settings/config/config.service.ts';
import { registerSettingsModule } from './modules/settings/index.ts';
import { registerSignageModule } from './modules/signage/index.ts';
import { registerStatisticsModule } from './modules/statistics/index.ts';
import { registerTestSupportRoutes } from './modules/test-support/test-support.routes.ts';
import { registerTimeTrackingModule } from './modules/time-tracking/index.ts';
import { registerUsersModule } from './modules/users/index.ts';
import { registerRouteTable } from './platform/auth/route-table.ts';
import type { AppConfig, Clock, IntegrationSettings } from './platform/config.ts';
import type { Database } from './platform/database.ts';
import { registerErrorHandling } from './platform/error-handler.ts';
import { publishScreensChanged } from './platform/events.ts';
import type { FileStorage } from './platform/file-storage.ts';
import { registerOpenApi, registerOpenApiRoutes } from './platform/openapi.ts';
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
    Partial<
      Pick<
        AppConfig,
        'NODE_ENV' | 'TRUST_PROXY' | 'ORDER_RATE_LIMIT' | 'ANALYTICS_RATE_LIMIT' | 'HOST' | 'PORT'
      >
    > &
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

/**
 * Every module, registered in this order: the non-area modules, then one per back-office area
 * (docs/architecture.md "Server modules"). Test support is added below in tests only.
 */
const MODULES = [
  registerHealthRoutes,
  registerOpenApiRoutes,
  registerAuthRoutes,
  registerInitRoutes,
  registerUsersModule,
  registerCatalogueModule,
  registerSettingsModule,
  registerOrdersModule,
  registerStatisticsModule,
  registerContentModule,
  registerDevicesModule,
  registerSignageModule,
  registerTimeTrackingModule,
];

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
  // What customers see changed: the TVs' boards may show it too (decision 033 "Live").
  const tellScreens = () =>
    void publishScreensChanged(deps.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'screens-changed notice failed'),
    );
  app.decorate('publicCache', new PublicReadCache(undefined, tellScreens));
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
  // The map style's origin per cached body: parsed once, not on every response.
  const mapOrigins = new WeakMap<object, string | null>();
  const adPixels = new WeakMap<object, boolean>();
  registerSecurityHeaders(app, {
    isHttps: deps.config.isProduction,
    // Cached with the other shared reads; a settings change drops it (config.routes.ts).
    mapOrigin: async () => {
      const body = await app.publicCache.get('map-origin', () => readMapOrigin(deps.db));
      let origin = mapOrigins.get(body);
      if (origin === undefined) {
        origin = (JSON.parse(body.json) as { data: string | null }).data;
        mapOrigins.set(body, origin);
      }
      return origin;
    },
    adPixel: async () => {
      const body = await app.publicCache.get('ad-pixel', async () => {
        const { metaPixelId } = await getPublicConfig(deps.db);
        return metaPixelId !== '';
      });
      let isSet = adPixels.get(body);
      if (isSet === undefined) {
        isSet = (JSON.parse(body.json) as { data: boolean }).data === true;
        adPixels.set(body, isSet);
      }
      return isSet;
    },
  });
  registerErrorHandling(app);
  registerNulByteGuard(app);
  await app.register(registerRouteTable);
  await app.register(registerOpenApi);

  for (const module of MODULES) await app.register(module);
  if (deps.config.NODE_ENV === 'test') {
    // Browser tests only: X-Test-Now and the order helpers (modules/test-support/README.md).
    registerRequestClock(app);
    await app.register(registerTestSupportRoutes);
  }

  await registerWebApp(app, deps.config.WEB_DIST_DIR, {
    initBody: () => readInitBody(app),
    pageImage: pageImageFinder(),
    now: deps.now,
    pageHead: appManifestHead,
  });
  return app;
}
