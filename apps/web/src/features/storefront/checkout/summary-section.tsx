import {
  type Cart,
  type CartTotals,
  type DeliveryMethod,
  deliveryFeeLabel,
  formatMoney,
  formatQuantity,
  priceLabel,
  priceLine,
} from '@shop/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de-storefront.ts';
import { CartLine } from '../cart/cart-line.tsx';
import { type TotalsRow, TotalsTable } from '../cart/totals-table.tsx';
import styles from './checkout.module.css';
import { Section } from './section.tsx';

type SummarySectionProps = {
  branchIdentifier: string;
  cart: Cart;
  method: DeliveryMethod;
  totals: CartTotals;
  currency: string;
};

const texts = de.checkout.summary;

/**
 * spec §2 cart summary: the lines, then costs, delivery, net, VAT per rate and gross. Every
 * amount is the domain's (priceLine, priceCart), the same functions the cart panel and the server
 * use; hidden prices read 'auf Anfrage' as in the cart.
 */
export function SummarySection({
  branchIdentifier,
  cart,
  method,
  totals,
  currency,
}: SummarySectionProps) {
  const hasHiddenPrice = cart.items.some((item) => item.product.isPriceHidden);
  const money = (cents: number) =>
    hasHiddenPrice ? de.cart.onRequest : formatMoney(cents, currency);
  return (
    <Section title={de.checkout.sections.summary}>
      <ul className={styles.lines}>
        {cart.items.map((item, index) => (
          <CartLine
            // biome-ignore lint/suspicious/noArrayIndexKey: cart lines are addressed by index (spec §3)
            key={index}
            item={item}
            index={index}
            price={priceLine(item, method)}
            currency={currency}
          />
        ))}
      </ul>
      <TotalsTable
        caption={de.cart.summary}
        rows={[
          { label: texts.costs, value: money(totals.gross) },
          totals.depositGross > 0
            ? { label: texts.deposit, value: formatMoney(totals.depositGross, currency) }
            : null,
          method === 'delivery'
            ? {
                label: texts.deliveryCosts,
                value: deliveryFeeLabel(totals.deliveryGross, currency),
              }
            : null,
          ...(hasHiddenPrice ? [] : priceRows(totals, currency)),
        ]}
      />
      {totals.isApproximate && !hasHiddenPrice ? (
        <p className={styles.note}>{de.cart.approximateNotice}</p>
      ) : null}
      {hasHiddenPrice ? <p className={styles.note}>{de.cart.hiddenPriceNotice}</p> : null}
      <Link className={styles.editLink} to={paths.branch.href(branchIdentifier)}>
        {texts.edit}
      </Link>
    </Section>
  );
}

/** Net, VAT per rate and the gross total (spec §2 cart summary). */
function priceRows(totals: CartTotals, currency: string): TotalsRow[] {
  return [
    { label: texts.net, value: formatMoney(totals.totalNet, currency), tone: 'muted' },
    ...totals.taxes.map((tax) => ({
      label: texts.tax(formatQuantity(tax.rate)),
      value: formatMoney(tax.tax, currency),
      tone: 'muted' as const,
    })),
    totals.isApproximate
      ? {
          label: texts.approximateTotal,
          value: priceLabel(totals.totalGross, 'approximate', currency),
          tone: 'total',
        }
      : { label: texts.total, value: formatMoney(totals.totalGross, currency), tone: 'total' },
  ];
}

/**
 * The gross total once more beside the submit button (ours, docs/decisions/016): on a phone the
 * summary is screens above it, and the customer confirms an amount they can see.
 */
export function SubmitTotal({
  id,
  cart,
  totals,
  currency,
}: Pick<SummarySectionProps, 'cart' | 'totals' | 'currency'> & { id: string }) {
  if (cart.items.some((item) => item.product.isPriceHidden)) return null;
  const row = priceRows(totals, currency).at(-1);
  if (!row) return null;
  return (
    <p className={styles.submitTotal} id={id}>
      <span>{row.label}</span> <strong>{row.value}</strong>
    </p>
  );
}
