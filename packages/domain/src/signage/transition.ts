/**
 * How a stream changes from one segment to the next (docs/decisions/055-signage-pairing-media-offline.md):
 * "Keine", "Überblenden", "Schieben". A screen whose browser asks for reduced motion
 * (prefers-reduced-motion) gets a cross-fade instead of the slide: it moves nothing.
 */
export const SIGNAGE_TRANSITIONS = ['none', 'fade', 'slide'] as const;
export type SignageTransition = (typeof SIGNAGE_TRANSITIONS)[number];

export function playedTransition(
  chosen: SignageTransition,
  prefersReducedMotion: boolean,
): SignageTransition {
  if (chosen === 'slide' && prefersReducedMotion) return 'fade';
  return chosen;
}
