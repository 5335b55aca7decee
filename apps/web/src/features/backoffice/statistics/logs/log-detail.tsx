import { formatAuditValue } from '@shop/domain';
import { useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import styles from '../../settings/settings.module.css';
import { ActionButton } from '../../ui/action-button.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { actionLabel, entityTitle, fieldLabel, type LogEntry } from './logs-resource.tsx';

const t = de.backofficeCatalogue.logs;

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
/** A value as a person reads it ("2,50 €", "Ja"); structured values point to the details. */
const show = (field: string, value: unknown) => formatAuditValue(field, value) ?? t.structured;

/**
 * One audit entry: who, when, what (by name), and a table of the changed fields with their labels
 * and readable values; the raw JSON only behind "Details" (spec §7 logs).
 */
export function LogDetail({ entity: log }: { entity: LogEntry }) {
  const title = t.detailTitle(entityTitle(log), actionLabel(log.action));
  const [isRawShown, setIsRawShown] = useState(false);
  const rawId = useId();
  useDocumentTitle(title);
  const before = asRecord(log.before);
  const after = asRecord(log.after);
  const fields =
    log.changedFields.length > 0
      ? log.changedFields
      : [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <article className={styles.detail}>
      <h1 className={styles.title}>{title}</h1>
      <dl className={styles.facts}>
        <dt>{t.when}</dt>
        <dd>{formatDateTime(log.createdAt)}</dd>
        <dt>{t.user}</dt>
        <dd>{log.userEmail ?? t.unknownUser}</dd>
        <dt>{t.ip}</dt>
        <dd>{log.ipAddress ?? '–'}</dd>
      </dl>
      {fields.length === 0 ? <p>{t.noChanges}</p> : null}
      {fields.length > 0 ? (
        <div className={styles.scroller}>
          <table className={styles.diff}>
            <thead>
              <tr>
                <th scope="col">{t.field}</th>
                <th scope="col">{t.before}</th>
                <th scope="col">{t.after}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field}>
                  <th scope="row">{fieldLabel(field)}</th>
                  <td>{show(field, before[field])}</td>
                  <td>{show(field, after[field])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div>
        <ActionButton
          size="sm"
          aria-expanded={isRawShown}
          aria-controls={rawId}
          onClick={() => setIsRawShown((shown) => !shown)}
        >
          {t.details}
        </ActionButton>
      </div>
      {isRawShown ? (
        <section id={rawId} aria-label={t.raw}>
          <pre className={styles.raw}>
            {JSON.stringify({ before: log.before ?? null, after: log.after ?? null }, null, 2)}
          </pre>
        </section>
      ) : null}
    </article>
  );
}
