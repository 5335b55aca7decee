import {
  availableDeliveryMethods,
  type Branch,
  type Cart,
  cartPanelText,
  checkMinimumOrder,
  checkoutBlocker,
  DELIVERY_METHOD_LABELS,
  type DeliveryMethod,
  deliveryFeeLabel,
  deliveryMethodOf,
  formatMoney,
  formatQuantity,
  freeDeliveryHint,
  type PublicConfig,
  priceCart,
  priceLabel,
  priceLine,
  removeCartItem,
  setCartDeliveryMethod,
  stepCartLineAmount,
} from '@shop/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de-storefront.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { CartLine } from './cart-line.tsx';
import styles from './cart-panel.module.css';
import { useCart } from './cart-store.ts';
import { TotalsTable } from './totals-table.tsx';

type CartPanelProps = {
  branch: Branch;
  config: PublicConfig;
  now: Date;
  /** The branch is open or takes preorders (spec §2: else 'Keine Produkte im Warenkorb'). */
  canFillCart: boolean;
  onEditLine: (index: number, cart: Cart) => void;
};

const DESKTOP_QUERY = '(min-width: 1024px)';

/** The id of the cart's toggle: the focus goes there after adding to the cart (branch page). */
export const CART_TOGGLE_ID = 'cart-toggle';

/**
 * spec §2 "Cart panel", collapsible. Every amount is a domain result for the cart's lines:
 * priceLine per line, priceCart for the totals (the server recomputes the same on checkout),
 * checkMinimumOrder, freeDeliveryHint, deliveryFeeLabel and checkoutBlocker for the button.
 */
