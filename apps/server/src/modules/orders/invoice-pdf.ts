import {
  type CreditNoteDocument,
  formatMoney,
  formatQuantity,
  formatTaxRate,
  germanDate,
  type InvoiceDocument,
} from '@shop/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * The invoice as an A4 PDF (docs/decisions/040-invoices-and-exports.md): seller with address and
 * tax number / VAT id, customer (the company first when given), invoice number and date, date of
 * supply, the lines with quantity, unit price, VAT rate and gross, then net, VAT and gross per
 * rate and the totals (§14 Abs. 4 UStG). Drawn with pdf-lib and Helvetica like the time sheet
 * (docs/decisions/035); money through the domain's formatMoney.
 */

const MM = 72 / 25.4;
const PAGE = { width: 210 * MM, height: 297 * MM };
const MARGIN = 18 * MM;
const ROW = 5 * MM;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);

/** Helvetica speaks WinAnsi: umlauts, ß, € and § are fine, anything else becomes '?'. */
const printable = (text: string) =>
  text
    .replace(/−/g, '-')
    .replace(/\u00a0/g, ' ')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff€–—„“”‚‘’…]/g, '?');

function fitToWidth(font: PDFFont, text: string, size: number, width: number): string {
  let line = printable(text);
  while (line.length > 1 && font.widthOfTextAtSize(line, size) > width) {
    line = `${line.slice(0, -2)}…`;
  }
  return line;
}

/** Columns of the line table: x of the left edge, width, alignment. */
const COLUMNS = [
  { title: 'Pos.', width: 10 * MM, align: 'left' },
  { title: 'Bezeichnung', width: 70 * MM, align: 'left' },
  { title: 'Menge', width: 22 * MM, align: 'right' },
  { title: 'Einzelpreis', width: 24 * MM, align: 'right' },
  { title: 'USt', width: 14 * MM, align: 'right' },
  { title: 'Gesamt', width: 34 * MM, align: 'right' },
] as const;

type Fonts = { font: PDFFont; bold: PDFFont };

function drawCells(page: PDFPage, font: PDFFont, cells: string[], y: number, size = 9) {
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index];
    if (!column) return;
    const text = fitToWidth(font, cell, size, column.width - 2 * MM);
    const width = font.widthOfTextAtSize(text, size);
    const left = column.align === 'right' ? x + column.width - width : x;
    page.drawText(text, { x: left, y, size, font, color: BLACK });
    x += column.width;
  });
}

function drawRight(page: PDFPage, font: PDFFont, text: string, y: number, size = 9) {
  const line = printable(text);
  const width = font.widthOfTextAtSize(line, size);
  page.drawText(line, { x: PAGE.width - MARGIN - width, y, size, font, color: BLACK });
}

function drawLabelValue(
  page: PDFPage,
  fonts: Fonts,
  label: string,
  value: string,
  y: number,
  bold = false,
) {
  const x = PAGE.width - MARGIN - 80 * MM;
  page.drawText(printable(label), {
    x,
    y,
    size: 9,
    font: bold ? fonts.bold : fonts.font,
    color: BLACK,
  });
  drawRight(page, bold ? fonts.bold : fonts.font, value, y);
}

/**
 * A credit note (docs/decisions/050-credit-notes.md) is drawn by the same layout with the title
 * "Stornorechnung {n}", the cancelled invoice's number and date among the facts and a sentence
 * saying so; its amounts are negative already.
 */
