import { userBranches, users } from '../../db/schema/index.ts';
import type { SeedTransaction } from '../seed-types.ts';
import { requireId } from './insert-organisation.ts';

/**
 * A branch employee of Hamburg without a password (login link only), so the user list and the
 * branch restriction have an example. Nobody can log in as this user with a password.
 */
export async function insertDemoEmployee(
  tx: SeedTransaction,
  branchIds: Map<string, number>,
): Promise<void> {
  const [employee] = await tx
    .insert(users)
    .values({
      email: 'mitarbeiter.hamburg@backstube-sonnenschein.example',
      passwordHash: null,
      firstName: 'Jan',
      lastName: 'Petersen',
      username: 'jan.petersen',
      roles: ['ROLE_EMPLOYEE'],
    })
    .returning({ id: users.id });
  if (!employee) throw new Error('Employee was not inserted');
  await tx
    .insert(userBranches)
    .values({ userId: employee.id, branchId: requireId(branchIds, 'hamburg-eppendorf') });
}
