import { type Branch, nextOrderTime } from '@shop/domain';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './branch-card.module.css';

type PickupTimeLineProps = { branch: Branch; now: Date; timeZone: string };

/**
 * spec §2 Branch list "pickup time line": the earliest time an order of the branch's main type
 * (takeaway, else delivery, else dine-in) can be served, from the domain's order-time rules
 * (5-minute grid, orderableFrom, the hours of that type). Nothing when no time exists.
 */
export function PickupTimeLine({ branch, now, timeZone }: PickupTimeLineProps) {
  const next = nextOrderTime(branch, now, timeZone);
  if (!next) return null;
  return (
    <p className={styles.pickup}>
      <ClockIcon />
      {de.branchList.pickup(next.method, next.isToday, next.day, next.time)}
    </p>
  );
}

function ClockIcon() {
  return (
    <svg className={styles.pickupIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M12 7v5l3 2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
