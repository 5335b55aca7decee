import {
  type Access,
  branchScopeOf,
  canAccessBranch,
  PERMISSION_AREA_DESCRIPTIONS,
  PERMISSION_AREAS,
  PERMISSIONS,
  type PermissionArea,
  ROLES,
  type Role,
} from '@shop/domain';
import { AppError } from '../errors.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';

/**
 * Server side of the permissions table (packages/domain/src/permissions): branch-scoped checks
 * for routes and the README role table. Route guards: `requirePermission` in guards.ts.
 */

type BranchUser = { roles: readonly string[]; branchIds: readonly number[] };

/**
 * Throws the German 403 unless the staff member may `access` the area's data of this branch
 * (an employee: only the branches in their list; spec §6 "branch employee").
 */
export function assertBranchAccess(
  staff: BranchUser,
  branchId: number,
  area: PermissionArea = 'orders',
  access: Access = 'read',
): void {
  if (canAccessBranch(staff, area, branchId, access)) return;
  throw new AppError(403, [{ code: 'branch_forbidden', message: AUTH_MESSAGES.branchForbidden }]);
}

/**
 * The branches a list query must be limited to: null for every branch, else the user's list
 * (possibly empty). Throws 403 when the user has no access to the area at all.
 */
export function branchFilterOf(
  staff: BranchUser,
  area: PermissionArea,
  access: Access = 'read',
): number[] | null {
  const scope = branchScopeOf(staff.roles, area, access);
  if (scope === null) throw AppError.forbidden(AUTH_MESSAGES.forbidden);
  return scope === 'all' ? null : [...staff.branchIds];
}

export const ROLE_TABLE_START = '<!-- role-table:start (generated from the permissions table) -->';
export const ROLE_TABLE_END = '<!-- role-table:end -->';

function cell(role: Role, area: PermissionArea): string {
  const grant = PERMISSIONS[role][area];
  if (!grant) return '–';
  const access = grant.access === 'write' ? 'read, write' : 'read';
  return grant.scope === 'branches' ? `${access} (own branches)` : access;
}

/** The README's role table, rendered from the permissions table (checked by a test). */
export function renderRoleTable(): string {
  const header = ['Area', 'Holds', ...ROLES.map((role) => `\`${role}\``)];
  const rows = PERMISSION_AREAS.map((area) => [
    `\`${area}\``,
    PERMISSION_AREA_DESCRIPTIONS[area],
    ...ROLES.map((role) => cell(role, area)),
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
