import { describe, expect, it } from 'vitest';
import { formatResolution, MAX_SCREEN_PIXELS } from './screen-report.ts';

describe('formatResolution', () => {
  it.each([
    { width: 1920, height: 1080, text: '1920\u00a0×\u00a01080' },
    { width: 1080, height: 1920, text: '1080\u00a0×\u00a01920' },
    { width: 3840, height: 2160, text: '3840\u00a0×\u00a02160' },
    { width: null, height: 1080, text: null },
    { width: 1920, height: null, text: null },
    { width: null, height: null, text: null },
  ])('$width × $height → $text', ({ width, height, text }) => {
    expect(formatResolution(width, height)).toBe(text);
  });

  it('allows 8K but no absurd sizes', () => {
    expect(MAX_SCREEN_PIXELS).toBeGreaterThanOrEqual(7680);
    expect(MAX_SCREEN_PIXELS).toBeLessThanOrEqual(20_000);
  });
});
