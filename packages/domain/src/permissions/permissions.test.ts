import { describe, expect, it } from 'vitest';
import { ROLES } from '../contracts/enums.ts';
import {
  branchScopeOf,
  canAccessBranch,
  hasAccess,
  PERMISSION_AREAS,
  PERMISSIONS,
  rolesWithAccess,
} from './permissions.ts';

describe('permissions table', () => {
  it('gives ROLE_ADMIN write access to every area on every branch', () => {
    for (const area of PERMISSION_AREAS) {
      expect(PERMISSIONS.ROLE_ADMIN[area]).toEqual({ access: 'write', scope: 'all' });
    }
  });

  it('lets every role use its own account', () => {
    expect(rolesWithAccess('account', 'write')).toEqual([...ROLES]);
  });

  it.each([
    ['users', 'read', ['ROLE_ADMIN']],
    ['settings', 'write', ['ROLE_ADMIN']],
    ['orders', 'write', ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_EMPLOYEE']],
    ['catalogue', 'read', ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_EMPLOYEE']],
    ['catalogue', 'write', ['ROLE_ADMIN', 'ROLE_MANAGER']],
    ['content', 'read', ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_EDITOR']],
    ['content', 'write', ['ROLE_ADMIN', 'ROLE_EDITOR']],
    ['statistics', 'write', ['ROLE_ADMIN']],
  ] as const)('%s %s: %j', (area, access, roles) => {
    expect(rolesWithAccess(area, access)).toEqual(roles);
  });

  it.each([
    [[], 'orders', null],
    [['ROLE_EDITOR'], 'orders', null],
    [['ROLE_EMPLOYEE'], 'orders', 'branches'],
    [['ROLE_EMPLOYEE', 'ROLE_MANAGER'], 'orders', 'all'],
    [['ROLE_MANAGER'], 'orders', 'all'],
    [['ROLE_UNKNOWN'], 'orders', null],
  ] as const)('roles %j have scope %s on %s', (roles, area, scope) => {
    expect(branchScopeOf(roles, area)).toBe(scope);
    expect(hasAccess(roles, area)).toBe(scope !== null);
  });

  it.each([
    [{ roles: ['ROLE_EMPLOYEE'], branchIds: [2] }, 2, true],
    [{ roles: ['ROLE_EMPLOYEE'], branchIds: [2] }, 3, false],
    [{ roles: ['ROLE_EMPLOYEE'], branchIds: [] }, 2, false],
    [{ roles: ['ROLE_MANAGER'], branchIds: [] }, 3, true],
    [{ roles: ['ROLE_ADMIN'], branchIds: [] }, 3, true],
    [{ roles: ['ROLE_EDITOR'], branchIds: [3] }, 3, false],
  ])('%j may see the orders of branch %i: %s', (user, branchId, expected) => {
    expect(canAccessBranch(user, 'orders', branchId)).toBe(expected);
  });

  it('never lets read-only grants write', () => {
    expect(hasAccess(['ROLE_EMPLOYEE'], 'catalogue', 'read')).toBe(true);
    expect(hasAccess(['ROLE_EMPLOYEE'], 'catalogue', 'write')).toBe(false);
  });
});
