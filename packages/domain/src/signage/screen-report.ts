/**
 * What a TV reports about itself (docs/decisions/055-signage-pairing-media-offline.md): its
 * resolution in device pixels and the segment it shows. The back-office writes the resolution
 * as "1920 × 1080" (a multiplication sign between narrow spaces would wrap badly in a table
 * cell, so plain spaces).
 */
export const MAX_SCREEN_PIXELS = 16_384;

export function formatResolution(width: number | null, height: number | null): string | null {
  if (width === null || height === null) return null;
  return `${width} × ${height}`;
}
