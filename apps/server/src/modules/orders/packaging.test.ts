import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import { branches, orders } from '../../db/schema/index.ts';
import { postOrder, takeawayOrder } from './orders.test-support.ts';
import { useStaffOrders } from './staff-orders.test-support.ts';

/**
 * Reusable packaging for food sold to go (§33 VerpackG,
 * docs/decisions/051-bundle-vat-split-and-reusable-packaging.md): the branch offers it at a deposit
 * per order; the server takes the deposit from the branch, never from the request, splits it over
 * the goods' rates and keeps it beside the prices (decision 046).
 */

const setup = useStaffOrders();

const line = (name: string, amount: number) => ({
  product: setup.ids.product(name),
  amount,
  unit: 'piece',
  parts: [],
});

beforeAll(async () => {
  await setup.ctx.db
    .update(branches)
    .set({ isReusablePackagingOffered: true, reusablePackagingDeposit: 500 })
    .where(eq(branches.id, setup.munich));
  setup.ctx.app.publicCache.invalidate();
});

async function placed(body: Record<string, unknown>) {
  const response = await postOrder(setup.ctx.app, takeawayOrder(setup.ids, body));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.order as { id: number; uid: string; hash: string };
}

const publicView = async (order: { uid: string; hash: string }) =>
  (await setup.ctx.app.inject({ url: `/api/orders/public/${order.uid}/${order.hash}` })).json().data
    .order;

describe('an order with reusable packaging', () => {
  it('is offered in the public branch entry of /api/init', async () => {
    const init = await setup.ctx.app.inject({ url: '/api/init' });
    expect(init.statusCode).toBe(200);
    const entries = init.json().data as { url: string; data: unknown }[];
    const list = entries.find((entry) => entry.url === '/api/branches')?.data as {
      id: number;
      isReusablePackagingOffered: boolean;
      reusablePackagingDeposit: number;
    }[];
    expect(list.find((branch) => branch.id === setup.munich)).toMatchObject({
      isReusablePackagingOffered: true,
      reusablePackagingDeposit: 500,
    });
  });

  it('adds the branch deposit, split over the goods’ rates, beside the prices', async () => {
    // Espresso 2 × 2,20 € at 19 %, Laugenbrezel 2 × 1,20 € at 7 %: 5,00 € split 440 : 240,
    // 3,24 € at 19 % (2,72 € + 0,52 €) and 1,76 € at 7 % (1,64 € + 0,12 €).
    const order = await placed({
      packaging: 'reusable',
      items: [line('Espresso', 2), line('Laugenbrezel', 2)],
    });
    const view = await publicView(order);
    expect(view.gross).toBe(680);
    expect(view.packagingDeposit).toBe(500);
    expect(view.depositGross).toBe(500);
    expect(view.depositNet + view.depositTax).toBe(500);
    expect(view.totalGross).toBe(1180);
    expect(view.taxes).toEqual([
      { rate: 7, net: 224 + 164, tax: 16 + 12, gross: 240 + 176 },
      { rate: 19, net: 370 + 272, tax: 70 + 52, gross: 440 + 324 },
    ]);
    const [row] = await setup.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.packagingDeposit).toBe(500);
    expect((row?.totalNet ?? 0) + (row?.totalTax ?? 0)).toBe(1180);
  });

  it('takes the deposit from the branch, never from the request', async () => {
    const order = await placed({
      packaging: 'reusable',
      packagingDeposit: 1,
      depositGross: 1,
      items: [line('Espresso', 1)],
    });
    const view = await publicView(order);
    expect(view.packagingDeposit).toBe(500);
    expect(view.totalGross).toBe(220 + 500);
  });

  it.each([
    ['single-use packaging', { packaging: 'singleUse' }],
    ['no choice sent (older clients)', {}],
  ])('%s leaves the order as before', async (_name, extra) => {
    const order = await placed({ ...extra, items: [line('Espresso', 1)] });
    const view = await publicView(order);
    expect(view.packagingDeposit).toBe(0);
    expect(view.depositGross).toBe(0);
    expect(view.totalGross).toBe(220);
    expect(view.taxes).toEqual([{ rate: 19, net: 185, tax: 35, gross: 220 }]);
  });

  it.each([
    [
      'dine-in',
      { isDineIn: true },
      'Mehrwegverpackung gibt es nur zum Mitnehmen und bei Lieferung.',
    ],
    [
      'a branch that does not offer it',
      { branch: 0 },
      'Diese Filiale bietet keine Mehrwegverpackung an.',
    ],
  ])('is refused in German for %s, storing nothing', async (_name, extra, message) => {
    const before = await setup.ctx.db.$count(orders);
    const body = {
      ...extra,
      ...('branch' in extra ? { branch: setup.hamburg } : {}),
      packaging: 'reusable',
      items: [line('Espresso', 1)],
    };
    const response = await postOrder(setup.ctx.app, takeawayOrder(setup.ids, body));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ field: 'packaging', message }),
    );
    expect(await setup.ctx.db.$count(orders)).toBe(before);
  });

  it('is shown on the staff order and is an invoice line of its own', async () => {
    const order = await placed({ packaging: 'reusable', items: [line('Espresso', 2)] });
    const detail = await setup.call('munich', 'GET', `/api/orders/${order.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.packagingDeposit).toBe(500);
    expect(detail.json().data.depositGross).toBe(500);
    // A staff line edit re-prices the order with the packaging's deposit kept.
    const edit = await setup.call('munich', 'PUT', `/api/orders/${order.id}/items/0`, {
      amount: 3,
      unit: 'piece',
      parts: [],
      comment: null,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [edited] = await setup.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(edited?.packagingDeposit).toBe(500);
    expect(edited?.totalGross).toBe(660 + 500);
    const confirm = await setup.call('munich', 'POST', `/api/orders/${order.id}/status/confirm`);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const complete = await setup.call('munich', 'POST', `/api/orders/${order.id}/status/completed`);
    expect(complete.statusCode, complete.body).toBe(200);
    const pdf = await setup.ctx.app.inject({
      url: `/api/orders/public/${order.uid}/${order.hash}/invoice`,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toEqual(expect.arrayContaining(['Pfand: Mehrwegverpackung', '5,00 €']));
    const after = (label: string) => text[text.indexOf(label) + 1];
    // 6,60 € + 5,00 € all at 19 %: VAT 1,05 € + 0,80 €.
    expect(after('Gesamtbetrag')).toBe('11,60 €');
    expect(after('Umsatzsteuer 19 %')).toBe('1,85 €');
  });
});
