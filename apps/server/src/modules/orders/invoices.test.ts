import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { pdfAttachments, pdfText } from '../../../test/pdf-text.ts';
import { invoiceCounters, invoices } from '../../db/schema/index.ts';
import { type Placed, useStaffOrders } from './staff-orders.test-support.ts';

/**
 * Invoices of completed orders and the accountant's exports
 * (docs/decisions/040-invoices-and-exports.md): the number is issued with the completion,
 * gap-free and unique under concurrent completions; the PDF carries what §14 UStG asks; the
 * status page's holder and staff of the branch may download it; the month's CSV and DATEV
 * Buchungsstapel hold one line per invoice (per rate).
 */

const setup = useStaffOrders();

async function confirm(order: Placed) {
  const response = await setup.call('munich', 'POST', `/api/orders/${order.id}/status/confirm`);
  expect(response.statusCode, response.body).toBe(200);
}
const complete = (order: Placed, as: 'munich' | 'admin' = 'munich') =>
  setup.call(as, 'POST', `/api/orders/${order.id}/status/completed`);

async function completedOrder(overrides: Record<string, unknown> = {}) {
  const order = await setup.placeOrder(overrides);
  await confirm(order);
  const response = await complete(order);
  expect(response.statusCode, response.body).toBe(200);
  return { order, invoiceNumber: response.json().data.invoiceNumber as number };
}

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

const publicInvoice = (order: Placed) =>
  setup.ctx.app.inject({ url: `/api/orders/public/${order.uid}/${order.hash}/invoice` });

async function allNumbers() {
  const rows = await setup.ctx.db.select({ number: invoices.number }).from(invoices);
  return rows.map((row) => row.number).sort((a, b) => a - b);
}

describe('invoice numbers', () => {
  it('are issued with the completion only, one per order, and shown to customer and staff', async () => {
    const order = await setup.placeOrder({ items: [brezel()] });
    await confirm(order);
    expect((await publicInvoice(order)).statusCode).toBe(404);
    expect((await publicInvoice(order)).json().errors[0].message).toBe(
      'Für diese Bestellung gibt es noch keine Rechnung: sie entsteht mit dem Abschluss der Bestellung.',
    );
    const response = await complete(order);
    expect(response.statusCode, response.body).toBe(200);
    const number = response.json().data.invoiceNumber;
    expect(number).toBeGreaterThan(0);
    const view = await setup.ctx.app.inject({
      url: `/api/orders/public/${order.uid}/${order.hash}`,
    });
    expect(view.json().data.order.invoiceNumber).toBe(number);
    expect(await allNumbers()).toContain(number);
  });

  it('stay gap-free and unique when many orders are completed at the same time', async () => {
    const placed: Placed[] = [];
    for (let index = 0; index < 12; index += 1) {
      const order = await setup.placeOrder({ items: [brezel(1)] });
      await confirm(order);
      placed.push(order);
    }
    // Every order completed twice at once: the second of each pair is refused (changed meanwhile).
    const responses = await Promise.all(
      placed.flatMap((order) => [complete(order), complete(order, 'admin')]),
    );
    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded).toHaveLength(placed.length);
    expect(
      responses.filter((response) => response.statusCode !== 200).map((r) => r.statusCode),
    ).toEqual(Array(placed.length).fill(409));
    const numbers = await allNumbers();
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const [counter] = await setup.ctx.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.key, 'invoice'));
    expect(counter?.lastNumber).toBe(numbers.length);
    const issued = succeeded.map((response) => response.json().data.invoiceNumber as number);
    expect(new Set(issued).size).toBe(placed.length);
  });
});

