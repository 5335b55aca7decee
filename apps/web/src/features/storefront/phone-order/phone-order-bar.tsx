import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de-storefront.ts';
import { useBranches } from '../init/api/get-init.ts';
import styles from './phone-order-bar.module.css';
import { endPhoneOrder, type PhoneOrder } from './phone-order-store.ts';

/**
 * The bar over the storefront in phone-order mode (docs/decisions/049-phone-orders.md): for which
 * branch the staff member takes the call, the order taken last with a link to it in the
 * back-office, and the way back there (which ends the mode). A chunk of its own.
 */
export function PhoneOrderBar({ phone }: { phone: PhoneOrder }) {
  const texts = de.app.phoneOrder;
  const branch = useBranches().find((entry) => entry.identifier === phone.branchIdentifier);
  return (
    <section className={styles.bar} aria-label={texts.bar(branch?.name ?? phone.branchIdentifier)}>
      <p className={styles.title}>{texts.bar(branch?.name ?? phone.branchIdentifier)}</p>
      {phone.placed ? (
        <p className={styles.placed} role="status">
          <span>{texts.placed(phone.placed.ticketNumber)}</span>
          <a href={backofficePaths.order.href(phone.placed.orderId)}>{texts.openOrder}</a>
        </p>
      ) : null}
      <a
        className={styles.back}
        href={backofficePaths.ordersCurrent.href()}
        onClick={endPhoneOrder}
      >
        {texts.back}
      </a>
    </section>
  );
}
