import { describe, expect, it } from 'vitest';
import { splitGross } from '../money/tax.ts';
import {
  ciiAmount,
  eInvoiceLines,
  facturXml,
  needsEInvoice,
  postalAddressOf,
  unitCodeOfLabel,
} from './e-invoice.ts';
import { type InvoiceDocument, type InvoiceLine, invoiceTaxSummary } from './invoice.ts';

const line = (name: string, gross: number, rate: number, quantity = 1, unit = 'Stück') => ({
  name,
  quantity,
  unit,
  unitPrice: Math.round(gross / quantity),
  taxRate: rate,
  ...splitGross(gross, rate),
});

/** A company's catering order: food at 7 %, drinks at 19 %, a mixed menu, a weighed cake. */
function cateringInvoice(lines: InvoiceLine[], company: string | null = 'Muster & Söhne GmbH') {
  return {
    number: 42,
    issueDate: '2026-12-02',
    supplyDate: '2026-12-02',
    orderReference: 'A-17',
    currency: 'EUR',
    seller: {
      name: 'Backstube Sonnenschein GmbH',
      address: ['Leopoldstraße 42', '80802 München'],
      taxNumber: '143/123/45678',
      vatId: 'DE123456789',
      branchName: 'München-Schwabing',
    },
    customer: { company, name: 'Erika Muster', address: ['Hauptstraße 1', '04109 Leipzig'] },
    paymentMethod: 'Barzahlung',
    lines,
    ...invoiceTaxSummary(lines),
  } satisfies InvoiceDocument;
}

const menu: InvoiceLine = {
  ...line('Burgermenü', 990, 7, 2),
  taxes: [
    { rate: 7, gross: 707, net: 661, tax: 46 },
    { rate: 19, gross: 283, net: 238, tax: 45 },
  ],
};
const LINES: InvoiceLine[] = [
  line('Brezel', 24_000, 7, 200),
  line('Apfelschorle 0,5 l', 6_000, 19, 24),
  menu,
  line('Käsekuchen', 1_190, 7, 0.35, 'kg'),
  line('Liefergebühr', 500, 19),
];

describe('needsEInvoice', () => {
  it.each([
    ['a company above 250 €', 'Muster GmbH', 25_001, true],
    ['a company at exactly 250 €', 'Muster GmbH', 25_000, false],
    ['no company, 300 €', null, 30_000, false],
    ['a blank company, 300 €', '  ', 30_000, false],
  ])('%s', (_, company, totalGross, expected) => {
    expect(needsEInvoice({ customer: { company, name: 'A', address: [] }, totalGross })).toBe(
      expected,
    );
  });
});

describe('unitCodeOfLabel (UN/ECE Rec 20)', () => {
  it.each([
    ['Stück', 'H87'],
    ['Portion', 'H87'],
    ['kg', 'KGM'],
    ['g', 'GRM'],
    ['l', 'LTR'],
    ['ml', 'MLT'],
    ['m²', 'MTK'],
    ['unbekannt', 'H87'],
  ])('%s → %s', (label, code) => {
    expect(unitCodeOfLabel(label)).toBe(code);
  });
});

describe('postalAddressOf', () => {
  it.each([
    [['Leopoldstraße 42', '80802 München'], ['Leopoldstraße 42'], '80802', 'München'],
    [
      ['Backstube GmbH', 'Am Markt 1', '01067 Dresden'],
      ['Backstube GmbH', 'Am Markt 1'],
      '01067',
      'Dresden',
    ],
    [['Am Markt 1'], ['Am Markt 1'], null, null],
    [[], [], null, null],
  ])('%j', (lines, rest, postcode, city) => {
    expect(postalAddressOf(lines)).toEqual({ lines: rest, postcode, city });
  });
});

