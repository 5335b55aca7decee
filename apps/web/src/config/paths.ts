/**
 * Every route of the web app in one table (spec §2 "Customer routes"): `path` is the React Router
 * pattern, `href` builds a link. Components never write route strings themselves.
 */

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  /** Branch overview (or home page with the home-page plugin). */
  home: { path: '/', href: () => '/' },
  /** Branch menu and ordering. */
  branch: {
    path: '/store/:branchIdentifier',
    href: (branchIdentifier: string) => `/store/${segment(branchIdentifier)}`,
  },
  checkout: {
    path: '/store/:branchIdentifier/checkout',
    href: (branchIdentifier: string) => `/store/${segment(branchIdentifier)}/checkout`,
  },
  /** The checkout screen with the payment-failed error shown. */
  checkoutError: {
    path: '/store/:branchIdentifier/checkout/error',
    href: (branchIdentifier: string) => `/store/${segment(branchIdentifier)}/checkout/error`,
  },
  /** Public order status, reached by uid plus hash. */
  status: {
    path: '/status/:uid/:hash',
    href: (uid: string, hash: string) => `/status/${segment(uid)}/${segment(hash)}`,
  },
  /** Any other path: a content page; its path is the joined segments, the root is ''. */
  site: {
    path: '*',
    href: (sitePath: string) => `/${sitePath.split('/').filter(Boolean).map(segment).join('/')}`,
  },
  backoffice: { path: '/backend/*', href: () => '/backend' },
  /** Staff login; `returnTo` is the back-office page to go back to after logging in. */
  backofficeLogin: {
    path: '/backend/login',
    href: (returnTo?: string) =>
      returnTo ? `/backend/login?returnTo=${encodeURIComponent(returnTo)}` : '/backend/login',
  },
  /** The page a login link from the mail opens (the server builds the same path). */
  backofficeLoginLink: {
    path: '/backend/login/link/:token',
    href: (token: string) => `/backend/login/link/${segment(token)}`,
  },
  /** Back-office resource screens: the list; `/new` and `/{id}` below it (resource layer). */
  backofficeUsers: { path: '/backend/settings/users', href: () => '/backend/settings/users' },
  /** Back-office orders (issue 7 item 5): the three lists, an order and its printable receipt. */
  backofficeOrdersCurrent: {
    path: '/backend/orders/current',
    href: () => '/backend/orders/current',
  },
  backofficeOrdersMissed: { path: '/backend/orders/missed', href: () => '/backend/orders/missed' },
  backofficeOrdersHistory: {
    path: '/backend/orders/history',
    href: () => '/backend/orders/history',
  },
  backofficeOrder: {
    path: '/backend/orders/:orderId',
    href: (orderId: number) => `/backend/orders/${orderId}`,
  },
  backofficeOrderReceipt: {
    path: '/backend/orders/:orderId/receipt',
    href: (orderId: number, format?: 'a4') =>
      `/backend/orders/${orderId}/receipt${format ? `?format=${format}` : ''}`,
  },
  /** Front-desk API keys per branch (issue 7 item 7). */
  backofficeApiKeys: {
    path: '/backend/settings/api-keys',
    href: () => '/backend/settings/api-keys',
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
} as const;

/** True for paths the back-office owns (its chunk, its 401 handling). */
export function isBackofficePath(pathname: string): boolean {
  return pathname === '/backend' || pathname.startsWith('/backend/');
}
