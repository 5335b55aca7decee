import { describe, expect, it } from 'vitest';
import {
  DATEV_TAX_KEYS,
  type DatevExport,
  datevAmount,
  datevBookingLines,
  datevBuchungsstapel,
  datevHeader,
  lastDayOfMonth,
  toWindows1252,
} from './datev.ts';
import { formatTaxRate, invoiceTaxSummary } from './invoice.ts';
import { invoiceCsv } from './invoice-csv.ts';

const line = (taxRate: number, net: number, tax: number) => ({
  taxRate,
  net,
  tax,
  gross: net + tax,
});

describe('invoiceTaxSummary', () => {
  it.each([
    ['no lines', [], [], [0, 0, 0]],
    [
      'one food line',
      [line(7, 1000, 70)],
      [{ rate: 7, net: 1000, tax: 70, gross: 1070 }],
      [1000, 70, 1070],
    ],
    [
      'food and drink, rates sorted',
      [line(19, 252, 48), line(7, 1168, 82)],
      [
        { rate: 7, net: 1168, tax: 82, gross: 1250 },
        { rate: 19, net: 252, tax: 48, gross: 300 },
      ],
      [1420, 130, 1550],
    ],
    [
      'two lines of one rate and a delivery fee at 19 %',
      [line(7, 1000, 70), line(7, 467, 33), line(19, 252, 48)],
      [
        { rate: 7, net: 1467, tax: 103, gross: 1570 },
        { rate: 19, net: 252, tax: 48, gross: 300 },
      ],
      [1719, 151, 1870],
    ],
    [
      'a mixed-rate bundle (decision 051) counts with its shares per rate',
      [
        {
          ...line(7, 899, 91),
          taxes: [
            { rate: 7, gross: 707, net: 661, tax: 46 },
            { rate: 19, gross: 283, net: 238, tax: 45 },
          ],
        },
        line(19, 252, 48),
      ],
      [
        { rate: 7, net: 661, tax: 46, gross: 707 },
        { rate: 19, net: 490, tax: 93, gross: 583 },
      ],
      [1151, 139, 1290],
    ],
  ])('%s', (_, lines, taxes, [net, tax, gross]) => {
    expect(invoiceTaxSummary(lines)).toEqual({
      taxes,
      totalNet: net,
      totalTax: tax,
      totalGross: gross,
    });
  });
});

describe('formatTaxRate', () => {
  it.each([
    [7, '7\u00a0%'],
    [19, '19\u00a0%'],
    [7.7, '7,7\u00a0%'],
  ])('%d → %s', (rate, text) => expect(formatTaxRate(rate)).toBe(text));
});