describe('eInvoiceLines', () => {
  const invoice = cateringInvoice(LINES);
  const lines = eInvoiceLines(invoice);

  it('splits a mixed-rate line into one line per rate, named with the rate', () => {
    expect(lines.map((entry) => [entry.name, entry.rate, entry.net])).toEqual([
      ['Brezel', 7, 22_430],
      ['Apfelschorle 0,5 l', 19, 5_042],
      ['Burgermenü (Anteil 7 % USt)', 7, 661],
      ['Burgermenü (Anteil 19 % USt)', 19, 238],
      ['Käsekuchen', 7, 1_112],
      ['Liefergebühr', 19, 420],
    ]);
    expect(lines[4]).toMatchObject({ quantity: 0.35, unitCode: 'KGM' });
  });

  // EN 16931 business rules the XML must keep (their schematron checks them):
  it('BR-CO-10 / BR-CO-13: the line nets add up to the invoice net', () => {
    expect(lines.reduce((sum, entry) => sum + entry.net, 0)).toBe(invoice.totalNet);
  });

  it('BR-S-08: per rate, the line nets add up to the VAT breakdown’s taxable amount', () => {
    for (const row of invoice.taxes) {
      const nets = lines.filter((entry) => entry.rate === row.rate);
      expect(nets.reduce((sum, entry) => sum + entry.net, 0)).toBe(row.net);
    }
  });

  it('BR-CO-15: the grand total is net plus VAT', () => {
    expect(invoice.totalNet + invoice.totalTax).toBe(invoice.totalGross);
  });

  it('BR-CO-17: the VAT per rate is the taxable amount times the rate, within the tolerance', () => {
    for (const row of invoice.taxes) {
      expect(Math.abs(row.tax - Math.round((row.net * row.rate) / 100))).toBeLessThanOrEqual(100);
    }
  });
});

describe('facturXml', () => {
  const invoice = cateringInvoice(LINES);
  const xml = facturXml(invoice, 'cash');
  const values = (tag: string) =>
    [...xml.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]);

  it('names the EN 16931 profile, the invoice number, type and dates', () => {
    expect(values('ram:ID')[0]).toBe('urn:cen.eu:en16931:2017');
    expect(values('ram:ID')[1]).toBe('42');
    expect(values('ram:TypeCode')[0]).toBe('380');
    expect(values('udt:DateTimeString')).toEqual(['20261202', '20261202']);
  });

  it('carries the totals, the VAT per rate and the payment means', () => {
    expect(values('ram:GrandTotalAmount')).toEqual([ciiAmount(invoice.totalGross)]);
    expect(values('ram:TaxBasisTotalAmount')).toEqual([ciiAmount(invoice.totalNet)]);
    expect(values('ram:TaxTotalAmount')).toEqual([ciiAmount(invoice.totalTax)]);
    expect(values('ram:BasisAmount')).toEqual(invoice.taxes.map((row) => ciiAmount(row.net)));
    expect(values('ram:CalculatedAmount')).toEqual(invoice.taxes.map((row) => ciiAmount(row.tax)));
    expect(values('ram:DuePayableAmount')).toEqual(['0.00']);
    expect(xml).toContain(
      '<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>10</ram:TypeCode>',
    );
    expect(facturXml(invoice, 'mollie')).toContain(
      '<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>68</ram:TypeCode>',
    );
  });

  it('writes the seller’s VAT id and tax number, and the company as the buyer', () => {
    expect(xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="FC">143/123/45678</ram:ID>');
    expect(values('ram:Name')).toContain('Muster &amp; Söhne GmbH');
    expect(values('ram:PersonName')).toEqual(['Erika Muster']);
    expect(values('ram:PostcodeCode')).toEqual(['80802', '04109']);
    expect(values('ram:CityName')).toEqual(['München', 'Leipzig']);
  });

  it('writes each line with its quantity, unit, net price and rate', () => {
    expect(values('ram:BilledQuantity')).toEqual(['200', '24', '2', '2', '0.35', '1']);
    expect(xml).toContain('<ram:BilledQuantity unitCode="KGM">0.35</ram:BilledQuantity>');
    // 22 430 cents net for 200 pieces: 1.1215 € each.
    expect(values('ram:ChargeAmount')[0]).toBe('1.1215');
    expect(values('ram:LineTotalAmount').slice(0, 6)).toEqual(
      eInvoiceLines(invoice).map((entry) => ciiAmount(entry.net)),
    );
  });
});
