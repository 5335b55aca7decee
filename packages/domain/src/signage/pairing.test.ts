import { describe, expect, it } from 'vitest';
import {
  isPairingExpired,
  normalizePairingCode,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_VALID_MS,
  pairingCodeFromBytes,
} from './pairing.ts';

describe('PAIRING_CODE_ALPHABET', () => {
  it('leaves out the characters a TV viewer confuses', () => {
    for (const ambiguous of ['0', 'O', '1', 'I']) {
      expect(PAIRING_CODE_ALPHABET).not.toContain(ambiguous);
    }
    expect(new Set(PAIRING_CODE_ALPHABET).size).toBe(PAIRING_CODE_ALPHABET.length);
    expect(PAIRING_CODE_ALPHABET.length).toBe(32);
  });
});

describe('pairingCodeFromBytes', () => {
  it.each([
    { bytes: [0, 0, 0, 0, 0, 0], code: 'AAAAAA' },
    { bytes: [31, 32, 33, 63, 255, 1], code: '9AB99B' },
    { bytes: [7, 8, 9, 10, 11, 12], code: 'HJKLMN' },
  ])('$bytes → $code', ({ bytes, code }) => {
    expect(pairingCodeFromBytes(Uint8Array.from(bytes))).toBe(code);
  });

  it('needs one byte per character', () => {
    expect(() => pairingCodeFromBytes(Uint8Array.from([1, 2, 3]))).toThrow();
  });

  it('has the code length', () => {
    expect(PAIRING_CODE_LENGTH).toBe(6);
  });
});

describe('normalizePairingCode', () => {
  it.each([
    { input: 'hjkmnp', code: 'HJKMNP' },
    { input: ' HJK-MNP ', code: 'HJKMNP' },
    { input: 'HJK MNP', code: 'HJKMNP' },
    { input: 'hjk\tmnp', code: 'HJKMNP' },
    { input: 'HJKMN', code: null }, // too short
    { input: 'HJKMNPQ', code: null }, // too long
    { input: 'HJKMN0', code: null }, // 0 is not in the alphabet
    { input: 'HJKMNO', code: null }, // neither is O
    { input: 'HJKMN1', code: null },
    { input: '', code: null },
    { input: 'ÄJKMNP', code: null },
  ])('$input → $code', ({ input, code }) => {
    expect(normalizePairingCode(input)).toBe(code);
  });
});

describe('isPairingExpired', () => {
  const createdAt = new Date('2026-12-02T11:00:00Z');
  it.each([
    { after: 0, expired: false },
    { after: PAIRING_VALID_MS - 1, expired: false },
    { after: PAIRING_VALID_MS, expired: true },
    { after: PAIRING_VALID_MS + 60_000, expired: true },
  ])('$after ms after → $expired', ({ after, expired }) => {
    expect(isPairingExpired(createdAt, new Date(createdAt.getTime() + after))).toBe(expired);
  });

  it('is ten minutes', () => {
    expect(PAIRING_VALID_MS).toBe(10 * 60_000);
  });
});
