import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range.ts';

describe('byteRangeOf: one range of a Range header (RFC 9110 §14)', () => {
  it.each([
    { header: undefined, size: 100, expected: null },
    { header: 'bytes=0-', size: 100, expected: { start: 0, end: 99 } },
    { header: 'bytes=0-1', size: 100, expected: { start: 0, end: 1 } },
    { header: 'bytes=10-19', size: 100, expected: { start: 10, end: 19 } },
    { header: ' bytes=90-200 ', size: 100, expected: { start: 90, end: 99 } },
    { header: 'bytes=-10', size: 100, expected: { start: 90, end: 99 } },
    { header: 'bytes=-500', size: 100, expected: { start: 0, end: 99 } },
    { header: 'bytes=100-', size: 100, expected: 'unsatisfiable' },
    { header: 'bytes=-0', size: 100, expected: 'unsatisfiable' },
    { header: 'bytes=0-', size: 0, expected: 'unsatisfiable' },
    // Ignored: the whole file.
    { header: 'bytes=20-10', size: 100, expected: null },
    { header: 'bytes=0-1,5-9', size: 100, expected: null },
    { header: 'bytes=-', size: 100, expected: null },
    { header: 'items=0-1', size: 100, expected: null },
    { header: 'bytes=a-b', size: 100, expected: null },
  ])('$header of $size bytes → $expected', ({ header, size, expected }) => {
    expect(byteRangeOf(header, size)).toEqual(expected);
  });
});
