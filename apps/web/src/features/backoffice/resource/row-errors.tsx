import styles from '../fields/fields.module.css';

/**
 * The messages of one row of a list editor (hours, delivery areas, part options), by the row's
 * own field: `errors['deliveryAreas.0.price']` → `{ price: '…' }` for the prefix `deliveryAreas.0`.
 * Deeper paths (a part's options) stay with their own rows.
 */
export function rowErrorsOf(
  errors: Readonly<Record<string, string>>,
  prefix: string,
): Record<string, string> {
  const row: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (!key.startsWith(`${prefix}.`)) continue;
    const field = key.slice(prefix.length + 1);
    if (!field.includes('.')) row[field] = message;
  }
  return row;
}

/** Marks the one wrong input of a row and ties it to the row's message (aria-describedby). */
export function invalidProps(
  rowErrors: Readonly<Record<string, string>>,
  field: string,
  messageId: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return rowErrors[field] ? { 'aria-invalid': true, 'aria-describedby': messageId } : {};
}

/** The row's messages, each naming its input ("Bis: Bitte geben Sie eine Uhrzeit …"). */
export function RowMessages({
  id,
  rowErrors,
  labels,
}: {
  id: string;
  rowErrors: Readonly<Record<string, string>>;
  labels: Readonly<Record<string, string>>;
}) {
  const entries = Object.entries(rowErrors);
  if (entries.length === 0) return null;
  return (
    <p id={id} className={styles.rowError}>
      {entries.map(([field, message], index) => (
        <span key={field}>
          {index > 0 ? ' ' : null}
          {labels[field] ? `${labels[field]}: ` : null}
          {message}
        </span>
      ))}
    </p>
  );
}
