import type { Section, Site } from '@shop/domain';
import { Container } from '../../../components/ui/container.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { LazySectionList } from '../sections/lazy-section-list.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { InternalErrorPage } from './internal-error-page.tsx';
import { RichTextPage } from './rich-text-page.tsx';
import styles from './site-view.module.css';

const HERO_TYPES = new Set(['hero', 'heroSmall']);

/**
 * One content page by its type (spec §2): 'default' is one rich-text body, 'custom_site' a list of
 * sections; any other type is the 500 page. A page that is not public carries the draft marker.
 */
export function SiteView({ site }: { site: Site }) {
  const { body } = site.content;
  if (site.type === 'default' && typeof body === 'string') {
    return (
      <Page site={site}>
        <RichTextPage title={site.title} html={body} />
      </Page>
    );
  }
  if (site.type === 'custom_site' && Array.isArray(body)) {
    return (
      <Page site={site}>
        <CustomSite title={site.title} sections={body} />
      </Page>
    );
  }
  return <InternalErrorPage />;
}

function Page({ site, children }: { site: Site; children: React.ReactNode }) {
  useDocumentTitle(site.title);
  return (
    <>
      {site.isPublic ? null : <DraftMarker type={site.type} />}
      {children}
    </>
  );
}

/** A custom page's first hero names the page; without one, a hidden h1 carries the title. */
function CustomSite({ title, sections }: { title: string; sections: Section[] }) {
  const startsWithHero = HERO_TYPES.has(sections[0]?.type ?? '');
  return (
    <>
      {startsWithHero ? null : <h1 className={styles.visuallyHidden}>{title}</h1>}
      <LazySectionList sections={sections} hasPageHeading={!startsWithHero} />
    </>
  );
}

/** spec §2/§6: unpublished pages carry a draft marker (only staff ever see one). */
function DraftMarker({ type }: { type: string }) {
  const typeLabel = type === 'default' || type === 'custom_site' ? de.site.pageTypes[type] : type;
  return (
    <div className={styles.draft} role="note">
      <Container className={styles.draftInner}>
        <span className={styles.draftBadge}>{de.site.draft.label}</span>
        <span>
          {de.site.draft.text} <span className={styles.draftType}>({typeLabel})</span>
        </span>
      </Container>
    </div>
  );
}
