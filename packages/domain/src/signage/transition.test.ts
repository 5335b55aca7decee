import { describe, expect, it } from 'vitest';
import { playedTransition, SIGNAGE_TRANSITIONS } from './transition.ts';

describe('playedTransition', () => {
  it.each([
    { chosen: 'none', reducedMotion: false, played: 'none' },
    { chosen: 'none', reducedMotion: true, played: 'none' },
    { chosen: 'fade', reducedMotion: false, played: 'fade' },
    // A cross-fade moves nothing: it stays for viewers who asked for less motion.
    { chosen: 'fade', reducedMotion: true, played: 'fade' },
    { chosen: 'slide', reducedMotion: false, played: 'slide' },
    { chosen: 'slide', reducedMotion: true, played: 'fade' },
  ] as const)(
    '$chosen, reduced motion $reducedMotion → $played',
    ({ chosen, reducedMotion, played }) => {
      expect(playedTransition(chosen, reducedMotion)).toBe(played);
    },
  );

  it('knows the three transitions', () => {
    expect(SIGNAGE_TRANSITIONS).toEqual(['none', 'fade', 'slide']);
  });
});
