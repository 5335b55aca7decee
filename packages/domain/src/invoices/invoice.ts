import type { Cents } from '../money/cents.ts';
import { formatQuantity } from '../money/format.ts';

/**
 * An invoice as issued (docs/decisions/040-invoices-and-exports.md): what §14 Abs. 4 UStG asks
 * for — seller with address and tax number or VAT id, invoice date and a unique sequential
 * number, the customer, quantity and kind of each line, the date of supply, net amounts per VAT
 * rate, the rate, the VAT per rate and the gross total. Money in cents, dates as YYYY-MM-DD in
 * the shop's time zone. Stored as a snapshot; the PDF, the CSV and the DATEV file read it.
 */
export type InvoiceLine = {
  name: string;
  quantity: number;
  /** German unit label ("Stück", "kg"). */
  unit: string;
  /** Gross price of one unit. */
  unitPrice: Cents;
  taxRate: number;
  net: Cents;
  tax: Cents;
  gross: Cents;
  /**
   * A mixed-rate bundle's line: its gross, net and tax per rate, summing to the line's
   * (docs/decisions/051-bundle-vat-split-and-reusable-packaging.md); absent: all at `taxRate`.
   */
  taxes?: InvoiceTaxRow[];
};

export type InvoiceTaxRow = { rate: number; net: Cents; tax: Cents; gross: Cents };

export type InvoiceDocument = {
  number: number;
  issueDate: string;
  /** Date of supply (the completion), §14 Abs. 4 Nr. 6 UStG. */
  supplyDate: string;
  /** The order's ticket or order number as the customer knows it. */
  orderReference: string;
  currency: string;
  seller: {
    name: string;
    address: string[];
    taxNumber: string;
    vatId: string;
    branchName: string;
  };
  customer: { company: string | null; name: string; address: string[] };
  paymentMethod: string;
  lines: InvoiceLine[];
  taxes: InvoiceTaxRow[];
  totalNet: Cents;
  totalTax: Cents;
  totalGross: Cents;
};

/**
 * The VAT per rate of an invoice and its totals, summed from its lines (the delivery fee is a
 * line too; a mixed-rate bundle's line counts with its shares per rate, decision 051). Rates sorted ascending; a rate appears once however many lines carry it.
 */
export function invoiceTaxSummary(
  lines: readonly Pick<InvoiceLine, 'taxRate' | 'net' | 'tax' | 'gross' | 'taxes'>[],
): {
  taxes: InvoiceTaxRow[];
  totalNet: Cents;
  totalTax: Cents;
  totalGross: Cents;
} {
  const byRate = new Map<number, InvoiceTaxRow>();
  const shares = lines.flatMap((line) =>
    line.taxes && line.taxes.length > 0 ? line.taxes : [{ ...line, rate: line.taxRate }],
  );
  for (const share of shares) {
    const row = byRate.get(share.rate) ?? { rate: share.rate, net: 0, tax: 0, gross: 0 };
    byRate.set(share.rate, {
      rate: share.rate,
      net: row.net + share.net,
      tax: row.tax + share.tax,
      gross: row.gross + share.gross,
    });
  }
  const taxes = [...byRate.values()].sort((a, b) => a.rate - b.rate);
  const sum = (key: 'net' | 'tax' | 'gross') => taxes.reduce((total, row) => total + row[key], 0);
  return { taxes, totalNet: sum('net'), totalTax: sum('tax'), totalGross: sum('gross') };
}

/** A VAT rate as printed: 7 → "7 %", 7.7 → "7,7 %". */
export function formatTaxRate(rate: number): string {
  return `${formatQuantity(rate)}\u00a0%`;
}

/** The file name of an invoice's PDF. */
export function invoiceFileName(number: number): string {
  return `rechnung-${number}.pdf`;
}

/** YYYY-MM-DD → DD.MM.YYYY. */
export function germanDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}
