import styles from './totals-table.module.css';

/** One line of a totals table; `muted` for net and taxes, `total` for the amount to pay. */
export type TotalsRow = {
  readonly label: string;
  readonly value: string;
  readonly tone?: 'total' | 'muted';
};

type TotalsTableProps = {
  /** Names the table for screen readers (the caption is visually hidden). */
  caption: string;
  rows: readonly (TotalsRow | null)[];
};

/**
 * The totals of the cart panel, the checkout summary and the status page (spec §2): one row per
 * amount, each amount a domain result computed by the caller. Rows are table rows with a row
 * header, so they read "Kosten 12,50 €".
 */
export function TotalsTable({ caption, rows }: TotalsTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <tbody>
        {rows.map((row) =>
          row ? (
            <tr key={row.label} className={row.tone ? styles[row.tone] : undefined}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ) : null,
        )}
      </tbody>
    </table>
  );
}
