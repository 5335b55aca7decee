/**
 * The back-office's screens: `path` is the React Router pattern, `href` builds a
 * link. Kept apart from `paths.ts` so only the back-office chunk carries them (docs/budgets.md P5).
 */

/** A back-office catalogue list under /backend/catalogue/. */
const catalogue = <Name extends string>(name: Name) =>
  ({
    path: `/backend/catalogue/${name}`,
    href: () => `/backend/catalogue/${name}`,
  }) as const;

export const backofficePaths = {
  /** Back-office resource screens: the list; `/new` and `/{id}` below it (resource layer). */
  users: { path: '/backend/settings/users', href: () => '/backend/settings/users' },
  /** Back-office orders: the three lists, an order and its printable receipt. */
  ordersCurrent: {
    path: '/backend/orders/current',
    href: () => '/backend/orders/current',
  },
  ordersMissed: { path: '/backend/orders/missed', href: () => '/backend/orders/missed' },
  ordersHistory: {
    path: '/backend/orders/history',
    href: () => '/backend/orders/history',
  },
  order: {
    path: '/backend/orders/:orderId',
    href: (orderId: number) => `/backend/orders/${orderId}`,
  },
  orderReceipt: {
    path: '/backend/orders/:orderId/receipt',
    href: (orderId: number, format?: 'a4') =>
      `/backend/orders/${orderId}/receipt${format ? `?format=${format}` : ''}`,
  },
  /** The counter's "Heute ausverkauft" switches (docs/decisions/020-sold-out-today.md). */
  soldOut: { path: '/backend/orders/sold-out', href: () => '/backend/orders/sold-out' },
  /** docs/decisions/040-invoices-and-exports.md */
  invoiceExport: {
    path: '/backend/orders/invoice-export',
    href: () => '/backend/orders/invoice-export',
  },
  /** Front-desk API keys per branch. */
  apiKeys: {
    path: '/backend/settings/api-keys',
    href: () => '/backend/settings/api-keys',
  },
  /** Einstellungen → API-Referenz; GET /api/docs redirects here (docs/decisions/043-api-reference.md). */
  apiReference: {
    path: '/backend/settings/api-reference',
    href: () => '/backend/settings/api-reference',
  },
  /**
   * The front desk of a branch tablet. The key travels in the fragment (never sent to the server,
   * so never in a log); the page keeps it in the tablet's storage and removes it from the address.
   */
  frontdesk: {
    path: '/backend/frontdesk/:branchId',
    href: (branchId: number, apiKey?: string) =>
      `/backend/frontdesk/${branchId}${apiKey ? `#key=${encodeURIComponent(apiKey)}` : ''}`,
  },
  /**
   * The kitchen display (docs/decisions/034-kitchen-display.md): the device secret travels in the
   * fragment like the front desk's key and is kept in the screen's storage.
   */
  kitchen: {
    path: '/backend/kitchen-display',
    href: (secret?: string) =>
      `/backend/kitchen-display${secret ? `#secret=${encodeURIComponent(secret)}` : ''}`,
  },
  /** The notification device's screen (docs/decisions/027-devices-and-print-jobs.md). */
  notificationDevice: {
    path: '/backend/notification-device',
    href: (secret?: string) =>
      `/backend/notification-device${secret ? `#secret=${encodeURIComponent(secret)}` : ''}`,
  },
  /** Digital signage (docs/decisions/033-digital-signage.md). */
  signageSegments: {
    path: '/backend/signage/segments',
    href: () => '/backend/signage/segments',
  },
  signageStreams: { path: '/backend/signage/streams', href: () => '/backend/signage/streams' },
  signageDevices: { path: '/backend/signage/tvs', href: () => '/backend/signage/tvs' },
  /** The TV player: the TV's secret travels in the fragment like the kitchen display's. */
  signagePlayer: {
    path: '/backend/signage-player',
    href: (secret?: string) =>
      `/backend/signage-player${secret ? `#secret=${encodeURIComponent(secret)}` : ''}`,
  },
  // catalogue and settings screens (resource lists; `/new` and `/{id}` below them).
  divisions: catalogue('divisions'),
  branches: catalogue('branches'),
  departments: catalogue('departments'),
  menus: catalogue('menus'),
  categories: catalogue('categories'),
  productGroups: catalogue('product-groups'),
  tags: catalogue('tags'),
  products: catalogue('products'),
  tables: catalogue('tables'),
  donatees: catalogue('donatees'),
  images: catalogue('images'),
  imageTemplates: catalogue('image-templates'),
  sites: { path: '/backend/content/sites', href: () => '/backend/content/sites' },
  blocks: { path: '/backend/content/blocks', href: () => '/backend/content/blocks' },
  uploads: { path: '/backend/content/uploads', href: () => '/backend/content/uploads' },
  navigations: {
    path: '/backend/content/navigations',
    href: () => '/backend/content/navigations',
  },
  settings: {
    path: '/backend/settings/configuration',
    href: () => '/backend/settings/configuration',
  },
  logs: { path: '/backend/settings/logs', href: () => '/backend/settings/logs' },
  devices: { path: '/backend/devices', href: () => '/backend/devices' },
} as const;
