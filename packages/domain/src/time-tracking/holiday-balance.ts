import type { LocalDate } from '../hours/local-date.ts';

/**
 * Holiday balances (Urlaubskonten; spec §1, §7 GET /api/time-sheets/holiday-balances;
 * docs/decisions/035-time-tracking-projects-and-sheets.md): per employee and year, the
 * entitlement and the days carried over are entered by staff; taken and planned days come from
 * the holiday days recorded or planned (type `holiday`), split at today, plus days taken before
 * the records began (the stored `takenDays`). Days are whole or half days.
 */
export type HolidayBalanceInput = {
  readonly entitlementDays: number;
  readonly carriedOverDays: number;
  /** Taken before the records (entered by staff). */
  readonly takenBeforeDays: number;
  /** The local dates with a holiday recorded or planned in the year (duplicates count once). */
  readonly holidayDates: readonly LocalDate[];
  readonly today: LocalDate;
};

export type HolidayBalanceFigures = {
  readonly entitlementDays: number;
  readonly carriedOverDays: number;
  readonly takenDays: number;
  readonly plannedDays: number;
  /** entitlement + carried over − taken − planned; negative when more is planned than there is. */
  readonly remainingDays: number;
};

export function holidayBalance(input: HolidayBalanceInput): HolidayBalanceFigures {
  const dates = [...new Set(input.holidayDates)];
  const takenDates = dates.filter((date) => date <= input.today).length;
  const plannedDays = dates.length - takenDates;
  const takenDays = input.takenBeforeDays + takenDates;
  return {
    entitlementDays: input.entitlementDays,
    carriedOverDays: input.carriedOverDays,
    takenDays,
    plannedDays,
    remainingDays: input.entitlementDays + input.carriedOverDays - takenDays - plannedDays,
  };
}
