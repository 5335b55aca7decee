import {
  appointmentLabel,
  type Branch,
  DELIVERY_METHOD_LABELS,
  deliveryFeeLabel,
  deliveryMethodOf,
  formatLocalDate,
  formatMoney,
  formatQuantity,
  formatZonedTime,
  localDateOf,
  PAYMENT_METHOD_LABELS,
  type PaymentStatus,
  type PublicOrder,
  type PublicOrderItem,
  priceLabel,
  unitLabel,
  unitTypeOf,
} from '@shop/domain';
import { de } from '../../../i18n/de.ts';
import styles from './status.module.css';

type OrderDetailsProps = {
  order: PublicOrder;
  branch: Branch | null;
  payment: PaymentStatus | null;
  timeZone: string;
};

const texts = de.status;

function amountOf(item: PublicOrderItem): string {
  const amount = formatQuantity(item.amount);
  return unitTypeOf(item.unit) === 'amount' ? `${amount} ×` : `${amount} ${unitLabel(item.unit)}`;
}

/** spec §2 order info (type, table, appointment, payment) and what was ordered, as stored. */
export function OrderDetails({ order, branch, payment, timeZone }: OrderDetailsProps) {
  const method = deliveryMethodOf(order);
  const appointment = order.appointment ?? order.appointmentDate;
  const createdAt = new Date(order.createdAt);
  const { currency } = order;
  const hasHiddenPrice = order.items.some((item) => item.isPriceHidden);
  return (
    <section className={styles.card} aria-labelledby="status-details">
      <h2 id="status-details" className={styles.cardTitle}>
        {texts.info.title}
      </h2>
      <dl className={styles.facts}>
        <Fact label={texts.info.orderType} value={DELIVERY_METHOD_LABELS[method]} />
        {order.tableIdentifier ? (
          <Fact label={texts.info.table} value={order.tableIdentifier} />
        ) : null}
        {order.deliveryArea ? (
          <Fact label={texts.info.deliveryArea} value={order.deliveryArea} />
        ) : null}
        <Fact
          label={texts.info.appointment}
          value={appointmentLabel(
            appointment ? new Date(appointment) : null,
            branch?.isAppointmentRequired ?? false,
            timeZone,
          )}
        />
        <Fact label={texts.info.payment} value={PAYMENT_METHOD_LABELS[order.paymentMethod]} />
        {payment ? <Fact label={texts.info.paymentStatus} value={payment.label} /> : null}
        <Fact
          label={texts.info.orderedAt}
          value={`${formatLocalDate(localDateOf(createdAt, timeZone))}, ${formatZonedTime(createdAt, timeZone)} Uhr`}
        />
      </dl>
      <h3 className={styles.subTitle}>{texts.items.title}</h3>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.position} className={styles.item}>
            <span>
              <span className={styles.amount}>{amountOf(item)}</span> {item.name}
              {item.parts.map((part) => (
                <span key={part.name} className={styles.part}>
                  {part.name}: {part.values.join(', ')}
                </span>
              ))}
            </span>
            <span className={styles.price}>
              {item.isPriceHidden
                ? texts.items.priceOnRequest
                : priceLabel(item.gross, item.calculationModel, currency)}
            </span>
          </li>
        ))}
      </ul>
      {hasHiddenPrice ? null : (
        <table className={styles.totals}>
          <caption className={styles.visuallyHidden}>{texts.items.total}</caption>
          <tbody>
            {method === 'delivery' ? (
              <tr>
                <th scope="row">{texts.items.deliveryCosts}</th>
                <td>{deliveryFeeLabel(order.deliveryGross, currency)}</td>
              </tr>
            ) : null}
            <tr className={styles.total}>
              <th scope="row">{texts.items.total}</th>
              <td>
                {order.isPriceApproximate
                  ? priceLabel(order.totalGross, 'approximate', currency)
                  : formatMoney(order.totalGross, currency)}
              </td>
            </tr>
            {order.taxes.map((tax) => (
              <tr key={tax.rate} className={styles.muted}>
                <th scope="row">{texts.items.tax(formatQuantity(tax.rate))}</th>
                <td>{formatMoney(tax.tax, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
