import { useEffect, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { paths } from '../../config/paths.ts';
import { OrderAlarmSlot } from '../../features/backoffice/orders/live/orders-live-provider.tsx';
import { useCurrentUser } from '../../features/backoffice/session/use-current-user.ts';
import { useShopName } from '../../features/backoffice/session/use-shop-name.ts';
import { type BackofficeArea, visibleAreas } from '../../features/backoffice/shell/areas.ts';
import { BusyBar } from '../../features/backoffice/shell/busy-bar.tsx';
import { Icon } from '../../features/backoffice/shell/icons.tsx';
import { ScreenBoundary } from '../../features/backoffice/shell/screen-boundary.tsx';
import { SideNav } from '../../features/backoffice/shell/side-nav.tsx';
import { UserMenu } from '../../features/backoffice/shell/user-menu.tsx';
import { de } from '../../i18n/de.ts';
import styles from './backoffice-layout.module.css';

const MAIN_ID = 'main';
const t = de.backoffice.shell;

/**
 * The back-office shell: navigation by area on the left (a drawer behind the
 * menu button below 1024 px), a top bar with the user menu, the busy bar and the routed screen,
 * each screen inside its own error boundary (shell/screen-boundary.tsx).
 */
export function BackofficeLayout({ areas: allAreas }: { areas: readonly BackofficeArea[] }) {
  const user = useCurrentUser();
  const shopName = useShopName();
  const [isNavOpen, setIsNavOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const wasNavOpen = useRef(false);
  const areas = visibleAreas(user.roles, allAreas);

  // The drawer takes focus when it opens and gives it back to the menu button when it closes.
  useEffect(() => {
    if (isNavOpen) closeButtonRef.current?.focus();
    else if (wasNavOpen.current) menuButtonRef.current?.focus();
    wasNavOpen.current = isNavOpen;
  }, [isNavOpen]);

  // A link in the drawer closes it (onNavigate), so do the browser's back and forward buttons and
  // Escape. Not an effect on the path: the path changes when the next screen has rendered, and a
  // drawer opened again in the meantime would close under the user's finger.
  useEffect(() => {
    if (!isNavOpen) return;
    const close = () => setIsNavOpen(false);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    window.addEventListener('popstate', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', close);
    };
  }, [isNavOpen]);

  return (
    <div className={styles.shell} data-nav-open={isNavOpen || undefined}>
      <SkipLink targetId={MAIN_ID} label={t.skipToContent} />
      <aside id="backoffice-navigation" className={styles.sidebar}>
        <div className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            {(shopName || de.backoffice.title).slice(0, 1)}
          </span>
          <span className={styles.brandText}>
            <span className={styles.shopName}>{shopName || de.backoffice.title}</span>
            <span className={styles.product}>{de.backoffice.title}</span>
          </span>
          <button
            ref={closeButtonRef}
            type="button"
            className={styles.closeNav}
            aria-label={t.closeMenu}
            onClick={() => setIsNavOpen(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        <SideNav areas={areas} onNavigate={() => setIsNavOpen(false)} />
        <a className={styles.storefrontLink} href={paths.home.href()}>
          <Icon name="store" size={18} />
          {t.toStorefront}
        </a>
      </aside>
      <button
        type="button"
        className={styles.backdrop}
        aria-hidden="true"
        tabIndex={-1}
        onClick={() => setIsNavOpen(false)}
      />
      {/* While the drawer is open the page behind it is inert (no focus, no clicks). */}
      <div className={styles.body} inert={isNavOpen}>
        <header className={styles.topbar}>
          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={isNavOpen}
            aria-controls="backoffice-navigation"
            aria-label={t.openMenu}
            onClick={() => setIsNavOpen(true)}
          >
            <Icon name="menu" />
            <span>{t.menu}</span>
          </button>
          <Link to={paths.backoffice.href()} className={styles.topbarTitle}>
            {de.backoffice.title}
          </Link>
          <UserMenu user={user} />
        </header>
        <BusyBar />
        <OrderAlarmSlot />
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          <ScreenBoundary areas={allAreas}>
            <Outlet />
          </ScreenBoundary>
        </main>
      </div>
    </div>
  );
}
