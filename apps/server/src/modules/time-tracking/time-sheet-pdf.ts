import {
  formatLocalDate,
  formatSheetMinutes,
  MONTH_NAMES,
  TIME_RECORD_RETENTION_YEARS,
  timeSheetWarningText,
  WEEKDAY_SHORT_NAMES,
  weekdayIndex,
} from '@shop/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { EmployeeSheet } from './time-sheets.service.ts';

/**
 * The monthly time sheet to sign, one A4 page per employee
 * (docs/decisions/035-time-tracking-projects-and-sheets.md): a row per day with start, end,
 * breaks, worked and planned hours, difference, holiday and the ArbZG notes, the month's totals
 * and two signature lines. Drawn with pdf-lib like the QR sheet (docs/decisions/007-qr-codes-and-pdf.md).
 */

const MM = 72 / 25.4;
const PAGE = { width: 210 * MM, height: 297 * MM };
const MARGIN = 14 * MM;
const ROW = 4.6 * MM;
const COLUMNS = [
  { title: 'Tag', width: 22 * MM },
  { title: 'Beginn', width: 12 * MM },
  { title: 'Ende', width: 12 * MM },
  { title: 'Pausen', width: 13 * MM },
  { title: 'Arbeitszeit', width: 17 * MM },
  { title: 'Soll', width: 12 * MM },
  { title: 'Differenz', width: 15 * MM },
  { title: 'Urlaub', width: 12 * MM },
  { title: 'Hinweise', width: 67 * MM },
] as const;

/** Helvetica speaks WinAnsi: umlauts, ß and § are fine, anything else becomes '?'. */
const printable = (text: string) =>
  text.replace(/−/g, '-').replace(/[^\u0020-\u007e\u00a0-\u00ff€–—„“”‚‘’…]/g, '?');

function fitToWidth(font: PDFFont, text: string, size: number, width: number): string {
  let line = printable(text);
  while (line.length > 1 && font.widthOfTextAtSize(line, size) > width) {
    line = `${line.slice(0, -2)}…`;
  }
  return line;
}

function drawRow(page: PDFPage, font: PDFFont, cells: string[], y: number, size: number) {
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const width = COLUMNS[index]?.width ?? 0;
    // The notes (last column) in a smaller size so a warning fits on its line.
    const cellSize = index === COLUMNS.length - 1 ? size - 1 : size;
    page.drawText(fitToWidth(font, cell, cellSize, width - 2), {
      x,
      y,
      size: cellSize,
      font,
      color: rgb(0, 0, 0),
    });
    x += width;
  });
}

const hours = (minutes: number) => formatSheetMinutes(minutes);

function drawSheet(
  page: PDFPage,
  fonts: { font: PDFFont; bold: PDFFont },
  employee: EmployeeSheet,
  branchName: string | null,
) {
  const { font, bold } = fonts;
  const [year, month] = employee.sheet.month.split('-').map(Number);
  let y = PAGE.height - MARGIN - 14;
  page.drawText(printable(`Arbeitszeitnachweis ${MONTH_NAMES[(month ?? 1) - 1]} ${year}`), {
    x: MARGIN,
    y,
    size: 15,
    font: bold,
  });
  y -= 18;
  page.drawText(
    printable(`Mitarbeiter/in: ${employee.name}${branchName ? ` · Filiale: ${branchName}` : ''}`),
    { x: MARGIN, y, size: 10, font },
  );
  y -= 20;
  drawRow(
    page,
    bold,
    COLUMNS.map((column) => column.title),
    y,
    8,
  );
  y -= 3;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE.width - MARGIN, y },
    thickness: 0.6,
  });
  y -= ROW;
  for (const day of employee.sheet.days) {
    const hasWork = day.start !== null;
    const label = `${WEEKDAY_SHORT_NAMES[weekdayIndex(day.date)]} ${formatLocalDate(day.date)}`;
    drawRow(
      page,
      font,
      [
        label,
        day.start ?? '',
        hasWork ? (day.end ?? 'läuft') : '',
        hasWork ? hours(day.breakMinutes) : '',
        hasWork ? hours(day.workedMinutes) : '',
        day.plannedMinutes > 0 ? hours(day.plannedMinutes) : '',
        hasWork || day.plannedMinutes > 0 ? hours(day.differenceMinutes) : '',
        day.isHoliday ? 'Urlaub' : '',
        day.warnings.map(timeSheetWarningText).join('; '),
      ],
      y,
      8,
    );
    y -= ROW;
  }
  y += ROW - 3;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE.width - MARGIN, y },
    thickness: 0.6,
  });
  y -= ROW;
  const { totals } = employee.sheet;
  drawRow(
    page,
    bold,
    [
      'Summe',
      '',
      '',
      hours(totals.breakMinutes),
      hours(totals.workedMinutes),
      hours(totals.plannedMinutes),
      hours(totals.differenceMinutes),
      totals.holidayDays > 0 ? `${totals.holidayDays} T.` : '',
      '',
    ],
    y,
    8,
  );
  y -= 10 * MM;
  page.drawText(
    printable(
      `Zeiten in Stunden:Minuten. Aufbewahrung mindestens ${TIME_RECORD_RETENTION_YEARS} Jahre (§ 17 MiLoG, § 16 ArbZG).`,
    ),
    { x: MARGIN, y, size: 8, font },
  );
  y -= 16 * MM;
  const lineWidth = 75 * MM;
  for (const [index, caption] of [
    'Datum, Unterschrift Mitarbeiter/in',
    'Datum, Unterschrift Arbeitgeber',
  ].entries()) {
    const x = MARGIN + index * (lineWidth + 20 * MM);
    page.drawLine({ start: { x, y }, end: { x: x + lineWidth, y }, thickness: 0.6 });
    page.drawText(caption, { x, y: y - 10, size: 8, font });
  }
}

/** The PDF bytes: one page per employee; no employees gives one page saying so. */
export async function renderTimeSheetPdf(input: {
  month: string;
  branchName: string | null;
  sheets: EmployeeSheet[];
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Arbeitszeitnachweis ${input.month}`);
  const fonts = {
    font: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  if (input.sheets.length === 0) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    page.drawText('Keine Mitarbeitenden für diesen Nachweis.', {
      x: MARGIN,
      y: PAGE.height - MARGIN - 14,
      size: 12,
      font: fonts.font,
    });
  }
  for (const sheet of input.sheets) {
    drawSheet(pdf.addPage([PAGE.width, PAGE.height]), fonts, sheet, input.branchName);
  }
  return pdf.save();
}
