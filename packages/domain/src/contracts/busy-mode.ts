import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/**
 * Busy mode (docs/decisions/037-slot-capacity.md "Busy mode"): the shift manager adds extra
 * preparation minutes for a branch until the end of the business day.
 * PUT /api/branches/{id}/busy with `{ minutes: 15 | 30 | 45 | null }` (null: off).
 */
export const BUSY_MINUTES_CHOICES = [15, 30, 45] as const;

export const busyInputSchema = z
  .object({
    minutes: z
      .number()
      .int()
      .refine((minutes) => BUSY_MINUTES_CHOICES.some((choice) => choice === minutes), {
        message: MESSAGES.invalidChoice,
      })
      .nullable(),
  })
  .strict();
export type BusyInput = z.infer<typeof busyInputSchema>;

/**
 * Pausing online ordering (docs/decisions/041-busy-day-payments-and-pause.md):
 * PUT /api/branches/{id}/pause (staff) or /api/orders/frontdesk/{branchId}/pause (front-desk key)
 * with `{ minutes: 15 | 30 | 60 | null }` (null: take orders again at once).
 */
export const PAUSE_MINUTES_CHOICES = [15, 30, 60] as const;

export const pauseInputSchema = z
  .object({
    minutes: z
      .number()
      .int()
      .refine((minutes) => PAUSE_MINUTES_CHOICES.some((choice) => choice === minutes), {
        message: MESSAGES.invalidChoice,
      })
      .nullable(),
  })
  .strict();
export type PauseInput = z.infer<typeof pauseInputSchema>;

/** GET/PUT /api/branches/{id}/busy (and …/pause): the branch's busy mode now (0 minutes: off). */
export const branchBusySchema = z.object({
  branchId: z.number().int().positive(),
  businessDay: z.string(),
  minutes: z.number().int().nonnegative(),
  /** ISO instant online ordering is paused until; null: not paused. */
  pausedUntil: z.string().nullable().default(null),
});
export type BranchBusy = z.infer<typeof branchBusySchema>;

/** GET /api/branches/{id}/full-slots?date=YYYY-MM-DD: starts of the day's full capacity slots. */
export const fullSlotsSchema = z.object({
  branchId: z.number().int().positive(),
  date: z.string(),
  fullSlotStarts: z.array(z.string()),
});
export type FullSlots = z.infer<typeof fullSlotsSchema>;
