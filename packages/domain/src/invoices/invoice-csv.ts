import { formatNumber } from '../money/format.ts';
import { formatTaxRate, germanDate, type InvoiceTaxRow } from './invoice.ts';

/**
 * The accountant's invoice list of a month (docs/decisions/040-invoices-and-exports.md):
 * ';'-separated like the time sheets' CSV (German Excel), amounts with a decimal comma, one
 * net and one VAT column per rate that occurs in the month.
 */
export type InvoiceCsvRow = {
  number: number;
  issueDate: string;
  branchName: string;
  orderReference: string;
  customerName: string;
  company: string | null;
  paymentMethod: string;
  taxes: readonly InvoiceTaxRow[];
  totalNet: number;
  totalTax: number;
  totalGross: number;
  /**
   * Set on a credit note (docs/decisions/050-credit-notes.md): the number of the invoice it
   * cancels. Its amounts are negative already; `number` is then the credit note's own number.
   */
  creditNoteOf?: number | null;
};

const csvCell = (value: string) =>
  /[";\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

const amount = (cents: number) => formatNumber(cents / 100, 2).replaceAll('.', '');

const isCreditNote = (row: { creditNoteOf?: number | null }) => (row.creditNoteOf ? 1 : 0);

export function invoiceCsv(rows: readonly InvoiceCsvRow[]): string {
  const rates = [...new Set(rows.flatMap((row) => row.taxes.map((tax) => tax.rate)))].sort(
    (a, b) => a - b,
  );
  const header = [
    'Rechnungsnummer',
    'Rechnungsdatum',
    'Filiale',
    'Bestellung',
    'Kunde',
    'Firma',
    'Zahlungsart',
    ...rates.flatMap((rate) => [
      `Netto ${formatTaxRate(rate).replace('\u00a0', ' ')}`,
      `USt ${formatTaxRate(rate).replace('\u00a0', ' ')}`,
    ]),
    'Netto gesamt',
    'USt gesamt',
    'Brutto gesamt',
    'Belegart',
    'Zur Rechnung',
  ];
  const lines = [...rows]
    // Invoices first, then credit notes (their own series), each by number.
    .sort((a, b) => isCreditNote(a) - isCreditNote(b) || a.number - b.number)
    .map((row) => {
      const perRate = rates.flatMap((rate) => {
        const tax = row.taxes.find((entry) => entry.rate === rate);
        return tax ? [amount(tax.net), amount(tax.tax)] : ['', ''];
      });
      return [
        String(row.number),
        germanDate(row.issueDate),
        row.branchName,
        row.orderReference,
        row.customerName,
        row.company ?? '',
        row.paymentMethod,
        ...perRate,
        amount(row.totalNet),
        amount(row.totalTax),
        amount(row.totalGross),
        isCreditNote(row) ? 'Stornorechnung' : 'Rechnung',
        row.creditNoteOf ? String(row.creditNoteOf) : '',
      ];
    });
  return `${[header, ...lines].map((cells) => cells.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
