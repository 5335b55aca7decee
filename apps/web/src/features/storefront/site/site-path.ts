import { footerLinks, LEGAL_TEXT_KEYS, type LegalTextKey, type PublicConfig } from '@shop/domain';

/**
 * spec §2 "Customer routes": a content page's path is the joined path segments of the URL; the
 * site root is the page with the empty path. Segments are decoded ('/%C3%BCber-uns' → 'über-uns').
 */
export function sitePathOf(pathname: string): string {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** A saved page path in the same form (saved paths may carry a leading '/'). */
export const normalizeSitePath = (path: string) => path.split('/').filter(Boolean).join('/');

const isLegalTextKey = (key: string): key is LegalTextKey =>
  (LEGAL_TEXT_KEYS as readonly string[]).includes(key);

/**
 * The legal text shown at a path: the footer links /site/imprint (and the other legal pages)
 * internally when the matching text setting is filled (domain footerLinks, spec §2).
 */
export function legalTextKeyOf(sitePath: string, config: PublicConfig): LegalTextKey | null {
  const link = footerLinks(config, []).find(
    (candidate) => !candidate.isExternal && candidate.href === `/${sitePath}`,
  );
  return link && isLegalTextKey(link.key) ? link.key : null;
}
