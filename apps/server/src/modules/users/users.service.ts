import { hash } from '@node-rs/argon2';
import {
  addDays,
  formatLocalDate,
  type ListQuery,
  localDateOf,
  type Paged,
  parseSort,
  type StaffUser,
  startOfLocalDay,
  type UserInput,
} from '@shop/domain';
import { type AuditActor, writeAuditLog } from '../../platform/audit/audit-log.ts';
import { endUserSessions, type StaffUser as SessionUser } from '../../platform/auth/session.ts';
import type { Clock } from '../../platform/config.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { publishSessionsEnded } from '../../platform/events.ts';
import { assertPasswordAllowed } from '../auth/auth.service.ts';
import { departmentNamesById, existingBranchIds } from '../catalogue/catalogue.read-model.ts';
import { getPublicConfig } from '../settings/config/config.service.ts';
import { timeRecordsKeptUntil } from '../time-tracking/time-tracking.read-model.ts';
import { presentStaffUser } from './users.presenter.ts';
import {
  deleteUserRow,
  findBranchIdsByUser,
  findUser,
  findUsersPage,
  insertUser,
  isEmailTaken,
  isUniqueViolation,
  replaceUserBranches,
  USER_SORT_COLUMNS,
  type UserRow,
  type UserSortField,
  updateUserRow,
} from './users.repository.ts';

export type UsersDeps = { db: Database; now: Clock };

/** German texts of the users API (ours; spec §5 "unique collection"). */
export const USERS_MESSAGES = {
  notFound: 'Der Benutzer wurde nicht gefunden.',
  emailTaken: 'Diese E-Mail-Adresse wird bereits verwendet.',
  unknownBranch: 'Die ausgewählte Filiale existiert nicht.',
  unknownDepartment: 'Die ausgewählte Abteilung existiert nicht.',
  unknownSort: 'Nach diesem Feld kann nicht sortiert werden.',
  cannotDeleteSelf: 'Sie können Ihr eigenes Konto nicht löschen.',
  /** Time records are kept two years (docs/decisions/035-time-tracking-projects-and-sheets.md). */
  timeRecordsKept: (until: string) =>
    `Die Arbeitszeitaufzeichnungen dieses Kontos müssen bis ${until} aufbewahrt werden (§ 17 MiLoG). Deaktivieren Sie das Konto stattdessen.`,
  cannotDisableSelf: 'Sie können Ihr eigenes Konto nicht deaktivieren.',
  cannotDropOwnAdmin: 'Sie können sich die Rolle Administrator nicht selbst entziehen.',
} as const;

const DEFAULT_SORT = 'lastName';

async function contextOf(deps: UsersDeps) {
  const config = await getPublicConfig(deps.db);
  return { timeZone: config.timeZone, now: deps.now() };
}

