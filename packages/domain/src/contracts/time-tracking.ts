import { z } from 'zod';
import { localDateSchema } from './entities.ts';

/**
 * Time tracking (spec §3 "time tracking state: me, accessToken, workingSchedules,
 * workingActivities, one current workingActivity"; §7 the time-clock calls and CRUD
 * /api/working-activities). Decisions: docs/decisions/028-time-tracking.md.
 */

const id = z.number().int().positive();
const instant = z.string().datetime({ offset: true });
const pauseSchema = z.object({ from: instant, to: instant });

export const workingActivitySchema = z.object({
  id,
  userId: id,
  /** First and last name, else the username, else the email. */
  userName: z.string(),
  branchId: id.nullable(),
  projectId: id.nullable(),
  taskId: id.nullable(),
  type: z.string(),
  startedAt: instant,
  endedAt: instant.nullable(),
  pausedAt: instant.nullable(),
  pauses: z.array(pauseSchema),
  comment: z.string().nullable(),
});
export type WorkingActivity = z.infer<typeof workingActivitySchema>;

export const workingScheduleSchema = z.object({
  id,
  userId: id.nullable(),
  branchId: id.nullable(),
  departmentId: id.nullable(),
  type: z.string(),
  startsAt: instant,
  endsAt: instant,
  note: z.string().nullable(),
});
export type WorkingSchedule = z.infer<typeof workingScheduleSchema>;

/** GET /api/time-tracking/{username}/{token}/me: the employee the time clock belongs to. */
export const timeClockMeSchema = z.object({
  id,
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The server's clock, so the page shows running times without trusting the device. */
  now: instant,
  timeZone: z.string(),
});
export type TimeClockMe = z.infer<typeof timeClockMeSchema>;

/** GET /api/working-activities?userId=&branchId=&from=&to= (local days of the shop, inclusive). */
export const workingActivityListQuerySchema = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  branchId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
});
export type WorkingActivityListQuery = z.infer<typeof workingActivityListQuerySchema>;

/** PUT /api/working-activities/{id}: a correction; the reason is required and goes to the log. */
export const workingActivityCorrectionSchema = z.object({
  startedAt: instant,
  endedAt: instant.nullable(),
  pauses: z.array(pauseSchema).max(50),
  reason: z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie einen Grund für die Korrektur an.')
    .max(500, 'Der Grund darf höchstens 500 Zeichen lang sein.'),
});
export type WorkingActivityCorrection = z.infer<typeof workingActivityCorrectionSchema>;

/** POST /api/users/{id}/time-clock-token: a new personal access token, shown this once. */
export const timeClockTokenSchema = z.object({
  username: z.string(),
  accessToken: z.string(),
});
export type TimeClockToken = z.infer<typeof timeClockTokenSchema>;

export const timeClockTokenInputSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9._-]{2,40}$/i,
      'Der Benutzername darf nur Buchstaben, Ziffern, . _ - enthalten.',
    )
    .optional(),
});

/** The staff list of employees for the day screen (GET /api/working-activities/employees). */
export const timeTrackingEmployeeSchema = z.object({
  id,
  name: z.string(),
  username: z.string().nullable(),
  branchIds: z.array(id),
});
export type TimeTrackingEmployee = z.infer<typeof timeTrackingEmployeeSchema>;
