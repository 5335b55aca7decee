import { Button } from '../../../components/ui/button.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './app-banner.module.css';
import { restartApp } from './app-worker.ts';

/** spec §2 Global overlays / §4 "Update": a new version is there; "App neustarten" brings it. */
export function UpdateBanner() {
  const texts = de.app.update;
  return (
    <section className={styles.banner} aria-live="polite" aria-labelledby="update-banner-title">
      <div className={styles.card}>
        <div className={styles.body}>
          <h2 id="update-banner-title" className={styles.title}>
            {texts.title}
          </h2>
          <p className={styles.text}>{texts.text}</p>
        </div>
        <Button onClick={() => void restartApp()}>{texts.restart}</Button>
      </div>
    </section>
  );
}
