import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de-storefront.ts';
import { useConfig } from '../init/api/get-init.ts';
import { HeaderMenu } from '../navigation/header-menu.tsx';
import { CONTACT_SECTION_ID } from './contact-section.ts';
import styles from './site-header.module.css';

const MENU_ID = 'site-menu';
const LOGO_SIZE = 40;

/**
 * spec §2 Header: the shop's logo and name linking home, the header navigation, a "Kontakt" item
 * that scrolls to the contact section in the footer, and a menu toggle on narrow screens.
 */
export function SiteHeader({ selfServiceBranch }: { selfServiceBranch?: string | undefined }) {
  const isSelfService = selfServiceBranch !== undefined;
  const { shopName } = useConfig();
  const { pathname } = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A new page closes the menu (also on back/forward).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose.
  useEffect(() => setIsMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const closeMenu = () => setIsMenuOpen(false);
  const onContactClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    closeMenu();
    scrollToContact();
  };

  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <Link
          className={styles.brand}
          to={isSelfService ? paths.branch.href(selfServiceBranch) : paths.home.href()}
        >
          <img
            className={styles.logo}
            src="/favicon.svg"
            alt=""
            width={LOGO_SIZE}
            height={LOGO_SIZE}
          />
          <span>{shopName}</span>
        </Link>
        {/* A self-service kiosk has no navigation away from the branch (decision 031). */}
        {isSelfService ? null : (
          <>
            <button
              ref={toggleRef}
              type="button"
              className={styles.menuToggle}
              aria-expanded={isMenuOpen}
              aria-controls={MENU_ID}
              onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
            >
              <span className={styles.menuIcon} aria-hidden="true" />
              {de.shell.header.menu}
            </button>
            <nav
              id={MENU_ID}
              className={isMenuOpen ? `${styles.menu} ${styles.menuOpen}` : styles.menu}
              aria-label={de.shell.header.navigation}
            >
              <HeaderMenu
                onNavigate={closeMenu}
                trailing={
                  <li className={styles.contactItem}>
                    <a
                      className={styles.contact}
                      href={`#${CONTACT_SECTION_ID}`}
                      onClick={onContactClick}
                    >
                      {de.shell.header.contact}
                    </a>
                  </li>
                }
              />
            </nav>
          </>
        )}
      </Container>
    </header>
  );
}

/** Scrolls the contact section into view (smoothly unless reduced motion) and moves focus there. */
function scrollToContact() {
  const section = document.getElementById(CONTACT_SECTION_ID);
  if (!section) return;
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
