/**
 * Which module owns each table (docs/decisions/024-server-area-modules.md). Only the owner
 * imports a table from `db/schema`; another module reads it through the owner's
 * `<owner>.read-model.ts`. `shared` tables belong to the platform (jobs queue, audit log, stored
 * files) and any module may write them. The boundary test (modules/module-boundaries.test.ts)
 * fails for a table missing here.
 */
export const TABLE_OWNERS = {
  // catalogue: schema/organisation.ts, schema/catalogue.ts, schema/tags.ts, images
  divisions: 'catalogue',
  branches: 'catalogue',
  branchImages: 'catalogue',
  branchTags: 'catalogue',
  branchHours: 'catalogue',
  deliveryAreas: 'catalogue',
  departments: 'catalogue',
  tables: 'catalogue',
  branchTicketCounters: 'orders',
  // statistics rollups of the orders (docs/decisions/038), read through orders.read-model.ts
  orderRollups: 'orders',
  orderRollupDays: 'orders',
  orderRollupState: 'orders',
  categories: 'catalogue',
  products: 'catalogue',
  productImages: 'catalogue',
  productTags: 'catalogue',
  productBundleItems: 'catalogue',
  productGroups: 'catalogue',
  productGroupProducts: 'catalogue',
  menus: 'catalogue',
  menuBranches: 'catalogue',
  menuCategories: 'catalogue',
  menuCategoryProducts: 'catalogue',
  soldOutProducts: 'catalogue',
  tags: 'catalogue',
  images: 'catalogue',
  imageTemplates: 'catalogue',
  imageTemplateLayers: 'catalogue',
  fonts: 'catalogue',
  // content: schema/content.ts, uploads
  sites: 'content',
  siteVersions: 'content',
  blocks: 'content',
  navigations: 'content',
  navigationItems: 'content',
  donatees: 'content',
  uploads: 'content',
  // settings
  config: 'settings',
  branchApiKeys: 'settings',
  // statistics
  analyticsLogs: 'statistics',
  analyticsRollups: 'statistics',
  analyticsRollupDays: 'statistics',
  visitorSalts: 'statistics',
  // users and the account (auth) module
  users: 'users',
  userBranches: 'users',
  sessions: 'auth',
  loginAttempts: 'auth',
  loginLinks: 'auth',
  // orders
  orders: 'orders',
  orderItems: 'orders',
  orderStatusHistory: 'orders',
  orderQuestionnaires: 'orders',
  // invoices of completed orders and their number series (docs/decisions/040)
  invoices: 'orders',
  invoiceCounters: 'orders',
  // credit notes cancelling invoices (docs/decisions/050)
  creditNotes: 'orders',
  paymentEvents: 'orders',
  // areas not built yet on the server
  devices: 'devices',
  deviceLogs: 'devices',
  printJobs: 'devices',
  branchPrintRules: 'devices',
  // Web Push subscriptions and the generated VAPID keys (docs/decisions/053)
  pushSubscriptions: 'devices',
  pushVapidKeys: 'devices',
  digitalSignageSegments: 'signage',
  digitalSignageStreams: 'signage',
  digitalSignageStreamSegments: 'signage',
  digitalSignageDevices: 'signage',
  digitalSignagePairings: 'signage',
  projects: 'time-tracking',
  tasks: 'time-tracking',
  workingActivities: 'time-tracking',
  workingSchedules: 'time-tracking',
  holidayBalances: 'time-tracking',
  // platform
  jobs: 'shared',
  auditLogs: 'shared',
  storedFiles: 'shared',
} as const;

export type TableOwner = (typeof TABLE_OWNERS)[keyof typeof TABLE_OWNERS];
