import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { postOrder, takeawayOrder } from './orders.test-support.ts';
import { useStaffOrders } from './staff-orders.test-support.ts';

/**
 * Deposits (Pfand) beside the price (docs/decisions/046-deposits-and-credit-notes.md): the server
 * prices them from the catalogue, never from the request, at the rate of their line's product;
 * the order's total includes them; the invoice shows them as lines of their own.
 */

const setup = useStaffOrders();

const line = (name: string, amount: number) => ({
  product: setup.ids.product(name),
  amount,
  unit: 'piece',
  parts: [],
});

beforeAll(async () => {
  // Espresso 2,20 € at 19 % in the demo; 0,25 € deposit per cup.
  await setup.ctx.db
    .update(products)
    .set({ deposit: 25 })
    .where(eq(products.id, setup.ids.product('Espresso')));
});

async function placed(body: Record<string, unknown>) {
  const response = await postOrder(setup.ctx.app, takeawayOrder(setup.ids, body));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.order as { id: number; uid: string; hash: string };
}

describe('an order with deposits', () => {
  it('keeps the deposit beside the items, inside the total and in the VAT of its rate', async () => {
    const order = await placed({ items: [line('Espresso', 2), line('Laugenbrezel', 2)] });
    const view = (
      await setup.ctx.app.inject({ url: `/api/orders/public/${order.uid}/${order.hash}` })
    ).json().data.order;
    // Items 4,40 € + 2,40 €; deposit 2 × 0,25 € at 19 %: 0,42 € net, 0,08 € VAT.
    expect(view.gross).toBe(680);
    expect(view.depositGross).toBe(50);
    expect(view.depositNet).toBe(42);
    expect(view.depositTax).toBe(8);
    expect(view.totalGross).toBe(730);
    expect(
      view.items.map((item: { name: string; gross: number; deposit: number }) => [
        item.name,
        item.gross,
        item.deposit,
      ]),
    ).toEqual([
      ['Espresso', 440, 50],
      ['Laugenbrezel', 240, 0],
    ]);
    expect(view.taxes).toEqual([
      { rate: 7, net: 224, tax: 16, gross: 240 },
      // 4,40 € → 3,70 € + 0,70 €; 0,50 € → 0,42 € + 0,08 €
      { rate: 19, net: 412, tax: 78, gross: 490 },
    ]);
    const [row] = await setup.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.totalGross).toBe(730);
    expect((row?.totalNet ?? 0) + (row?.totalTax ?? 0)).toBe(730);
  });

  it('never takes a deposit or price from the request', async () => {
    // Money fields a browser adds to a line are not read: the catalogue's deposit counts.
    const order = await placed({
      items: [{ ...line('Espresso', 1), deposit: 0, price: 1, gross: 1 }],
    });
    const [item] = await setup.ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(item?.deposit).toBe(25);
    expect(item?.gross).toBe(220);
    const [row] = await setup.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.totalGross).toBe(245);
  });

  it('is shown on the staff order detail per line', async () => {
    const order = await placed({ items: [line('Espresso', 3)] });
    const response = await setup.call('munich', 'GET', `/api/orders/${order.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    expect(detail.lines[0].deposit).toBe(75);
    expect(detail.depositGross).toBe(75);
    expect(detail.totalGross).toBe(660 + 75);
  });

  it('is an invoice line of its own at the rate of its product', async () => {
    const order = await placed({ items: [line('Espresso', 2)] });
    const confirm = await setup.call('munich', 'POST', `/api/orders/${order.id}/status/confirm`);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const complete = await setup.call('munich', 'POST', `/api/orders/${order.id}/status/completed`);
    expect(complete.statusCode, complete.body).toBe(200);
    const pdf = await setup.ctx.app.inject({
      url: `/api/orders/public/${order.uid}/${order.hash}/invoice`,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining(['Espresso', 'Pfand: Espresso', '0,25 €', '0,50 €']),
    );
    const after = (label: string) => text[text.indexOf(label) + 1];
    // 4,40 € + 0,50 € at 19 %: VAT 0,70 € + 0,08 € (each line rounded once).
    expect(after('Gesamtbetrag')).toBe('4,90 €');
    expect(after('Umsatzsteuer 19 %')).toBe('0,78 €');
    const invoiceNumber = complete.json().data.invoiceNumber as number;
    // The accountant's CSV row and DATEV booking carry the deposit in the 19 % amounts.
    const csv = await setup.call(
      'munich',
      'GET',
      `/api/invoices/export?month=2026-12&branch=${setup.munich}&format=csv`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const row = csv.body.split('\r\n').find((entry) => entry.startsWith(`${invoiceNumber};`));
    expect(row).toContain(';4,12;0,78;');
    const datev = await setup.call(
      'munich',
      'GET',
      `/api/invoices/export?month=2026-12&branch=${setup.munich}&format=datev`,
    );
    const lines = datev.rawPayload.toString('latin1').split('\r\n');
    // One booking for the single rate: the gross with the deposit, BU-Schlüssel 3 (19 %).
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^4,90;"S";"EUR";;;;1000;8200;"3";\\d{4};"${invoiceNumber}";`),
      ),
    );
  });
});
