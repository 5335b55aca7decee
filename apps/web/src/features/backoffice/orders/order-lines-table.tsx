import {
  deliveryFeeLabel,
  formatNumber,
  formatQuantity,
  packagingChoiceLabel,
  type StaffOrder,
  type StaffOrderLine,
  unitLabel,
} from '@shop/domain';
import { de } from '../../../i18n/de.ts';
import { ActionButton } from '../ui/action-button.tsx';
import hidden from '../ui/visually-hidden.module.css';
import styles from './order-detail.module.css';
import { orderMoney } from './order-format.ts';

const t = de.backofficeOrders;

type OrderLinesTableProps = {
  order: StaffOrder;
  /** Shows "Bearbeiten" per line when the order's lines may change. */
  onEdit?: (line: StaffOrderLine) => void;
};

/** The lines as bought (parts with their options), then subtotal, delivery fee, total and taxes. */
export function OrderLinesTable({ order, onEdit }: OrderLinesTableProps) {
  const money = (cents: number) => orderMoney(cents, order.currency);
  return (
    <div className={styles.linesCard}>
      <table className={styles.lines}>
        <caption className={styles.sectionTitle}>{t.detail.lines}</caption>
        <thead>
          <tr>
            <th scope="col">{t.detail.amount}</th>
            <th scope="col">{t.detail.line}</th>
            <th scope="col" className={styles.numeric}>
              {t.detail.lineTotal}
            </th>
            {onEdit ? (
              <th scope="col">
                <span className={hidden.hidden}>{de.backoffice.resource.actions}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.index}>
              <td className={styles.quantity}>
                {formatQuantity(line.amount)} {unitLabel(line.unit)}
              </td>
              <th scope="row">
                <span className={styles.lineName}>{line.name}</span>
                {line.parts.map((part) => (
                  <span key={part.index} className={styles.part}>
                    {part.name}: {part.values.join(', ')}
                  </span>
                ))}
                {line.deposit ? (
                  <span className={styles.part}>{de.ordering.deposit(money(line.deposit))}</span>
                ) : null}
                {line.comment ? <span className={styles.part}>„{line.comment}“</span> : null}
              </th>
              <td className={styles.numeric}>{line.isPriceHidden ? '–' : money(line.gross)}</td>
              {onEdit ? (
                <td className={styles.lineAction}>
                  <ActionButton
                    size="sm"
                    variant="ghost"
                    aria-label={t.actions.editLine(line.name)}
                    onClick={() => onEdit(line)}
                  >
                    {t.actions.edit}
                  </ActionButton>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        <dt>{t.detail.subtotal}</dt>
        <dd>{money(order.gross)}</dd>
        {order.depositGross ? (
          <>
            <dt>{t.detail.deposit}</dt>
            <dd>{money(order.depositGross)}</dd>
          </>
        ) : null}
        {/* The reusable packaging, its deposit inside "Pfand" (§33 VerpackG, decision 051). */}
        {order.packagingDeposit ? (
          <>
            <dt>{t.detail.packaging}</dt>
            <dd>{packagingChoiceLabel('reusable', order.packagingDeposit)}</dd>
          </>
        ) : null}
        {order.isDelivery ? (
          <>
            <dt>{t.detail.deliveryFee}</dt>
            <dd>{deliveryFeeLabel(order.deliveryGross, order.currency)}</dd>
          </>
        ) : null}
        <dt className={styles.grandTotal}>{t.detail.total}</dt>
        <dd className={styles.grandTotal}>{money(order.totalGross)}</dd>
      </dl>
      {order.taxes.map((tax) => (
        <p key={tax.rate} className={styles.taxLine}>
          {t.detail.taxLine(formatNumber(tax.rate, 0), money(tax.tax))}
        </p>
      ))}
      {order.isPriceApproximate ? <p className={styles.taxLine}>{t.detail.approximate}</p> : null}
    </div>
  );
}
