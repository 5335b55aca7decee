import {
  isNavigationItemActive,
  isNavigationItemChildActive,
  type NavigationItem,
  type NavigationRoute,
  navigationItemLink,
  visibleNavigationItems,
} from '@shop/domain';
import { de } from '../../../i18n/de-storefront.ts';
import { useBranches, useInitData } from '../init/api/get-init.ts';
import styles from './footer-menu.module.css';
import { NavigationEntry } from './navigation-entry.tsx';
import { useNavigation, useNavigationRoute } from './navigation-route.ts';

/** spec §2 Footer: the navigation with this identifier. */
export const FOOTER_NAVIGATION = 'footer-navigation';

type Targets = Parameters<typeof navigationItemLink>[1];

/**
 * spec §2 Footer: the footer navigation. Top-level entries with children become columns headed by
 * their label; every level shows only enabled entries.
 */
export function FooterMenu() {
  const navigation = useNavigation(FOOTER_NAVIGATION);
  const route = useNavigationRoute();
  const targets = { sites: useInitData('/api/sites'), branches: useBranches() };
  const items = visibleNavigationItems(navigation?.items ?? []);
  if (items.length === 0) return null;

  return (
    <nav className={styles.nav} aria-label={de.shell.navigation.footer}>
      <ul className={styles.columns}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; positions are stable.
          <li key={index} className={styles.column}>
            <Entry item={item} route={route} targets={targets} isHeading />
            {item.children.length > 0 ? (
              <EntryList items={item.children} route={route} targets={targets} />
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

type EntryProps = {
  item: NavigationItem;
  route: NavigationRoute;
  targets: Targets;
  isHeading?: boolean;
};

function Entry({ item, route, targets, isHeading = false }: EntryProps) {
  const link = navigationItemLink(item, targets);
  const className =
    link.kind === 'text' ? (isHeading ? styles.heading : styles.groupLabel) : styles.link;
  return (
    <NavigationEntry
      className={className}
      label={item.label}
      link={link}
      isActive={isNavigationItemActive(item, route)}
      isChildActive={isNavigationItemChildActive(item, route)}
    />
  );
}

function EntryList({
  items,
  route,
  targets,
}: Omit<EntryProps, 'item'> & { items: NavigationItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; positions are stable.
        <li key={index}>
          <Entry item={item} route={route} targets={targets} />
          {item.children.length > 0 ? (
            <EntryList items={item.children} route={route} targets={targets} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
