import type { Page } from '@playwright/test';

/**
 * Counts the tones a page starts (the new-order signal is two oscillator tones from the Web Audio
 * API, ui/live/new-order-sound.ts): the sound itself is asserted, not only a badge. Call before
 * the page loads; returns the reader.
 */
export async function countTones(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const started = { count: 0 };
    (window as unknown as { toneStarts: typeof started }).toneStarts = started;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function startCounted(...args) {
      started.count += 1;
      return start.apply(this, args);
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { toneStarts: { count: number } }).toneStarts.count);
}
