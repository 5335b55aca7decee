import { footerLinks } from '@shop/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { useConfig } from '../init/api/get-init.ts';
import { acceptConsent, refuseConsent, useConsentState } from './consent-store.ts';
import styles from './cookie-banner.module.css';

const TITLE_ID = 'cookie-banner-title';

/**
 * spec §2 Shell / §4 "Cookie consent": shown while no decision is stored; "Akzeptieren" stores the
 * consent, "Nur notwendige" the refusal (docs/decisions/017-customer-journey-comfort.md), both for
 * the consent period, and both hide the banner. It never blocks the page: no backdrop, no focus
 * trap, and on phones it sits above the cart bar, never on it (see the CSS).
 */
export function CookieBanner() {
  const state = useConsentState();
  const config = useConfig();
  if (state !== 'undecided') return null;
  const privacy = footerLinks(config, []).find((link) => link.key === 'privacyPolicy');
  const texts = de.shell.consent;

  return (
    <section className={styles.banner} aria-labelledby={TITLE_ID}>
      <div className={styles.card}>
        <div className={styles.body}>
          <h2 id={TITLE_ID} className={styles.title}>
            {texts.title}
          </h2>
          <p className={styles.text}>
            {texts.text}{' '}
            {privacy ? (
              privacy.isExternal ? (
                <a href={privacy.href} target="_blank" rel="noopener noreferrer">
                  {texts.privacyLink}
                  <span className={styles.visuallyHidden}> {de.shell.navigation.newWindow}</span>
                </a>
              ) : (
                <Link to={privacy.href}>{texts.privacyLink}</Link>
              )
            ) : null}
          </p>
        </div>
        {/* The same size, look and place for both answers: refusing is as easy as accepting. */}
        <div className={styles.actions}>
          <Button variant="secondary" className={styles.choice} onClick={refuseConsent}>
            {texts.refuse}
          </Button>
          <Button
            variant="secondary"
            className={styles.choice}
            onClick={() => {
              acceptConsent();
              // spec §4: with an ad-pixel id configured, accepting reloads the page.
              if (config.metaPixelId) window.location.reload();
            }}
          >
            {texts.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}
