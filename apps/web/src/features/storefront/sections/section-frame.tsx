import type { SectionColor } from '@shop/domain';
import type { ReactNode, Ref } from 'react';
import { Container } from '../../../components/ui/container.tsx';
import { RichText } from './rich-text.tsx';
import styles from './section-frame.module.css';

type SectionFrameProps = {
  color: SectionColor;
  /** The section's own rich-text intro (spec §3: most sections have color and text). */
  intro?: string;
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLElement>;
};

/** One page section: its background colour (white, yellow, green, red, blue), intro and body. */
export function SectionFrame({ color, intro, children, className, ref }: SectionFrameProps) {
  return (
    <section
      ref={ref}
      className={[styles.section, styles[color], className].filter(Boolean).join(' ')}
    >
      <Container>
        {intro ? <RichText className={styles.intro} html={intro} /> : null}
        {children}
      </Container>
    </section>
  );
}
