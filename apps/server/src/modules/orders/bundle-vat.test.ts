import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { postOrder, takeawayOrder } from './orders.test-support.ts';
import { useStaffOrders } from './staff-orders.test-support.ts';

/**
 * A mixed-rate bundle's VAT split by its parts' single prices
 * (docs/decisions/051-bundle-vat-split-and-reusable-packaging.md). The demo's "Mittagsmenü"
 * (14,90 €) holds Tagessuppe 5,90 € and Gemüselasagne 11,90 € at 7 % and an Apfelschorle 2,90 €
 * at 19 %: food 17,80 €, drink 2,90 € of 20,70 € single prices, so 12,81 € of the menu at 7 %
 * (net 11,97 €, VAT 0,84 €) and 2,09 € at 19 % (net 1,76 €, VAT 0,33 €).
 */

const setup = useStaffOrders();

const line = (name: string, amount: number) => ({
  product: setup.ids.product(name),
  amount,
  unit: 'piece',
  parts: [],
});

async function placed(body: Record<string, unknown>) {
  const response = await postOrder(setup.ctx.app, takeawayOrder(setup.ids, body));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.order as { id: number; uid: string; hash: string };
}

describe('an order with a mixed-rate bundle', () => {
  it('stores the bundle price split into the 7 % and 19 % tax lines', async () => {
    const order = await placed({ items: [line('Mittagsmenü', 1), line('Laugenbrezel', 1)] });
    const [row] = await setup.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    // Laugenbrezel 1,20 € at 7 %: net 1,12 €, VAT 0,08 €.
    expect(row?.taxes).toEqual([
      { rate: 7, net: 1197 + 112, tax: 84 + 8, gross: 1281 + 120 },
      { rate: 19, net: 176, tax: 33, gross: 209 },
    ]);
    expect(row?.totalGross).toBe(1490 + 120);
    expect((row?.totalNet ?? 0) + (row?.totalTax ?? 0)).toBe(1610);
    const [item] = await setup.ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    // The line keeps its price; its net and VAT are the sums of the shares.
    expect([item?.gross, item?.net, item?.tax, item?.taxRate]).toEqual([1490, 1373, 117, 7]);
    const view = (
      await setup.ctx.app.inject({ url: `/api/orders/public/${order.uid}/${order.hash}` })
    ).json().data.order;
    expect(view.taxes).toEqual(row?.taxes);
  });

  it('shows both rates on the invoice, with the bundle’s shares, and in the CSV export', async () => {
    const order = await placed({ items: [line('Mittagsmenü', 2)] });
    const confirm = await setup.call('munich', 'POST', `/api/orders/${order.id}/status/confirm`);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const complete = await setup.call('munich', 'POST', `/api/orders/${order.id}/status/completed`);
    expect(complete.statusCode, complete.body).toBe(200);
    const pdf = await setup.ctx.app.inject({
      url: `/api/orders/public/${order.uid}/${order.hash}/invoice`,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    // The split is of the line's 29,80 €: 25,63 € at 7 % and 4,17 € at 19 % (2 × the menu's
    // shares would give 25,62 € + 4,18 €; the line is rounded once, spec §9).
    expect(text).toEqual(
      expect.arrayContaining(['Mittagsmenü', 'davon Anteil', '25,63 €', '4,17 €', '29,80 €']),
    );
    const after = (label: string) => text[text.indexOf(label) + 1];
    // 25,63 € / 1,07 = 23,95 € net; 4,17 € / 1,19 = 3,50 € net.
    expect(after('Nettobetrag 7 %')).toBe('23,95 €');
    expect(after('Umsatzsteuer 7 %')).toBe('1,68 €');
    expect(after('Nettobetrag 19 %')).toBe('3,50 €');
    expect(after('Umsatzsteuer 19 %')).toBe('0,67 €');
    expect(after('Gesamtbetrag')).toBe('29,80 €');
    const [row] = await setup.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.taxes).toEqual([
      { rate: 7, net: 2395, tax: 168, gross: 2563 },
      { rate: 19, net: 350, tax: 67, gross: 417 },
    ]);
    const invoiceNumber = complete.json().data.invoiceNumber as number;
    const csv = await setup.call(
      'munich',
      'GET',
      `/api/invoices/export?month=2026-12&branch=${setup.munich}&format=csv`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const csvRow = csv.body.split('\r\n').find((entry) => entry.startsWith(`${invoiceNumber};`));
    expect(csvRow).toContain(';23,95;1,68;');
    expect(csvRow).toContain(';3,50;0,67;');
  });
});
