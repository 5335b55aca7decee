import { paths } from './paths.ts';

/**
 * What each route needs before it can show anything, so the server can announce it in the HTML
 * (docs/budgets.md P6). Without this the browser learns of a route's code one round trip at a time:
 * entry → storefront chunk → page chunk, each a request after the previous one ran. With it,
 * every file of the route starts downloading beside the entry.
 *
 * `modules` are source files (the build resolves them to its chunks and their CSS, see
 * build-plugins/route-preloads.ts); `embedInit` puts the /api/init body into the page (the
 * storefront's first screen waits for it). The first route whose path matches wins; the paths
 * are the router's own (config/paths.ts).
 */
export type RoutePreload = {
  path: string;
  modules: readonly string[];
  /**
   * Lazy modules the server may render into the page: their stylesheets come with the route's
   * (a rendered section must not show unstyled), their code stays lazy.
   */
  styleModules?: readonly string[];
  embedInit: boolean;
};

/** The app's own chunk (router, query cache), which every route renders in (main.tsx). */
const app = 'src/app/app.tsx';
const storefront = 'src/app/storefront-routes.tsx';

/** A storefront route: the app, the storefront chunk, the page's own chunk, and the init data. */
const storefrontRoute = (path: string, page?: string): RoutePreload => ({
  path,
  modules: page ? [app, storefront, page] : [app, storefront],
  embedInit: true,
});

const checkoutPage = 'src/features/storefront/checkout/checkout-page.tsx';

export const routePreloads: readonly RoutePreload[] = [
  {
    path: paths.backoffice.path,
    modules: [app, 'src/app/backoffice-routes.tsx'],
    embedInit: false,
  },
  storefrontRoute(paths.branch.path, 'src/features/storefront/branch/branch-page.tsx'),
  storefrontRoute(paths.checkout.path, checkoutPage),
  storefrontRoute(paths.checkoutError.path, checkoutPage),
  storefrontRoute(paths.status.path, 'src/features/storefront/status/status-page.tsx'),
  // Content pages and the home page render their sections on the server.
  {
    ...storefrontRoute(paths.site.path),
    styleModules: ['src/features/storefront/sections/section-list.tsx'],
  },
];

/**
 * A router path as an anchored regular expression: `:name` is one segment, a trailing `/*` any
 * rest (or none), a lone `*` anything; a trailing slash is allowed.
 */
export function routePathPattern(routePath: string): string {
  if (routePath === '*') return '^/.*$';
  const hasRest = routePath.endsWith('/*');
  const fixed = hasRest ? routePath.slice(0, -2) : routePath;
  const body = fixed
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${body}${hasRest ? '(?:/.*)?' : '/?'}$`;
}
