/**
 * One byte range of a `Range` request header (RFC 9110 §14): what a video element asks for to
 * start, seek and loop a film (docs/decisions/055-signage-pairing-media-offline.md "Videos").
 * `null`: answer the whole file with 200 — no header, several ranges or one the server may ignore
 * (RFC 9110 §14.2: a server may ignore Range); `unsatisfiable`: 416 with `bytes *\/size`.
 */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function byteRangeOf(header: string | undefined, size: number): ByteRange {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
}
