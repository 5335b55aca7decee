import { crc32, deflateSync } from 'node:zlib';

/**
 * Small PNG files made in the test itself: a colourful one of a given size, and a "decompression
 * bomb" whose header claims many pixels while the file stays a few kilobytes.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

function png(width: number, height: number, bitDepth: number, colorType: number, rows: Buffer) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(bitDepth, 8);
  header.writeUInt8(colorType, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An RGB picture with a warm gradient (each row: filter byte 0, then r g b per pixel). */
export function gradientPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      rows[start + 1 + x * 3] = 240;
      rows[start + 2 + x * 3] = Math.round((180 * x) / width) + 40;
      rows[start + 3 + x * 3] = Math.round((120 * y) / height) + 60;
    }
  }
  return png(width, height, 8, 2, rows);
}

/** A black 1-bit greyscale PNG of `width` × `height` pixels (50 megapixels in ~10 kB). */
export function bombPng(width: number, height: number): Buffer {
  return png(width, height, 1, 0, Buffer.alloc((Math.ceil(width / 8) + 1) * height));
}
