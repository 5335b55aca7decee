import { imagePath } from '@shop/domain';
import type { CSSProperties } from 'react';
import styles from './responsive-image.module.css';

/** A stored image as the API references it (spec §3 image {id, version, extension}). */
export type ResponsiveImageSource = {
  id: number;
  version: number;
  extension: string;
  width?: number | undefined;
  height?: number | undefined;
  alt?: string | undefined;
};

/**
 * The server's named variants (apps/server/src/modules/images/image-variants.ts; spec §7).
 * "Fit" variants scale the original down into their box and keep its shape, so they make one
 * srcset; "cover" variants are cropped to their box and are used one at a time.
 */
const FIT_VARIANTS = [
  { name: 'medium', width: 800, height: 800 },
  { name: 'custom/default', width: 1200, height: 1200 },
  { name: 'large', width: 1600, height: 1600 },
] as const;

export const COVER_VARIANTS = {
  product: { width: 640, height: 480 },
  category: { width: 960, height: 400 },
  tiny: { width: 96, height: 96 },
  'custom/slider': { width: 1600, height: 700 },
  'custom/slider-small': { width: 720, height: 540 },
  'custom/two-columns': { width: 960, height: 720 },
  'custom/three-columns': { width: 640, height: 480 },
} as const;

export type CoverVariant = keyof typeof COVER_VARIANTS;

/** `/image/{id}-{version}.{extension}` or `/image/{variant}/…`. */
export function imageVariantUrl(image: ResponsiveImageSource, variant: string | null): string {
  return imagePath(image, variant ?? undefined);
}

type Rendition = { url: string; width: number; height: number };

/**
 * The renditions of an image with known size, smallest first, one per width: each fit variant at
 * the size the server makes it (never enlarged), then the original.
 */
export function fitRenditions(image: ResponsiveImageSource): Rendition[] {
  const { width, height } = image;
  if (!width || !height) return [];
  const byWidth = new Map<number, Rendition>();
  for (const variant of FIT_VARIANTS) {
    const scale = Math.min(1, variant.width / width, variant.height / height);
    if (scale >= 1) continue;
    const rendition = {
      url: imageVariantUrl(image, variant.name),
      width: Math.round(width * scale),
      height: Math.round(height * scale),
    };
    if (!byWidth.has(rendition.width)) byWidth.set(rendition.width, rendition);
  }
  byWidth.set(width, { url: imageVariantUrl(image, null), width, height });
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

type ResponsiveImageProps = {
  image: ResponsiveImageSource;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes?: string;
  /** Defaults to the image's own alt text, else '' (decorative). */
  alt?: string;
  /** A cropped variant instead of the scaled srcset. */
  variant?: CoverVariant;
  /** Size to reserve when the API does not know the image's size. */
  fallbackSize?: { width: number; height: number };
  /** Above the fold: load at once with high priority (the largest paint). */
  isPriority?: boolean;
  className?: string;
  style?: CSSProperties;
};

/**
 * The attributes of a page's largest picture (its largest contentful paint): fetched at once and
 * before other pictures, and decoded in the frame it shows in, with the text around it, not a
 * frame later (docs/budgets.md P6). Other pictures load near the viewport and decode off the frame.
 */
export const PRIORITY_IMAGE = {
  loading: 'eager',
  fetchPriority: 'high',
  decoding: 'sync',
} as const;
const OTHER_IMAGE = { loading: 'lazy', fetchPriority: 'auto', decoding: 'async' } as const;

/**
 * An <img> with a responsive srcset from the server's variants, width and height set so the page
 * never shifts while it loads (CLS), lazily loaded and decoded off the frame unless it is a priority
 * image.
 */
export function ResponsiveImage({
  image,
  sizes = '100vw',
  alt,
  variant,
  fallbackSize = { width: 1200, height: 800 },
  isPriority = false,
  className,
  style,
}: ResponsiveImageProps) {
  const text = alt ?? image.alt ?? '';
  const common = {
    className: className ? `${styles.image} ${className}` : styles.image,
    style,
    ...(isPriority ? PRIORITY_IMAGE : OTHER_IMAGE),
  };
  if (variant) {
    const box = COVER_VARIANTS[variant];
    return (
      <img
        {...common}
        alt={text}
        src={imageVariantUrl(image, variant)}
        width={box.width}
        height={box.height}
      />
    );
  }
  const renditions = fitRenditions(image);
  const largest = renditions[renditions.length - 1];
  if (!largest) {
    return (
      <img
        {...common}
        alt={text}
        src={imageVariantUrl(image, null)}
        width={image.width ?? fallbackSize.width}
        height={image.height ?? fallbackSize.height}
      />
    );
  }
  // The src is the first rendition wide enough for a phone; srcset lets the browser choose.
  const fallback = renditions.find((rendition) => rendition.width >= 800) ?? largest;
  return (
    <img
      {...common}
      alt={text}
      src={fallback.url}
      srcSet={renditions.map((rendition) => `${rendition.url} ${rendition.width}w`).join(', ')}
      sizes={sizes}
      width={largest.width}
      height={largest.height}
    />
  );
}
