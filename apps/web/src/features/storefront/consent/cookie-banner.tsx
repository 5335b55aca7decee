import { footerLinks } from '@shop/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { useConfig } from '../init/api/get-init.ts';
import { acceptConsent, useConsent } from './consent-store.ts';
import styles from './cookie-banner.module.css';

const TITLE_ID = 'cookie-banner-title';

/**
 * spec §2 Shell / §4 "Cookie consent": shown while consent is not given; "Akzeptieren" stores it
 * and hides the banner. It never blocks the page: no backdrop, no focus trap.
 */
export function CookieBanner() {
  const hasConsent = useConsent();
  const config = useConfig();
  if (hasConsent) return null;
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
        <Button className={styles.accept} onClick={acceptConsent}>
          {texts.accept}
        </Button>
      </div>
    </section>
  );
}
