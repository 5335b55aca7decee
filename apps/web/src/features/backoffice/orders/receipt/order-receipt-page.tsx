import {
  appointmentLabel,
  DEFAULT_TIME_ZONE,
  deliveryFeeLabel,
  formatNumber,
  formatQuantity,
  labelSumText,
  PAYMENT_METHOD_LABELS,
  packagingChoiceLabel,
  paymentStatus,
  RECEIPT_TEXTS,
  referencePriceLabel,
  type StaffOrder,
  ticketLabel,
  unitLabel,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import { useShopConfig } from '../../session/use-shop-name.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { Loader } from '../../ui/loader.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { orderQueryOptions } from '../api/orders-api.ts';
import { orderMoney, orderTypeLabel } from '../order-format.ts';
import styles from './order-receipt.module.css';

const t = de.backofficeOrders.receipt;

/**
 * The printable receipt of an order: a till roll of 80 mm or an A4 page, chosen
 * here and laid out by print CSS (named @page sizes). Device printing is a later issue; this is
 * the browser's print dialog. The toolbar is not printed.
 */
export function OrderReceiptPage() {
  const orderId = Number(useParams().orderId);
  const [searchParams] = useSearchParams();
  const format = searchParams.get('format') === 'a4' ? 'a4' : 'narrow';
  const order = useQuery({ ...orderQueryOptions(orderId), enabled: Number.isSafeInteger(orderId) });
  useDocumentTitle(
    order.data ? t.title(`#${order.data.ticketNumber}`) : de.backoffice.entities.orders.singular,
  );
  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <Link to={backofficePaths.order.href(orderId)} className={styles.back}>
          ← {t.back}
        </Link>
        <nav className={styles.formats} aria-label={t.format}>
          {(['narrow', 'a4'] as const).map((option) => (
            <Link
              key={option}
              replace
              to={backofficePaths.orderReceipt.href(orderId, option === 'a4' ? 'a4' : undefined)}
              className={styles.format}
              aria-current={format === option ? 'page' : undefined}
            >
              {option === 'a4' ? t.formatA4 : t.formatNarrow}
            </Link>
          ))}
        </nav>
        <ActionButton variant="primary" disabled={!order.data} onClick={() => window.print()}>
          {t.print}
        </ActionButton>
      </div>
      {order.isError ? (
        <Notice tone="error" onRetry={() => order.refetch()} isRetrying={order.isFetching}>
          {de.backoffice.errors.loadOneFailed(de.backoffice.entities.orders)}
        </Notice>
      ) : null}
      {order.data ? <Receipt order={order.data} format={format} /> : null}
      {order.isPending ? <Loader label={de.backoffice.common.loading} /> : null}
    </div>
  );
}

function Receipt({ order, format }: { order: StaffOrder; format: 'narrow' | 'a4' }) {
  const config = useShopConfig();
  const money = (cents: number) => orderMoney(cents, order.currency);
  const time = (iso: string | null) =>
    appointmentLabel(iso ? new Date(iso) : null, false, DEFAULT_TIME_ZONE);
  const customer = [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ');
  const online = paymentStatus(order);
  return (
    <article className={`${styles.receipt} ${format === 'a4' ? styles.a4 : styles.narrow}`}>
      <header className={styles.head}>
        <p className={styles.shop}>{config?.shopName ?? ''}</p>
        <p>{order.branch.name}</p>
        <p className={styles.ticket}>
          {ticketLabel({ disableTickets: config?.disableTickets ?? false })} {order.ticketNumber}
        </p>
        <p>{orderTypeLabel(order)}</p>
      </header>
      <dl className={styles.facts}>
        <dt>{t.ordered}</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>{t.due}</dt>
        <dd>{time(order.appointment ?? order.appointmentDate)}</dd>
        <dt>{t.customer}</dt>
        <dd>
          {customer || order.customer.name || '–'}
          {order.customer.phone ? <br /> : null}
          {order.customer.phone}
          {order.isDelivery && order.address.street ? (
            <>
              <br />
              {order.address.street},{' '}
              {[order.address.zipCode, order.address.city].filter(Boolean).join(' ')}
            </>
          ) : null}
        </dd>
      </dl>
      <table className={styles.lines}>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.index}>
              <td className={styles.amount}>
                {formatQuantity(line.amount)} {unitLabel(line.unit)}
              </td>
              <td>
                {line.name}
                {line.parts.map((part) => (
                  <span key={part.index} className={styles.part}>
                    {part.name}: {part.values.join(', ')}
                  </span>
                ))}
                {line.labels && labelSumText(line.labels) ? (
                  <span className={styles.part}>
                    {RECEIPT_TEXTS.contains(labelSumText(line.labels))}
                  </span>
                ) : null}
                {line.deposit ? (
                  <span className={styles.part}>{de.ordering.deposit(money(line.deposit))}</span>
                ) : null}
                {line.referencePrice && !line.isPriceHidden ? (
                  <span className={styles.part}>
                    {de.ordering.referencePrice(
                      referencePriceLabel(line.referencePrice, order.currency),
                    )}
                  </span>
                ) : null}
              </td>
              <td className={styles.money}>{line.isPriceHidden ? '' : money(line.gross)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.sums}>
        <dt>{de.backofficeOrders.detail.subtotal}</dt>
        <dd>{money(order.gross)}</dd>
        {order.depositGross ? (
          <>
            <dt>{de.backofficeOrders.detail.deposit}</dt>
            <dd>{money(order.depositGross)}</dd>
          </>
        ) : null}
        {/* The reusable packaging, its deposit inside "Pfand" (§33 VerpackG, decision 051). */}
        {order.packagingDeposit ? (
          <>
            <dt>{de.backofficeOrders.detail.packaging}</dt>
            <dd>{packagingChoiceLabel('reusable', order.packagingDeposit)}</dd>
          </>
        ) : null}
        {order.isDelivery ? (
          <>
            <dt>{de.backofficeOrders.detail.deliveryFee}</dt>
            <dd>{deliveryFeeLabel(order.deliveryGross, order.currency)}</dd>
          </>
        ) : null}
        <dt className={styles.total}>{de.backofficeOrders.detail.total}</dt>
        <dd className={styles.total}>{money(order.totalGross)}</dd>
      </dl>
      {order.taxes.map((tax) => (
        <p key={tax.rate} className={styles.small}>
          {de.backofficeOrders.detail.taxLine(formatNumber(tax.rate, 0), money(tax.tax))}
        </p>
      ))}
      <p className={styles.payment}>
        {PAYMENT_METHOD_LABELS[order.paymentMethod]}
        {online ? ` – ${online.label}` : ''}
      </p>
      {order.comment ? <p className={styles.comment}>{order.comment}</p> : null}
      <p className={styles.thanks}>{t.thanks}</p>
    </article>
  );
}
