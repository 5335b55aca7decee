/**
 * The page editor's "Vorschau" of unsaved changes (docs/decisions/048-withdrawal-and-staff-fixes.md):
 * the back-office frames the storefront page at SITE_PREVIEW_PATH, which asks its parent for the
 * draft with SITE_PREVIEW_READY; the back-office answers with SITE_PREVIEW_MESSAGE carrying the
 * page as the server presented it (POST /api/sites/preview: validated and sanitised, not saved).
 * Only this path may be framed, and only by the shop's own origin.
 */
export const SITE_PREVIEW_PATH = '/site-preview';
export const SITE_PREVIEW_READY = 'shop:site-preview-ready';
export const SITE_PREVIEW_MESSAGE = 'shop:site-preview';
/** The widths the preview shows a page at: a phone and a desktop (CSS pixels). */
export const SITE_PREVIEW_WIDTHS = [390, 1280] as const;
