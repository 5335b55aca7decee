import {
  appointmentLabel,
  DEFAULT_TIME_ZONE,
  type OrderMessageStatus,
  orderStatusLabel,
  orderStatusSchema,
  PAYMENT_METHOD_LABELS,
  paymentStatus,
  type StaffOrder,
} from '@shop/domain';
import type { ReactNode } from 'react';
import { de } from '../../../i18n/de.ts';
import { formatDateTime } from '../ui/format.ts';
import styles from './order-detail.module.css';
import { orderTypeLabel } from './order-format.ts';

const t = de.backofficeOrders.detail;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

const timeOf = (iso: string | null) =>
  appointmentLabel(iso ? new Date(iso) : null, false, DEFAULT_TIME_ZONE);

/** Times: ordered, desired, agreed, counter-appointment with the customer's answer. */
export function OrderTimes({ order }: { order: StaffOrder }) {
  return (
    <Section title={t.times}>
      <dl className={styles.facts}>
        <dt>{t.orderedAt}</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>{t.desired}</dt>
        <dd>{timeOf(order.appointmentDate)}</dd>
        {order.appointment ? (
          <>
            <dt>{t.agreed}</dt>
            <dd>{timeOf(order.appointment)}</dd>
          </>
        ) : null}
        {order.counterAppointment && order.counterAppointmentStatus ? (
          <>
            <dt>{t.counter}</dt>
            <dd>
              {timeOf(order.counterAppointment)}
              <span className={styles.muted}>
                {' '}
                – {t.counterStatus[order.counterAppointmentStatus]}
              </span>
            </dd>
          </>
        ) : null}
      </dl>
    </Section>
  );
}

/** Customer, order type and (for delivery) the address. */
export function OrderCustomer({ order }: { order: StaffOrder }) {
  const { customer, address } = order;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.name;
  const extras = [
    address.floor ? t.floor(address.floor) : null,
    address.stairway ? t.stairway(address.stairway) : null,
    address.door ? t.door(address.door) : null,
  ].filter(Boolean);
  return (
    <Section title={t.customer}>
      <p className={styles.customerName}>{name || '–'}</p>
      {customer.company ? <p>{customer.company}</p> : null}
      {customer.phone ? (
        <p>
          <a href={`tel:${customer.phone.replace(/\s/g, '')}`}>{customer.phone}</a>
        </p>
      ) : null}
      {customer.email ? (
        <p>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </p>
      ) : null}
      <p className={styles.muted}>{orderTypeLabel(order)}</p>
      {order.isDelivery ? (
        <address className={styles.address}>
          {address.street}
          {address.street ? <br /> : null}
          {[address.zipCode, address.city].filter(Boolean).join(' ')}
          {extras.length > 0 ? <br /> : null}
          {extras.join(', ')}
          {order.deliveryArea ? (
            <span className={styles.muted}>
              <br />
              {t.deliveryArea}: {order.deliveryArea}
            </span>
          ) : null}
        </address>
      ) : null}
    </Section>
  );
}

/** What really became of a confirmation: sent, queued, skipped (and why) or given up. */
function messageText(channel: string, status: OrderMessageStatus): string {
  const at = status.at ? formatDateTime(status.at) : '';
  if (status.state === 'sent') return t.message.sent(channel, at);
  if (status.state === 'queued') return t.message.queued(channel);
  if (status.state === 'failed') return t.message.failed(channel, at);
  if (status.state === 'skipped') {
    return t.message.skipped(channel, t.message.reasons[status.reason ?? 'unknown']);
  }
  return t.message.none(channel);
}

/** Payment method and (online) status, and what became of the new-order messages. */
export function OrderPayment({ order }: { order: StaffOrder }) {
  const online = paymentStatus(order);
  return (
    <Section title={t.payment}>
      <p>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</p>
      {online ? <p className={styles.muted}>{online.label}</p> : null}
      <h3 className={styles.subTitle}>{t.messages}</h3>
      <p className={styles.muted}>{messageText(t.message.email, order.messages.email)}</p>
      {order.messages.sms.state !== 'none' ? (
        <p className={styles.muted}>{messageText(t.message.sms, order.messages.sms)}</p>
      ) : null}
    </Section>
  );
}

/** The customer's comment and the rejection message, when there are any. */
export function OrderComment({ order }: { order: StaffOrder }) {
  return (
    <Section title={t.comment}>
      <p className={order.comment ? styles.comment : styles.muted}>
        {order.comment ?? t.noComment}
      </p>
      {order.rejectionMessage ? (
        <>
          <h3 className={styles.subTitle}>{t.rejectionMessage}</h3>
          <p>{order.rejectionMessage}</p>
        </>
      ) : null}
    </Section>
  );
}

/** Every status change and edit, oldest first, with who did it. */
export function OrderHistory({ order }: { order: StaffOrder }) {
  const labelOf = (status: string) => {
    const known = orderStatusSchema.safeParse(status);
    return known.success ? orderStatusLabel(known.data, order.isDelivery) : status;
  };
  return (
    <Section title={t.history}>
      <ol className={styles.history}>
        {order.history.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and only grow at the end
          <li key={index}>
            <span className={styles.historyTime}>{formatDateTime(entry.createdAt)}</span>
            <span>
              <strong>{labelOf(entry.status)}</strong>
              {entry.message ? ` – ${entry.message}` : ''}
            </span>
            <span className={styles.muted}>
              {entry.user ? t.historyBy(entry.user.name) : t.historyCustomer}
            </span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