export function CartPanel({ branch, config, now, canFillCart, onEditLine }: CartPanelProps) {
  const [cart, updateCart] = useCart(branch, config);
  // Open on wide screens until the customer chooses; the server's HTML has it closed (it knows no
  // screen), a wide screen opens it when it hydrates.
  const isWide = useMediaQuery(DESKTOP_QUERY);
  const [choice, setIsOpen] = useState<boolean | null>(null);
  const isOpen = choice ?? isWide;
  const navigate = useNavigate();
  const bodyId = useId();
  useEffect(() => {
    // Room below the page for the bar fixed to the bottom edge (phones, tablets; see the CSS).
    document.body.classList.add('has-cart-bar');
    return () => document.body.classList.remove('has-cart-bar');
  }, []);
  const isSheetOpen = isOpen && !isWide;
  useSheetBehaviour(isSheetOpen, () => setIsOpen(false));
  const { currency, timeZone } = config;

  const method = deliveryMethodOf(cart);
  const methods = availableDeliveryMethods(branch);
  const area =
    method === 'delivery'
      ? (branch.deliveryAreas.find((candidate) => candidate.id === cart.deliveryArea) ?? null)
      : null;
  const items = canFillCart ? cart.items : [];
  const lines = items.map((item) => priceLine(item, method));
  const totals = priceCart(items, method, area);
  const minimum = method === 'delivery' ? checkMinimumOrder(area, totals.gross, currency) : null;
  const freeHint = method === 'delivery' ? freeDeliveryHint(area, totals.gross, currency) : null;
  const blocker = checkoutBlocker({
    branch,
    method,
    itemCount: items.length,
    itemsGross: totals.gross,
    deliveryArea: area,
    now,
    timeZone,
    currency,
  });
  const hasHiddenPrice = items.some((item) => item.product.isPriceHidden);
  const countText = cartPanelText(cart.items, !canFillCart);
  const money = (cents: number) =>
    hasHiddenPrice ? de.cart.onRequest : formatMoney(cents, currency);

  return (
    <>
      {isSheetOpen ? (
        // A tap beside the sheet closes it (Escape is its keyboard twin, useSheetBehaviour).
        <div className={styles.backdrop} aria-hidden="true" onClick={() => setIsOpen(false)} />
      ) : null}
      <aside
        className={isOpen ? `${styles.panel} ${styles.open}` : styles.panel}
        aria-label={de.cart.title}
      >
        <div className={styles.bar}>
          <button
            type="button"
            id={CART_TOGGLE_ID}
            className={styles.toggle}
            aria-expanded={isOpen}
            aria-controls={bodyId}
            onClick={() => setIsOpen(!isOpen)}
          >
            <span className={styles.toggleIcon} aria-hidden="true">
              {isOpen ? '▾' : '▴'}
            </span>
            {isOpen ? de.cart.hide : countText}
          </button>
          {!isOpen && items.length > 0 && !hasHiddenPrice ? (
            <span className={styles.barTotal}>
              {totals.isApproximate
                ? priceLabel(totals.totalGross, 'approximate', currency)
                : formatMoney(totals.totalGross, currency)}
            </span>
          ) : null}
        </div>

        <div className={styles.body} id={bodyId} hidden={!isOpen}>
          <h2 className={styles.title}>{de.cart.title}</h2>
          {items.length === 0 ? (
            <p className={styles.empty}>{cartPanelText([], false)}</p>
          ) : (
            <ul className={styles.lines}>
              {items.map((item, index) => (
                <CartLine
                  // biome-ignore lint/suspicious/noArrayIndexKey: cart lines are addressed by index (spec §3)
                  key={index}
                  item={item}
                  index={index}
                  price={lines[index] ?? priceLine(item, method)}
                  currency={currency}
                  onEdit={(position) => onEditLine(position, cart)}
                  onRemove={(position) =>
                    updateCart((current) => removeCartItem(current, position))
                  }
                  onStep={(position, step) =>
                    updateCart((current) => stepCartLineAmount(current, position, step))
                  }
                />
              ))}
            </ul>
          )}

          {methods.length > 0 ? (
            <label className={styles.field}>
              <span className={styles.fieldLabel}>{de.cart.deliveryMethod}</span>
              <select
                className={styles.select}
                value={method}
                onChange={(event) =>
                  updateCart((current) =>
                    setCartDeliveryMethod(current, event.target.value as DeliveryMethod),
                  )
                }
              >
                {methods.map((option) => (
                  <option key={option} value={option}>
                    {DELIVERY_METHOD_LABELS[option]}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {method === 'delivery' && branch.deliveryAreas.length > 0 ? (
            <label className={styles.field}>
              <span className={styles.fieldLabel}>{de.cart.deliveryArea}</span>
              <select
                className={styles.select}
                value={cart.deliveryArea ?? ''}
                onChange={(event) =>
                  updateCart((current) => ({
                    ...current,
                    deliveryArea: Number(event.target.value),
                  }))
                }
              >
                {branch.deliveryAreas.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.area}
                  </option>
                ))}
              </select>
            </label>
          ) : null}

          <div className={styles.summary}>
            {items.length > 0 ? (
              <TotalsTable
                caption={de.cart.summary}
                rows={[
                  { label: de.cart.costs, value: money(totals.gross) },
                  totals.depositGross > 0
                    ? { label: de.cart.deposit, value: formatMoney(totals.depositGross, currency) }
                    : null,
                  method === 'delivery'
                    ? {
                        label: de.cart.deliveryCosts,
                        value: deliveryFeeLabel(totals.deliveryGross, currency),
                      }
                    : null,
                  hasHiddenPrice
                    ? null
                    : totals.isApproximate
                      ? {
                          label: de.cart.approximateTotal,
                          value: priceLabel(totals.totalGross, 'approximate', currency),
                          tone: 'total',
                        }
                      : {
                          label: de.cart.total,
                          value: formatMoney(totals.totalGross, currency),
                          tone: 'total',
                        },
                  ...(hasHiddenPrice
                    ? []
                    : totals.taxes.map((tax) => ({
                        label: de.cart.taxIncluded(formatQuantity(tax.rate)),
                        value: formatMoney(tax.tax, currency),
                        tone: 'muted' as const,
                      }))),
                ]}
              />
            ) : null}
            {totals.isApproximate && !hasHiddenPrice ? (
              <p className={styles.note}>{de.cart.approximateNotice}</p>
            ) : null}
            {hasHiddenPrice ? <p className={styles.note}>{de.cart.hiddenPriceNotice}</p> : null}

            {minimum && !minimum.ok && items.length > 0 ? (
              <div className={styles.warning}>
                <p>{minimum.error.message}</p>
                <p>{minimum.error.hint}</p>
              </div>
            ) : null}
            {freeHint ? <p className={styles.info}>{freeHint}</p> : null}
            {!blocker.ok && blocker.error.code === 'closed' && items.length > 0 ? (
              <p className={styles.warning}>{blocker.error.message}</p>
            ) : null}

            <button
              type="button"
              className={styles.checkout}
              disabled={!blocker.ok}
              onClick={() => navigate(paths.checkout.href(branch.identifier))}
            >
              {de.cart.checkout}
            </button>
          </div>
        </div>
      </aside>
    </>
  );
}

/**
 * The open cart sheet on phones and tablets (docs/decisions/017-customer-journey-comfort.md):
 * Escape closes it and gives the focus back to its toggle, and the page behind does not scroll.
 */
function useSheetBehaviour(isSheetOpen: boolean, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!isSheetOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      closeRef.current();
      document.getElementById(CART_TOGGLE_ID)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.documentElement.classList.add('has-open-sheet');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('has-open-sheet');
    };
  }, [isSheetOpen]);
}
