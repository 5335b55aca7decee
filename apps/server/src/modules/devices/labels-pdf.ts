import { LABEL_LAYOUTS, type Label, type LabelLayout, labelLines, labelPages } from '@shop/domain';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

/**
 * The label sheets of an order (domain label-layout.ts; spec §9 layouts): A4 pages split into the
 * layout's grid without margins, as self-adhesive label sheets of 48 (compact, 52,5 × 24,75 mm) or
 * 10 (detail, 105 × 59,4 mm) come. The first line of a label is bold.
 */

const MM = 72 / 25.4;
const PAGE = { width: 210 * MM, height: 297 * MM };
const PADDING = 2.5 * MM;
const TYPE = {
  compact: { size: 7, leading: 8.4 },
  detail: { size: 10, leading: 12.5 },
} as const;

/** Helvetica speaks WinAnsi: umlauts, ß and € are fine, anything else becomes '?'. */
const printable = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff€–—„“”‚‘’…]/g, '?');

/** Characters of the widest glyph that fit (a safe width for fitLine). */
function charactersFitting(font: PDFFont, width: number, size: number): number {
  return Math.floor(width / font.widthOfTextAtSize('M', size)) * 2 - 2;
}

export async function renderLabelSheets(input: {
  title: string;
  labels: Label[];
  layout: LabelLayout;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(input.title));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { rows, columns } = LABEL_LAYOUTS[input.layout];
  const { size, leading } = TYPE[input.layout];
  const cell = { width: PAGE.width / columns, height: PAGE.height / rows };
  const fit = {
    width: charactersFitting(font, cell.width - 2 * PADDING, size),
    maxLines: Math.floor((cell.height - 2 * PADDING) / leading),
  };
  const pages = labelPages(input.labels, input.layout);
  for (const labels of pages.length > 0 ? pages : [[]]) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    labels.forEach((label, index) => {
      const left = (index % columns) * cell.width + PADDING;
      const top = PAGE.height - Math.floor(index / columns) * cell.height - PADDING;
      labelLines(label, input.layout, fit).forEach((text, lineIndex) => {
        const lineFont = lineIndex === 0 ? bold : font;
        let line = printable(text);
        // A proportional font may still overrun: cut until it fits.
        while (
          line.length > 1 &&
          lineFont.widthOfTextAtSize(line, size) > cell.width - 2 * PADDING
        ) {
          line = `${line.slice(0, -2)}…`;
        }
        page.drawText(line, {
          x: left,
          y: top - size - lineIndex * leading,
          size,
          font: lineFont,
          color: rgb(0, 0, 0),
        });
      });
    });
  }
  return pdf.save();
}
