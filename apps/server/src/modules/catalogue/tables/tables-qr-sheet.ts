import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

/**
 * The printable QR-code sheet of a branch's tables: A4 pages with 3 × 4 codes,
 * each opening `/store/{branch}?table={table}` (dine-in with that table preselected) and labelled
 * with the table. Codes are drawn as vector squares, so they print sharp at any size.
 */

const MM = 72 / 25.4;
const PAGE = { width: 210 * MM, height: 297 * MM };
const GRID = { columns: 3, rows: 4 };
const MARGIN = 15 * MM;
const HEADER = 14 * MM;
const QR_SIZE = 45 * MM;

export type QrSheetTable = { identifier: string; name: string | null; url: string };

/** The address a table's code opens (spec §2 branch route with the table preselected). */
export function tableUrl(origin: string, branchIdentifier: string, tableIdentifier: string) {
  return `${origin}/store/${encodeURIComponent(branchIdentifier)}?table=${encodeURIComponent(tableIdentifier)}`;
}

/** Helvetica speaks WinAnsi: umlauts and ß are fine, anything else becomes '?'. */
const printable = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff€–—„“”‚‘’…]/g, '?');

/** The dark modules of a URL's QR code, row by row (error correction M). */
export function qrMatrix(url: string): boolean[][] {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  );
}

function drawCode(page: PDFPage, url: string, x: number, y: number): void {
  const matrix = qrMatrix(url);
  const count = matrix.length;
  const quiet = 2;
  const cell = QR_SIZE / (count + 2 * quiet);
  for (const [row, cells] of matrix.entries()) {
    for (const [column, isDark] of cells.entries()) {
      if (!isDark) continue;
      page.drawRectangle({
        x: x + (column + quiet) * cell,
        y: y + QR_SIZE - (row + quiet + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

function drawCentred(
  page: PDFPage,
  font: PDFFont,
  text: string,
  centreX: number,
  y: number,
  size: number,
) {
  const line = printable(text);
  const width = font.widthOfTextAtSize(line, size);
  page.drawText(line, { x: centreX - width / 2, y, size, font, color: rgb(0, 0, 0) });
}

/** The PDF bytes of the sheet; a branch without tables gets one page saying so. */
export async function renderQrSheet(input: {
  branchName: string;
  tables: QrSheetTable[];
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`QR-Codes der Tische – ${input.branchName}`));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const perPage = GRID.columns * GRID.rows;
  const cellWidth = (PAGE.width - 2 * MARGIN) / GRID.columns;
  const cellHeight = (PAGE.height - 2 * MARGIN - HEADER) / GRID.rows;
  const pages = Math.max(1, Math.ceil(input.tables.length / perPage));
  for (let pageIndex = 0; pageIndex < pages; pageIndex += 1) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    page.drawText(printable(`${input.branchName} – Tische`), {
      x: MARGIN,
      y: PAGE.height - MARGIN - 12,
      size: 14,
      font: bold,
    });
    if (input.tables.length === 0) {
      page.drawText('Für diese Filiale sind noch keine Tische angelegt.', {
        x: MARGIN,
        y: PAGE.height - MARGIN - HEADER - 12,
        size: 11,
        font,
      });
    }
    input.tables.slice(pageIndex * perPage, (pageIndex + 1) * perPage).forEach((table, index) => {
      const column = index % GRID.columns;
      const row = Math.floor(index / GRID.columns);
      const left = MARGIN + column * cellWidth;
      const top = PAGE.height - MARGIN - HEADER - row * cellHeight;
      const centreX = left + cellWidth / 2;
      drawCode(page, table.url, centreX - QR_SIZE / 2, top - QR_SIZE - 4 * MM);
      drawCentred(page, bold, `Tisch ${table.identifier}`, centreX, top - QR_SIZE - 10 * MM, 12);
      if (table.name) drawCentred(page, font, table.name, centreX, top - QR_SIZE - 15 * MM, 9);
    });
  }
  return pdf.save();
}
