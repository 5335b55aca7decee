import { useRef } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './hero-section.module.css';
import type { SectionValue } from './section-values.ts';

type HeadingLevel = 1 | 2;

type HeroProps = {
  value: SectionValue<'hero'>;
  headingLevel: HeadingLevel;
  /** The first section of a page: its image is the largest paint, loaded at once. */
  isFirst: boolean;
};

/** spec §3 hero (color, title, image) with the scroll-down arrow of spec §2. */
export function HeroSection({ value, headingLevel, isFirst }: HeroProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const onScrollDown = () => {
    const next = sectionRef.current?.nextElementSibling;
    if (next instanceof HTMLElement) next.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section ref={sectionRef} className={`${styles.hero} ${styles[value.color]}`}>
      {value.image ? (
        <ResponsiveImage
          className={styles.image}
          image={value.image}
          sizes="100vw"
          isPriority={isFirst}
        />
      ) : null}
      <div className={styles.panel}>
        {value.title ? <Heading className={styles.title}>{value.title}</Heading> : null}
      </div>
      <button className={styles.scrollDown} type="button" onClick={onScrollDown}>
        <span className={styles.visuallyHidden}>{de.site.hero.scrollDown}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="m6 9 6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </section>
  );
}

/** spec §3 heroSmall (color, title): a coloured band with the title. */
export function HeroSmallSection({
  value,
  headingLevel,
}: {
  value: SectionValue<'heroSmall'>;
  headingLevel: HeadingLevel;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={`${styles.heroSmall} ${styles[value.color]}`}>
      <div className={styles.smallInner}>
        <Heading className={styles.smallTitle}>{value.title}</Heading>
      </div>
    </section>
  );
}
