import type { Section } from '@shop/domain';
import { lazy, Suspense } from 'react';

// Content sections (slider, iframes, their schemas) are a chunk of their own (BUDGETS P5).
const SectionList = lazy(() => import('./section-list.tsx'));

/** Starts loading the sections chunk early, e.g. as soon as a page knows it will need it. */
export function preloadSections(): void {
  void import('./section-list.tsx');
}

type LazySectionListProps = { sections: readonly Section[]; hasPageHeading: boolean };

/** The sections of a page, shown once their chunk has loaded (nothing before). */
export function LazySectionList(props: LazySectionListProps) {
  return (
    <Suspense fallback={null}>
      <SectionList {...props} />
    </Suspense>
  );
}
