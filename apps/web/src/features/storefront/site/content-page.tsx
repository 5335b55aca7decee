import { SITE_PREVIEW_PATH, type Site } from '@shop/domain';
import { useLocation } from 'react-router';
import { de } from '../../../i18n/de-storefront.ts';
import { useConfig, useInitData } from '../init/api/get-init.ts';
import { ConnectionError, isConnectionError } from '../shell/connection-error.tsx';
import { PendingPage } from '../shell/pending-page.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { AllergenLegend } from './allergen-legend.tsx';
import { useLegalText } from './api/get-legal-text.ts';
import { useSiteByPath } from './api/get-site-by-path.ts';
import { useIsStaff } from './api/get-staff-session.ts';
import { InternalErrorPage } from './internal-error-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RichTextPage } from './rich-text-page.tsx';
import { legalTextKeyOf, normalizeSitePath, sitePathOf } from './site-path.ts';
import { SitePreview } from './site-preview.tsx';
import { SiteView } from './site-view.tsx';

/**
 * spec §2 "Generic content page" for any path no other route owns: the public page with the
 * joined path from /api/init; else the legal text behind /site/imprint & co.; else, for staff
 * only, a draft page from the server. Nothing shows while loading; a missing page is the 404.
 */
export function ContentPage() {
  const { pathname } = useLocation();
  const sitePath = sitePathOf(pathname);
  const page = <ContentPageBody sitePath={sitePath} />;
  // /site/allergens: the page's text, then the legend generated from the law's lists (LMIV,
  // LMZDV; docs/decisions/032-unit-prices-allergens-additives.md).
  return sitePath === ALLERGENS_PATH ? (
    <>
      {page}
      <AllergenLegend />
    </>
  ) : (
    page
  );
}

const ALLERGENS_PATH = 'site/allergens';
/** The editor's preview page (decision 048) is not a content page of its own. */
const PREVIEW_SITE_PATH = normalizeSitePath(SITE_PREVIEW_PATH);

function ContentPageBody({ sitePath }: { sitePath: string }) {
  const sites = useInitData('/api/sites');
  const config = useConfig();
  if (sitePath === PREVIEW_SITE_PATH) return <SitePreview />;
  const site = sites.find((candidate) => normalizeSitePath(candidate.path) === sitePath);
  if (site) return <SiteView key={site.id} site={site} />;
  const legalKey = legalTextKeyOf(sitePath, config);
  if (legalKey) return <LegalTextPage key={legalKey} textKey={legalKey} />;
  return <StaffOnlyPage key={sitePath} sitePath={sitePath} />;
}

function LegalTextPage({ textKey }: { textKey: Parameters<typeof useLegalText>[0] }) {
  const query = useLegalText(textKey);
  // Offline the query waits for the connection ('paused'): say so instead of an empty page.
  if (query.isPending && query.fetchStatus === 'paused') {
    return <ConnectionError onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) return <PendingPage />;
  if (query.isError) {
    return isConnectionError(query.error) ? (
      <ConnectionError onRetry={() => void query.refetch()} />
    ) : (
      <InternalErrorPage />
    );
  }
  if (!query.data) return <NotFoundPage />;
  return <LegalText title={de.site.legalTitles[textKey]} html={query.data.html} />;
}

function LegalText({ title, html }: { title: string; html: string }) {
  useDocumentTitle(title);
  return <RichTextPage title={title} html={html} />;
}

/**
 * A path that is not a public page: only a staff session can see a draft there. Customers learn
 * that from one cached GET /api/users/me (401) and get the 404 without asking for the page.
 */
function StaffOnlyPage({ sitePath }: { sitePath: string }) {
  const isStaff = useIsStaff(true);
  const query = useSiteByPath(sitePath, isStaff === true);
  if (isStaff === undefined) return null;
  if (!isStaff) return <NotFoundPage />;
  if (query.isPending) return <PendingPage />;
  const draft: Site | null | undefined = query.data;
  if (query.isError || !draft) return <NotFoundPage />;
  return <SiteView site={draft} />;
}