describe('DATEV', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [1250, '12,50'],
    [123456, '1234,56'],
    [-990, '-9,90'],
  ])('datevAmount(%d) = %s', (cents, text) => expect(datevAmount(cents)).toBe(text));

  it.each([
    ['2026-02', '2026-02-28'],
    ['2028-02', '2028-02-29'],
    ['2026-11', '2026-11-30'],
    ['2026-12', '2026-12-31'],
  ])('lastDayOfMonth(%s) = %s', (month, day) => expect(lastDayOfMonth(month)).toBe(day));

  it('maps 7 % to BU-Schlüssel 2 and 19 % to 3', () => {
    expect(DATEV_TAX_KEYS).toEqual({ 7: '2', 19: '3' });
  });

  const input: DatevExport = {
    consultantNumber: 1001,
    clientNumber: 1,
    month: '2026-11',
    createdAt: '20261201093000000',
    description: 'Rechnungen 11/2026',
    currency: 'EUR',
    invoices: [
      {
        number: 2,
        issueDate: '2026-11-05',
        customerName: 'Jörg "Jo" Müller',
        isOnlinePayment: true,
        taxes: [
          { rate: 7, net: 1168, tax: 82, gross: 1250 },
          { rate: 19, net: 252, tax: 48, gross: 300 },
        ],
      },
      {
        number: 1,
        issueDate: '2026-11-04',
        customerName: 'Erika Mustermann',
        isOnlinePayment: false,
        taxes: [{ rate: 7, net: 1664, tax: 116, gross: 1780 }],
      },
    ],
  };

  it('writes the EXTF header of format 700, category 21, with the month as period', () => {
    const fields = datevHeader(input).split(';');
    expect(fields.slice(0, 6)).toEqual([
      '"EXTF"',
      '700',
      '21',
      '"Buchungsstapel"',
      '13',
      '20261201093000000',
    ]);
    expect(fields.slice(10, 17)).toEqual([
      '1001',
      '1',
      '20260101',
      '4',
      '20261101',
      '20261130',
      '"Rechnungen 11/2026"',
    ]);
    expect(fields[21]).toBe('"EUR"');
    expect(fields[26]).toBe('"03"');
  });

  it('books one line per invoice and rate, in number order, with the tax key of the rate', () => {
    expect(datevBookingLines(input)).toEqual([
      '17,80;"S";"EUR";;;;1000;8200;"2";0411;"1";"";;"Rechnung 1 Erika Mustermann"',
      '12,50;"S";"EUR";;;;1360;8200;"2";0511;"2";"";;"Rechnung 2 Jörg ""Jo"" Müller"',
      '3,00;"S";"EUR";;;;1360;8200;"3";0511;"2";"";;"Rechnung 2 Jörg ""Jo"" Müller"',
    ]);
  });

  it('ends every line with CRLF: header, titles, bookings', () => {
    const lines = datevBuchungsstapel(input).split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[1]?.startsWith('"Umsatz (ohne Soll/Haben-Kz)";"Soll/Haben-Kennzeichen"')).toBe(
      true,
    );
    expect(lines[5]).toBe('');
  });

  it.each([
    ['ASCII', 'Konto 8200', [0x4b, 0x6f, 0x6e, 0x74, 0x6f, 0x20, 0x38, 0x32, 0x30, 0x30]],
    ['umlauts and ß', 'Ääöüß', [0xc4, 0xe4, 0xf6, 0xfc, 0xdf]],
    ['euro sign and quotes', '€„“', [0x80, 0x84, 0x93]],
    ['outside CP1252', 'ą😀', [0x3f, 0x3f]],
  ])('toWindows1252: %s', (_, value, bytes) => {
    expect([...toWindows1252(value)]).toEqual(bytes);
  });
});

describe('invoiceCsv', () => {
  it('has a net and a VAT column per rate of the month and amounts with a comma', () => {
    const csv = invoiceCsv([
      {
        number: 2,
        issueDate: '2026-11-05',
        branchName: 'München-Schwabing',
        orderReference: '12',
        customerName: 'Jörg Müller',
        company: 'Müller; Söhne GmbH',
        paymentMethod: 'Barzahlung',
        taxes: [{ rate: 19, net: 252, tax: 48, gross: 300 }],
        totalNet: 252,
        totalTax: 48,
        totalGross: 300,
      },
      {
        number: 1,
        issueDate: '2026-11-04',
        branchName: 'München-Schwabing',
        orderReference: '7',
        customerName: 'Erika Mustermann',
        company: null,
        paymentMethod: 'Barzahlung',
        taxes: [{ rate: 7, net: 166355, tax: 11645, gross: 178000 }],
        totalNet: 166355,
        totalTax: 11645,
        totalGross: 178000,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Rechnungsnummer;Rechnungsdatum;Filiale;Bestellung;Kunde;Firma;Zahlungsart;Netto 7 %;USt 7 %;Netto 19 %;USt 19 %;Netto gesamt;USt gesamt;Brutto gesamt;Belegart;Zur Rechnung',
      '1;04.11.2026;München-Schwabing;7;Erika Mustermann;;Barzahlung;1663,55;116,45;;;1663,55;116,45;1780,00;Rechnung;',
      '2;05.11.2026;München-Schwabing;12;Jörg Müller;"Müller; Söhne GmbH";Barzahlung;;;2,52;0,48;2,52;0,48;3,00;Rechnung;',
      '',
    ]);
  });
});
