import { describe, expect, it } from 'vitest';
import { dismissCookieOf, isAppleMobile } from './install-environment.ts';

describe('isAppleMobile (spec §2: iPhone and iPad get the share-symbol instructions)', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15', 5, true],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari', 0, false],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131', 5, false],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131', 0, false],
  ])('%s with %i touch points → %s', (userAgent, touchPoints, expected) => {
    expect(isAppleMobile(userAgent, touchPoints)).toBe(expected);
  });
});

describe('dismissCookieOf', () => {
  it.each([
    ['', undefined],
    ['pwa-dismiss=true', 'true'],
    ['a=1; pwa-dismiss=true; b=2', 'true'],
    ['pwa-dismiss=false', 'false'],
    ['xpwa-dismiss=true', undefined],
  ])('%j → %j', (cookies, expected) => {
    expect(dismissCookieOf(cookies)).toBe(expected);
  });
});
