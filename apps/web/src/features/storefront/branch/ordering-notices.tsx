import { memo } from 'react';
import styles from './ordering-notices.module.css';

type OrderingNoticesProps = {
  /** Lines from the domain's orderingNotices, in display order. */
  lines: readonly string[];
  tone: 'closed' | 'delivery';
};

/** spec §8 closed and delivery notices of the ordering page; the first line is the headline. */
export const OrderingNotices = memo(function OrderingNotices({
  lines,
  tone,
}: OrderingNoticesProps) {
  if (lines.length === 0) return null;
  const [headline, ...rest] = lines;
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role="status">
      <p className={styles.headline}>{headline}</p>
      {rest.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
});
