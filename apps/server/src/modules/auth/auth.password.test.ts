import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { AUTH_MESSAGES } from '../../platform/auth/auth-messages.ts';
import { buildStaffUser, loginHeaders, postLogin, TEST_PASSWORD } from './auth.test-support.ts';
import { isLeakedPassword, loadCommonPasswords, passwordProblem } from './password-policy.ts';

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp();
  await buildStaffUser(context.db, {
    email: 'filialleitung@example.test',
    roles: ['ROLE_MANAGER'],
  });
});
afterAll(() => context.close());

const changePassword = (
  headers: Record<string, string>,
  payload: { currentPassword: string; newPassword: string },
) => context.app.inject({ method: 'POST', url: '/api/users/me/password', headers, payload });

describe('password policy', () => {
  it('bundles at least the 10,000 most common passwords', () => {
    const list = loadCommonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    for (const common of ['123456', 'password', 'qwertyuiop', 'passwort', 'hallo123']) {
      expect(list.has(common)).toBe(true);
    }
  });

  it.each([
    ['password123', true],
    ['Qwertyuiop', true],
    ['Sommer2024!', true],
    ['!!Passwort123', true],
    ['aaaaaaaaaaaa', true],
    ['Brotzeit-am-Morgen-42', false],
    ['correct horse battery staple', false],
  ])('%s counts as leaked: %s', (password, expected) => {
    expect(isLeakedPassword(password)).toBe(expected);
  });

  it.each([
    ['kurz-123', 'Das Passwort muss mindestens 10 Zeichen lang sein.'],
    ['12345678901234', AUTH_MESSAGES.passwordOnlyDigits],
    ['anna.berger-2026', AUTH_MESSAGES.passwordIsEmail],
    ['Sonnenschein2026', AUTH_MESSAGES.passwordLeaked],
    ['Brotzeit-am-Morgen-42', null],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password, { email: 'anna.berger@example.test' })).toBe(problem);
  });
});

describe('POST /api/users/me/password', () => {
  it('refuses a leaked password with the German message on the field', async () => {
    const headers = await loginHeaders(context.app, 'filialleitung@example.test');
    const response = await changePassword(headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Passwort1234',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        code: 'password_leaked',
        message:
          'Dieses Passwort ist in einem Datenleck aufgetaucht. Bitte wählen Sie ein anderes Passwort.',
        field: 'newPassword',
      },
    ]);
  });

  it('refuses a wrong current password', async () => {
    const headers = await loginHeaders(context.app, 'filialleitung@example.test');
    const response = await changePassword(headers, {
      currentPassword: 'nicht-das-richtige',
      newPassword: 'Laugenbrezel-mit-Butter-7',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      field: 'currentPassword',
      message: AUTH_MESSAGES.currentPasswordWrong,
    });
  });

  it('needs the CSRF token', async () => {
    const { cookie } = await loginHeaders(context.app, 'filialleitung@example.test');
    const response = await changePassword(
      { cookie },
      { currentPassword: TEST_PASSWORD, newPassword: 'Laugenbrezel-mit-Butter-7' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].message).toBe(AUTH_MESSAGES.invalidCsrfToken);
  });

  it('changes the password, keeps this session and ends the other ones', async () => {
    const other = await loginHeaders(context.app, 'filialleitung@example.test');
    const headers = await loginHeaders(context.app, 'filialleitung@example.test');
    const response = await changePassword(headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Laugenbrezel-mit-Butter-7',
    });
    expect(response.statusCode).toBe(200);
    const me = (cookie: string) =>
      context.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect((await me(headers.cookie)).statusCode).toBe(200);
    expect((await me(other.cookie)).statusCode).toBe(401);
    const oldPassword = await postLogin(context.app, 'filialleitung@example.test', TEST_PASSWORD);
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await postLogin(
      context.app,
      'filialleitung@example.test',
      'Laugenbrezel-mit-Butter-7',
    );
    expect(newPassword.statusCode).toBe(200);
  });
});
