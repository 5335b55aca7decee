import type { Section } from '@shop/domain';
import { useMemo } from 'react';
import { BlocksSection, IFramesSection, ServiceBlocksSection } from './block-sections.tsx';
import {
  ColumnsSection,
  ImageTextSection,
  TeaserSection,
  TextSection,
} from './content-sections.tsx';
import { HeroSection, HeroSmallSection } from './hero-section.tsx';
import { type ReadSection, readSections } from './section-values.ts';
import { SliderSection } from './slider-section.tsx';

type SectionListProps = {
  sections: readonly Section[];
  /** A page without its own h1 lets its first hero title be the h1. */
  hasPageHeading: boolean;
};

/**
 * The sections of a custom page or the home page (spec §2 section types, §3 content block types),
 * in their saved order. This module is its own lazy chunk: the branch list never loads it.
 */
export default function SectionList({ sections, hasPageHeading }: SectionListProps) {
  const readable = useMemo(() => readSections(sections), [sections]);
  return (
    <>
      {readable.map((section, index) => (
        <SectionView
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is their identity.
          key={`${section.type}-${index}`}
          section={section}
          headingLevel={!hasPageHeading && index === 0 ? 1 : 2}
          isFirst={index === 0}
        />
      ))}
    </>
  );
}

function SectionView({
  section,
  headingLevel,
  isFirst,
}: {
  section: ReadSection;
  headingLevel: 1 | 2;
  isFirst: boolean;
}) {
  switch (section.type) {
    case 'hero':
      return <HeroSection value={section.value} headingLevel={headingLevel} isFirst={isFirst} />;
    case 'heroSmall':
      return <HeroSmallSection value={section.value} headingLevel={headingLevel} />;
    case 'sectionText':
      return <TextSection value={section.value} />;
    case 'sectionTeaser':
      return <TeaserSection value={section.value} />;
    case 'sectionImageText':
      return <ImageTextSection value={section.value} />;
    case 'sectionTwoColumns':
      return <ColumnsSection value={section.value} count={2} />;
    case 'sectionThreeColumns':
      return <ColumnsSection value={section.value} count={3} />;
    case 'sectionSlider':
      return <SliderSection value={section.value} />;
    case 'sectionBlocks':
      return <BlocksSection value={section.value} />;
    case 'sectionServiceBlocks':
      return <ServiceBlocksSection value={section.value} />;
    case 'sectionIFrames':
      return <IFramesSection value={section.value} />;
  }
}
