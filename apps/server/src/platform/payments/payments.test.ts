import { describe, expect, it } from 'vitest';
import { signDatatrans } from '../../../test/fakes/datatrans.ts';
import { verifyDatatransSignature } from './datatrans.ts';
import { createPaymentProviders } from './index.ts';
import { centsToDecimal, decimalToCents } from './types.ts';

describe('amounts for the providers', () => {
  it.each([
    [0, '0.00'],
    [7, '0.07'],
    [1250, '12.50'],
    [100005, '1000.05'],
    [-250, '-2.50'],
  ])('%d cents ↔ %s', (cents, decimal) => {
    expect(centsToDecimal(cents)).toBe(decimal);
    expect(decimalToCents(decimal)).toBe(cents);
  });

  it.each([
    ['12.5', 1250],
    ['12', 1200],
    ['12.505', null],
    ['1,50', null],
    ['', null],
    ['abc', null],
  ])('parses %j as %j', (decimal, cents) => {
    expect(decimalToCents(decimal)).toBe(cents);
  });
});

describe('verifyDatatransSignature', () => {
  const key = '1b2c3d4e5f60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
  const body = '{"transactionId":"1","status":"settled"}';
  const now = new Date('2026-12-02T11:00:00Z');
  const header = (timestamp: string, signingKey = key, signedBody = body) =>
    `t=${timestamp},s0=${signDatatrans(signedBody, timestamp, signingKey)}`;
  const ms = (offset: number) => String(now.getTime() + offset);

  it.each([
    ['a fresh signature', header(ms(0)), true],
    ['a few minutes old', header(ms(-4 * 60_000)), true],
    ['seconds instead of milliseconds', header(String(now.getTime() / 1000)), true],
    ['older than five minutes', header(ms(-6 * 60_000)), false],
    ['from the future', header(ms(6 * 60_000)), false],
    ['another key', header(ms(0), 'ff'.repeat(32)), false],
    ['another body', header(ms(0), key, `${body} `), false],
    ['a shortened signature', header(ms(0)).slice(0, -2), false],
    ['no signature', `t=${ms(0)}`, false],
    ['garbage', 'hello', false],
    ['an empty header', '', false],
  ])('%s → %s', (_name, value, expected) => {
    expect(verifyDatatransSignature({ header: value, rawBody: body, signKeyHex: key, now })).toBe(
      expected,
    );
  });

  it('refuses a missing header', () => {
    expect(
      verifyDatatransSignature({ header: undefined, rawBody: body, signKeyHex: key, now }),
    ).toBe(false);
  });
});

describe('createPaymentProviders', () => {
  it('offers a provider only with its keys (there is no built-in test mode)', () => {
    expect(createPaymentProviders({})).toEqual({ mollie: null, datatrans: null });
    const partial = createPaymentProviders({ DATATRANS_MERCHANT_ID: '1', DATATRANS_PASSWORD: 'x' });
    expect(partial.datatrans).toBeNull();
    const both = createPaymentProviders({
      MOLLIE_API_KEY: 'test_x',
      DATATRANS_MERCHANT_ID: '1',
      DATATRANS_PASSWORD: 'x',
      DATATRANS_SIGN_KEY: 'ab',
    });
    expect([both.mollie?.name, both.datatrans?.name]).toEqual(['mollie', 'datatrans']);
  });
});
