import type { PublicConfig } from '@shop/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock, IntegrationSettings } from '../../platform/config.ts';
import type { Database } from '../../platform/database.ts';
import type { PaymentProviders } from '../../platform/payments/index.ts';
import type { PublicReadCache } from '../../platform/public-cache.ts';
import { readInitBody } from '../init/init.routes.ts';
import { getPublicConfig } from '../settings/config/config.service.ts';
import { type OrderCatalogue, orderCatalogueReader } from './order-catalogue.ts';
import type { OrderRow } from './orders.repository.ts';
import type { RecentOrders } from './recent-orders.ts';

/** What the order services need from the app, gathered once per plugin. */
export type OrdersDeps = {
  db: Database;
  now: Clock;
  settings: IntegrationSettings;
  providers: PaymentProviders;
  publicCache: PublicReadCache;
  log: FastifyBaseLogger;
  /**
   * The catalogue of order planning from the /api/init read cache (order-catalogue.ts); without
   * it, every order reads branch, menu, tables and donatee from the database.
   */
  catalogue?: () => Promise<OrderCatalogue>;
  /** Where a placed order is kept for its new-order messages (recent-orders.ts). */
  recentOrders?: RecentOrders;
  /**
   * Tells the listeners of `app.newOrderListeners` of an order announced to the shop; call it only
   * after the transaction has committed (docs/decisions/053-web-push.md).
   */
  announceNewOrder?: (order: OrderRow) => void;
};

export function ordersDeps(app: FastifyInstance): OrdersDeps {
  return {
    db: app.deps.db,
    now: app.deps.now,
    settings: app.deps.config,
    // A live view: keys stored in the back-office (or the environment) as of the last refresh.
    providers: app.paymentProviders.providers,
    publicCache: app.publicCache,
    log: app.log,
    catalogue: orderCatalogueReader(() => readInitBody(app)),
    recentOrders: app.recentOrders,
    announceNewOrder: (order) => {
      for (const listener of app.newOrderListeners) {
        try {
          listener(order);
        } catch (error) {
          app.log.error({ err: error, orderId: order.id }, 'new-order listener failed');
        }
      }
    },
  };
}

const parsedConfigs = new WeakMap<PublicReadCache, { etag: string; config: PublicConfig }>();

/**
 * The shop settings through the shared read cache of GET /api/config (same key and loader, so a
 * settings change through the API is seen at once), parsed once per version.
 */
export async function loadShopConfig(deps: Pick<OrdersDeps, 'db' | 'publicCache'>) {
  const body = await deps.publicCache.get('config', () => getPublicConfig(deps.db));
  const cached = parsedConfigs.get(deps.publicCache);
  if (cached?.etag === body.etag) return cached.config;
  const config = (JSON.parse(body.json) as { data: PublicConfig }).data;
  parsedConfigs.set(deps.publicCache, { etag: body.etag, config });
  return config;
}

/** Online payments are offered only when their provider is configured (no test mode in production). */
export function withOnlinePayments(
  config: PublicConfig,
  providers: PaymentProviders,
): PublicConfig {
  return {
    ...config,
    enableMollie: config.enableMollie && providers.mollie !== null,
    enableDatatrans: config.enableDatatrans && providers.datatrans !== null,
  };
}
