import type { Section } from '@shop/domain';
import { Suspense } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.tsx';
import { PendingPage } from '../shell/pending-page.tsx';

// Content sections (slider, iframes, their schemas) are a chunk of their own (docs/budgets.md P5).
const SectionList = lazyWithPreload(async () => (await import('./section-list.tsx')).default);

/** Starts loading the sections chunk early, e.g. as soon as a page knows it will need it. */
export function preloadSections(): Promise<unknown> {
  return SectionList.preload();
}

type LazySectionListProps = { sections: readonly Section[]; hasPageHeading: boolean };

/** The sections of a page, shown once their chunk has loaded (an empty placeholder before). */
export function LazySectionList(props: LazySectionListProps) {
  return (
    <Suspense fallback={<PendingPage />}>
      <SectionList {...props} />
    </Suspense>
  );
}
