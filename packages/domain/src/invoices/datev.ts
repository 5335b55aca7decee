import type { Cents } from '../money/cents.ts';
import type { InvoiceTaxRow } from './invoice.ts';

/**
 * The DATEV Buchungsstapel (EXTF, format version 700, category 21 "Buchungsstapel", format
 * version 13) of a month's invoices (docs/decisions/040-invoices-and-exports.md): the header
 * line, the column titles, one booking line per invoice and VAT rate (an invoice with one rate
 * is one line). Each line books the gross amount to the payment account (Soll) against the
 * revenue account with the BU-Schlüssel of its rate, so DATEV derives the VAT itself.
 */

/** DATEV's standard tax keys: 2 = Umsatzsteuer 7 %, 3 = Umsatzsteuer 19 %. */
export const DATEV_TAX_KEYS: Readonly<Record<number, string>> = { 7: '2', 19: '3' };

/**
 * Accounts of SKR 03: cash 1000 (Kasse), online payments 1360 (Geldtransit), revenue 8200
 * (Erlöse, no automatic VAT: the BU-Schlüssel sets it). The tax advisor may remap them on import.
 */
export const DATEV_ACCOUNTS = { cash: '1000', online: '1360', revenue: '8200' } as const;

export type DatevInvoice = {
  number: number;
  issueDate: string;
  customerName: string;
  isOnlinePayment: boolean;
  /** Negative on a credit note: its lines book Haben on the payment account. */
  taxes: readonly InvoiceTaxRow[];
  /**
   * Set on a credit note (docs/decisions/050-credit-notes.md): the invoice it cancels, written
   * to Belegfeld 2 and the Buchungstext; Belegfeld 1 is the credit note's own number.
   */
  creditNoteOf?: number | null;
};

export type DatevExport = {
  /** Beraternummer (1001–9999999) and Mandantennummer (1–99999) of the DATEV client. */
  consultantNumber: number;
  clientNumber: number;
  /** YYYY-MM */
  month: string;
  /** The export's instant as YYYYMMDDHHMMSSFFF (DATEV "erzeugt am"). */
  createdAt: string;
  description: string;
  currency: string;
  invoices: readonly DatevInvoice[];
};

export const DATEV_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
] as const;

/** Cents as DATEV writes amounts: comma decimal, no thousands separator ("1234,50"). */
export function datevAmount(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A DATEV text field: in quotes, inner quotes doubled, cut to its maximum length. */
function text(value: string, max = 60): string {
  return `"${value.slice(0, max).replaceAll('"', '""')}"`;
}

const compactDate = (date: string) => date.replaceAll('-', '');

/** The last day of a YYYY-MM month as YYYY-MM-DD. */
export function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year ?? 1970, monthNumber ?? 1, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** The EXTF header line (DATEV format description "Buchungsstapel", version 700). */
export function datevHeader(input: DatevExport): string {
  const year = input.month.slice(0, 4);
  return [
    text('EXTF'),
    '700',
    '21',
    text('Buchungsstapel'),
    '13',
    input.createdAt,
    '',
    text('RE'),
    text(''),
    text(''),
    String(input.consultantNumber),
    String(input.clientNumber),
    `${year}0101`,
    '4',
    compactDate(`${input.month}-01`),
    compactDate(lastDayOfMonth(input.month)),
    text(input.description, 30),
    text(''),
    '1',
    '0',
    '0',
    text(input.currency),
    '',
    text(''),
    '',
    '',
    text('03'),
    '',
    '',
    text(''),
    text(''),
  ].join(';');
}

const isCreditNote = (invoice: DatevInvoice) => (invoice.creditNoteOf ? 1 : 0);

/**
 * The booking lines: one per invoice and VAT rate, invoices in number order, then the credit
 * notes in theirs. DATEV takes the amount without sign and the direction from the Soll/Haben
 * flag: a credit note's negative rows book Haben on the payment account (the money goes back)
 * against the revenue account, with the rate's BU-Schlüssel (docs/decisions/050-credit-notes.md).
 */
export function datevBookingLines(input: DatevExport): string[] {
  const sorted = [...input.invoices].sort(
    (a, b) => isCreditNote(a) - isCreditNote(b) || a.number - b.number,
  );
  return sorted.flatMap((invoice) =>
    invoice.taxes
      .filter((row) => row.gross !== 0)
      .map((row) => {
        const [, month, day] = invoice.issueDate.split('-');
        return [
          datevAmount(Math.abs(row.gross)),
          text(row.gross < 0 ? 'H' : 'S'),
          text(input.currency),
          '',
          '',
          '',
          invoice.isOnlinePayment ? DATEV_ACCOUNTS.online : DATEV_ACCOUNTS.cash,
          DATEV_ACCOUNTS.revenue,
          text(DATEV_TAX_KEYS[row.rate] ?? ''),
          `${day}${month}`,
          text(String(invoice.number), 36),
          text(invoice.creditNoteOf ? String(invoice.creditNoteOf) : '', 36),
          '',
          text(
            invoice.creditNoteOf
              ? `Stornorechnung ${invoice.number} zu Rechnung ${invoice.creditNoteOf} ${invoice.customerName}`
              : `Rechnung ${invoice.number} ${invoice.customerName}`,
          ),
        ].join(';');
      }),
  );
}

/** The whole file as text (CRLF lines, as DATEV writes them); encode with `toWindows1252`. */
export function datevBuchungsstapel(input: DatevExport): string {
  const titles = DATEV_COLUMNS.map((title) => text(title, 100)).join(';');
  return `${[datevHeader(input), titles, ...datevBookingLines(input)].join('\r\n')}\r\n`;
}

/** Windows-1252 bytes 0x80–0x9F and the characters they stand for. */
const CP1252_HIGH: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Text as Windows-1252 (CP1252), the encoding DATEV imports; other characters become '?'. */
export function toWindows1252(value: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0x3f;
    const high = CP1252_HIGH[char];
    if (high !== undefined) bytes.push(high);
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(0x3f);
  }
  return Uint8Array.from(bytes);
}
