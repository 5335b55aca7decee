import { issuedCreditNoteSchema } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMollie, startFakeMollie } from '../../../test/fakes/mollie.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { auditLogs, creditNotes, invoiceCounters, orders } from '../../db/schema/index.ts';
import { type Placed, useStaffOrders } from './staff-orders.test-support.ts';

/**
 * Credit notes (docs/decisions/050-credit-notes.md): issued with the refund of an invoiced order
 * or by the order screen's "Rechnung stornieren", from their own gap-free series, at most one per
 * invoice; the PDF names the cancelled invoice; the month's CSV and DATEV exports carry them as
 * negative bookings.
 */

let mollie: FakeMollie;
beforeAll(async () => {
  mollie = await startFakeMollie();
});
afterAll(() => mollie.close());

const setup = useStaffOrders({
  config: () => ({
    PUBLIC_URL: 'http://shop.test',
    MOLLIE_API_KEY: mollie.apiKey,
    MOLLIE_API_URL: mollie.apiUrl,
  }),
  shopConfig: { enablePluginMollie: true, enableMollie: true },
});

const brezel = (amount = 2) => ({
  product: setup.ids.product('Laugenbrezel'),
  amount,
  unit: 'piece',
  parts: [],
});
const espresso = (amount = 1) => ({
  product: setup.ids.product('Espresso'),
  amount,
  unit: 'piece',
  parts: [],
});

async function step(order: Placed, action: string) {
  const response = await setup.call('munich', 'POST', `/api/orders/${order.id}/status/${action}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function completedOrder(overrides: Record<string, unknown> = {}) {
  const order = await setup.placeOrder(overrides);
  await step(order, 'confirm');
  const data = await step(order, 'completed');
  return { order, invoiceNumber: data.invoiceNumber as number };
}

const cancelInvoice = (order: Placed, as: 'munich' | 'admin' | 'hamburg' | 'editor' = 'munich') =>
  setup.call(as, 'POST', `/api/orders/${order.id}/credit-note`);

const publicCreditNote = (order: Placed, hash = order.hash) =>
  setup.ctx.app.inject({ url: `/api/orders/public/${order.uid}/${hash}/credit-note` });

async function allNumbers() {
  const rows = await setup.ctx.db.select({ number: creditNotes.number }).from(creditNotes);
  return rows.map((row) => row.number).sort((a, b) => a - b);
}

const mollieWebhook = (id: string) =>
  setup.ctx.app.inject({
    method: 'POST',
    url: '/api/payments/mollie/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${id}`,
  });

async function referenceOf(order: Placed) {
  const [row] = await setup.ctx.db.select().from(orders).where(eq(orders.id, order.id));
  return String(row?.paymentReference);
}

