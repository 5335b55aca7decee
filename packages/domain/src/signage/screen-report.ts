/**
 * What a TV reports about itself (docs/decisions/055-signage-pairing-media-offline.md): its
 * resolution in device pixels and the segment it shows. The back-office writes the resolution
 * as "1920 × 1080", with no-break spaces around the multiplication sign so the figure stays on
 * one line in a table cell.
 */
export const MAX_SCREEN_PIXELS = 16_384;

export function formatResolution(width: number | null, height: number | null): string | null {
  if (width === null || height === null) return null;
  return `${width}\u00a0×\u00a0${height}`;
}
