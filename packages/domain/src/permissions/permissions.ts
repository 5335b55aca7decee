import { ROLES, type Role } from '../contracts/enums.ts';

/**
 * What each staff role may do, by back-office area: the one definition the server's route guards,
 * the back-office navigation and the README role table are built from (spec §6 names only
 * ROLE_EMPLOYEE; the other roles and every area's rule are ours).
 */

/** Back-office areas a route or a screen belongs to. */
export const PERMISSION_AREAS = [
  'account',
  'orders',
  'catalogue',
  'content',
  'devices',
  'signage',
  'timeTracking',
  'statistics',
  'settings',
  'users',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** `write` includes `read`. */
export type Access = 'read' | 'write';

/** `all`: every branch; `branches`: only the branches in the user's list. */
export type BranchScope = 'all' | 'branches';

export type AreaGrant = { readonly access: Access; readonly scope: BranchScope };

const write = (scope: BranchScope = 'all'): AreaGrant => ({ access: 'write', scope });
const read = (scope: BranchScope = 'all'): AreaGrant => ({ access: 'read', scope });

/** What an area holds, for the README table (English like the README). */
export const PERMISSION_AREA_DESCRIPTIONS: Readonly<Record<PermissionArea, string>> = {
  account: 'own account (`/api/users/me`, password, logout), staff branch list',
  orders: 'orders, order actions, receipts',
  catalogue: 'divisions, branches, departments, menus, categories, tags, products, tables, images',
  content: 'sites, blocks, navigations, donatees, uploads',
  devices: 'notification and printing devices',
  signage: 'digital signage segments, streams, TV devices, fonts',
  timeTracking: 'working activities, schedules, holiday balances, projects, tasks',
  statistics: 'statistics (employees: reports of own branches) and logs (every branch only)',
  settings: 'shop settings (`/api/config`), branch API keys',
  users: 'staff users, their roles and branches',
};

/** The table itself. A missing area means no access. ROLE_ADMIN has every area on every branch. */
export const PERMISSIONS: Readonly<
  Record<Role, Readonly<Partial<Record<PermissionArea, AreaGrant>>>>
> = {
  ROLE_ADMIN: Object.fromEntries(PERMISSION_AREAS.map((area) => [area, write()])),
  ROLE_MANAGER: {
    account: write(),
    orders: write(),
    catalogue: write(),
    content: read(),
    devices: write(),
    signage: write(),
    timeTracking: write('branches'),
    statistics: read(),
  },
  ROLE_EMPLOYEE: {
    account: write(),
    orders: write('branches'),
    catalogue: read(),
    // The reports of their own branches (decision 030); the shop-wide logs stay closed.
    statistics: read('branches'),
  },
  ROLE_EDITOR: {
    account: write(),
    content: write(),
  },
};

/** The grant one role has for an area at the wanted access, or null. */
export function grantOf(role: Role, area: PermissionArea, access: Access): AreaGrant | null {
  const grant = PERMISSIONS[role][area];
  if (!grant) return null;
  return access === 'read' || grant.access === 'write' ? grant : null;
}

/** The roles that may `access` the area (ROLE_ADMIN always among them). */
export function rolesWithAccess(area: PermissionArea, access: Access): Role[] {
  return ROLES.filter((role) => grantOf(role, area, access) !== null);
}

/** True when any of the user's roles may `access` the area. */
export function hasAccess(
  roles: readonly string[],
  area: PermissionArea,
  access: Access = 'read',
): boolean {
  return branchScopeOf(roles, area, access) !== null;
}

/**
 * The widest branch scope the user's roles give for the area: `all`, `branches` (only the
 * branches in the user's list) or null (no access).
 */
export function branchScopeOf(
  roles: readonly string[],
  area: PermissionArea,
  access: Access = 'read',
): BranchScope | null {
  let scope: BranchScope | null = null;
  for (const role of ROLES) {
    if (!roles.includes(role)) continue;
    const grant = grantOf(role, area, access);
    if (grant?.scope === 'all') return 'all';
    if (grant) scope = 'branches';
  }
  return scope;
}

/** True when the user may `access` the area's data of one branch. */
export function canAccessBranch(
  user: { roles: readonly string[]; branchIds: readonly number[] },
  area: PermissionArea,
  branchId: number,
  access: Access = 'read',
): boolean {
  const scope = branchScopeOf(user.roles, area, access);
  return scope === 'all' || (scope === 'branches' && user.branchIds.includes(branchId));
}