describe('Rechnung stornieren (POST /api/orders/{id}/credit-note)', () => {
  it('issues the credit note once; a second attempt is refused with 409 and changes nothing', async () => {
    const { order, invoiceNumber } = await completedOrder({ items: [brezel(2)] });
    const response = await cancelInvoice(order);
    expect(response.statusCode, response.body).toBe(201);
    const number = response.json().data.creditNoteNumber as number;
    expect(number).toBeGreaterThan(0);
    // The answer is exactly the declared contract (docs/decisions/025).
    expect(issuedCreditNoteSchema.parse(response.json().data)).toEqual(response.json().data);

    const [row] = await setup.ctx.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, order.id));
    expect(row).toMatchObject({ number, reason: 'staff', totalGross: -240 });
    expect(row?.document).toMatchObject({ kind: 'creditNote', invoiceNumber, totalGross: -240 });
    expect(row?.taxes).toEqual([{ rate: 7, net: -224, tax: -16, gross: -240 }]);

    const staffView = await setup.call('munich', 'GET', `/api/orders/${order.id}`);
    expect(staffView.json().data).toMatchObject({ creditNoteNumber: number, status: 'completed' });
    const history = staffView.json().data.history as { message: string | null }[];
    expect(history.map((entry) => entry.message)).toContain(
      `Rechnung ${invoiceNumber} storniert: Stornorechnung ${number}`,
    );
    const audits = await setup.ctx.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(order.id)));
    expect(audits.map((entry) => entry.action)).toContain('creditNote');

    const again = await cancelInvoice(order, 'admin');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe(
      'Diese Rechnung wurde bereits storniert: es gibt schon eine Stornorechnung.',
    );
    expect(await allNumbers()).toContain(number);
    const [counter] = await setup.ctx.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.key, 'creditNote'));
    expect(counter?.lastNumber).toBe((await allNumbers()).length);
  });

  it('is refused without an invoice (409), and nothing is counted', async () => {
    const before = await allNumbers();
    const order = await setup.placeOrder({ items: [brezel(1)] });
    await step(order, 'confirm');
    const response = await cancelInvoice(order);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].message).toBe(
      'Für diese Bestellung gibt es keine Rechnung, die storniert werden könnte.',
    );
    expect(await allNumbers()).toEqual(before);
    expect((await publicCreditNote(order)).statusCode).toBe(404);
  });

  it('numbers stay gap-free and unique when many invoices are cancelled at the same time', async () => {
    const placed: Placed[] = [];
    for (let index = 0; index < 8; index += 1) {
      placed.push((await completedOrder({ items: [brezel(1)] })).order);
    }
    // Every invoice cancelled twice at once: the second of each pair is refused.
    const responses = await Promise.all(
      placed.flatMap((order) => [cancelInvoice(order), cancelInvoice(order, 'admin')]),
    );
    const succeeded = responses.filter((response) => response.statusCode === 201);
    expect(succeeded).toHaveLength(placed.length);
    expect(
      responses.filter((response) => response.statusCode !== 201).map((r) => r.statusCode),
    ).toEqual(Array(placed.length).fill(409));
    const numbers = await allNumbers();
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const [counter] = await setup.ctx.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.key, 'creditNote'));
    expect(counter?.lastNumber).toBe(numbers.length);
  });

  it('is for staff with orders write of the order’s branch only', async () => {
    const { order } = await completedOrder({ items: [brezel(1)] });
    expect((await cancelInvoice(order, 'hamburg')).statusCode).toBe(403);
    expect((await cancelInvoice(order, 'editor')).statusCode).toBe(403);
    expect((await setup.call(null, 'POST', `/api/orders/${order.id}/credit-note`)).statusCode).toBe(
      401,
    );
    expect((await cancelInvoice(order, 'admin')).statusCode).toBe(201);
  });
});

describe('the credit note with a refund', () => {
  it('is issued in the refund’s transaction for an invoiced order, once however often Mollie reports', async () => {
    const order = await setup.placeOrder({ paymentMethod: 'mollie', items: [brezel(1)] });
    const reference = await referenceOf(order);
    mollie.setStatus(reference, 'paid');
    expect((await mollieWebhook(reference)).statusCode).toBe(200);
    await step(order, 'confirm');
    const { invoiceNumber } = await step(order, 'completed');
    expect(invoiceNumber).toBeGreaterThan(0);

    const payment = mollie.payments.get(reference)!;
    payment.amountRefunded = { currency: payment.amount.currency, value: payment.amount.value };
    for (let delivery = 0; delivery < 3; delivery += 1) await mollieWebhook(reference);
    const rows = await setup.ctx.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'refund', totalGross: -120 });
    const [row] = await setup.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ isRefunded: true, creditNoteNumber: rows[0]?.number });
    // Staff cannot issue a second one.
    expect((await cancelInvoice(order)).statusCode).toBe(409);
  });

  it('issues none for a refunded order without invoice', async () => {
    const before = await allNumbers();
    const order = await setup.placeOrder({ paymentMethod: 'mollie', items: [brezel(1)] });
    const reference = await referenceOf(order);
    mollie.setStatus(reference, 'paid');
    await mollieWebhook(reference);
    const payment = mollie.payments.get(reference)!;
    payment.amountRefunded = { currency: payment.amount.currency, value: payment.amount.value };
    await mollieWebhook(reference);
    const [row] = await setup.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ isRefunded: true, creditNoteNumber: null });
    expect(await allNumbers()).toEqual(before);
  });
});

