/**
 * Reads ESC/POS bytes back as a printer would, for the tests: the text (code page 858), whether
 * the paper is cut (GS V) and the data of each printed QR code (GS ( k, function 180).
 */

/** Code page 858 above 0x7f, the characters the receipts use (CP850 with € at 0xD5). */
const CP858: Readonly<Record<number, string>> = {
  129: 'ü',
  130: 'é',
  132: 'ä',
  142: 'Ä',
  148: 'ö',
  153: 'Ö',
  154: 'Ü',
  196: '─',
  205: '═',
  213: '€',
  225: 'ß',
  250: '·',
  255: ' ',
};

/** Parameter bytes after ESC x (x → count). */
const ESC_PARAMS: Readonly<Record<number, number>> = {
  64: 0,
  116: 1,
  69: 1,
  97: 1,
  77: 1,
  100: 1,
  45: 1,
  71: 1,
  50: 0,
  51: 1,
  74: 1,
  33: 1,
  86: 1,
  123: 1,
  52: 1,
  82: 1,
};

export type DecodedEscPos = { text: string; cuts: number; qrCodes: string[]; codePages: number[] };

export function decodeEscPos(bytes: Uint8Array): DecodedEscPos {
  let text = '';
  let cuts = 0;
  const qrCodes: string[] = [];
  const codePages: number[] = [];
  for (let i = 0; i < bytes.length; ) {
    const byte = bytes[i] ?? 0;
    if (byte === 0x1b) {
      const command = bytes[i + 1] ?? 0;
      if (command === 0x74) codePages.push(bytes[i + 2] ?? -1);
      i += 2 + (ESC_PARAMS[command] ?? 1);
    } else if (byte === 0x1d) {
      const command = bytes[i + 1] ?? 0;
      if (command === 0x56) {
        cuts += 1;
        const mode = bytes[i + 2] ?? 0;
        i += mode >= 65 ? 4 : 3;
      } else if (command === 0x28) {
        const length = (bytes[i + 3] ?? 0) + (bytes[i + 4] ?? 0) * 256;
        const body = bytes.subarray(i + 5, i + 5 + length);
        // cn 49 (QR), fn 80: store the data (after cn, fn and m).
        if (body[0] === 0x31 && body[1] === 0x50) {
          qrCodes.push(Buffer.from(body.subarray(3)).toString('latin1'));
        }
        i += 5 + length;
      } else {
        i += 3;
      }
    } else {
      if (byte === 0x0a) text += '\n';
      else if (byte >= 0x20 && byte < 0x7f) text += String.fromCharCode(byte);
      else if (byte >= 0x80) text += CP858[byte] ?? '?';
      i += 1;
    }
  }
  return { text, cuts, qrCodes, codePages };
}
