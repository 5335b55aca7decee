import { MESSAGES } from '@shop/domain';
import { useEffect } from 'react';
import styles from './branch-page.module.css';

const VISIBLE_MS = 3500;

/** spec §2: 'Produkt zum Warenkorb hinzugefügt.' after saving an item; hides after a moment. */
export function AddedToast({ serial, onHide }: { serial: number; onHide: () => void }) {
  useEffect(() => {
    if (serial === 0) return;
    const timer = window.setTimeout(onHide, VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [serial, onHide]);
  return (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {serial > 0 ? (
        <p key={serial} className={styles.toast}>
          <span aria-hidden="true" className={styles.toastIcon}>
            ✓
          </span>
          {MESSAGES.itemAdded}
        </p>
      ) : null}
    </div>
  );
}
