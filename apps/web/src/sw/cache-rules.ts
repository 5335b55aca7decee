/**
 * Which pages the service worker may keep (docs/decisions/031-installable-app-and-kiosk.md):
 * storefront pages only, never the back-office, the API, the order status (a customer's own
 * order) or a payment's return page.
 */
const NEVER_CACHED_PAGES = [/^\/backend(\/|$)/, /^\/api\//, /^\/status\//, /\/checkout\/error$/];

/** The precached index.html: the storefront's shell when a page was never visited. */
export const SHELL_URL = '/index.html';

export function isCacheablePage(url: URL): boolean {
  return !NEVER_CACHED_PAGES.some((pattern) => pattern.test(url.pathname));
}
