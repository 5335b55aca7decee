import { describe, expect, it } from 'vitest';
import { listQuerySchema, parseSort } from './paging.ts';
import { USER_MESSAGES, userInputSchema } from './users.ts';

const valid = { email: ' Anna@Example.DE ', roles: ['ROLE_ADMIN'] };

describe('user input', () => {
  it('trims and lower-cases the email and fills defaults', () => {
    expect(userInputSchema.parse(valid)).toEqual({
      email: 'anna@example.de',
      firstName: '',
      lastName: '',
      roles: ['ROLE_ADMIN'],
      branchIds: [],
      departmentId: null,
      isEnabled: true,
      expiresAt: null,
    });
  });

  it.each([
    ['an invalid email', { ...valid, email: 'anna' }, 'email', USER_MESSAGES.invalidEmail],
    ['no role', { ...valid, roles: [] }, 'roles', USER_MESSAGES.rolesRequired],
    [
      'an employee without branch',
      { ...valid, roles: ['ROLE_EMPLOYEE'] },
      'branchIds',
      USER_MESSAGES.employeeNeedsBranch,
    ],
  ])('refuses %s', (_name, input, field, message) => {
    const result = userInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toContainEqual([
      field,
      message,
    ]);
  });

  it('refuses unknown roles and unknown keys', () => {
    expect(userInputSchema.safeParse({ ...valid, roles: ['ROLE_ROOT'] }).success).toBe(false);
    expect(userInputSchema.safeParse({ ...valid, passwordHash: 'x' }).success).toBe(false);
  });

  it('accepts a branch employee with a branch and an expiry day', () => {
    const input = { ...valid, roles: ['ROLE_EMPLOYEE'], branchIds: [3], expiresAt: '2027-01-31' };
    expect(userInputSchema.parse(input).expiresAt).toBe('2027-01-31');
  });
});

describe('list query', () => {
  it('coerces page numbers from the query string and caps the page size', () => {
    expect(listQuerySchema.parse({ page: '2', pageSize: '10' })).toEqual({ page: 2, pageSize: 10 });
    expect(listQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ sort: 'email; drop' }).success).toBe(false);
  });

  it.each([
    [undefined, { field: 'email', direction: 'asc' }],
    ['lastName', { field: 'lastName', direction: 'asc' }],
    ['-createdAt', { field: 'createdAt', direction: 'desc' }],
  ])('parses sort %s', (sort, expected) => {
    expect(parseSort(sort, 'email')).toEqual(expected);
  });
});