describe('the credit note PDF', () => {
  it('is the "Stornorechnung" with negative amounts and the invoice’s number and date', async () => {
    const { order, invoiceNumber } = await completedOrder({
      lastName: 'Müller',
      items: [brezel(2), espresso(1)],
    });
    const number = (await cancelInvoice(order)).json().data.creditNoteNumber as number;
    const response = await publicCreditNote(order);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="stornorechnung-${number}.pdf"`,
    );
    const text = pdfText(response.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        `Stornorechnung ${number}`,
        'Zur Rechnung:',
        String(invoiceNumber),
        'Rechnungsdatum:',
        '02.12.2026',
        'Laugenbrezel',
        '2 Stück',
        '-2,40 €',
        'Espresso',
        '-2,20 €',
        `Diese Stornorechnung storniert die Rechnung ${invoiceNumber} vom 02.12.2026 vollständig.`,
      ]),
    );
    const after = (label: string) => text[text.indexOf(label) + 1];
    expect(after('Nettobetrag 7 %')).toBe('-2,24 €');
    expect(after('Umsatzsteuer 7 %')).toBe('-0,16 €');
    expect(after('Umsatzsteuer 19 %')).toBe('-0,35 €');
    expect(after('Gesamtbetrag')).toBe('-4,60 €');
  });

  it('is given to the holder (uid + hash) and to staff of the branch, not to others', async () => {
    const { order } = await completedOrder({ items: [brezel(1)] });
    const url = `/api/orders/${order.id}/credit-note`;
    expect((await setup.call('munich', 'GET', url)).statusCode).toBe(404);
    expect((await setup.call('munich', 'GET', url)).json().errors[0].message).toBe(
      'Für diese Bestellung gibt es keine Stornorechnung.',
    );
    const number = (await cancelInvoice(order)).json().data.creditNoteNumber as number;
    for (const name of ['munich', 'manager', 'admin'] as const) {
      const response = await setup.call(name, 'GET', url);
      expect(response.statusCode, name).toBe(200);
      expect(pdfText(response.rawPayload)).toContain(`Stornorechnung ${number}`);
    }
    expect((await setup.call('hamburg', 'GET', url)).statusCode).toBe(403);
    expect((await setup.call('editor', 'GET', url)).statusCode).toBe(403);
    expect((await setup.call(null, 'GET', url)).statusCode).toBe(401);
    const wrong = `${order.hash.slice(0, -1)}${order.hash.endsWith('A') ? 'B' : 'A'}`;
    expect((await publicCreditNote(order, wrong)).statusCode).toBe(404);
    expect((await publicCreditNote(order)).statusCode).toBe(200);
    const view = await setup.ctx.app.inject({
      url: `/api/orders/public/${order.uid}/${order.hash}`,
    });
    expect(view.json().data.order.creditNoteNumber).toBe(number);
  });
});

describe('credit notes in the month’s exports', () => {
  const exportUrl = (format: string) =>
    `/api/invoices/export?month=2026-12&branch=${setup.munich}&format=${format}`;

  it('DATEV: a Haben booking per rate, Belegfeld 1 = credit note number, Belegfeld 2 = invoice', async () => {
    const { order, invoiceNumber } = await completedOrder({
      lastName: 'Jäger',
      items: [brezel(3), espresso(2)],
    });
    const number = (await cancelInvoice(order)).json().data.creditNoteNumber as number;
    const response = await setup.call('munich', 'GET', exportUrl('datev'));
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.rawPayload.toString('latin1').split('\r\n');
    expect(lines).toContain(
      `3,60;"S";"EUR";;;;1000;8200;"2";0212;"${invoiceNumber}";"";;"Rechnung ${invoiceNumber} Erika Jäger"`,
    );
    expect(lines).toContain(
      `3,60;"H";"EUR";;;;1000;8200;"2";0212;"${number}";"${invoiceNumber}";;"Stornorechnung ${number} zu Rechnung ${invoiceNumber} Erika Jäger"`,
    );
    expect(lines).toContain(
      `4,40;"H";"EUR";;;;1000;8200;"3";0212;"${number}";"${invoiceNumber}";;"Stornorechnung ${number} zu Rechnung ${invoiceNumber} Erika Jäger"`,
    );
  });

  it('CSV: a row with negative amounts, marked "Stornorechnung" with the invoice it cancels', async () => {
    const { order, invoiceNumber } = await completedOrder({ lastName: 'Csv', items: [brezel(1)] });
    const number = (await cancelInvoice(order)).json().data.creditNoteNumber as number;
    const response = await setup.call('munich', 'GET', exportUrl('csv'));
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toMatch(/;Brutto gesamt;Belegart;Zur Rechnung$/);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${number};02\\.12\\.2026;[^;]*München-Schwabing;\\d+;Erika Csv;;Barzahlung;-1,12;-0,08;.*;-1,20;Stornorechnung;${invoiceNumber}$`,
        ),
      ),
    );
    // Another branch's employee sees none of it.
    const other = await setup.call(
      'hamburg',
      'GET',
      '/api/invoices/export?month=2026-12&format=csv',
    );
    expect(other.body).not.toContain('Stornorechnung;');
  });
});
