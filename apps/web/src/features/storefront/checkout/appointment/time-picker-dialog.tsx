import { groupSlotsByHour, type TimeSlot, timeSlotRanges, timeSlotsHeading } from '@shop/domain';
import { useId, useState } from 'react';
import { ModalDialog } from '../../../../components/ui/modal-dialog.tsx';
import { de } from '../../../../i18n/de-storefront.ts';
import { PickerFooter } from './picker-footer.tsx';
import styles from './pickers.module.css';

type TimePickerDialogProps = {
  /** The chosen day, named in full ('Mittwoch, 2. Dezember 2026'). */
  dateLabel: string;
  slots: readonly TimeSlot[];
  initial: TimeSlot | null;
  onSave: (instant: Date) => void;
  onCancel: () => void;
};

const texts = de.checkout.appointment;

/**
 * spec §5 time picker: 'Verfügbare Zeiten:' with the day's bookable times (as runs without a
 * gap), then hour (step 1) and minute (step 5) among those times only; without any time
 * 'Zum ausgewählten Tag sind keine Termine verfügbar.' and nothing to save.
 */
export function TimePickerDialog({
  dateLabel,
  slots,
  initial,
  onSave,
  onCancel,
}: TimePickerDialogProps) {
  const hours = groupSlotsByHour(slots);
  const [selected, setSelected] = useState<TimeSlot | null>(initial);
  // Matched by instant, not by object: the shown hour is always the saved one.
  const selectedAt = selected?.instant.getTime();
  const hourIndex = Math.max(
    0,
    hours.findIndex((group) => group.slots.some((slot) => slot.instant.getTime() === selectedAt)),
  );
  const minutes = hours[hourIndex]?.slots ?? [];
  const hourId = useId();
  const minuteId = useId();

  const chooseHour = (index: number) => {
    const group = hours[index];
    const minute = selected?.time.slice(3);
    setSelected(
      group?.slots.find((slot) => slot.time.slice(3) === minute) ?? group?.slots[0] ?? null,
    );
  };

  return (
    <ModalDialog
      title={texts.timePicker}
      closeLabel={de.checkout.close}
      onClose={onCancel}
      footer={
        <PickerFooter
          isSaveDisabled={!selected}
          onSave={() => selected && onSave(selected.instant)}
          onCancel={onCancel}
        />
      }
    >
      <p className={styles.dateLine}>{dateLabel}</p>
      <div className={styles.available}>
        <p className={styles.availableTitle}>{timeSlotsHeading(slots)}</p>
        {slots.length > 0 ? (
          <ul className={styles.ranges}>
            {timeSlotRanges(slots).map((range) => (
              <li key={`${range.from}-${range.to}`}>{texts.range(range.from, range.to)}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {hours.length > 0 ? (
        <div className={styles.timeFields}>
          <label className={styles.timeField} htmlFor={hourId}>
            <span>{texts.hour}</span>
            <select
              id={hourId}
              className={styles.select}
              value={hourIndex}
              onChange={(event) => chooseHour(Number(event.target.value))}
            >
              {hours.map((group, index) => (
                <option key={`${group.hour}-${group.slots[0]?.instant.getTime()}`} value={index}>
                  {group.hour}
                </option>
              ))}
            </select>
          </label>
          <span className={styles.colon} aria-hidden="true">
            :
          </span>
          <label className={styles.timeField} htmlFor={minuteId}>
            <span>{texts.minute}</span>
            <select
              id={minuteId}
              className={styles.select}
              value={selected?.instant.getTime() ?? ''}
              onChange={(event) =>
                setSelected(
                  minutes.find((slot) => slot.instant.getTime() === Number(event.target.value)) ??
                    null,
                )
              }
            >
              {minutes.map((slot) => (
                <option key={slot.instant.getTime()} value={slot.instant.getTime()}>
                  {slot.time.slice(3)}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
    </ModalDialog>
  );
}
