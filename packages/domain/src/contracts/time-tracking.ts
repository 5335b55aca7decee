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
  /** Planned break in minutes (week plan). */
  breakMinutes: z.number().int(),
  note: z.string().nullable(),
});
export type WorkingSchedule = z.infer<typeof workingScheduleSchema>;

const dbIdQuery = z.coerce.number().int().positive().max(2_147_483_647);
const TIME_MESSAGE = 'Bitte geben Sie eine Uhrzeit im Format HH:MM an.';
const timeOfDay = z
  .string({ error: TIME_MESSAGE })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: TIME_MESSAGE });
export const WORKING_SCHEDULE_TYPES = ['work', 'holiday'] as const;

/**
 * POST /api/working-schedules, PUT /api/working-schedules/{id}: a planned shift as the week plan
 * enters it (docs/decisions/035-time-tracking-projects-and-sheets.md): local date and wall-clock
 * times in the shop's time zone; an end at or before the start ends the next day.
 */
export const workingScheduleInputSchema = z.strictObject({
  userId: z.number({ error: 'Bitte wählen Sie einen Mitarbeiter.' }).int().positive(),
  branchId: z.number({ error: 'Bitte wählen Sie eine Filiale.' }).int().positive(),
  date: localDateSchema,
  start: timeOfDay,
  end: timeOfDay,
  breakMinutes: z
    .number({ error: 'Bitte geben Sie die Pause in Minuten an (0 bis 720).' })
    .int({ error: 'Bitte geben Sie die Pause in Minuten an (0 bis 720).' })
    .min(0, { error: 'Bitte geben Sie die Pause in Minuten an (0 bis 720).' })
    .max(720, { error: 'Bitte geben Sie die Pause in Minuten an (0 bis 720).' })
    .default(0),
  type: z.enum(WORKING_SCHEDULE_TYPES).default('work'),
  note: z
    .string()
    .trim()
    .max(500, 'Die Notiz darf höchstens 500 Zeichen lang sein.')
    .nullable()
    .default(null),
});
export type WorkingScheduleInput = z.input<typeof workingScheduleInputSchema>;

/** GET /api/working-schedules?branchId=&from=&to= (local days of the shop, inclusive). */
export const workingScheduleListQuerySchema = z.object({
  branchId: dbIdQuery.optional(),
  userId: dbIdQuery.optional(),
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
});
export type WorkingScheduleListQuery = z.infer<typeof workingScheduleListQuerySchema>;

/** POST /api/working-schedules/copy-week: the week before `week` (a Monday) into it. */
export const workingScheduleCopyWeekSchema = z.strictObject({
  branchId: z.number().int().positive(),
  week: localDateSchema,
});
export const workingScheduleCopyResultSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
});
export type WorkingScheduleCopyResult = z.infer<typeof workingScheduleCopyResultSchema>;

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

/**
 * GET /api/time-tracking/{username}/{token}/projects: the enabled projects with their enabled
 * tasks, which the time clock offers when clocking in (docs/decisions/028-time-tracking.md).
 */
export const timeClockProjectSchema = z.object({
  id,
  number: z.string().nullable(),
  name: z.string(),
  tasks: z.array(z.object({ id, name: z.string() })),
});
export type TimeClockProject = z.infer<typeof timeClockProjectSchema>;

/** POST …/working-activities/start: optionally the project and task the work is for. */
export const timeClockStartSchema = z.strictObject({
  projectId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  taskId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
});
export type TimeClockStart = z.input<typeof timeClockStartSchema>;

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
  /** The employee's department (the week plan plans per branch and department, decision 048). */
  department: z.object({ id, name: z.string() }).nullable().default(null),
});
export type TimeTrackingEmployee = z.infer<typeof timeTrackingEmployeeSchema>;

/**
 * GET /api/time-sheets/monthly?month=YYYY-MM&userId=&branchId=&format=json|csv|pdf: the monthly
 * time sheet of one employee, or of every visible employee of a branch as one file
 * (docs/decisions/035-time-tracking-projects-and-sheets.md).
 */
export const TIME_SHEET_FORMATS = ['json', 'csv', 'pdf'] as const;
export const timeSheetQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bitte geben Sie einen Monat im Format JJJJ-MM an.'),
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  branchId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  format: z.enum(TIME_SHEET_FORMATS).default('json'),
});
export type TimeSheetQuery = z.infer<typeof timeSheetQuerySchema>;

const warningSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('breakTooShort'),
    requiredMinutes: z.number(),
    takenMinutes: z.number(),
  }),
  z.object({ code: z.literal('dayTooLong'), workedMinutes: z.number() }),
  z.object({ code: z.literal('restTooShort'), restMinutes: z.number() }),
]);

/** The JSON answer of GET /api/time-sheets/monthly (domain monthlyTimeSheet per employee). */
export const monthlyTimeSheetsSchema = z.object({
  month: z.string(),
  timeZone: z.string(),
  sheets: z.array(
    z.object({
      userId: id,
      name: z.string(),
      sheet: z.object({
        month: z.string(),
        days: z.array(
          z.object({
            date: localDateSchema,
            start: z.string().nullable(),
            end: z.string().nullable(),
            breakMinutes: z.number(),
            workedMinutes: z.number(),
            plannedMinutes: z.number(),
            differenceMinutes: z.number(),
            isHoliday: z.boolean(),
            warnings: z.array(warningSchema),
          }),
        ),
        totals: z.object({
          workedMinutes: z.number(),
          breakMinutes: z.number(),
          plannedMinutes: z.number(),
          differenceMinutes: z.number(),
          holidayDays: z.number(),
        }),
      }),
    }),
  ),
});
export type MonthlyTimeSheets = z.infer<typeof monthlyTimeSheetsSchema>;

/** GET /api/time-sheets/holiday-balances?year=: one row per visible employee. */
export const holidayBalanceQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export const holidayBalanceSchema = z.object({
  userId: id,
  name: z.string(),
  year: z.number().int(),
  entitlementDays: z.number(),
  carriedOverDays: z.number(),
  /** Entered: days taken before the records began (part of takenDays). */
  takenBeforeDays: z.number(),
  takenDays: z.number(),
  plannedDays: z.number(),
  remainingDays: z.number(),
  note: z.string().nullable(),
});
export type HolidayBalance = z.infer<typeof holidayBalanceSchema>;

const HOLIDAY_DAYS_MESSAGE = 'Bitte geben Sie eine Zahl von 0 bis 366 an (halbe Tage mit ,5).';
const holidayDays = z
  .number({ error: HOLIDAY_DAYS_MESSAGE })
  .min(0, { error: HOLIDAY_DAYS_MESSAGE })
  .max(366, { error: HOLIDAY_DAYS_MESSAGE })
  .refine((value) => Number.isInteger(value * 2), { error: HOLIDAY_DAYS_MESSAGE });

/** PUT /api/time-sheets/holiday-balances/{userId}/{year}: what staff enter. */
export const holidayBalanceInputSchema = z.strictObject({
  entitlementDays: holidayDays,
  carriedOverDays: holidayDays.default(0),
  /** Days taken before the records began. */
  takenBeforeDays: holidayDays.default(0),
  note: z.string().trim().max(500).nullable().default(null),
});
export type HolidayBalanceEntry = z.infer<typeof holidayBalanceInputSchema>;
