/**
 * Body limits per route (docs/decisions/014-order-limits-and-public-addresses.md): a body above its
 * route's limit is refused with 413 from its Content-Length, before it is read or parsed. The
 * app-wide default (1 MB, app.ts) covers the staff forms.
 */
export const BODY_LIMITS = {
  /** Login, login link and password change: an email and a password or two. */
  credentials: 4 * 1024,
  /** Image and file uploads: a 10 MB file as a data URL (base64, 4/3) plus its name. */
  files: 15 * 1024 * 1024,
} as const;
