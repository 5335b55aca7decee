import { Button } from '../../../components/ui/button.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './app-banner.module.css';

/** spec §2 Global overlays: the offline warning with a retry that reloads the page. */
export function OfflineBanner() {
  const texts = de.app.offline;
  return (
    <section className={styles.banner} aria-live="polite" aria-labelledby="offline-banner-title">
      <div className={`${styles.card} ${styles.warning}`}>
        <div className={styles.body}>
          <h2 id="offline-banner-title" className={styles.title}>
            {texts.title}
          </h2>
          <p className={styles.text}>{texts.text}</p>
        </div>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {texts.retry}
        </Button>
      </div>
    </section>
  );
}
