import { HOURS_ENTRY_TYPES, type HoursEntry, type HoursEntryType } from '@shop/domain';
import { useState } from 'react';
import { de } from '../../../i18n/de.ts';
import type { CustomFieldProps } from '../resource/define-resource.ts';
import { invalidProps, RowMessages, rowErrorsOf } from '../resource/row-errors.tsx';
import { RowsEditor } from '../resource/rows-editor.tsx';
import { ActionButton } from '../ui/action-button.tsx';
import { CopyHoursDialog } from './copy-hours-dialog.tsx';
import styles from './fields.module.css';
import { entryDays, entryHours, hoursEntriesOf } from './hours-labels.ts';
import { HoursPreview } from './hours-preview.tsx';

const t = de.backofficeCatalogue.hours;

/** The inputs a row's message names. */
const ROW_LABELS = { date: t.date, from: t.from, to: t.to };

const newEntry = (): HoursEntry => ({
  type: 'daily',
  date: null,
  isClosed: false,
  from: '09:00',
  to: '18:00',
});

/**
 * Opening hours, delivery hours or a schedule (spec §3 Opening-hours entry: type once, daily or a
 * weekday, date, isClosed, from, to): rows for weekdays, daily and one-off dates, closed days,
 * several rows per day for split shifts, copying a row to other weekdays, and a live preview of
 * the grouped week and "open now" in the shop's time zone (the storefront's domain functions).
 */
export function HoursField({ id, name, value, errors, onChange }: CustomFieldProps) {
  const entries = hoursEntriesOf(value);
  const [copyIndex, setCopyIndex] = useState<number | null>(null);
  const copied = copyIndex === null ? undefined : entries[copyIndex];
  const update = (index: number, changes: Partial<HoursEntry>) =>
    onChange(
      entries.map((entry, position) => (position === index ? { ...entry, ...changes } : entry)),
    );

  return (
    <div className={styles.hours}>
      <p className={styles.hint}>{t.hint}</p>
      <RowsEditor
        rows={entries}
        onChange={onChange}
        newRow={newEntry}
        addLabel={t.add}
        emptyText={name === 'schedule' ? t.emptySchedule : t.empty}
        rowLabel={(entry, index) => t.entry(`${entryDays(entry)}, ${entryHours(entry)}`, index + 1)}
        rowActions={(entry, index) =>
          entry.type === 'once' ? null : (
            <ActionButton
              size="sm"
              variant="ghost"
              aria-label={`${t.copy}: ${t.entry(`${entryDays(entry)}, ${entryHours(entry)}`, index + 1)}`}
              onClick={() => setCopyIndex(index)}
            >
              {t.copyShort}
            </ActionButton>
          )
        }
        renderRow={(entry, index) => {
          const rowId = index === 0 ? id : `${id}-${index}`;
          // The one wrong input of the row is marked, with its own message (time format, …).
          const rowErrors = rowErrorsOf(errors, `${name}.${index}`);
          const messageId = `${id}-${index}-errors`;
          return (
            <div className={styles.hoursRow}>
              <label className={styles.inline}>
                <span>{t.type}</span>
                <select
                  aria-label={t.type}
                  id={rowId}
                  value={entry.type}
                  onChange={(event) => {
                    const type = event.target.value as HoursEntryType;
                    update(index, { type, date: type === 'once' ? (entry.date ?? '') : null });
                  }}
                >
                  {HOURS_ENTRY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t.entryTypes[type]}
                    </option>
                  ))}
                </select>
              </label>
              {entry.type === 'once' ? (
                <label className={styles.inline}>
                  <span>{t.date}</span>
                  <input
                    type="date"
                    value={entry.date ?? ''}
                    required
                    {...invalidProps(rowErrors, 'date', messageId)}
                    onChange={(event) => update(index, { date: event.target.value })}
                  />
                </label>
              ) : null}
              <label className={styles.checkInline}>
                <input
                  type="checkbox"
                  checked={entry.isClosed}
                  onChange={(event) => update(index, { isClosed: event.target.checked })}
                />
                <span>{t.isClosed}</span>
              </label>
              {entry.isClosed
                ? null
                : (['from', 'to'] as const).map((end) => (
                    <label key={end} className={styles.inline}>
                      <span>{t[end]}</span>
                      <input
                        className={styles.time}
                        inputMode="numeric"
                        placeholder="HH:MM"
                        maxLength={5}
                        value={entry[end] ?? ''}
                        {...invalidProps(rowErrors, end, messageId)}
                        onChange={(event) => update(index, { [end]: event.target.value || null })}
                      />
                    </label>
                  ))}
              <RowMessages id={messageId} rowErrors={rowErrors} labels={ROW_LABELS} />
            </div>
          );
        }}
      />
      <HoursPreview entries={entries} />
      <CopyHoursDialog
        entry={copied}
        onClose={() => setCopyIndex(null)}
        onCopy={(types) => {
          if (!copied) return;
          onChange([...entries, ...types.map((type) => ({ ...copied, type, date: null }))]);
          setCopyIndex(null);
        }}
      />
    </div>
  );
}
