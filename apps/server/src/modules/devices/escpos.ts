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
): Uint8Array {
  const copy = encodeCopy(blocks, paperWidth);
  const all = new Uint8Array(copy.length * copies);
  for (let index = 0; index < copies; index += 1) all.set(copy, index * copy.length);
  return all;
}

function encodeCopy(blocks: ReceiptBlock[], paperWidth: PaperWidth): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: RECEIPT_COLUMNS[paperWidth],
    codepageMapping: 'epson',
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
