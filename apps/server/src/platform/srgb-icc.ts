/**
 * A small sRGB ICC profile (version 2.1, display class, matrix/TRC) for the output intent that
 * PDF/A asks of a document drawn in DeviceRGB (docs/decisions/052-e-invoices-factur-x.md). Built
 * here instead of shipping a binary: the D50-adapted sRGB primaries of IEC 61966-2-1 and a
 * gamma-2.2 tone curve, which is what the compact sRGB profiles in common use hold.
 */

const s15Fixed16 = (value: number) => Math.round(value * 65536);

function xyzTag(x: number, y: number, z: number): Buffer {
  const tag = Buffer.alloc(20);
  tag.write('XYZ ', 0, 'latin1');
  tag.writeInt32BE(s15Fixed16(x), 8);
  tag.writeInt32BE(s15Fixed16(y), 12);
  tag.writeInt32BE(s15Fixed16(z), 16);
  return tag;
}

function textDescriptionTag(text: string): Buffer {
  const ascii = Buffer.from(`${text}\0`, 'latin1');
  // 'desc', reserved, ASCII count + text, Unicode language + count, ScriptCode code, count, 67 bytes.
  const tag = Buffer.alloc(12 + ascii.length + 4 + 4 + 2 + 1 + 67);
  tag.write('desc', 0, 'latin1');
  tag.writeUInt32BE(ascii.length, 8);
  ascii.copy(tag, 12);
  return tag;
}

function textTag(text: string): Buffer {
  const ascii = Buffer.from(`${text}\0`, 'latin1');
  const tag = Buffer.alloc(8 + ascii.length);
  tag.write('text', 0, 'latin1');
  ascii.copy(tag, 8);
  return tag;
}

function gammaCurveTag(gamma: number): Buffer {
  const tag = Buffer.alloc(14);
  tag.write('curv', 0, 'latin1');
  tag.writeUInt32BE(1, 8);
  tag.writeUInt16BE(Math.round(gamma * 256), 12);
  return tag;
}

const pad4 = (buffer: Buffer) =>
  Buffer.concat([buffer, Buffer.alloc((4 - (buffer.length % 4)) % 4)]);

let profile: Buffer | null = null;

/** The profile's bytes (built once). */
export function srgbIccProfile(): Buffer {
  if (profile) return profile;
  const curve = gammaCurveTag(2.2);
  const tags: [string, Buffer][] = [
    ['desc', textDescriptionTag('sRGB IEC61966-2.1')],
    ['cprt', textTag('No copyright, use freely')],
    ['wtpt', xyzTag(0.9642, 1, 0.8249)],
    ['rXYZ', xyzTag(0.4360747, 0.2225045, 0.0139322)],
    ['gXYZ', xyzTag(0.3850649, 0.7168786, 0.0971045)],
    ['bXYZ', xyzTag(0.1430804, 0.0606169, 0.7141733)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  const table = Buffer.alloc(4 + tags.length * 12);
  table.writeUInt32BE(tags.length, 0);
  const bodies: Buffer[] = [];
  const offsets = new Map<Buffer, number>();
  let offset = 128 + table.length;
  tags.forEach(([signature, data], index) => {
    let at = offsets.get(data);
    if (at === undefined) {
      at = offset;
      offsets.set(data, at);
      const padded = pad4(data);
      bodies.push(padded);
      offset += padded.length;
    }
    table.write(signature, 4 + index * 12, 'latin1');
    table.writeUInt32BE(at, 8 + index * 12);
    table.writeUInt32BE(data.length, 12 + index * 12);
  });
  const header = Buffer.alloc(128);
  header.writeUInt32BE(offset, 0);
  header.writeUInt32BE(0x02100000, 8);
  header.write('mntr', 12, 'latin1');
  header.write('RGB ', 16, 'latin1');
  header.write('XYZ ', 20, 'latin1');
  [2026, 1, 1, 0, 0, 0].forEach((value, index) => {
    header.writeUInt16BE(value, 24 + index * 2);
  });
  header.write('acsp', 36, 'latin1');
  header.writeInt32BE(s15Fixed16(0.9642), 68);
  header.writeInt32BE(s15Fixed16(1), 72);
  header.writeInt32BE(s15Fixed16(0.8249), 76);
  profile = Buffer.concat([header, table, ...bodies]);
  return profile;
}
