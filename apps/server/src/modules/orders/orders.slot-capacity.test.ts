import { CAPACITY_MESSAGES, type SlotMaxByType } from '@shop/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { branches, orders } from '../../db/schema/index.ts';
import { postOrder, takeawayOrder, useDemoShop } from './orders.test-support.ts';

/** Slot capacity per branch (docs/decisions/037-slot-capacity.md), on PGlite and PostgreSQL. */
const { clock, ctx, ids } = useDemoShop();
const BRANCH = 'muenchen-schwabing';

const at = (appointment: string) =>
  takeawayOrder(ids, { branch: ids.branch(BRANCH), appointmentDate: appointment });

async function ordersIn(start: string, end: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.branchId, ids.branch(BRANCH)),
        sql`${orders.appointmentDate} >= ${start}::timestamptz and ${orders.appointmentDate} < ${end}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
}

/** Changes the branch as the catalogue would: the read cache of GET /api/init is dropped. */
async function setCapacity(values: {
  maxOrdersPerSlot?: number | null;
  maxOrdersPerSlotByType?: SlotMaxByType;
  slotMinutes?: number;
}) {
  await ctx.db
    .update(branches)
    .set(values)
    .where(eq(branches.id, ids.branch(BRANCH)));
  ctx.app.publicCache.invalidate();
}

describe('slot capacity', () => {
  beforeEach(async () => {
    await setCapacity({ maxOrdersPerSlot: null, maxOrdersPerSlotByType: {}, slotMinutes: 15 });
  });

  it('sells exactly the places of a slot to a rush of simultaneous buyers', async () => {
    await setCapacity({ maxOrdersPerSlot: 10, slotMinutes: 15 });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        // Times anywhere inside the 18:00–18:15 slot share its 10 places.
        postOrder(
          ctx.app,
          at(`2026-12-02T18:${String(index % 3 === 0 ? 0 : 10).padStart(2, '0')}:00+01:00`),
        ),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 422)).toHaveLength(190);
    const refused = responses.find((response) => response.statusCode === 422);
    expect(refused?.json().errors).toEqual([
      { code: 'slotFull', field: 'appointment', message: CAPACITY_MESSAGES.slotFull },
    ]);
    expect(await ordersIn('2026-12-02T17:00:00Z', '2026-12-02T17:15:00Z')).toBe(10);
    // The next slot has its own places.
    expect((await postOrder(ctx.app, at('2026-12-02T18:15:00+01:00'))).statusCode).toBe(201);
  });

  it('counts an order type against its own maximum and all types against theirs', async () => {
    // Deliveries are limited to 2 per slot (the drivers), all order types together to 3.
    await setCapacity({
      maxOrdersPerSlot: 3,
      maxOrdersPerSlotByType: { delivery: 2 },
      slotMinutes: 15,
    });
    const delivery = (time: string) =>
      takeawayOrder(ids, {
        branch: ids.branch(BRANCH),
        isDelivery: true,
        deliveryArea: ids.area(BRANCH),
        street: 'Leopoldstraße 10',
        city: '80802 München',
        appointmentDate: time,
      });
    const first = await Promise.all([
      postOrder(ctx.app, delivery('2026-12-02T20:00:00+01:00')),
      postOrder(ctx.app, delivery('2026-12-02T20:05:00+01:00')),
      postOrder(ctx.app, delivery('2026-12-02T20:10:00+01:00')),
    ]);
    expect(first.map((response) => response.statusCode).sort()).toEqual([201, 201, 422]);
    const refused = first.find((response) => response.statusCode === 422);
    expect(refused?.json().errors).toEqual([
      { code: 'slotFull', field: 'appointment', message: CAPACITY_MESSAGES.slotFull },
    ]);
    // Takeaway has no own maximum: one more place of the three is left for it, then none.
    const takeaway = await postOrder(ctx.app, at('2026-12-02T20:10:00+01:00'));
    expect(takeaway.statusCode, takeaway.body).toBe(201);
    expect((await postOrder(ctx.app, at('2026-12-02T20:12:00+01:00'))).statusCode).toBe(422);

    // The public list of full slots names the slot for either type now, and for delivery only
    // when just the delivery maximum is reached.
    const fullFor = async (type: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/branches/${ids.branch(BRANCH)}/full-slots?date=2026-12-02&type=${type}`,
        })
      ).json().data.fullSlotStarts;
    expect(await fullFor('takeaway')).toContain('2026-12-02T19:00:00.000Z');
    await setCapacity({ maxOrdersPerSlot: null, maxOrdersPerSlotByType: { delivery: 2 } });
    expect(await fullFor('delivery')).toEqual(['2026-12-02T19:00:00.000Z']);
    expect(await fullFor('dineIn')).toEqual([]);
    expect(await fullFor('takeaway')).toEqual([]);
    expect((await postOrder(ctx.app, at('2026-12-02T20:14:00+01:00'))).statusCode).toBe(201);
    const badType = await ctx.app.inject({
      method: 'GET',
      url: `/api/branches/${ids.branch(BRANCH)}/full-slots?date=2026-12-02&type=boat`,
    });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors[0]).toMatchObject({ field: 'type' });
  });

  it('gives a rejected order’s place back and has no limit without a maximum', async () => {
    await setCapacity({ maxOrdersPerSlot: 1, slotMinutes: 30 });
    const first = await postOrder(ctx.app, at('2026-12-02T19:00:00+01:00'));
    expect(first.statusCode, first.body).toBe(201);
    expect((await postOrder(ctx.app, at('2026-12-02T19:25:00+01:00'))).statusCode).toBe(422);
    await ctx.db
      .update(orders)
      .set({ isRejected: true })
      .where(eq(orders.uid, first.json().data.order.uid));
    expect((await postOrder(ctx.app, at('2026-12-02T19:25:00+01:00'))).statusCode).toBe(201);

    await setCapacity({ maxOrdersPerSlot: null });
    expect((await postOrder(ctx.app, at('2026-12-02T19:05:00+01:00'))).statusCode).toBe(201);
  });
});

