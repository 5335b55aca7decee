import { de } from '../../../i18n/de.ts';
import { formatDateTime } from '../ui/format.ts';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { actionLabel, entityLabel, type LogEntry } from './logs-resource.tsx';
import styles from './settings.module.css';

const t = de.backofficeCatalogue.logs;

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const show = (value: unknown) =>
  value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);

/** One audit entry: who, when, what, and a table of the fields before and after. */
export function LogDetail({ entity: log }: { entity: LogEntry }) {
  const title = t.detailTitle(
    `${entityLabel(log.entity)}${log.entityId ? ` #${log.entityId}` : ''}`,
    actionLabel(log.action),
  );
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
                  <th scope="row">{field}</th>
                  <td>
                    <pre>{show(before[field])}</pre>
                  </td>
                  <td>
                    <pre>{show(after[field])}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </article>
  );
}
