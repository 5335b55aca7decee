import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import styles from './busy-bar.module.css';

/** A thin progress bar under the top bar while any back-office request is running. */
export function BusyBar() {
  const isBusy = useIsFetching({ queryKey: ['backoffice'] }) + useIsMutating() > 0;
  return (
    <div className={styles.track} aria-hidden="true">
      {isBusy ? <div className={styles.bar} /> : null}
    </div>
  );
}
