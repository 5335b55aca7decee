import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { branches, branchHours, deliveryAreas } from '../../db/schema/index.ts';
import { presentBranch } from '../catalogue/branches/branches.presenter.ts';
import { findBranchForOrder } from '../catalogue/order-context.read-model.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

it('reads a branch with its hours and areas in one query, as the tables say', async () => {
  const [last] = await ctx.db.select().from(branches).orderBy(desc(branches.id)).limit(1);
  await ctx.db.update(branches).set({ isEnabled: false }).where(eq(branches.id, last!.id));
  const rows = await ctx.db.select().from(branches).orderBy(asc(branches.id));
  // The demo shop has branches with delivery areas; one of them is disabled now.
  const withAreas = await ctx.db.select({ id: deliveryAreas.branchId }).from(deliveryAreas);
  expect(withAreas.length).toBeGreaterThan(0);
  for (const row of rows) {
    const hours = await ctx.db
      .select()
      .from(branchHours)
      .where(eq(branchHours.branchId, row.id))
      .orderBy(asc(branchHours.position), asc(branchHours.id));
    const areas = await ctx.db
      .select()
      .from(deliveryAreas)
      .where(eq(deliveryAreas.branchId, row.id))
      .orderBy(asc(deliveryAreas.position), asc(deliveryAreas.id));
    const expected = row.isEnabled
      ? presentBranch(row, { hours, areas, tagIds: [], images: [], logo: null })
      : null;
    expect(await findBranchForOrder(ctx.db, row.id)).toEqual(expected);
  }
});
