import { createContext, type ReactNode, useContext } from 'react';
import hidden from '../ui/visually-hidden.module.css';
import styles from './side-nav.module.css';

/**
 * Counts shown beside navigation items (e.g. new orders). Areas name a badge key in areas.ts; a
 * feature's provider supplies the numbers and the words a screen reader says.
 */
export type NavBadgeValue = { count: number; label: string; tone?: 'alert' };
export type NavBadges = Readonly<Record<string, NavBadgeValue | undefined>>;

const NavBadgesContext = createContext<NavBadges>({});

export function NavBadgesProvider({ value, children }: { value: NavBadges; children: ReactNode }) {
  return <NavBadgesContext.Provider value={value}>{children}</NavBadgesContext.Provider>;
}

/** The badge of a navigation item; nothing while its count is 0. */
export function NavBadge({ name }: { name: string | undefined }) {
  const badges = useContext(NavBadgesContext);
  const badge = name ? badges[name] : undefined;
  if (!badge || badge.count === 0) return null;
  return (
    <>
      <span
        className={`${styles.badge} ${badge.tone === 'alert' ? styles.badgeAlert : ''}`}
        aria-hidden="true"
      >
        {badge.count}
      </span>
      <span className={hidden.hidden}> ({badge.label})</span>
    </>
  );
}
