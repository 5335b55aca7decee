import { config } from '../db/schema/index.ts';
import { DEFAULT_PUBLIC_CONFIG } from '../modules/settings/config/config.defaults.ts';
import type { Database } from '../platform/database.ts';
import { generatePassword, hashPassword, insertAdminUser } from './admin-user.ts';

export { isDatabaseEmpty, resetDatabase } from './database-state.ts';
export { DEMO_ADMIN_EMAIL, seedDemoShop } from './demo-shop.ts';

export const EMPTY_SHOP_ADMIN_EMAIL = 'admin@example.com';

/** A shop with the default settings and one administrator with a freshly generated password. */
export async function seedEmptyShop(
  db: Database,
): Promise<{ adminEmail: string; adminPassword: string }> {
  const adminPassword = generatePassword();
  const passwordHash = await hashPassword(adminPassword);
  await db.transaction(async (tx) => {
    await tx
      .insert(config)
      .values(Object.entries(DEFAULT_PUBLIC_CONFIG).map(([key, value]) => ({ key, value })));
    await insertAdminUser(tx, {
      email: EMPTY_SHOP_ADMIN_EMAIL,
      passwordHash,
      firstName: 'Admin',
      lastName: 'Shop',
      branchIds: [],
    });
  });
  return { adminEmail: EMPTY_SHOP_ADMIN_EMAIL, adminPassword };
}
