import { Link } from 'react-router';
import { de } from '../../../i18n/de.ts';
import { displayNameOf, useCurrentUser } from '../session/use-current-user.ts';
import { type BackofficeArea, visibleAreas } from '../shell/areas.ts';
import { Icon } from '../shell/icons.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import styles from './backoffice-home-page.module.css';

/** The back-office start page: a greeting and the areas (of app/backoffice-areas.ts) this user may open. */
export function BackofficeHomePage({ areas: allAreas }: { areas: readonly BackofficeArea[] }) {
  const t = de.backoffice.home;
  useDocumentTitle(de.backoffice.shell.home);
  const user = useCurrentUser();
  const areas = visibleAreas(user.roles, allAreas);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t.greeting(displayNameOf(user))}</h1>
        <p className={styles.intro}>{areas.length > 0 ? t.intro : t.noAreas}</p>
      </header>
      <ul className={styles.grid}>
        {areas.map((area) => (
          <li key={area.key} className={styles.card}>
            <h2 className={styles.cardTitle}>
              <span className={styles.icon}>
                <Icon name={area.icon} size={22} />
              </span>
              {area.label}
            </h2>
            <ul className={styles.links}>
              {area.items.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className={styles.link}>
                    {item.label}
                    <span aria-hidden="true">→</span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
