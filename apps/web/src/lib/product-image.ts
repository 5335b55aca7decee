import { type ImageRef, imagePath } from '@shop/domain';

/** spec §7 image variants used by the menu: /image/product/… (640×480) and /image/tiny/… (96×96). */
export function productImageUrl(image: ImageRef, variant: 'product' | 'tiny' = 'product'): string {
  return imagePath(image, variant);
}

/** Intrinsic size of the product variant, set on <img> so nothing shifts while it loads. */
export const PRODUCT_IMAGE_SIZE = { width: 640, height: 480 } as const;
