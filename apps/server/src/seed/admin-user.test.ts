import { describe, expect, it } from 'vitest';
import { generatePassword, testAdminPassword } from './admin-user.ts';

describe('the demo admin password', () => {
  it('is generated: 20 characters without look-alikes, different every time', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{20}$/);
    expect(generatePassword()).not.toBe(password);
  });

  it.each<[string, NodeJS.ProcessEnv, string | undefined]>([
    [
      'test mode with a password',
      { NODE_ENV: 'test', SEED_ADMIN_PASSWORD: 'e2e-passwort-123' },
      'e2e-passwort-123',
    ],
    [
      'production ignores it',
      { NODE_ENV: 'production', SEED_ADMIN_PASSWORD: 'e2e-passwort-123' },
      undefined,
    ],
    ['no NODE_ENV ignores it', { SEED_ADMIN_PASSWORD: 'e2e-passwort-123' }, undefined],
    [
      'development ignores it',
      { NODE_ENV: 'development', SEED_ADMIN_PASSWORD: 'e2e-passwort-123' },
      undefined,
    ],
    ['too short in test mode', { NODE_ENV: 'test', SEED_ADMIN_PASSWORD: 'kurz' }, undefined],
    ['unset in test mode', { NODE_ENV: 'test' }, undefined],
  ])('from SEED_ADMIN_PASSWORD: %s', (_name, environment, expected) => {
    expect(testAdminPassword(environment)).toBe(expected);
  });
});
