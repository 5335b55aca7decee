import type { ApiError } from '../contracts/api.ts';
import type { Product } from '../contracts/entities.ts';
import type { LeadTimeType } from '../contracts/enums.ts';
import { MESSAGES } from '../messages.ts';
import { err, ok, type Result } from '../result.ts';
import { addDays, formatLocalDate, type LocalDate } from './local-date.ts';
import { ORDER_WINDOW_DAYS } from './open-state.ts';
import { type HoursEntries, isOpenAt } from './shifts.ts';
import {
  ceilToLocalStep,
  formatZonedTime,
  localDateOf,
  toZonedDateTime,
  zonedTimeToInstant,
} from './time-zone.ts';

/** spec §9: order times are rounded to 5 minutes. */
export const ORDER_TIME_STEP_MINUTES = 5;

export type LeadTime = { readonly type: LeadTimeType; readonly value: number };

/** A product's lead time when enabled and positive (spec §3 isLeadTimeEnabled, leadTimeType/Value). */
export function leadTimeOf(
  product: Pick<Product, 'isLeadTimeEnabled' | 'leadTimeType' | 'leadTimeValue'>,
): LeadTime | null {
  const { isLeadTimeEnabled, leadTimeType, leadTimeValue } = product;
  if (!isLeadTimeEnabled || leadTimeType === null || leadTimeValue === null || leadTimeValue <= 0) {
    return null;
  }
  return { type: leadTimeType, value: leadTimeValue };
}

/** Adds a lead time; days and weeks are calendar days in the shop's zone (same wall time, DST-safe). */
export function addLeadTime(instant: Date, leadTime: LeadTime, timeZone: string): Date {
  const { type, value } = leadTime;
  if (type === 'minutes' || type === 'hours') {
    const minutes = type === 'hours' ? value * 60 : value;
    return new Date(instant.getTime() + minutes * 60_000);
  }
  const { date, minutes } = toZonedDateTime(instant, timeZone);
  return zonedTimeToInstant(addDays(date, type === 'weeks' ? value * 7 : value), minutes, timeZone);
}

export type OrderTimeInput = {
  readonly now: Date;
  readonly timeZone: string;
  /** Products in the cart: the longest lead time counts. */
  readonly products?: readonly Pick<
    Product,
    'isLeadTimeEnabled' | 'leadTimeType' | 'leadTimeValue'
  >[];
  /** Branch orderableFrom (ISO date-time) or null. */
  readonly orderableFrom?: string | null;
  /** Busy mode's extra preparation minutes (capacity/busy-mode.ts, docs/decisions/037). */
  readonly extraMinutes?: number;
};

/** The order-time window (spec §9: 180 days, 5-minute rounding), respecting lead times. */
export type OrderWindow = { readonly earliest: Date; readonly lastDate: LocalDate };

/** Earliest possible order time and the last bookable date. */
export function orderWindow(input: OrderTimeInput): OrderWindow {
  const { now, timeZone } = input;
  let earliest = now.getTime() + Math.max(0, input.extraMinutes ?? 0) * 60_000;
  for (const product of input.products ?? []) {
    const leadTime = leadTimeOf(product);
    if (leadTime) earliest = Math.max(earliest, addLeadTime(now, leadTime, timeZone).getTime());
  }
  const orderableFrom = input.orderableFrom ? Date.parse(input.orderableFrom) : Number.NaN;
  if (!Number.isNaN(orderableFrom)) earliest = Math.max(earliest, orderableFrom);
  return {
    earliest: ceilToLocalStep(new Date(earliest), ORDER_TIME_STEP_MINUTES, timeZone),
    lastDate: addDays(localDateOf(now, timeZone), ORDER_WINDOW_DAYS),
  };
}

export type AppointmentInput = {
  readonly appointment: Date | null;
  readonly isRequired: boolean;
  /** Opening hours, or delivery hours in delivery mode (see hoursForMethod). */
  readonly hours: HoursEntries;
  readonly window: OrderWindow;
  readonly timeZone: string;
};

/**
 * spec §5 Appointment: required → 'Bitte wählen Sie einen Termin aus.'; outside the hours → the
 * closed message. A time before the earliest order time or after the window counts as closed too.
 */
export function validateAppointment(input: AppointmentInput): Result<Date | null, ApiError> {
  const { appointment, window, timeZone } = input;
  if (!appointment || Number.isNaN(appointment.getTime())) {
    if (!input.isRequired) return ok(null);
    return err({
      code: 'appointmentRequired',
      field: 'appointmentDate',
      message: MESSAGES.appointmentRequired,
    });
  }
  const isInWindow =
    appointment >= window.earliest && localDateOf(appointment, timeZone) <= window.lastDate;
  if (!isInWindow || !isOpenAt(input.hours, appointment, timeZone)) {
    return err({
      code: 'appointmentClosed',
      field: 'appointmentDate',
      message: MESSAGES.appointmentClosed,
    });
  }
  return ok(appointment);
}

/** spec §5: 'So schnell wie möglich' without appointment ('Keine Angabe' when required), else the time. */
export function appointmentLabel(
  appointment: Date | null,
  isRequired: boolean,
  timeZone: string,
): string {
  if (!appointment) return isRequired ? MESSAGES.appointmentNotGiven : MESSAGES.appointmentAsap;
  const date = formatLocalDate(localDateOf(appointment, timeZone));
  return `${date}, ${formatZonedTime(appointment, timeZone)} Uhr`;
}
