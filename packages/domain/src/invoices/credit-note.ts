import type { Cents } from '../money/cents.ts';
import type { InvoiceDocument, InvoiceLine, InvoiceTaxRow } from './invoice.ts';

/**
 * A credit note (Stornorechnung, docs/decisions/050-credit-notes.md): the cancelling document of
 * an issued invoice. It repeats the invoice with every amount negated — each line's unit price,
 * net, VAT and gross, the VAT per rate and the totals — so the invoice and its credit note sum
 * to zero per rate, and names the invoice it cancels by number and date (§14 Abs. 4 UStG asks
 * the same facts of a correcting document; §31 Abs. 5 UStDV its unambiguous reference). The
 * number comes from its own gap-free series; seller, customer, supply date, quantities and
 * rates are the invoice's snapshot.
 */
export type CreditNoteDocument = Omit<InvoiceDocument, 'number' | 'issueDate'> & {
  kind: 'creditNote';
  /** The credit note's own number (series 'creditNote'). */
  number: number;
  issueDate: string;
  /** The cancelled invoice. */
  invoiceNumber: number;
  invoiceDate: string;
};

/** Negated cents that never become -0 (JSON and formatMoney would show "-0,00 €"). */
const negate = (cents: Cents): Cents => (cents === 0 ? 0 : -cents);

const negateLine = (line: InvoiceLine): InvoiceLine => ({
  ...line,
  unitPrice: negate(line.unitPrice),
  net: negate(line.net),
  tax: negate(line.tax),
  gross: negate(line.gross),
});

const negateTax = (row: InvoiceTaxRow): InvoiceTaxRow => ({
  rate: row.rate,
  net: negate(row.net),
  tax: negate(row.tax),
  gross: negate(row.gross),
});

export function creditNoteOf(
  invoice: InvoiceDocument,
  input: { number: number; issueDate: string },
): CreditNoteDocument {
  const { number: invoiceNumber, issueDate: invoiceDate, ...rest } = invoice;
  return {
    ...rest,
    kind: 'creditNote',
    number: input.number,
    issueDate: input.issueDate,
    invoiceNumber,
    invoiceDate,
    lines: invoice.lines.map(negateLine),
    taxes: invoice.taxes.map(negateTax),
    totalNet: negate(invoice.totalNet),
    totalTax: negate(invoice.totalTax),
    totalGross: negate(invoice.totalGross),
  };
}

/** The file name of a credit note's PDF. */
export function creditNoteFileName(number: number): string {
  return `stornorechnung-${number}.pdf`;
}
