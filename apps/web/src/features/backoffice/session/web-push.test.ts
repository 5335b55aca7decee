import { describe, expect, it } from 'vitest';
import { applicationServerKeyOf, isPushSupported } from './web-push.ts';

describe('applicationServerKeyOf', () => {
  it.each([
    ['', []],
    ['AQID', [1, 2, 3]],
    ['_-8', [255, 239]],
    ['BAAB', [4, 0, 1]],
  ])('decodes %s', (text, bytes) => {
    expect([...applicationServerKeyOf(text)]).toEqual(bytes);
  });

  it('gives the 65 bytes of an uncompressed P-256 key', () => {
    const key = `B${'A'.repeat(86)}`;
    const bytes = applicationServerKeyOf(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('isPushSupported', () => {
  const scope = (parts: Record<string, unknown>) =>
    ({
      isSecureContext: true,
      navigator: { serviceWorker: {} },
      PushManager: class {},
      Notification: class {},
      ...parts,
    }) as unknown as typeof globalThis;

  it.each([
    ['everything there', {}, true],
    ['not a secure context', { isSecureContext: false }, false],
    ['no service worker', { navigator: {} }, false],
  ])('%s', (_case, parts, expected) => {
    expect(isPushSupported(scope(parts))).toBe(expected);
  });

  it('is false without PushManager', () => {
    const { PushManager: _, ...rest } = scope({}) as unknown as Record<string, unknown>;
    expect(isPushSupported(rest as unknown as typeof globalThis)).toBe(false);
  });
});
