import { describe, expect, it } from 'vitest';
import { creditNoteFileName, creditNoteOf } from './credit-note.ts';
import { datevBookingLines } from './datev.ts';
import type { InvoiceDocument, InvoiceLine } from './invoice.ts';
import { invoiceCsv } from './invoice-csv.ts';

/** Credit notes (docs/decisions/050-credit-notes.md): the invoice negated, pointing back to it. */

const line = (name: string, taxRate: number, net: number, tax: number): InvoiceLine => ({
  name,
  quantity: 2,
  unit: 'Stück',
  unitPrice: (net + tax) / 2,
  taxRate,
  net,
  tax,
  gross: net + tax,
});

function invoice(lines: InvoiceLine[], taxes: InvoiceDocument['taxes']): InvoiceDocument {
  const sum = (key: 'net' | 'tax' | 'gross') => taxes.reduce((total, row) => total + row[key], 0);
  return {
    number: 41,
    issueDate: '2026-12-02',
    supplyDate: '2026-12-02',
    orderReference: '17',
    currency: 'EUR',
    seller: {
      name: 'Backstube',
      address: ['Leopoldstraße 42', '80802 München'],
      taxNumber: '143/000/00000',
      vatId: '',
      branchName: 'Schwabing',
    },
    customer: { company: null, name: 'Erika Müller', address: [] },
    paymentMethod: 'Mollie',
    lines,
    taxes,
    totalNet: sum('net'),
    totalTax: sum('tax'),
    totalGross: sum('gross'),
  };
}

describe('creditNoteOf', () => {
  it.each([
    {
      name: 'one food line',
      lines: [line('Brezel', 7, 224, 16)],
      taxes: [{ rate: 7, net: 224, tax: 16, gross: 240 }],
      negatedLines: [[-120, -224, -16, -240]],
      negatedTaxes: [{ rate: 7, net: -224, tax: -16, gross: -240 }],
      totals: [-224, -16, -240],
    },
    {
      name: 'food and drink at two rates',
      lines: [line('Brezel', 7, 224, 16), line('Espresso', 19, 370, 70)],
      taxes: [
        { rate: 7, net: 224, tax: 16, gross: 240 },
        { rate: 19, net: 370, tax: 70, gross: 440 },
      ],
      negatedLines: [
        [-120, -224, -16, -240],
        [-220, -370, -70, -440],
      ],
      negatedTaxes: [
        { rate: 7, net: -224, tax: -16, gross: -240 },
        { rate: 19, net: -370, tax: -70, gross: -440 },
      ],
      totals: [-594, -86, -680],
    },
    {
      name: 'a free line stays 0, never -0',
      lines: [line('Gratis-Keks', 7, 0, 0)],
      taxes: [{ rate: 7, net: 0, tax: 0, gross: 0 }],
      negatedLines: [[0, 0, 0, 0]],
      negatedTaxes: [{ rate: 7, net: 0, tax: 0, gross: 0 }],
      totals: [0, 0, 0],
    },
  ])('$name', ({ lines, taxes, negatedLines, negatedTaxes, totals }) => {
    const original = invoice(lines, taxes);
    const note = creditNoteOf(original, { number: 3, issueDate: '2026-12-05' });
    expect(note.kind).toBe('creditNote');
    expect(note.number).toBe(3);
    expect(note.issueDate).toBe('2026-12-05');
    expect(note.invoiceNumber).toBe(41);
    expect(note.invoiceDate).toBe('2026-12-02');
    // Date of supply, seller, customer and quantities are the invoice's.
    expect(note.supplyDate).toBe('2026-12-02');
    expect(note.seller).toEqual(original.seller);
    expect(note.customer).toEqual(original.customer);
    expect(note.lines.map((entry) => entry.quantity)).toEqual(lines.map((entry) => entry.quantity));
    expect(note.lines.map((entry) => [entry.unitPrice, entry.net, entry.tax, entry.gross])).toEqual(
      negatedLines,
    );
    for (const value of note.lines.flatMap((entry) => [entry.net, entry.gross])) {
      expect(Object.is(value, -0)).toBe(false);
    }
    expect(note.taxes).toEqual(negatedTaxes);
    expect([note.totalNet, note.totalTax, note.totalGross]).toEqual(totals);
    // The invoice itself is not changed.
    expect(original.totalGross + totals[2]!).toBe(0);
  });

  it('names the PDF file', () => {
    expect(creditNoteFileName(7)).toBe('stornorechnung-7.pdf');
  });
});

