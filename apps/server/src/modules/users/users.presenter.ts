import { localDateOf, ROLES, type Role, type StaffUser } from '@shop/domain';
import type { UserRow } from './users.repository.ts';

/**
 * A user row as the users API sends it: never the password hash or token hashes. The stored
 * expiry is the instant the day after the last valid day starts, shown as that last day.
 */
export function presentStaffUser(
  row: UserRow,
  branchIds: number[],
  context: { timeZone: string; now: Date },
): StaffUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    roles: row.roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role)),
    branches: branchIds.map((id) => ({ id })),
    departmentId: row.departmentId,
    isEnabled: row.isEnabled,
    expiresAt: row.expiresAt
      ? localDateOf(new Date(row.expiresAt.getTime() - 1), context.timeZone)
      : null,
    lockedUntil:
      row.lockedUntil && row.lockedUntil > context.now ? row.lockedUntil.toISOString() : null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
