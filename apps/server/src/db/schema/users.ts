import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { identityId, timestamps, timestamptz } from './columns.ts';
import { branches, departments } from './organisation.ts';

/** Staff accounts (spec §3 Users, §6 roles). Emails are stored lower-case. */
export const users = pgTable(
  'users',
  {
    id: identityId(),
    email: text('email').notNull().unique(),
    /** argon2id hash; null for accounts that only log in with a login link. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Name used by the time-tracking terminal (spec §6). */
    username: text('username').unique(),
    /** SHA-256 of the time-tracking access token. */
    accessTokenHash: text('access_token_hash').unique(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    departmentId: integer('department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    expiresAt: timestamptz('expires_at'),
    lockedUntil: timestamptz('locked_until'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lastLoginAt: timestamptz('last_login_at'),
    passwordChangedAt: timestamptz('password_changed_at'),
    ...timestamps(),
  },
  // Emails are stored lower-case, so the unique constraint is case-insensitive.
  (t) => [check('users_email_lower_case', sql`${t.email} = lower(${t.email})`)],
);

/** spec §3 user.branches: the branches a (branch) employee may see. */
export const userBranches = pgTable(
  'user_branches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.branchId] }),
    index('user_branches_branch_idx').on(t.branchId),
  ],
);

/** Staff sessions; the id is the SHA-256 of the cookie token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Every login attempt (S3), for throttling by email and by IP. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: identityId(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    isSuccessful: boolean('is_successful').notNull(),
    /** Why it failed: invalid_credentials, expired, disabled, locked, throttled. */
    reason: text('reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ipAddress, t.createdAt),
  ],
);

/** One-time login links (spec §8 "invalid or expired login link"); token stored as a hash. */
export const loginLinks = pgTable(
  'login_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('login_links_user_idx').on(t.userId)],
);