describe('the invoice PDF', () => {
  it('holds seller, tax number, customer, lines, VAT per rate and the total (§14 UStG)', async () => {
    const { order, invoiceNumber } = await completedOrder({
      company: 'Müller & Söhne GmbH',
      lastName: 'Müller',
      items: [brezel(2), espresso(1)],
    });
    const response = await publicInvoice(order);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rechnung-${invoiceNumber}.pdf"`,
    );
    const text = pdfText(response.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'Backstube Sonnenschein GmbH',
        'Leopoldstraße 42',
        '80802 München',
        'Steuernummer: 143/000/00000',
        'USt-IdNr.: DE000000000',
        'Müller & Söhne GmbH',
        'Erika Müller',
        `Rechnung ${invoiceNumber}`,
        String(invoiceNumber),
        '02.12.2026',
        'Laugenbrezel',
        '2 Stück',
        '1,20 €',
        '2,40 €',
        'Espresso',
        '2,20 €',
        'Nettobetrag 7 %',
        'Umsatzsteuer 7 %',
        'Nettobetrag 19 %',
        'Umsatzsteuer 19 %',
        'Gesamtbetrag',
        '4,60 €',
      ]),
    );
    // 2,40 € at 7 %: 2,24 € net, 0,16 € VAT; 2,20 € at 19 %: 1,85 € net, 0,35 € VAT.
    const after = (label: string) => text[text.indexOf(label) + 1];
    expect(after('Nettobetrag 7 %')).toBe('2,24 €');
    expect(after('Umsatzsteuer 7 %')).toBe('0,16 €');
    expect(after('Nettobetrag 19 %')).toBe('1,85 €');
    expect(after('Umsatzsteuer 19 %')).toBe('0,35 €');
    expect(after('Summe netto')).toBe('4,09 €');
    expect(after('Summe Umsatzsteuer')).toBe('0,51 €');
    expect(after('Gesamtbetrag')).toBe('4,60 €');
  });

  it('is refused with a wrong hash like the status page (404)', async () => {
    const { order } = await completedOrder({ items: [brezel(1)] });
    const wrong = `${order.hash.slice(0, -1)}${order.hash.endsWith('A') ? 'B' : 'A'}`;
    const response = await setup.ctx.app.inject({
      url: `/api/orders/public/${order.uid}/${wrong}/invoice`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].message).toBe('Die Bestellung wurde nicht gefunden.');
  });

  it('is given to staff of the order’s branch, not to another branch’s employee', async () => {
    const { order, invoiceNumber } = await completedOrder({ items: [brezel(1)] });
    const url = `/api/orders/${order.id}/invoice`;
    for (const name of ['munich', 'manager', 'admin'] as const) {
      const response = await setup.call(name, 'GET', url);
      expect(response.statusCode, name).toBe(200);
      expect(pdfText(response.rawPayload)).toContain(`Rechnung ${invoiceNumber}`);
    }
    expect((await setup.call('hamburg', 'GET', url)).statusCode).toBe(403);
    expect((await setup.call('editor', 'GET', url)).statusCode).toBe(403);
    expect((await setup.call(null, 'GET', url)).statusCode).toBe(401);
  });
});

/**
 * The Factur-X EN 16931 schema (XSD of Factur-X 1.0.7/1.09, as published by FNFE-MPE and FeRD),
 * kept in test/fixtures: the XML of every e-invoice is validated against it.
 */
const SCHEMA_DIR = join(import.meta.dirname, '../../../test/fixtures/factur-x-en16931');
const schemaFiles = readdirSync(SCHEMA_DIR).map((fileName) => ({
  fileName,
  contents: readFileSync(join(SCHEMA_DIR, fileName), 'utf8'),
}));
async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'factur-x.xml', contents: xml }],
    schema: schemaFiles.filter((file) => file.fileName === 'Factur-X_EN16931.xsd'),
    preload: schemaFiles.filter((file) => file.fileName !== 'Factur-X_EN16931.xsd'),
  });
  return result.errors.map((error) => error.rawMessage);
}

