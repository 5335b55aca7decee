import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs, orderStatusHistory, orders } from '../../db/schema/index.ts';
import { type DemoIds, postOrder, type TestContext, takeawayOrder } from './orders.test-support.ts';

/** Shared by the payment tests (not a test file itself). */

export type TestOrder = { id: number; uid: string; hash: string };

/** Reads and calls around one paid order, on the given test app (read when called). */
export function paymentProbes(ctx: TestContext, ids: DemoIds) {
  const orderRow = async (order: TestOrder) => {
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    if (!row) throw new Error('order missing');
    return row;
  };
  return {
    orderRow,

    /** How many history entries of a status the order has. */
    historyCount: async (order: TestOrder, status: string) => {
      const [row] = await ctx.db
        .select({ n: count() })
        .from(orderStatusHistory)
        .where(
          and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, status)),
        );
      return row?.n ?? 0;
    },

    /** How many notification jobs were queued for the order. */
    mailJobs: async (order: TestOrder) => {
      const rows = await ctx.db.select({ payload: jobs.payload }).from(jobs);
      return rows.filter((row) => row.payload.orderId === order.id).length;
    },

    /** The browser coming back from the provider. */
    returnFrom: (order: TestOrder) =>
      ctx.app.inject({ url: `/api/payments/return/${order.uid}/${order.hash}` }),

    /** Places a takeaway order (with the overrides) and reads the provider's payment reference. */
    placeOrder: async (overrides: Record<string, unknown>) => {
      const response = await postOrder(ctx.app, takeawayOrder(ids, overrides));
      expect(response.statusCode, response.body).toBe(201);
      const { order, paymentRedirectUrl } = response.json().data;
      const reference = String((await orderRow(order)).paymentReference);
      return {
        order: order as TestOrder,
        paymentRedirectUrl: String(paymentRedirectUrl),
        reference,
      };
    },
  };
}
