/**
 * Named variants of spec §7 (/image/large/…, /image/custom/slider/…). Each is the original scaled
 * down to fit the box (never enlarged); `fit: 'cover'` crops around the image's focal point.
 */
export const IMAGE_VARIANTS = {
  large: { width: 1600, height: 1600, fit: 'inside' },
  medium: { width: 800, height: 800, fit: 'inside' },
  product: { width: 640, height: 480, fit: 'cover' },
  category: { width: 960, height: 400, fit: 'cover' },
  tiny: { width: 96, height: 96, fit: 'cover' },
  'custom/slider': { width: 1600, height: 700, fit: 'cover' },
  'custom/slider-small': { width: 720, height: 540, fit: 'cover' },
  'custom/two-columns': { width: 960, height: 720, fit: 'cover' },
  'custom/three-columns': { width: 640, height: 480, fit: 'cover' },
  'custom/default': { width: 1200, height: 1200, fit: 'inside' },
} as const;

export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** Narrows a path segment to a known variant name. */
export function isImageVariant(name: string): name is ImageVariant {
  return Object.hasOwn(IMAGE_VARIANTS, name);
}