describe('the e-invoice of a company order above 250 € (Factur-X, EN 16931)', () => {
  it('is a PDF/A-3 with the XML attached, valid against the schema and equal to the invoice', async () => {
    // 210 Laugenbrezeln at 1,20 € and 3 Espresso at 2,20 €: 258,60 € for a company.
    const { order, invoiceNumber } = await completedOrder({
      company: 'Müller & Söhne GmbH',
      lastName: 'Müller',
      items: [brezel(210), espresso(3)],
    });
    const response = await setup.call('munich', 'GET', `/api/orders/${order.id}/invoice`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rechnung-${invoiceNumber}.pdf"`,
    );
    const pdf = response.rawPayload;
    const attachments = await pdfAttachments(pdf);
    expect([...attachments.keys()]).toEqual(['factur-x.xml']);
    const attachment = attachments.get('factur-x.xml');
    expect(attachment?.relationship).toBe('/Alternative');
    expect(attachment?.subtype).toBe('/text#2Fxml');
    const xml = attachment?.bytes.toString('utf8') ?? '';
    expect(await schemaErrors(xml)).toEqual([]);

    // The XML says what the invoice says: number, buyer, VAT per rate, totals.
    const value = (tag: string) =>
      [...xml.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);
    expect(value('ram:ID')).toContain(String(invoiceNumber));
    expect(value('ram:Name')).toContain('Müller &amp; Söhne GmbH');
    expect(value('ram:GrandTotalAmount')).toEqual(['258.60']);
    // 252,00 € at 7 %: 235,51 € net; 6,60 € at 19 %: 5,55 € net (summed per line as printed).
    expect(value('ram:RateApplicablePercent').slice(-2)).toEqual(['7', '19']);
    const [invoice] = await setup.ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.number, invoiceNumber));
    expect(value('ram:BasisAmount')).toEqual(
      invoice?.taxes.map((row) => (row.net / 100).toFixed(2)),
    );
    expect(value('ram:TaxTotalAmount')).toEqual([((invoice?.totalTax ?? 0) / 100).toFixed(2)]);

    // PDF/A-3b: XMP with the PDF/A id and the Factur-X profile, an output intent, the /AF entry.
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>');
    expect(raw).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(raw).toMatch(/\/S \/GTS_PDFA1/);
    expect(raw).toMatch(/\/AF \[/);
    // No standard font outside the file: Helvetica is replaced by the embedded Roboto.
    expect(raw).not.toContain('/Helvetica');
    expect(raw).toContain('/FontFile2');
    // The holder of the status page gets the same e-invoice.
    const holder = await publicInvoice(order);
    expect((await pdfAttachments(holder.rawPayload)).has('factur-x.xml')).toBe(true);
  });

  it('the schema check would catch a broken XML', async () => {
    const { order } = await completedOrder({
      company: 'Schema GmbH',
      items: [brezel(210)],
    });
    const response = await setup.call('munich', 'GET', `/api/orders/${order.id}/invoice`);
    const xml = (await pdfAttachments(response.rawPayload)).get('factur-x.xml')?.bytes.toString();
    expect(await schemaErrors(xml ?? '')).toEqual([]);
    const broken = (xml ?? '').replace(
      /<ram:InvoiceCurrencyCode>EUR<\/ram:InvoiceCurrencyCode>/,
      '',
    );
    expect(await schemaErrors(broken)).not.toEqual([]);
  });

  it.each([
    ['a private order above 250 €', () => ({ items: [brezel(210)] })],
    ['a company order of 250 € or less', () => ({ company: 'Klein GmbH', items: [brezel(2)] })],
  ])('%s keeps the plain PDF invoice', async (_, overrides) => {
    const { order, invoiceNumber } = await completedOrder(overrides());
    const response = await publicInvoice(order);
    expect(response.statusCode, response.body).toBe(200);
    expect((await pdfAttachments(response.rawPayload)).size).toBe(0);
    expect(pdfText(response.rawPayload)).toContain(`Rechnung ${invoiceNumber}`);
  });
});