describe('credit notes in the exports', () => {
  const taxes = [
    { rate: 7, net: -224, tax: -16, gross: -240 },
    { rate: 19, net: -370, tax: -70, gross: -440 },
  ];

  it.each([
    [
      'invoice',
      { number: 41, issueDate: '2026-12-02', customerName: 'Erika', isOnlinePayment: true },
      [{ rate: 7, net: 224, tax: 16, gross: 240 }],
      ['2,40;"S";"EUR";;;;1360;8200;"2";0212;"41";"";;"Rechnung 41 Erika"'],
    ],
    [
      'credit note: Haben on the payment account, per rate, Belegfeld 1 = its number',
      {
        number: 3,
        issueDate: '2026-12-05',
        customerName: 'Erika',
        isOnlinePayment: true,
        creditNoteOf: 41,
      },
      taxes,
      [
        '2,40;"H";"EUR";;;;1360;8200;"2";0512;"3";"41";;"Stornorechnung 3 zu Rechnung 41 Erika"',
        '4,40;"H";"EUR";;;;1360;8200;"3";0512;"3";"41";;"Stornorechnung 3 zu Rechnung 41 Erika"',
      ],
    ],
  ])('DATEV: %s', (_, document, rows, expected) => {
    const lines = datevBookingLines({
      consultantNumber: 1001,
      clientNumber: 1,
      month: '2026-12',
      createdAt: '20261231120000000',
      description: 'Rechnungen',
      currency: 'EUR',
      invoices: [{ ...document, taxes: rows }],
    });
    expect(lines).toEqual(expected);
  });

  it('DATEV: invoices first, then credit notes, each by number', () => {
    const base = { issueDate: '2026-12-05', customerName: 'E', isOnlinePayment: false };
    const lines = datevBookingLines({
      consultantNumber: 1001,
      clientNumber: 1,
      month: '2026-12',
      createdAt: '20261231120000000',
      description: 'Rechnungen',
      currency: 'EUR',
      invoices: [
        { ...base, number: 1, creditNoteOf: 5, taxes: [taxes[0]!] },
        { ...base, number: 6, taxes: [{ rate: 7, net: 1, tax: 0, gross: 1 }] },
        { ...base, number: 5, taxes: [{ rate: 7, net: 1, tax: 0, gross: 1 }] },
      ],
    });
    expect(
      lines.map((entry) => {
        const cells = entry.split(';');
        // Soll/Haben and Belegfeld 1.
        return `${cells[1]} ${cells[10]}`;
      }),
    ).toEqual(['"S" "5"', '"S" "6"', '"H" "1"']);
  });

  it('CSV: a credit note row with negative amounts, its kind and the original invoice', () => {
    const csv = invoiceCsv([
      {
        number: 41,
        issueDate: '2026-12-02',
        branchName: 'Schwabing',
        orderReference: '17',
        customerName: 'Erika',
        company: null,
        paymentMethod: 'Mollie',
        taxes: [{ rate: 7, net: 224, tax: 16, gross: 240 }],
        totalNet: 224,
        totalTax: 16,
        totalGross: 240,
      },
      {
        number: 3,
        issueDate: '2026-12-05',
        branchName: 'Schwabing',
        orderReference: '17',
        customerName: 'Erika',
        company: null,
        paymentMethod: 'Mollie',
        taxes: [{ rate: 7, net: -224, tax: -16, gross: -240 }],
        totalNet: -224,
        totalTax: -16,
        totalGross: -240,
        creditNoteOf: 41,
      },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Rechnungsnummer;Rechnungsdatum;Filiale;Bestellung;Kunde;Firma;Zahlungsart;Netto 7 %;USt 7 %;Netto gesamt;USt gesamt;Brutto gesamt;Belegart;Zur Rechnung',
    );
    expect(lines[1]).toBe(
      '41;02.12.2026;Schwabing;17;Erika;;Mollie;2,24;0,16;2,24;0,16;2,40;Rechnung;',
    );
    expect(lines[2]).toBe(
      '3;05.12.2026;Schwabing;17;Erika;;Mollie;-2,24;-0,16;-2,24;-0,16;-2,40;Stornorechnung;41',
    );
  });
});
