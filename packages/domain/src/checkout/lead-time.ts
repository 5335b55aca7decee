import type { ApiError } from '../contracts/api.ts';
import type { Product } from '../contracts/entities.ts';
import type { LeadTimeType } from '../contracts/enums.ts';
import { appointmentLabel, leadTimeOf, orderWindow } from '../hours/order-times.ts';
import { fillMessage, MESSAGES } from '../messages.ts';
import { err, ok, type Result } from '../result.ts';

type LeadTimeProduct = Pick<Product, 'isLeadTimeEnabled' | 'leadTimeType' | 'leadTimeValue'>;

export type LeadTimeInput = {
  /** The desired time, or null for 'So schnell wie möglich'. */
  readonly appointment: Date | null;
  readonly now: Date;
  readonly timeZone: string;
  readonly products: readonly LeadTimeProduct[];
};

/**
 * The earliest order time the products' lead times allow (5-minute steps, spec §9), or null
 * when no product has a lead time that reaches past the plain earliest time.
 */
export function leadTimeEarliest(input: Omit<LeadTimeInput, 'appointment'>): Date | null {
  const plain = orderWindow({ now: input.now, timeZone: input.timeZone }).earliest;
  const withLeadTimes = orderWindow(input).earliest;
  return withLeadTimes > plain ? withLeadTimes : null;
}

/**
 * spec §3 lead times: a cart with a product that needs a lead time can only be ordered for a
 * time at or after now + the longest lead time, so 'as soon as possible' is refused too (ours).
 * The error names the field `appointmentDate` and the earliest possible time.
 */
export function checkLeadTime(input: LeadTimeInput): Result<null, ApiError> {
  const earliest = leadTimeEarliest(input);
  if (earliest === null) return ok(null);
  if (input.appointment && input.appointment >= earliest) return ok(null);
  return err({
    code: 'leadTimeNotMet',
    field: 'appointmentDate',
    message: fillMessage(MESSAGES.leadTimeNotMet, {
      date: appointmentLabel(earliest, false, input.timeZone),
    }),
  });
}

const LEAD_TIME_UNITS: Readonly<Record<LeadTimeType, readonly [string, string]>> = {
  minutes: ['Minute', 'Minuten'],
  hours: ['Stunde', 'Stunden'],
  days: ['Tag', 'Tage'],
  weeks: ['Woche', 'Wochen'],
};

/**
 * spec §3/§5 lead times, shown before the customer orders (product dialog and cart line):
 * 'Vorlaufzeit: 2 Tage'; null without a lead time (ours, docs/decisions/016).
 */
export function leadTimeLabel(product: LeadTimeProduct): string | null {
  const leadTime = leadTimeOf(product);
  if (!leadTime) return null;
  const [one, many] = LEAD_TIME_UNITS[leadTime.type];
  const value = `${leadTime.value} ${leadTime.value === 1 ? one : many}`;
  return fillMessage(MESSAGES.leadTimeLabel, { value });
}