describe('GET /api/invoices/export', () => {
  const exportUrl = (query: string) => `/api/invoices/export?${query}`;

  it('writes the DATEV Buchungsstapel: EXTF header, titles, a booking line per invoice and rate, CP1252', async () => {
    const food = await completedOrder({ lastName: 'Jäger', items: [brezel(3)] });
    const drink = await completedOrder({ lastName: 'Weiß', items: [espresso(2)] });
    const response = await setup.call(
      'munich',
      'GET',
      exportUrl(`month=2026-12&branch=${setup.munich}&format=datev&consultant=29098&client=55003`),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=windows-1252');
    const bytes = response.rawPayload;
    // "ä" is one byte 0xE4 in Windows-1252, never the two bytes of UTF-8.
    expect(bytes.includes(Buffer.from([0xe4]))).toBe(true);
    expect(bytes.includes(Buffer.from('ä', 'utf8'))).toBe(false);
    const lines = bytes.toString('latin1').split('\r\n');
    const header = lines[0]?.split(';') ?? [];
    expect(header.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(header.slice(10, 16)).toEqual([
      '29098',
      '55003',
      '20260101',
      '4',
      '20261201',
      '20261231',
    ]);
    expect(lines[1]?.startsWith('"Umsatz (ohne Soll/Haben-Kz)"')).toBe(true);
    const bookings = lines.slice(2).filter(Boolean);
    const numbers = (await setup.ctx.db.select().from(invoices)).filter(
      (row) => row.branchId === setup.munich,
    );
    // Every invoice of the month: one line per invoice and VAT rate.
    expect(bookings).toHaveLength(numbers.reduce((total, row) => total + row.taxes.length, 0));
    expect(bookings).toContain(
      `3,60;"S";"EUR";;;;1000;8200;"2";0212;"${food.invoiceNumber}";"";;"Rechnung ${food.invoiceNumber} Erika Jäger"`,
    );
    expect(bookings).toContain(
      `4,40;"S";"EUR";;;;1000;8200;"3";0212;"${drink.invoiceNumber}";"";;"Rechnung ${drink.invoiceNumber} Erika Weiß"`,
    );
  });

  it('writes the CSV of the month with a net and VAT column per rate', async () => {
    const { invoiceNumber } = await completedOrder({ lastName: 'Csv', items: [brezel(1)] });
    const response = await setup.call(
      'munich',
      'GET',
      exportUrl(`month=2026-12&branch=${setup.munich}&format=csv`),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rechnungen-2026-12-filiale-${setup.munich}.csv"`,
    );
    const lines = response.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Rechnungsnummer;Rechnungsdatum;Filiale;.*;Netto 7 %;USt 7 %;/);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${invoiceNumber};02\\.12\\.2026;[^;]*München-Schwabing;\\d+;Erika Csv;;Barzahlung;1,12;0,08;`,
        ),
      ),
    );
    const empty = await setup.call(
      'munich',
      'GET',
      exportUrl(`month=2026-11&branch=${setup.munich}&format=csv`),
    );
    expect(
      empty.body
        .replace(/^\ufeff/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(1);
  });

  it('keeps an employee to their branches and refuses bad input in German', async () => {
    const denied = await setup.call(
      'hamburg',
      'GET',
      exportUrl(`month=2026-12&branch=${setup.munich}&format=csv`),
    );
    expect(denied.statusCode).toBe(403);
    const own = await setup.call('hamburg', 'GET', exportUrl('month=2026-12&format=csv'));
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('München-Schwabing');
    const all = await setup.call('admin', 'GET', exportUrl('month=2026-12&format=csv'));
    expect(all.body).toContain('München-Schwabing');
    const badMonth = await setup.call('admin', 'GET', exportUrl('month=2026-13&format=csv'));
    expect(badMonth.statusCode).toBe(422);
    expect(badMonth.json().errors[0]).toMatchObject({
      field: 'month',
      message: 'Bitte wählen Sie einen Monat (JJJJ-MM).',
    });
    const badClient = await setup.call(
      'admin',
      'GET',
      exportUrl('month=2026-12&format=datev&client=0'),
    );
    expect(badClient.statusCode).toBe(422);
    expect(badClient.json().errors[0].message).toBe(
      'Die Mandantennummer hat 1 bis 5 Ziffern (1–99999).',
    );
    expect(
      (await setup.call('editor', 'GET', exportUrl('month=2026-12&format=csv'))).statusCode,
    ).toBe(403);
  });
});

describe('paths that name no order (docs/decisions/025)', () => {
  it('answers the German 404 after the login check', async () => {
    const urls = [
      ['GET', '/api/orders/abc/invoice'],
      ['GET', '/api/orders/0/credit-note'],
      ['POST', '/api/orders/1.5/credit-note'],
    ] as const;
    for (const [method, url] of urls) {
      expect((await setup.call(null, method, url)).statusCode, `${method} ${url}`).toBe(401);
      const response = await setup.call('admin', method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().errors[0].message).toBe('Die Bestellung wurde nicht gefunden.');
    }
  });
});
