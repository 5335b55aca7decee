import { onlyPublicBranch } from '@shop/domain';
import { useEffect, useMemo } from 'react';
import { Container } from '../../../components/ui/container.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { useBranches, useConfig, useInitData } from '../init/api/get-init.ts';
import { LazySectionList, preloadSections } from '../sections/lazy-section-list.tsx';
import { WhatsappButton } from '../sections/whatsapp-button.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { BranchHours } from './branch-hours.tsx';
import { HomeContact } from './home-contact.tsx';
import styles from './home-page.module.css';
import { HomeTeasers } from './home-teasers.tsx';

/** The site root: the page with the empty path (spec §2 "Customer routes"). */
const isRootPath = (path: string) => path.split('/').filter(Boolean).length === 0;

/**
 * spec §2 Home page (plugin enablePluginHomePage), shown at '/' instead of the branch list:
 * title and description, the three teasers when exactly one branch exists, the sections of the
 * root page, each branch's opening hours and the contact block 'Anfahrt' with the map.
 */
export function HomePage() {
  const config = useConfig();
  const allBranches = useBranches();
  const sites = useInitData('/api/sites');
  useDocumentTitle(config.title);

  const branches = useMemo(
    () => allBranches.filter((branch) => branch.isEnabled && branch.isPublic),
    [allBranches],
  );
  const teaserBranch = onlyPublicBranch(allBranches);
  const rootSite = sites.find((site) => isRootPath(site.path));
  const sections = Array.isArray(rootSite?.content.body) ? rootSite.content.body : [];

  useEffect(() => {
    window.scrollTo(0, 0);
    if (sections.length > 0) void preloadSections();
  }, [sections.length]);

  return (
    <>
      <section className={styles.intro} aria-labelledby="home-title">
        <Container>
          <h1 id="home-title" className={styles.title}>
            {config.title}
          </h1>
          {config.description ? <p className={styles.description}>{config.description}</p> : null}
        </Container>
      </section>
      {teaserBranch ? (
        <Container className={styles.teasers}>
          <HomeTeasers branch={teaserBranch} />
        </Container>
      ) : null}
      <LazySectionList sections={sections} hasPageHeading />
      <div className={styles.info}>
        <Container className={styles.infoInner}>
          <section className={styles.hours} aria-labelledby="home-hours-title">
            <h2 id="home-hours-title" className={styles.sectionTitle}>
              {de.home.hours.title}
            </h2>
            <div className={styles.hoursGrid}>
              {branches.map((branch) => (
                <BranchHours key={branch.id} branch={branch} />
              ))}
            </div>
          </section>
          <HomeContact branches={branches} />
        </Container>
      </div>
      <WhatsappButton branch={branches[0]} />
    </>
  );
}
