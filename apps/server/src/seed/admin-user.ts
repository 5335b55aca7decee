import { randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { userBranches, users } from '../db/schema/index.ts';
import type { SeedExecutor } from './seed-types.ts';

/** No 0/O, 1/l/I: the password is read off a terminal once and typed in. */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const PASSWORD_LENGTH = 20;

/** A fresh random password (about 116 bits), never stored in plain text. */
export function generatePassword(): string {
  let password = '';
  for (let index = 0; index < PASSWORD_LENGTH; index += 1) {
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return password;
}

/**
 * Browser tests only: with NODE_ENV=test, SEED_ADMIN_PASSWORD (at least 12 characters) becomes the
 * demo admin's password so the tests can log in. In any other mode it is ignored.
 */
export function testAdminPassword(
  environment: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const password = environment.SEED_ADMIN_PASSWORD;
  if (environment.NODE_ENV !== 'test' || !password || password.length < 12) return undefined;
  return password;
}

/** argon2id (the library's default algorithm) with its default cost parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Inserts an enabled administrator with the given password hash and branch list. */
export async function insertAdminUser(
  executor: SeedExecutor,
  input: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    branchIds: number[];
  },
): Promise<number> {
  const [admin] = await executor
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      roles: ['ROLE_ADMIN'],
      isEnabled: true,
      passwordChangedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!admin) throw new Error('Admin user was not inserted');
  if (input.branchIds.length > 0) {
    await executor
      .insert(userBranches)
      .values(input.branchIds.map((branchId) => ({ userId: admin.id, branchId })));
  }
  return admin.id;
}
