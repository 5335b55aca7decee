import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../test/helpers.ts';
import { orders } from '../../db/schema/index.ts';
import { postOrder, takeawayOrder, useDemoShop } from '../orders/orders.test-support.ts';
import { pageTexts } from './pdf-text.test-support.ts';

/**
 * Label sheets of an order (spec §9 layouts; docs/decisions/027-devices-and-print-jobs.md): the PDF
 * is parsed back and its labels counted from the text it draws.
 */

const { ctx, ids } = useDemoShop();
let admin: Record<string, string>;

async function placeOrder(amount: number): Promise<number> {
  const response = await postOrder(
    ctx.app,
    takeawayOrder(ids, {
      lastName: 'Etikett',
      items: [{ product: ids.product('Pizza Margherita'), amount, unit: 'piece' }],
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.uid, response.json().data.order.uid));
  return Number(row?.id);
}

const labels = (orderId: number, layout?: string, headers = admin) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/labels.pdf${layout ? `?layout=${layout}` : ''}`,
    headers,
  });

beforeAll(async () => {
  if (!ctx.demoLogin) throw new Error('demo shop without login');
  admin = await loginAsAdmin(ctx.app, ctx.demoLogin);
});

describe('GET /api/orders/{id}/labels.pdf', () => {
  it.each([
    ['compact', 60, [48, 12]],
    ['detail', 12, [10, 2]],
    [undefined, 3, [3]],
  ] as const)('%s: %i pieces → labels per page %j', async (layout, amount, perPage) => {
    const orderId = await placeOrder(amount);
    const response = await labels(orderId, layout);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await pageTexts(response.rawPayload);
    expect(
      pages.map((lines) => lines.filter((line) => line === 'Pizza Margherita').length),
    ).toEqual(perPage);
    const first = pages[0] ?? [];
    expect(first.some((line) => /^Ticket \d+ · Erika Etikett$/.test(line))).toBe(true);
    expect(first.some((line) => /^\d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr$/.test(line))).toBe(true);
  });

  it('names the allergens and additives of the product and its chosen options (decision 032)', async () => {
    const response = await postOrder(
      ctx.app,
      takeawayOrder(ids, {
        lastName: 'Etikett',
        items: [
          {
            product: ids.product('Pizza nach Wahl'),
            amount: 1,
            unit: 'piece',
            parts: ['Klein (Ø 26 cm)', null, ['Thunfisch'], null],
          },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.uid, response.json().data.order.uid));
    const pdf = await labels(Number(row?.id), 'detail');
    expect(pdf.statusCode, pdf.body).toBe(200);
    const [first] = await pageTexts(pdf.rawPayload);
    const line = first?.find((text) => text.startsWith('Enthält: '));
    expect(line).toMatch(/^Enthält: Glutenhaltiges Getreide, Fische/);
  });

  it('refuses an unknown layout in German, an unknown order and a visitor', async () => {
    const orderId = await placeOrder(1);
    const wrong = await labels(orderId, 'riesig');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({
      field: 'layout',
      message: 'Bitte wählen Sie das Etikettenformat „compact“ oder „detail“.',
    });
    expect((await labels(999_999)).statusCode).toBe(404);
    expect((await labels(orderId, 'compact', {})).statusCode).toBe(401);
  });
});
