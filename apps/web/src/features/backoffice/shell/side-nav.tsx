import { NavLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de.ts';
import type { BackofficeArea } from './areas.ts';
import { Icon } from './icons.tsx';
import { NavBadge } from './nav-badges.tsx';
import styles from './side-nav.module.css';

type SideNavProps = { areas: BackofficeArea[]; onNavigate: () => void };

/** The back-office navigation by area: start page, then each area with its screens. */
export function SideNav({ areas, onNavigate }: SideNavProps) {
  const t = de.backoffice.shell;
  return (
    <nav className={styles.nav} aria-label={t.navigation}>
      <ul className={styles.list}>
        <li>
          <NavLink to={paths.backoffice.href()} end className={styles.link} onClick={onNavigate}>
            <Icon name="home" />
            {t.home}
          </NavLink>
        </li>
        {areas.map((area) => (
          <li key={area.key} className={styles.area}>
            <span className={styles.areaLabel}>
              <Icon name={area.icon} />
              {area.label}
            </span>
            <ul className={styles.items}>
              {area.items.map((item) => (
                <li key={item.href}>
                  <NavLink to={item.href} className={styles.itemLink} onClick={onNavigate}>
                    {item.label}
                    <NavBadge name={item.badge} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
