import { verify } from '@node-rs/argon2';
import { publicConfigSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { branches, config, users } from '../db/schema/index.ts';
import { isDatabaseEmpty, resetDatabase, seedEmptyShop } from './index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seedEmptyShop and resetDatabase', () => {
  it('creates only the default settings and one administrator', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const login = await seedEmptyShop(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(false);

    const settings = await database.db.select().from(config);
    expect(settings.map((row) => row.key).sort()).toEqual(
      Object.keys(publicConfigSchema.shape).sort(),
    );
    expect(await database.db.select().from(branches)).toHaveLength(0);
    const [admin, ...others] = await database.db.select().from(users);
    expect(others).toHaveLength(0);
    expect(admin?.email).toBe(login.adminEmail);
    expect(await verify(admin?.passwordHash ?? '', login.adminPassword)).toBe(true);
  });

  it('generates a different password on every run', async () => {
    await resetDatabase(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const first = await seedEmptyShop(database.db);
    await resetDatabase(database.db);
    const second = await seedEmptyShop(database.db);
    expect(first.adminPassword).not.toBe(second.adminPassword);
    const [admin] = await database.db.select().from(users);
    expect(admin?.id).toBe(1);
  });
});
