import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** Shared by the label tests (not a test file itself). */

/** The text lines each page of a PDF draws (pdf-lib writes `<hex> Tj` in WinAnsi). */
export async function pageTexts(bytes: Buffer): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes);
  const decode = (stream: PDFRawStream) => {
    const isFlate = String(stream.dict.get(PDFName.of('Filter'))) === '/FlateDecode';
    const raw = Buffer.from(stream.contents);
    return (isFlate ? inflateSync(raw) : raw).toString('latin1');
  };
  return pdf.getPages().map((page) => {
    const contents = pdf.context.lookup(page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const text = streams
      .map((entry) => pdf.context.lookup(entry))
      .filter((entry): entry is PDFRawStream => entry instanceof PDFRawStream)
      .map(decode)
      .join('\n');
    return [...text.matchAll(/<([0-9A-Fa-f]+)> Tj/g)].map((match) =>
      Buffer.from(match[1] ?? '', 'hex').toString('latin1'),
    );
  });
}
