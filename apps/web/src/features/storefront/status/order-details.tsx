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
  packagingChoiceLabel,
  priceLabel,
  referencePriceLabel,
  unitLabel,
  unitTypeOf,
} from '@shop/domain';
import { de } from '../../../i18n/de-storefront.ts';
import { TotalsTable } from '../cart/totals-table.tsx';
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
        {order.address ? (
          <Fact label={texts.info.address} value={addressText(order.address)} />
        ) : null}
        {order.comment ? <Fact label={texts.info.comment} value={order.comment} /> : null}
        {order.packagingDeposit ? (
          <Fact
            label={texts.info.packaging}
            value={packagingChoiceLabel('reusable', order.packagingDeposit)}
          />
        ) : null}
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
              {item.deposit ? (
                <span className={styles.part}>
                  {de.ordering.deposit(formatMoney(item.deposit, currency))}
                </span>
              ) : null}
              {item.referencePrice && !item.isPriceHidden ? (
                <span className={styles.part}>
                  {de.ordering.referencePrice(referencePriceLabel(item.referencePrice, currency))}
                </span>
              ) : null}
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
        <TotalsTable
          caption={texts.items.total}
          rows={[
            order.depositGross
              ? { label: de.cart.deposit, value: formatMoney(order.depositGross, currency) }
              : null,
            method === 'delivery'
              ? {
                  label: texts.items.deliveryCosts,
                  value: deliveryFeeLabel(order.deliveryGross, currency),
                }
              : null,
            {
              label: texts.items.total,
              value: order.isPriceApproximate
                ? priceLabel(order.totalGross, 'approximate', currency)
                : formatMoney(order.totalGross, currency),
              tone: 'total',
            },
            ...order.taxes.map((tax) => ({
              label: texts.items.tax(formatQuantity(tax.rate)),
              value: formatMoney(tax.tax, currency),
              tone: 'muted' as const,
            })),
          ]}
        />
      )}
      {/* The invoice issued with the completion (docs/decisions/040-invoices-and-exports.md). */}
      {order.invoiceNumber ? (
        <a
          className={styles.invoiceLink}
          href={`/api/orders/public/${order.uid}/${order.hash}/invoice`}
          download
        >
          {texts.items.invoice}
        </a>
      ) : null}
      {/* Its credit note once cancelled or refunded (docs/decisions/050-credit-notes.md). */}
      {order.creditNoteNumber ? (
        <a
          className={styles.invoiceLink}
          href={`/api/orders/public/${order.uid}/${order.hash}/credit-note`}
          download
        >
          {texts.items.creditNote}
        </a>
      ) : null}
    </section>
  );
}

/** Street, postcode and city, then floor, stairway and door, as the customer gave them. */
function addressText(address: NonNullable<PublicOrder['address']>): string {
  const place = [address.zipCode, address.city].filter(Boolean).join(' ');
  const parts = texts.info.addressParts(address);
  return [address.street, place, parts].filter(Boolean).join(', ');
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
