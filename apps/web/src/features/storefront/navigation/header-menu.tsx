import {
  isNavigationItemActive,
  isNavigationItemChildActive,
  type NavigationItem,
  type NavigationRoute,
  navigationItemLink,
  visibleNavigationItems,
} from '@shop/domain';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useBranches, useInitData } from '../init/api/get-init.ts';
import styles from './header-menu.module.css';
import { NavigationEntry } from './navigation-entry.tsx';
import { useNavigation, useNavigationRoute } from './navigation-route.ts';

/** spec §2 Header: the navigation with this identifier. */
export const HEADER_NAVIGATION = 'header-navigation';
const DESKTOP_QUERY = '(min-width: 1024px)';

type HeaderMenuProps = {
  /** Called when an entry leads to another page (the mobile menu closes). */
  onNavigate: () => void;
  /** Items after the navigation entries (the Kontakt item). */
  trailing?: ReactNode;
};

/**
 * spec §2 "Navigation menu" in the header: enabled entries at every level, nested children,
 * active (aria-current="page") and child-active (aria-current="true") entries. A top-level entry
 * with children opens its submenu as a disclosure (click, Enter or Space; Escape closes).
 */
export function HeaderMenu({ onNavigate, trailing }: HeaderMenuProps) {
  const navigation = useNavigation(HEADER_NAVIGATION);
  const route = useNavigationRoute();
  const targets = { sites: useInitData('/api/sites'), branches: useBranches() };
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const items = visibleNavigationItems(navigation?.items ?? []);

  useEffect(() => {
    if (openIndex === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openIndex]);

  const navigate = () => {
    setOpenIndex(null);
    onNavigate();
  };

  return (
    <ul className={styles.menu} ref={listRef}>
      {items.map((item, index) => (
        <TopLevelItem
          // Entries have no id; their position in the saved navigation is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          item={item}
          route={route}
          link={navigationItemLink(item, targets)}
          isOpen={openIndex === index}
          onToggle={(isOpen) => setOpenIndex(isOpen ? index : null)}
          renderChildren={(children) => (
            <SubmenuList items={children} route={route} targets={targets} onNavigate={navigate} />
          )}
          onNavigate={navigate}
        />
      ))}
      {trailing}
    </ul>
  );
}

type Targets = Parameters<typeof navigationItemLink>[1];

type TopLevelItemProps = {
  item: NavigationItem;
  route: NavigationRoute;
  link: ReturnType<typeof navigationItemLink>;
  isOpen: boolean;
  onToggle: (isOpen: boolean) => void;
  renderChildren: (children: NavigationItem[]) => ReactNode;
  onNavigate: () => void;
};

function TopLevelItem({
  item,
  route,
  link,
  isOpen,
  onToggle,
  renderChildren,
  onNavigate,
}: TopLevelItemProps) {
  const submenuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isActive = isNavigationItemActive(item, route);
  const isChildActive = isNavigationItemChildActive(item, route);
  const stateClass = isActive || isChildActive ? styles.current : '';

  if (item.children.length === 0) {
    return (
      <li className={styles.item}>
        <NavigationEntry
          className={`${styles.entry} ${stateClass}`}
          label={item.label}
          link={link}
          isActive={isActive}
          onNavigate={onNavigate}
        />
      </li>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      // Only the submenu closes; the mobile menu around it stays open.
      event.stopPropagation();
      onToggle(false);
      buttonRef.current?.focus();
    }
  };
  // On wide screens the submenu floats: it closes once focus moves out of it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (isOpen && !event.currentTarget.contains(next) && window.matchMedia(DESKTOP_QUERY).matches) {
      onToggle(false);
    }
  };

  return (
    <li className={styles.item} onKeyDown={onKeyDown} onBlur={onBlur}>
      <div className={styles.parent}>
        {link.kind === 'text' ? (
          <button
            ref={buttonRef}
            type="button"
            className={`${styles.entry} ${styles.toggle} ${stateClass}`}
            aria-expanded={isOpen}
            aria-controls={submenuId}
            aria-current={isChildActive ? 'true' : undefined}
            onClick={() => onToggle(!isOpen)}
          >
            {item.label}
            <Chevron />
          </button>
        ) : (
          <>
            <NavigationEntry
              className={`${styles.entry} ${stateClass}`}
              label={item.label}
              link={link}
              isActive={isActive}
              isChildActive={isChildActive}
              onNavigate={onNavigate}
            />
            <button
              ref={buttonRef}
              type="button"
              className={`${styles.entry} ${styles.chevronButton}`}
              aria-expanded={isOpen}
              aria-controls={submenuId}
              aria-label={item.label}
              onClick={() => onToggle(!isOpen)}
            >
              <Chevron />
            </button>
          </>
        )}
      </div>
      <div id={submenuId} className={styles.submenu} hidden={!isOpen}>
        {renderChildren(item.children)}
      </div>
    </li>
  );
}

type SubmenuListProps = {
  items: NavigationItem[];
  route: NavigationRoute;
  targets: Targets;
  onNavigate: () => void;
};

/** Deeper levels: always expanded, nested lists under their group label. */
function SubmenuList({ items, route, targets, onNavigate }: SubmenuListProps) {
  return (
    <ul className={styles.submenuList}>
      {items.map((item, index) => {
        const isActive = isNavigationItemActive(item, route);
        const isChildActive = isNavigationItemChildActive(item, route);
        const link = navigationItemLink(item, targets);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; positions are stable.
          <li key={index} className={styles.submenuItem}>
            <NavigationEntry
              className={`${link.kind === 'text' ? styles.groupLabel : styles.submenuEntry} ${
                isActive || isChildActive ? styles.current : ''
              }`}
              label={item.label}
              link={link}
              isActive={isActive}
              isChildActive={isChildActive}
              onNavigate={onNavigate}
            />
            {item.children.length > 0 ? (
              <SubmenuList
                items={item.children}
                route={route}
                targets={targets}
                onNavigate={onNavigate}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true">
      <path d="m4 6 4 4 4-4" />
    </svg>
  );
}
