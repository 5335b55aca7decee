import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../config.ts';
import { AppError } from '../errors.ts';
import {
  assertBranchAccess,
  branchFilterOf,
  ROLE_TABLE_END,
  ROLE_TABLE_START,
  renderRoleTable,
} from './permissions.ts';

/** A markdown table as trimmed cells per row; separator rows become '---' cells (any width). */
function tableCells(markdown: string): string[][] {
  return markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim())
        .map((cell) => (/^:?-+:?$/.test(cell) ? '---' : cell)),
    );
}

describe('README role table', () => {
  it('matches the permissions table the server checks', () => {
    const readme = fs.readFileSync(path.join(REPOSITORY_ROOT, 'README.md'), 'utf8');
    const start = readme.indexOf(ROLE_TABLE_START);
    const end = readme.indexOf(ROLE_TABLE_END);
    expect(
      start,
      `README.md needs the markers ${ROLE_TABLE_START} … ${ROLE_TABLE_END}`,
    ).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const documented = tableCells(readme.slice(start + ROLE_TABLE_START.length, end));
    const generated = renderRoleTable();
    expect(documented, `paste this table into README.md:\n\n${generated}\n`).toEqual(
      tableCells(generated),
    );
  });
});

describe('branch-scoped access', () => {
  const employee = { roles: ['ROLE_EMPLOYEE'], branchIds: [2, 5] };

  it('lets a branch employee at the orders of their branches only', () => {
    expect(() => assertBranchAccess(employee, 5)).not.toThrow();
    expect(() => assertBranchAccess(employee, 3)).toThrow(AppError);
    try {
      assertBranchAccess(employee, 3, 'orders', 'write');
    } catch (error) {
      expect(error).toMatchObject({
        statusCode: 403,
        errors: [
          {
            code: 'branch_forbidden',
            message: 'Sie haben keinen Zugriff auf die Daten dieser Filiale.',
          },
        ],
      });
    }
  });

  it('lets managers and admins at every branch', () => {
    expect(() => assertBranchAccess({ roles: ['ROLE_MANAGER'], branchIds: [] }, 3)).not.toThrow();
    expect(() => assertBranchAccess({ roles: ['ROLE_ADMIN'], branchIds: [] }, 3)).not.toThrow();
  });

  it('refuses roles without the area on any branch', () => {
    expect(() => assertBranchAccess({ roles: ['ROLE_EDITOR'], branchIds: [3] }, 3)).toThrow(
      AppError,
    );
  });

  it('limits list queries to the user’s branches', () => {
    expect(branchFilterOf(employee, 'orders')).toEqual([2, 5]);
    expect(branchFilterOf({ roles: ['ROLE_MANAGER'], branchIds: [1] }, 'orders')).toBeNull();
    expect(() => branchFilterOf({ roles: ['ROLE_EDITOR'], branchIds: [] }, 'orders')).toThrow(
      AppError,
    );
  });
});
