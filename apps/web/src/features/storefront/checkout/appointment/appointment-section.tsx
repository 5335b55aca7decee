import {
  appointmentLabel,
  asapMovedTo,
  availableDates,
  capacitySlotOf,
  type DeliveryMethod,
  formatZonedTime,
  type HoursEntries,
  initialSlot,
  isDateAvailable,
  type LocalDate,
  limitsSlots,
  localDateOf,
  longDateLabel,
  monthOf,
  type OrderWindow,
  type SlotCapacity,
  slotsWithRoom,
  type TimeSlot,
  timeSlotsForDate,
} from '@shop/domain';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { de } from '../../../../i18n/de-storefront.ts';
import styles from '../checkout.module.css';
import type { ErrorFor, SetOrderField } from '../form-types.ts';
import { Section } from '../section.tsx';
import { DatePickerDialog } from './date-picker-dialog.tsx';
import { fullSlotStartsOf } from './full-slots.ts';
import { TimePickerDialog } from './time-picker-dialog.tsx';

type AppointmentSectionProps = {
  appointmentDate: string | null;
  isRequired: boolean;
  /** Opening hours, or delivery hours for delivery (domain hoursForMethod). */
  hours: HoursEntries;
  window: OrderWindow;
  /** The earliest time the cart's lead times allow, when they reach past now (domain). */
  leadTimeEarliest: Date | null;
  branchId: number;
  /** Slot capacity of the branch (docs/decisions/037-slot-capacity.md). */
  capacity: SlotCapacity;
  /** The order type: its own slot maximum counts too. */
  method: DeliveryMethod;
  now: Date;
  timeZone: string;
  errorFor: ErrorFor;
  setOrder: SetOrderField;
};

/**
 * The time step keeps the slots and the first choice it opened with: the checkout's clock ticks
 * on (useNow), and a picker left open must not change what it shows or what it saves (spec §5
 * time picker; a choice changes only by the customer's hand).
 */
type PickerStep =
  | { step: 'date' }
  | { step: 'time'; date: LocalDate; slots: readonly TimeSlot[]; initial: TimeSlot | null }
  | null;

const texts = de.checkout.appointment;

/**
 * spec §2/§5 desired appointment: the label 'So schnell wie möglich' ('Keine Angabe' when an
 * appointment is required) or the chosen time; the date picker, then the time picker of that day.
 * Availability comes from the domain (the order window with lead times, the hours of the order type).
 */
export function AppointmentSection(props: AppointmentSectionProps) {
  const { appointmentDate, isRequired, hours, window, now, timeZone, errorFor, setOrder } = props;
  const { leadTimeEarliest, branchId, capacity, method } = props;
  const [picker, setPicker] = useState<PickerStep>(null);
  const appointment = appointmentDate ? new Date(appointmentDate) : null;
  const options = useMemo(() => ({ window, timeZone }), [window, timeZone]);
  // The grid asks for 28–42 days per month; each answer is kept while hours and window stay.
  const isAvailable = useMemo(() => {
    const known = new Map<LocalDate, boolean>();
    return (date: LocalDate) => {
      const cached = known.get(date);
      if (cached !== undefined) return cached;
      const answer = isDateAvailable(hours, date, options);
      known.set(date, answer);
      return answer;
    };
  }, [hours, options]);
  const error = errorFor('appointmentDate');
  const today = localDateOf(now, timeZone);
  const asapMoved = useAsapMoved({ ...props, isAsap: appointment === null, today });

  const openDatePicker = () => setPicker({ step: 'date' });
  const initialDate = () =>
    appointment
      ? localDateOf(appointment, timeZone)
      : (availableDates(hours, options)[0] ?? localDateOf(window.earliest, timeZone));

  return (
    <Section title={de.checkout.sections.appointment}>
      <div
        className={
          error ? `${styles.appointment} ${styles.appointmentInvalid}` : styles.appointment
        }
      >
        <p className={styles.appointmentValue} id="checkout-appointmentDate" tabIndex={-1}>
          {appointmentLabel(appointment, isRequired, timeZone)}
          {isRequired ? <span aria-hidden="true"> {de.checkout.required}</span> : null}
        </p>
        <div className={styles.appointmentActions}>
          <Button variant="secondary" onClick={openDatePicker}>
            {appointment ? texts.change : texts.choose}
          </Button>
          {appointment ? (
            <Button variant="secondary" onClick={() => setOrder('appointmentDate', null)}>
              {isRequired ? texts.clearRequired : texts.clear}
            </Button>
          ) : null}
        </div>
        {leadTimeEarliest ? (
          <p className={styles.appointmentHint}>
            {texts.earliest(appointmentLabel(leadTimeEarliest, false, timeZone))}
          </p>
        ) : null}
        {asapMoved ? (
          <p className={styles.appointmentHint} role="status">
            {texts.asapMoved(formatZonedTime(asapMoved, timeZone))}
          </p>
        ) : null}
        {error ? <p className={styles.fieldError}>{error}</p> : null}
      </div>
      {picker?.step === 'date' ? (
        <DatePickerDialog
          initialDate={initialDate()}
          today={today}
          firstMonth={monthOf(today)}
          lastMonth={monthOf(window.lastDate)}
          isAvailable={isAvailable}
          onSave={async (date) => {
            // Full capacity slots are left out (docs/decisions/037); the server still decides.
            const full = await fullSlotStartsOf(branchId, date, capacity, method);
            const slots = slotsWithRoom(
              timeSlotsForDate(hours, date, options),
              full,
              capacity,
              timeZone,
            );
            const initial = initialSlot(slots, now, timeZone, appointment);
            setPicker({ step: 'time', date, slots, initial });
          }}
          onCancel={() => setPicker(null)}
        />
      ) : null}
      {picker?.step === 'time' ? (
        <TimePickerDialog
          dateLabel={longDateLabel(picker.date)}
          slots={picker.slots}
          initial={picker.initial}
          onSave={(instant) => {
            setOrder('appointmentDate', instant.toISOString());
            setPicker(null);
          }}
          onCancel={() => setPicker(null)}
        />
      ) : null}
    </Section>
  );
}

/**
 * "So schnell wie möglich" under slot capacity (docs/decisions/041): today's full slots, asked
 * again when the current slot changes, and the time the order would move to (null: it stays).
 */
function useAsapMoved(input: {
  isAsap: boolean;
  branchId: number;
  capacity: SlotCapacity;
  method: DeliveryMethod;
  hours: HoursEntries;
  now: Date;
  timeZone: string;
  today: LocalDate;
}): Date | null {
  const { isAsap, branchId, capacity, method, hours, now, timeZone, today } = input;
  const [full, setFull] = useState<readonly string[]>([]);
  const isAsked = isAsap && limitsSlots(capacity, method);
  const slotStart = capacitySlotOf(now, capacity.slotMinutes, timeZone).start.getTime();
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again per slot, not per tick
  useEffect(() => {
    if (!isAsked) return;
    let isCurrent = true;
    void fullSlotStartsOf(branchId, today, capacity, method).then((starts) => {
      if (isCurrent) setFull(starts);
    });
    return () => {
      isCurrent = false;
    };
  }, [isAsked, branchId, today, slotStart, method, capacity.slotMinutes]);
  if (!isAsked) return null;
  return asapMovedTo({ now, capacity, fullSlotStarts: full, hours, timeZone });
}
