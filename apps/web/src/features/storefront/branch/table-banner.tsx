import type { Branch, PublicConfig } from '@shop/domain';
import { Container } from '../../../components/ui/container.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { useCartSelector } from '../cart/cart-store.ts';
import styles from './table-banner.module.css';

type TableBannerProps = { branch: Branch; config: PublicConfig };

/**
 * A table's QR code (`?table=`, domain applyTableLink) makes the cart dine-in at that table: the
 * menu confirms it ('Tisch 5'), so the guest knows the order goes to their table (ours, spec §2
 * table select; docs/decisions/016).
 */
export function TableBanner({ branch, config }: TableBannerProps) {
  const table = useCartSelector(branch, config, (cart) =>
    cart.isDineIn && !cart.isDelivery && branch.isTableSelectionEnabled ? cart.order.table : null,
  );
  if (!table) return null;
  // Above the branch intro: on a phone the first screen confirms the table.
  return (
    <Container>
      <div className={styles.banner} role="status">
        <p className={styles.table}>{de.ordering.table(table)}</p>
        <p>{de.ordering.tableHint}</p>
      </div>
    </Container>
  );
}
