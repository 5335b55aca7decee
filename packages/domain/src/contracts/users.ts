import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { localDateSchema } from './entities.ts';
import { roleSchema } from './enums.ts';

/**
 * Staff users and authentication bodies (spec §3 "Users (me)", §6 roles, §7 CRUD users).
 * Emails are compared lower-case. `expiresAt` is the last day (shop time zone) the account may log
 * in; the server turns it into the instant the next day starts.
 */

const id = z.number().int().positive();

/** German texts of these schemas (ours; the server's auth messages live in its auth catalogue). */
export const USER_MESSAGES = {
  invalidEmail: 'Diese E-Mail-Adresse ist ungültig.',
  rolesRequired: 'Bitte wählen Sie mindestens eine Rolle aus.',
  employeeNeedsBranch: 'Bitte wählen Sie mindestens eine Filiale für diesen Mitarbeiter aus.',
} as const;

/** Minimum length of a staff password (also checked by the server's password policy). */
export const PASSWORD_MIN_LENGTH = 10;

const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: MESSAGES.notBlank })
  .max(254)
  .pipe(z.email({ error: USER_MESSAGES.invalidEmail }));
const nameField = z.string().trim().max(100);

/** A staff user as the users API sends it; never a password hash. */
export const staffUserSchema = z.object({
  id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleSchema),
  branches: z.array(z.object({ id })),
  /** The department the week plan lists the user under (decision 048); null: none. */
  departmentId: id.nullable().default(null),
  isEnabled: z.boolean(),
  /** Last day the account may log in (YYYY-MM-DD), or null for no end. */
  expiresAt: localDateSchema.nullable(),
  /** Until when logins are refused after repeated failures (ISO instant), or null. */
  lockedUntil: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  /** False for accounts that only log in with a login link. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** POST /api/users and PUT /api/users/{id}. A blank or missing password keeps the current one. */
export const userInputSchema = z
  .strictObject({
    email: emailField,
    firstName: nameField.default(''),
    lastName: nameField.default(''),
    roles: z
      .array(roleSchema)
      .max(10)
      .refine((roles) => roles.length > 0, { error: USER_MESSAGES.rolesRequired }),
    branchIds: z.array(id).max(500).default([]),
    departmentId: id.nullable().default(null),
    isEnabled: z.boolean().default(true),
    expiresAt: localDateSchema.nullable().default(null),
    password: z.string().max(1024).optional(),
  })
  .refine(
    (user) =>
      !user.roles.includes('ROLE_EMPLOYEE') || user.roles.length > 1 || user.branchIds.length > 0,
    { error: USER_MESSAGES.employeeNeedsBranch, path: ['branchIds'] },
  );
export type UserInput = z.infer<typeof userInputSchema>;

/** GET /api/users/me and the login answer: the current user and the CSRF token of the session. */
export const currentUserSchema = z.object({
  id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  branches: z.array(z.object({ id })),
  csrfToken: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** POST /api/auth/login. */
export const loginBodySchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /api/auth/login-link: asks for a login link by email. */
export const loginLinkRequestSchema = z.strictObject({ email: emailField });
export type LoginLinkRequest = z.infer<typeof loginLinkRequestSchema>;

/** POST /api/users/me/password. */
export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string().max(1024).default(''),
  newPassword: z.string().max(1024),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** GET /api/branches for staff: every branch the user may see, also disabled and non-public ones. */
export const staffBranchSummarySchema = z.object({
  id,
  identifier: z.string(),
  name: z.string(),
  city: z.string(),
  isEnabled: z.boolean(),
  isPublic: z.boolean(),
});
export type StaffBranchSummary = z.infer<typeof staffBranchSummarySchema>;
