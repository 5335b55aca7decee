import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { type PaperWidth, RECEIPT_COLUMNS, type ReceiptBlock } from '@shop/domain';

/**
 * ESC/POS bytes of a receipt's blocks (domain receiptBlocks) with @point-of-sale/receipt-printer-encoder.
 * German text goes out in code page 858 (CP850 plus €, selected with ESC t 19 on Epson-compatible
 * printers): the one code page with ä, ö, ü, ß and € (docs/decisions/027-devices-and-print-jobs.md).
 */
export function encodeReceipt(
  blocks: ReceiptBlock[],
  paperWidth: PaperWidth,
  copies = 1,
  language: PrinterLanguage = 'esc-pos',
): Uint8Array {
  const copy = encodeCopy(blocks, paperWidth, language);
  const all = new Uint8Array(copy.length * copies);
  for (let index = 0; index < copies; index += 1) all.set(copy, index * copy.length);
  return all;
}

/**
 * ESC/POS for printers behind the print bridge; StarPRNT for Star printers polling with CloudPRNT
 * (media type application/vnd.star.starprnt), also with code page 858 (Star's code page 4).
 */
export type PrinterLanguage = 'esc-pos' | 'star-prnt';

function encodeCopy(
  blocks: ReceiptBlock[],
  paperWidth: PaperWidth,
  language: PrinterLanguage,
): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language,
    columns: RECEIPT_COLUMNS[paperWidth],
    codepageMapping: language === 'esc-pos' ? 'epson' : 'star',
    feedBeforeCut: 4,
  });
  encoder.initialize().codepage('cp858');
  for (const block of blocks) {
    if (block.type === 'rule') encoder.rule();
    else if (block.type === 'cut') encoder.cut('partial');
    else if (block.type === 'qr') {
      encoder
        .align('center')
        .qrcode(block.url, { model: 2, size: 6, errorlevel: 'm' })
        .align('left');
    } else {
      const size = block.size ?? 1;
      encoder
        .align(block.align ?? 'left')
        .bold(block.isBold ?? false)
        .size(size, size)
        .line(block.text)
        .size(1, 1)
        .bold(false)
        .align('left');
    }
  }
  return encoder.encode();
}
