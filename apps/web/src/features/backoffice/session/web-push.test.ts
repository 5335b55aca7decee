import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationServerKeyOf, isPushSupported, readyWithin } from './web-push.ts';

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

describe('readyWithin', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the registration when the worker activates in time', async () => {
    vi.useFakeTimers();
    const ready = new Promise<string>((resolve) => setTimeout(() => resolve('registration'), 100));
    const result = readyWithin(ready, 1_000);
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe('registration');
  });

  it('rejects when the worker never activates, so the switch is not busy for ever', async () => {
    vi.useFakeTimers();
    const result = readyWithin(new Promise<never>(() => {}), 1_000);
    const settled = expect(result).rejects.toThrow('service worker not active after 1000 ms');
    await vi.advanceTimersByTimeAsync(999);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('passes on the failure of the registration itself', async () => {
    await expect(readyWithin(Promise.reject(new Error('install failed')), 1_000)).rejects.toThrow(
      'install failed',
    );
  });
});
