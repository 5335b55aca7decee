/**
 * The id of the JSON data block in which the server embeds the /api/init body in storefront pages
 * (apps/server/src/platform/web-app.ts); the web app's entry reads it instead of asking. A module
 * of its own: the entry takes only this string, nothing beside it (docs/budgets.md P5).
 */
export const EMBEDDED_INIT_ELEMENT_ID = 'shop-init';

/** The staff session cookie (HttpOnly): the server renders drafts only for a request that has one. */
export const SESSION_COOKIE = 'shop_session';
