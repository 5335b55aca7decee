import { inflateSync } from 'node:zlib';

/**
 * The text a pdf-lib PDF draws, in drawing order: each content stream is inflated and its
 * `<hex> Tj` strings decoded (standard fonts: WinAnsi, which is Latin-1 for our letters). Enough
 * for tests to read back the figures of a generated sheet; not a general PDF parser.
 */
export function pdfText(pdf: Uint8Array | Buffer): string[] {
  const bytes = Buffer.from(pdf);
  const texts: string[] = [];
  let at = 0;
  for (;;) {
    const start = bytes.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const dataStart = start + (bytes[start + 6] === 0x0d ? 8 : 7);
    const end = bytes.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) break;
    at = end + 9;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(dataStart, end)).toString('latin1');
    } catch {
      content = bytes.subarray(dataStart, end).toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      // WinAnsi is Latin-1 for our letters except 0x80, the euro sign.
      texts.push(
        Buffer.from(match[1] ?? '', 'hex')
          .toString('latin1')
          .replaceAll('\x80', '€'),
      );
    }
  }
  return texts;
}

/**
 * The files embedded in a PDF (its EmbeddedFiles name tree), by name, with the relationship and
 * MIME subtype of each, read back with pdf-lib: for tests of the Factur-X e-invoice.
 */
export async function pdfAttachments(
  pdf: Uint8Array | Buffer,
): Promise<Map<string, { bytes: Buffer; relationship: string; subtype: string }>> {
  const { PDFDocument, PDFName, PDFArray, PDFDict, PDFRawStream, decodePDFRawStream } =
    await import('pdf-lib');
  const document = await PDFDocument.load(pdf);
  const names = document.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const tree = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const entries = tree?.lookupMaybe(PDFName.of('Names'), PDFArray);
  const result = new Map<string, { bytes: Buffer; relationship: string; subtype: string }>();
  if (!entries) return result;
  for (let index = 0; index < entries.size(); index += 2) {
    const spec = entries.lookup(index + 1, PDFDict);
    const name =
      spec
        .lookup(PDFName.of('F'))
        ?.toString()
        .replace(/^\(|\)$/g, '') ?? '';
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
    if (!(stream instanceof PDFRawStream)) continue;
    result.set(name, {
      bytes: Buffer.from(decodePDFRawStream(stream).decode()),
      relationship: spec.lookup(PDFName.of('AFRelationship'))?.toString() ?? '',
      subtype: stream.dict.lookup(PDFName.of('Subtype'))?.toString() ?? '',
    });
  }
  return result;
}
