import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../test/helpers.ts';
import { orders } from '../../db/schema/index.ts';
import { postOrder, takeawayOrder, useDemoShop } from '../orders/orders.test-support.ts';
import { pageTexts } from './pdf-text.test-support.ts';

/**
 * The labels of a branch's day (docs/decisions/042-auto-confirm-day-labels-web-push.md; spec §9
 * layouts compact 12 × 4 = 48 and detail 5 × 2 = 10 per A4 page): every item of the orders due
 * that day in the shop's time zone, parsed back from the PDF and counted per page.
 */

const { ctx, ids } = useDemoShop();
let admin: Record<string, string>;
let branchId: number;
let tickets: string[] = [];

async function placeOrder(amount: number, overrides: Record<string, unknown> = {}) {
  const response = await postOrder(
    ctx.app,
    takeawayOrder(ids, {
      lastName: 'Tagesetikett',
      items: [{ product: ids.product('Pizza Margherita'), amount, unit: 'piece' }],
      ...overrides,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.order as { uid: string; ticketNumber: string };
}

const dayLabels = (query: string, headers = admin, branch = branchId) =>
  ctx.app.inject({ method: 'GET', url: `/api/branches/${branch}/labels.pdf?${query}`, headers });

beforeAll(async () => {
  if (!ctx.demoLogin) throw new Error('demo shop without login');
  admin = await loginAsAdmin(ctx.app, ctx.demoLogin);
  branchId = ids.branch('muenchen-schwabing');
  // Wednesday 2 December 2026 (the test clock): 30 + 25 pieces due today.
  tickets = [(await placeOrder(30)).ticketNumber, (await placeOrder(25)).ticketNumber];
  // Due tomorrow (13:00 in Berlin): not on today's sheets.
  await placeOrder(7, { appointmentDate: '2026-12-03T12:00:00.000Z' });
  // Canceled by the shop: no labels.
  const canceled = await placeOrder(9);
  const [row] = await ctx.db.select().from(orders).where(eq(orders.uid, canceled.uid));
  const rejected = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${row?.id}/status/reject`,
    headers: admin,
    payload: {},
  });
  expect(rejected.statusCode, rejected.body).toBe(200);
});

describe('GET /api/branches/{id}/labels.pdf?date=', () => {
  it.each([
    ['compact', [48, 7]],
    ['detail', [10, 10, 10, 10, 10, 5]],
  ] as const)('%s: labels per page %j', async (layout, perPage) => {
    const response = await dayLabels(`date=2026-12-02&layout=${layout}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await pageTexts(response.rawPayload);
    expect(
      pages.map((lines) => lines.filter((line) => line === 'Pizza Margherita').length),
    ).toEqual(perPage);
    const all = pages.flat();
    for (const ticket of tickets) {
      expect(all).toContain(`Ticket ${ticket} · Erika Tagesetikett`);
    }
  });

  it('draws the next day on its own sheets', async () => {
    const response = await dayLabels('date=2026-12-03&layout=detail');
    expect(response.statusCode, response.body).toBe(200);
    const pages = await pageTexts(response.rawPayload);
    expect(
      pages.map((lines) => lines.filter((line) => line === 'Pizza Margherita').length),
    ).toEqual([7]);
  });

  it('refuses a missing date, an unknown layout, an unknown branch and a visitor in German', async () => {
    const noDate = await dayLabels('layout=compact');
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().errors[0]).toMatchObject({
      field: 'date',
      message: 'Dieser Wert entspricht keiner gültigen Datums- und Zeitangabe.',
    });
    const wrong = await dayLabels('date=2026-12-02&layout=riesig');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].field).toBe('layout');
    const unknown = await dayLabels('date=2026-12-02', admin, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toBe('Die Filiale wurde nicht gefunden.');
    expect((await dayLabels('date=2026-12-02', {})).statusCode).toBe(401);
  });
});
