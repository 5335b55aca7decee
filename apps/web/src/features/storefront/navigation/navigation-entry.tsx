import type { NavigationLink } from '@shop/domain';
import { Link } from 'react-router';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './navigation-entry.module.css';

type NavigationEntryProps = {
  label: string;
  link: NavigationLink;
  isActive?: boolean;
  isChildActive?: boolean;
  className?: string;
  /** Called when an internal entry is followed (closes the mobile menu). */
  onNavigate?: () => void;
};

/**
 * spec §2 "Navigation menu": home, site and branch entries open in the same window; link entries
 * open a new window; anything else is plain text.
 */
export function NavigationEntry({
  label,
  link,
  isActive = false,
  isChildActive = false,
  className,
  onNavigate,
}: NavigationEntryProps) {
  if (link.kind === 'internal') {
    return (
      <Link
        className={className}
        to={link.href}
        aria-current={isActive ? 'page' : isChildActive ? 'true' : undefined}
        onClick={onNavigate}
      >
        {label}
      </Link>
    );
  }
  if (link.kind === 'external') {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {label}
        <svg className={styles.externalIcon} viewBox="0 0 16 16" aria-hidden="true">
          <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" />
        </svg>
        <span className={styles.visuallyHidden}> {de.shell.navigation.newWindow}</span>
      </a>
    );
  }
  return (
    <span className={className} aria-current={isChildActive ? 'true' : undefined}>
      {label}
    </span>
  );
}
