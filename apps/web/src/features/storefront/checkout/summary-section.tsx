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
import { de } from '../../../i18n/de.ts';
import { amountLabel, partSummaries } from '../cart/describe-item.ts';
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
        {cart.items.map((item, index) => {
          const line = priceLine(item, method);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: cart lines are addressed by index (spec §3)
            <li key={index} className={styles.line}>
              <div className={styles.lineHead}>
                <span>
                  <span className={styles.lineAmount}>{amountLabel(item)}</span> {item.product.name}
                </span>
                <span className={styles.linePrice}>
                  {item.product.isPriceHidden
                    ? de.cart.priceOnRequest
                    : priceLabel(line.gross, line.calculationModel, currency)}
                </span>
              </div>
              {partSummaries(item).map((summary) => (
                <p key={summary} className={styles.lineParts}>
                  {summary}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
      <table className={styles.totals}>
        <caption className={styles.visuallyHidden}>{de.cart.summary}</caption>
        <tbody>
          <Row label={texts.costs} value={money(totals.gross)} />
          {method === 'delivery' ? (
            <Row
              label={texts.deliveryCosts}
              value={deliveryFeeLabel(totals.deliveryGross, currency)}
            />
          ) : null}
          {hasHiddenPrice ? null : (
            <>
              <Row label={texts.net} value={formatMoney(totals.totalNet, currency)} isMuted />
              {totals.taxes.map((tax) => (
                <Row
                  key={tax.rate}
                  label={texts.tax(formatQuantity(tax.rate))}
                  value={formatMoney(tax.tax, currency)}
                  isMuted
                />
              ))}
              <Row
                label={totals.isApproximate ? texts.approximateTotal : texts.total}
                value={
                  totals.isApproximate
                    ? priceLabel(totals.totalGross, 'approximate', currency)
                    : formatMoney(totals.totalGross, currency)
                }
                isTotal
              />
            </>
          )}
        </tbody>
      </table>
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

type RowProps = { label: string; value: string; isMuted?: boolean; isTotal?: boolean };

function Row({ label, value, isMuted, isTotal }: RowProps) {
  const className = isTotal ? styles.total : isMuted ? styles.muted : undefined;
  return (
    <tr className={className}>
      <th scope="row">{label}</th>
      <td>{value}</td>
    </tr>
  );
}
