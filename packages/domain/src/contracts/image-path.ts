/**
 * spec §7 "Static assets": an image's address, `/image/{id}-{version}.{extension}` for the
 * original and `/image/{variant}/{id}-{version}.{extension}` for a named variant (see
 * IMAGE_VARIANT_NAMES in media.ts). The server lists these addresses, announces the branch page's
 * image in its HTML (platform/web-app.ts) and the storefront shows them, so all build them here.
 * No zod in this module: the storefront's page chunks import it.
 */
export type ImageAddress = { id: number; version: number; extension: string };

/** The variant of a branch's first image at the top of its ordering page (spec §2). */
export const BRANCH_IMAGE_VARIANT = 'category';

/**
 * Where the branch page shows that image: from 720 px on. Phones get a compact intro without it,
 * so the first product shows on the first screen (docs/decisions/017-customer-journey-comfort.md),
 * and neither the server's preload nor the page fetches it there.
 */
export const BRANCH_IMAGE_MEDIA = '(min-width: 720px)';

export function imagePath(image: ImageAddress, variant?: string): string {
  const fileName = `${image.id}-${image.version}.${image.extension}`;
  return variant ? `/image/${variant}/${fileName}` : `/image/${fileName}`;
}
