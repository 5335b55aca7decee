import {
  addDays,
  addMonths,
  type LocalDate,
  type LocalMonth,
  longDateLabel,
  monthGrid,
  monthLabel,
  monthOf,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
  weekdayIndex,
} from '@shop/domain';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ModalDialog } from '../../../../components/ui/modal-dialog.tsx';
import { de } from '../../../../i18n/de.ts';
import styles from './pickers.module.css';

type DatePickerDialogProps = {
  initialDate: LocalDate;
  today: LocalDate;
  /** The months the picker may show: from today's to the end of the order window. */
  firstMonth: LocalMonth;
  lastMonth: LocalMonth;
  isAvailable: (date: LocalDate) => boolean;
  onSave: (date: LocalDate) => void;
  onCancel: () => void;
};

const texts = de.checkout.appointment;

/** Where each key moves the focus (WAI-ARIA date picker dialog pattern). */
function targetOf(key: string, date: LocalDate): LocalDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
    case 'PageDown': {
      const month = addMonths(monthOf(date), key === 'PageUp' ? -1 : 1);
      const day = Math.min(Number(date.slice(8)), lastDayOf(month));
      return `${month}-${String(day).padStart(2, '0')}`;
    }
    default:
      return null;
  }
}

const lastDayOf = (month: LocalMonth) => Number(addDays(`${addMonths(month, 1)}-01`, -1).slice(8));

/**
 * spec §5 date picker: a month grid from Monday with ISO week numbers; past and unavailable days
 * are marked unavailable (aria-disabled) and saving is disabled while one is selected. Arrow keys
 * move by day and week, Home/End to the week's ends, Page Up/Down by month.
 */
export function DatePickerDialog({
  initialDate,
  today,
  firstMonth,
  lastMonth,
  isAvailable,
  onSave,
  onCancel,
}: DatePickerDialogProps) {
  const [selected, setSelected] = useState(initialDate);
  const [focused, setFocused] = useState(initialDate);
  const month = monthOf(focused);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const gridRef = useRef<HTMLTableElement>(null);
  const shouldFocus = useRef(false);
  const monthId = useId();
  const hintId = useId();

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const moveTo = (date: LocalDate) => {
    const first = `${firstMonth}-01`;
    const last = `${lastMonth}-${String(lastDayOf(lastMonth)).padStart(2, '0')}`;
    shouldFocus.current = true;
    setFocused(date < first ? first : date > last ? last : date);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = targetOf(event.key, focused);
    if (!target) return;
    event.preventDefault();
    moveTo(target);
  };
  const showMonth = (offset: number) => {
    const next = addMonths(month, offset);
    setFocused(`${next}-01` < today ? today : `${next}-01`);
  };

  return (
    <ModalDialog
      title={texts.datePicker}
      closeLabel={de.checkout.close}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {texts.cancel}
          </Button>
          <Button disabled={!isAvailable(selected)} onClick={() => onSave(selected)}>
            {texts.save}
          </Button>
        </>
      }
    >
      <div className={styles.monthBar}>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={texts.previousMonth}
          disabled={month <= firstMonth}
          onClick={() => showMonth(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={monthId} className={styles.month} aria-live="polite">
          {monthLabel(month)}
        </h3>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={texts.nextMonth}
          disabled={month >= lastMonth}
          onClick={() => showMonth(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={gridRef}
        className={styles.calendar}
        aria-labelledby={monthId}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            <th scope="col" className={styles.weekNumber}>
              <abbr title={texts.weekTitle}>{texts.week}</abbr>
            </th>
            {WEEKDAY_SHORT_NAMES.map((name, index) => (
              <th key={name} scope="col">
                <abbr title={WEEKDAY_NAMES[index]}>{name}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekNumber}>
              <th
                scope="row"
                className={styles.weekNumber}
                aria-label={texts.weekLabel(week.weekNumber)}
              >
                {week.weekNumber}
              </th>
              {week.days.map((date) => (
                <DayCell
                  key={date}
                  date={date}
                  isInMonth={monthOf(date) === month}
                  isToday={date === today}
                  isSelected={date === selected}
                  isFocused={date === focused}
                  isAvailable={isAvailable(date)}
                  onSelect={() => {
                    setSelected(date);
                    setFocused(date);
                  }}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={hintId} className={styles.hint}>
        {texts.keyboardHint}
      </p>
      <p className={styles.chosen} aria-live="polite">
        {texts.selectedDate(longDateLabel(selected))}
      </p>
    </ModalDialog>
  );
}

type DayCellProps = {
  date: LocalDate;
  isInMonth: boolean;
  isToday: boolean;
  isSelected: boolean;
  isFocused: boolean;
  isAvailable: boolean;
  onSelect: () => void;
};

function DayCell({
  date,
  isInMonth,
  isToday,
  isSelected,
  isFocused,
  isAvailable,
  onSelect,
}: DayCellProps) {
  if (!isInMonth) return <td className={styles.outside} />;
  const label = `${longDateLabel(date)}${isToday ? `, ${texts.today}` : ''}${isAvailable ? '' : `, ${texts.unavailableDay}`}`;
  const classes = [
    styles.day,
    isSelected ? styles.selected : '',
    isAvailable ? '' : styles.unavailable,
    isToday ? styles.today : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <td>
      <button
        type="button"
        className={classes}
        data-date={date}
        tabIndex={isFocused ? 0 : -1}
        aria-label={label}
        aria-pressed={isSelected}
        aria-disabled={!isAvailable || undefined}
        aria-current={isToday ? 'date' : undefined}
        onClick={onSelect}
      >
        {Number(date.slice(8))}
      </button>
    </td>
  );
}