/** GET /api/users: one page, searched and sorted. */
export async function listUsers(deps: UsersDeps, query: ListQuery): Promise<Paged<StaffUser>> {
  const sort = parseSort(query.sort, DEFAULT_SORT);
  if (!(sort.field in USER_SORT_COLUMNS)) {
    throw AppError.invalid([
      { code: 'invalid_sort', message: USERS_MESSAGES.unknownSort, field: 'sort' },
    ]);
  }
  const { rows, total } = await findUsersPage(deps.db, {
    search: query.search ?? '',
    sort: { field: sort.field as UserSortField, direction: sort.direction },
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const branchIds = await findBranchIdsByUser(
    deps.db,
    rows.map((row) => row.id),
  );
  const context = await contextOf(deps);
  return {
    items: rows.map((row) => presentStaffUser(row, branchIds.get(row.id) ?? [], context)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/users/{id}. */
export async function getUser(deps: UsersDeps, id: number): Promise<StaffUser> {
  const row = await findUser(deps.db, id);
  if (!row) throw AppError.notFound(USERS_MESSAGES.notFound);
  return present(deps, row);
}

async function present(deps: UsersDeps, row: UserRow): Promise<StaffUser> {
  const branchIds = await findBranchIdsByUser(deps.db, [row.id]);
  return presentStaffUser(row, branchIds.get(row.id) ?? [], await contextOf(deps));
}

/** The branch ids of an input as the API answers them (ascending, once each). */
const sortedIds = (ids: number[]) => [...new Set(ids)].sort((left, right) => left - right);

/** POST /api/users. A user without a password logs in with login links only. */
export async function createUser(
  deps: UsersDeps,
  input: UserInput,
  actor: AuditActor,
): Promise<StaffUser> {
  await assertValidInput(deps, input);
  const values = await rowValues(deps, input);
  const context = await contextOf(deps);
  try {
    return await deps.db.transaction(async (tx) => {
      const inserted = await insertUser(tx, { ...values, createdAt: values.updatedAt });
      await replaceUserBranches(tx, inserted.id, input.branchIds);
      const after = presentStaffUser(inserted, sortedIds(input.branchIds), context);
      await writeAuditLog(tx, {
        actor,
        entity: 'user',
        entityId: inserted.id,
        action: 'create',
        before: null,
        after,
        at: deps.now(),
      });
      return after;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? emailTaken() : error;
  }
}

/**
 * PUT /api/users/{id}. Disabling a user, letting the account expire or setting a new password
 * ends the user's sessions at once (docs/budgets.md S3); an admin cannot lock themselves out.
 */
export async function updateUser(
  deps: UsersDeps,
  input: { id: number; body: UserInput; actor: SessionUser; audit: AuditActor },
): Promise<StaffUser> {
  const { id, body, actor } = input;
  const existing = await findUser(deps.db, id);
  if (!existing) throw AppError.notFound(USERS_MESSAGES.notFound);
  if (actor.id === id) assertNotLockingOutSelf(body);
  await assertValidInput(deps, body, id);
  const values = await rowValues(deps, body);
  const before = await present(deps, existing);
  const context = await contextOf(deps);
  let row: UserRow | undefined;
  try {
    row = await deps.db.transaction(async (tx) => {
      const updated = await updateUserRow(tx, id, values);
      if (!updated) return updated;
      await replaceUserBranches(tx, id, body.branchIds);
      const after = presentStaffUser(updated, sortedIds(body.branchIds), context);
      await writeAuditLog(tx, {
        actor: input.audit,
        entity: 'user',
        entityId: id,
        action: 'update',
        before,
        after,
        at: deps.now(),
      });
      return updated;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? emailTaken() : error;
  }
  if (!row) throw AppError.notFound(USERS_MESSAGES.notFound);
  const now = deps.now();
  const isLockedOut = !row.isEnabled || (row.expiresAt !== null && row.expiresAt <= now);
  if (isLockedOut || values.passwordHash) {
    await endUserSessions(deps.db, id, actor.id === id ? { exceptSessionId: actor.sessionId } : {});
  }
  return present(deps, row);
}

/** DELETE /api/users/{id}. */
export async function deleteUser(
  deps: UsersDeps,
  input: { id: number; actor: SessionUser; audit: AuditActor },
): Promise<void> {
  if (input.actor.id === input.id) {
    throw AppError.conflict(USERS_MESSAGES.cannotDeleteSelf, 'cannot_delete_self');
  }
  const before = await getUser(deps, input.id);
  // Deleting the user would delete their time records with it (foreign key cascade).
  const { timeZone } = await getPublicConfig(deps.db);
  const keptUntil = await timeRecordsKeptUntil(deps.db, input.id, timeZone);
  if (keptUntil && localDateOf(deps.now(), timeZone) < keptUntil) {
    throw AppError.conflict(
      USERS_MESSAGES.timeRecordsKept(formatLocalDate(addDays(keptUntil, -1))),
      'time_records_kept',
    );
  }
  await deps.db.transaction(async (tx) => {
    if (!(await deleteUserRow(tx, input.id))) throw AppError.notFound(USERS_MESSAGES.notFound);
    // The user's sessions went with the row: their open event streams close at once.
    await publishSessionsEnded(tx);
    await writeAuditLog(tx, {
      actor: input.audit,
      entity: 'user',
      entityId: input.id,
      action: 'delete',
      before,
      after: null,
      at: deps.now(),
    });
  });
}

function assertNotLockingOutSelf(body: UserInput): void {
  if (!body.isEnabled) {
    throw AppError.conflict(USERS_MESSAGES.cannotDisableSelf, 'cannot_disable_self');
  }
  if (!body.roles.includes('ROLE_ADMIN')) {
    throw AppError.conflict(USERS_MESSAGES.cannotDropOwnAdmin, 'cannot_drop_own_admin');
  }
}

const emailTaken = () =>
  AppError.invalid([{ code: 'email_taken', message: USERS_MESSAGES.emailTaken, field: 'email' }]);

/** The checks zod cannot do: unique email, existing branches, the password rules. */
async function assertValidInput(deps: UsersDeps, input: UserInput, userId?: number) {
  if (await isEmailTaken(deps.db, input.email, userId)) throw emailTaken();
  const existing = await existingBranchIds(deps.db, input.branchIds);
  if (input.branchIds.some((branchId) => !existing.has(branchId))) {
    throw AppError.invalid([
      { code: 'unknown_branch', message: USERS_MESSAGES.unknownBranch, field: 'branchIds' },
    ]);
  }
  if (input.departmentId !== null) {
    const known = await departmentNamesById(deps.db, [input.departmentId]);
    if (!known.has(input.departmentId)) {
      throw AppError.invalid([
        {
          code: 'unknown_department',
          message: USERS_MESSAGES.unknownDepartment,
          field: 'departmentId',
        },
      ]);
    }
  }
  if (input.password) assertPasswordAllowed(input.password, input.email, 'password');
}

async function rowValues(deps: UsersDeps, input: UserInput) {
  const now = deps.now();
  const { timeZone } = await getPublicConfig(deps.db);
  return {
    email: input.email,
    firstName: input.firstName || null,
    lastName: input.lastName || null,
    roles: [...new Set(input.roles)],
    departmentId: input.departmentId,
    isEnabled: input.isEnabled,
    // Valid through the chosen day: expires when the next day starts in the shop's time zone.
    expiresAt: input.expiresAt ? startOfLocalDay(addDays(input.expiresAt, 1), timeZone) : null,
    updatedAt: now,
    ...(input.password ? { passwordHash: await hash(input.password), passwordChangedAt: now } : {}),
  };
}
