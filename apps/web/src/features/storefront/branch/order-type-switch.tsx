import {
  availableDeliveryMethods,
  type Branch,
  DELIVERY_METHOD_LABELS,
  deliveryMethodOf,
  type PublicConfig,
  setCartDeliveryMethod,
} from '@shop/domain';
import { de } from '../../../i18n/de-storefront.ts';
import { useCart } from '../cart/cart-store.ts';
import styles from './order-type-switch.module.css';

type OrderTypeSwitchProps = { branch: Branch; config: PublicConfig };

/**
 * The order type near the top of the branch page (docs/decisions/017-customer-journey-comfort.md):
 * the methods the branch offers (spec §2 "Cart panel", domain availableDeliveryMethods), bound to
 * the same cart state as the cart's "Art der Lieferung".
 */
export function OrderTypeSwitch({ branch, config }: OrderTypeSwitchProps) {
  const [cart, updateCart] = useCart(branch, config);
  const methods = availableDeliveryMethods(branch);
  if (methods.length === 0) return null;
  const method = deliveryMethodOf(cart);
  return (
    <div className={styles.options} role="radiogroup" aria-label={de.ordering.orderType}>
      {methods.map((option) => (
        <label key={option} className={styles.option}>
          <input
            className={styles.input}
            type="radio"
            name="order-type"
            value={option}
            checked={option === method}
            onChange={() => updateCart((current) => setCartDeliveryMethod(current, option))}
          />
          <span className={styles.text}>{DELIVERY_METHOD_LABELS[option]}</span>
        </label>
      ))}
    </div>
  );
}