describe('"So schnell wie möglich" with the current slot full (docs/decisions/041)', () => {
  const asap = () => takeawayOrder(ids, { branch: ids.branch(BRANCH) });
  const wantedOf = (response: {
    json(): { data: { order: { appointmentDate: string | null } } };
  }) => response.json().data.order.appointmentDate;

  beforeEach(async () => {
    clock.set('2026-12-02T11:00:00Z');
    await setCapacity({ maxOrdersPerSlot: null, slotMinutes: 15 });
  });

  it('moves to the next slot with room, and spreads a rush over the slots in order', async () => {
    // Wednesday 12:00 in Berlin; two places per 15 minutes.
    await setCapacity({ maxOrdersPerSlot: 2, slotMinutes: 15 });
    const rush = await Promise.all(Array.from({ length: 5 }, () => postOrder(ctx.app, asap())));
    expect(rush.map((response) => response.statusCode)).toEqual(Array(5).fill(201));
    const wanted = rush.map(wantedOf).sort((a, b) => String(a).localeCompare(String(b)));
    // Two stay "as soon as possible" (now's slot has room), then 12:15 twice, then 12:30.
    expect(wanted).toEqual([
      '2026-12-02T11:15:00.000Z',
      '2026-12-02T11:15:00.000Z',
      '2026-12-02T11:30:00.000Z',
      null,
      null,
    ]);
    // A time chosen in a full slot is still refused (the customer chose it).
    const chosen = await postOrder(ctx.app, at('2026-12-02T12:20:00+01:00'));
    expect(chosen.statusCode).toBe(422);
  });

  it('never moves past the opening hours: refused with the German message instead', async () => {
    // 21:50 in Berlin; München-Schwabing closes at 22:00.
    clock.set('2026-12-02T20:50:00Z');
    await setCapacity({ maxOrdersPerSlot: 1, slotMinutes: 15 });
    expect((await postOrder(ctx.app, asap())).statusCode).toBe(201);
    const refused = await postOrder(ctx.app, asap());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { code: 'slotFull', field: 'appointment', message: CAPACITY_MESSAGES.slotFull },
    ]);
  });
});
