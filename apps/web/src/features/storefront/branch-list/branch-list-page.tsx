import {
  type BranchFilter,
  branchResultsText,
  filterBranches,
  isBranchFilterActive,
} from '@shop/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Container } from '../../../components/ui/container.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { useNow } from '../../../lib/use-now.ts';
import { HomePage } from '../home/home-page.tsx';
import { useBranches, useConfig, useInitData } from '../init/api/get-init.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { BranchCard } from './branch-card.tsx';
import styles from './branch-list-page.module.css';
import { BranchSearch } from './branch-search.tsx';
import { TagFilters } from './tag-filters.tsx';

/** spec §2 route '/' (division): the branch overview, or the home page with the home-page plugin. */
export function BranchListPage() {
  const config = useConfig();
  return config.enablePluginHomePage ? <HomePage /> : <BranchOverview />;
}

const INFO_LINE_ID = 'branch-results';

/**
 * spec §2 "Branch list": title and description from settings, the search field (search plugin)
 * and tag filters (tags plugin), the count line, then one card per branch. Entering starts at the
 * top; the selected branch follows the URL, so it is cleared here by definition.
 */
function BranchOverview() {
  const config = useConfig();
  const allTags = useInitData('/api/tags');
  // Disabled branches are never shown; non-public ones are shown inactive (spec §2, §6).
  const allBranches = useBranches();
  const branches = useMemo(() => allBranches.filter((branch) => branch.isEnabled), [allBranches]);
  const [filter, setFilter] = useState<BranchFilter>({ term: '', tagId: null });
  const infoLineRef = useRef<HTMLParagraphElement>(null);
  const now = useNow();
  useDocumentTitle(config.title);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const search = config.enablePluginSearch ? filter.term : '';
  const tagId = config.enablePluginTags ? filter.tagId : null;
  const activeFilter = { term: search, tagId };
  const shown = filterBranches(branches, activeFilter, allTags);
  const resultsText = branchResultsText(
    shown.length,
    branches.length,
    isBranchFilterActive(activeFilter),
  );
  // Only tags that some listed branch carries can narrow the list.
  const usedTags = allTags.filter((tag) =>
    branches.some((branch) => branch.tags.some((ref) => ref.id === tag.id)),
  );

  const scrollToInfoLine = () => {
    infoLineRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <>
      <section className={styles.intro} aria-labelledby="branch-list-title">
        <Container>
          <h1 id="branch-list-title" className={styles.title}>
            {config.title}
          </h1>
          {config.description ? <p className={styles.description}>{config.description}</p> : null}
          {config.enablePluginSearch ? (
            <BranchSearch
              term={filter.term}
              onTermChange={(term) => setFilter((current) => ({ ...current, term }))}
              onSubmit={scrollToInfoLine}
            />
          ) : null}
        </Container>
      </section>
      <Container>
        {config.enablePluginTags ? (
          <div className={styles.tags}>
            <TagFilters
              tags={usedTags}
              selectedTagId={filter.tagId}
              onSelect={(selected) => {
                setFilter((current) => ({ ...current, tagId: selected }));
                if (selected !== null) scrollToInfoLine();
              }}
            />
          </div>
        ) : null}
        <p ref={infoLineRef} id={INFO_LINE_ID} className={styles.info} role="status">
          {resultsText}
        </p>
        <ul className={styles.grid} aria-label={de.branchList.branches}>
          {shown.map((branch, index) => (
            <li key={branch.id} className={styles.item}>
              <BranchCard
                branch={branch}
                now={now}
                timeZone={config.timeZone}
                isPriority={index === 0}
              />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
