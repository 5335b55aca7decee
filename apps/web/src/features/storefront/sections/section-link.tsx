import { isInternalLink, linkLabel } from '@shop/domain';
import { Link } from 'react-router';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './section-link.module.css';
import type { SectionLinkValue } from './section-values.ts';

type SectionLinkProps = {
  link: SectionLinkValue | null | undefined;
  className?: string;
  /** Shown instead of the link's label (the label then describes the link for screen readers). */
  describedBy?: string;
};

/**
 * spec §2 links of content: a target starting with '/' is internal (same tab, router link); any
 * other opens in a new tab without the opener. Without a label it reads 'mehr erfahren'; the
 * link type 'button' is drawn as a button.
 */
export function SectionLink({ link, className, describedBy }: SectionLinkProps) {
  if (!link?.linkUrl) return null;
  const classes = [styles.link, link.linkType === 'button' ? styles.button : styles.text, className]
    .filter(Boolean)
    .join(' ');
  const label = linkLabel(link.linkLabel);
  if (isInternalLink(link.linkUrl) && !link.linkUrl.startsWith('//')) {
    return (
      <Link className={classes} to={link.linkUrl} aria-describedby={describedBy}>
        {label}
        <Arrow />
      </Link>
    );
  }
  return (
    <a
      className={classes}
      href={link.linkUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
    >
      {label}
      <span className={styles.visuallyHidden}> {de.site.newWindow}</span>
      <Arrow />
    </a>
  );
}

function Arrow() {
  return (
    <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12h13m-5-6 6 6-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
