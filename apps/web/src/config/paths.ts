import { BACKOFFICE_ROUTE } from './surfaces.ts';

/**
 * The routes every surface knows (spec §2 "Customer routes", the back-office's root and login):
 * `path` is the React Router pattern, `href` builds a link. Components never write route strings
 * themselves. The back-office's own screens are in `backoffice-paths.ts`, so the storefront's
 * chunks never carry them (docs/budgets.md P5).
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
  /**
   * The self-service kiosk of a branch (spec §2 "Global overlays", §4; decision 031): the tablet
   * on the counter opens this; `?idle=<seconds>` sets the time until the screensaver.
   */
  selfService: {
    path: '/self-service/store/:branchIdentifier',
    href: (branchIdentifier: string) => `/self-service/store/${segment(branchIdentifier)}`,
  },
  /**
   * A phone order staff take for a caller at a branch (docs/decisions/049-phone-orders.md): the
   * back-office opens this; the branch page and checkout follow in phone-order mode.
   */
  phoneOrder: {
    path: '/phone-order/store/:branchIdentifier',
    href: (branchIdentifier: string) => `/phone-order/store/${segment(branchIdentifier)}`,
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
  backoffice: { path: BACKOFFICE_ROUTE, href: () => '/backend' },
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
} as const;

export { isBackofficePath } from './surfaces.ts';
