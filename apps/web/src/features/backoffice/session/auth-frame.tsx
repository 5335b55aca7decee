import type { ReactNode } from 'react';
import { de } from '../../../i18n/de.ts';
import styles from './auth-frame.module.css';
import { useShopName } from './use-shop-name.ts';

/** The frame of the login screens: the shop's name beside (desktop) or above (tablet) a card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const shopName = useShopName();
  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <span className={styles.mark} aria-hidden="true">
          {(shopName || de.backoffice.title).slice(0, 1)}
        </span>
        <div>
          <p className={styles.shopName}>{shopName || '\u00a0'}</p>
          <p className={styles.product}>{de.backoffice.title}</p>
        </div>
      </header>
      <main className={styles.main} id="main">
        <div className={styles.card}>{children}</div>
      </main>
    </div>
  );
}