export async function renderInvoicePdf(
  invoice: InvoiceDocument | CreditNoteDocument,
  options: { eInvoiceXml?: string } = {},
): Promise<Uint8Array> {
  const creditNote = 'kind' in invoice && invoice.kind === 'creditNote' ? invoice : null;
  const title = creditNote ? `Stornorechnung ${invoice.number}` : `Rechnung ${invoice.number}`;
  const date = new Date(`${invoice.issueDate}T12:00:00Z`);
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(invoice.seller.name);
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  // An e-invoice is PDF/A-3, whose fonts must be embedded (docs/decisions/052).
  const facturX = options.eInvoiceXml ? await import('./factur-x-pdf.ts') : null;
  const fonts = facturX
    ? await facturX.embedPdfAFonts(pdf)
    : {
        font: await pdf.embedFont(StandardFonts.Helvetica),
        bold: await pdf.embedFont(StandardFonts.HelveticaBold),
      };
  const { font, bold } = fonts;
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  // Seller (top left), small sender line.
  page.drawText(printable(invoice.seller.name), { x: MARGIN, y, size: 13, font: bold });
  y -= 14;
  for (const line of invoice.seller.address) {
    page.drawText(printable(line), { x: MARGIN, y, size: 9, font, color: GREY });
    y -= 11;
  }
  if (invoice.seller.taxNumber) {
    page.drawText(printable(`Steuernummer: ${invoice.seller.taxNumber}`), {
      x: MARGIN,
      y,
      size: 9,
      font,
      color: GREY,
    });
    y -= 11;
  }
  if (invoice.seller.vatId) {
    page.drawText(printable(`USt-IdNr.: ${invoice.seller.vatId}`), {
      x: MARGIN,
      y,
      size: 9,
      font,
      color: GREY,
    });
    y -= 11;
  }

  // Customer.
  y -= 16;
  page.drawText('Rechnung an', { x: MARGIN, y, size: 8, font, color: GREY });
  y -= 12;
  const customer = [
    invoice.customer.company,
    invoice.customer.name,
    ...invoice.customer.address,
  ].filter((line): line is string => Boolean(line));
  for (const line of customer) {
    page.drawText(printable(line), { x: MARGIN, y, size: 10, font });
    y -= 12;
  }

  // Title and the invoice's facts.
  y -= 16;
  page.drawText(printable(title), { x: MARGIN, y, size: 16, font: bold });
  y -= 20;
  const facts: [string, string][] = [
    ...(creditNote
      ? ([
          ['Stornonummer', String(creditNote.number)],
          ['Stornodatum', germanDate(creditNote.issueDate)],
          ['Zur Rechnung', String(creditNote.invoiceNumber)],
          ['Rechnungsdatum', germanDate(creditNote.invoiceDate)],
        ] as [string, string][])
      : ([
          ['Rechnungsnummer', String(invoice.number)],
          ['Rechnungsdatum', germanDate(invoice.issueDate)],
        ] as [string, string][])),
    ['Leistungsdatum', germanDate(invoice.supplyDate)],
    ['Bestellung', invoice.orderReference],
    ['Filiale', invoice.seller.branchName],
    ['Zahlungsart', invoice.paymentMethod],
  ];
  for (const [label, value] of facts) {
    page.drawText(printable(`${label}:`), { x: MARGIN, y, size: 9, font: bold });
    page.drawText(printable(value), { x: MARGIN + 35 * MM, y, size: 9, font });
    y -= 12;
  }

  // Lines.
  y -= 12;
  drawCells(
    page,
    bold,
    COLUMNS.map((column) => column.title),
    y,
  );
  y -= 4;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness: 0.6 });
  y -= ROW;
  invoice.lines.forEach((line, index) => {
    if (y < MARGIN + 60 * MM) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
      drawCells(
        page,
        bold,
        COLUMNS.map((column) => column.title),
        y,
      );
      y -= ROW;
    }
    drawCells(
      page,
      font,
      [
        String(index + 1),
        line.name,
        `${formatQuantity(line.quantity)} ${line.unit}`,
        money(line.unitPrice),
        line.taxes ? '' : formatTaxRate(line.taxRate),
        money(line.gross),
      ],
      y,
    );
    y -= ROW;
    // A mixed-rate bundle: its price's share per rate below it (decision 051).
    for (const share of line.taxes ?? []) {
      drawCells(
        page,
        font,
        ['', 'davon Anteil', '', '', formatTaxRate(share.rate), money(share.gross)],
        y,
      );
      y -= ROW;
    }
  });
  y += ROW - 4;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness: 0.6 });
  y -= ROW;

  // VAT per rate, then the totals.
  for (const row of invoice.taxes) {
    const rate = formatTaxRate(row.rate);
    drawLabelValue(page, fonts, `Nettobetrag ${rate}`, money(row.net), y);
    y -= 12;
    drawLabelValue(page, fonts, `Umsatzsteuer ${rate}`, money(row.tax), y);
    y -= 12;
  }
  y -= 4;
  drawLabelValue(page, fonts, 'Summe netto', money(invoice.totalNet), y);
  y -= 12;
  drawLabelValue(page, fonts, 'Summe Umsatzsteuer', money(invoice.totalTax), y);
  y -= 14;
  drawLabelValue(page, fonts, 'Gesamtbetrag', money(invoice.totalGross), y, true);
  y -= 24;
  if (creditNote) {
    const sentence = `Diese Stornorechnung storniert die Rechnung ${creditNote.invoiceNumber} vom ${germanDate(creditNote.invoiceDate)} vollständig.`;
    page.drawText(printable(sentence), { x: MARGIN, y, size: 9, font });
    y -= 14;
  }
  page.drawText('Die Preise enthalten die gesetzliche Umsatzsteuer.', {
    x: MARGIN,
    y,
    size: 8,
    font,
    color: GREY,
  });
  if (facturX && options.eInvoiceXml) {
    y -= 12;
    page.drawText(
      'Diese Rechnung enthält die E-Rechnung (ZUGFeRD / Factur-X, EN 16931) als Anhang.',
      {
        x: MARGIN,
        y,
        size: 8,
        font,
        color: GREY,
      },
    );
    await facturX.makeFacturX(pdf, {
      xml: options.eInvoiceXml,
      title,
      author: invoice.seller.name,
      date,
    });
    // A classic cross-reference table: every archive and e-invoice tool reads it.
    return pdf.save({ useObjectStreams: false });
  }
  return pdf.save();
}
