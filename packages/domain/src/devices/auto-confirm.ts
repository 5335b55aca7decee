/**
 * Auto-confirm of new orders per branch (docs/decisions/042-auto-confirm-day-labels-web-push.md):
 * the branch's printing rules may confirm every new order at once with a preparation time. The
 * time the shop agrees to is the customer's wanted time, but never earlier than now plus the
 * preparation time plus busy mode's extra minutes (docs/decisions/037-slot-capacity.md), which
 * are added on top.
 */

/** The preparation minutes a branch may set (0: the order is due as soon as it is confirmed). */
export const PREPARATION_MINUTES = { min: 0, max: 240, default: 20 } as const;

export type AutoConfirmRule = {
  readonly autoConfirm: boolean;
  readonly preparationMinutes: number;
};

/** The appointment an auto-confirmed order gets. */
export function autoConfirmedAppointment(input: {
  now: Date;
  /** The customer's wanted time (null: as soon as possible). */
  wanted: Date | null;
  preparationMinutes: number;
  /** Busy mode's extra minutes in force now (0: off). */
  busyMinutes: number;
}): Date {
  const minutes = Math.max(0, input.preparationMinutes) + Math.max(0, input.busyMinutes);
  const earliest = new Date(input.now.getTime() + minutes * 60_000);
  if (input.wanted && input.wanted.getTime() > earliest.getTime()) return input.wanted;
  return earliest;
}

/** Whether a new order is confirmed by the server: quotations wait for the shop's price. */
export function isAutoConfirmed(
  rule: AutoConfirmRule | null,
  order: { readonly isQuotation: boolean },
): boolean {
  return rule?.autoConfirm === true && !order.isQuotation;
}
