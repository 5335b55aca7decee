import type { Branch } from '../contracts/entities.ts';

/** The maps service the directions links open (spec §7 "External": maps directions link). */
const DIRECTIONS_BASE_URL = 'https://www.google.com/maps/dir/?api=1&destination=';

type DirectionsTarget = Pick<Branch, 'street' | 'zipCode' | 'city'> &
  Partial<Pick<Branch, 'latitude' | 'longitude'>>;

/**
 * spec §2/§7: a maps directions link to a branch, from its coordinates when it has both (map
 * markers), otherwise from street, zip code and city (home page 'Anfahrt berechnen').
 */
export function directionsUrl(
  branch: DirectionsTarget,
  options: { preferCoordinates?: boolean } = {},
): string {
  const { latitude, longitude } = branch;
  const hasCoordinates =
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude);
  const destination =
    options.preferCoordinates !== false && hasCoordinates
      ? `${latitude},${longitude}`
      : [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')]
          .map((part) => part.trim())
          .filter(Boolean)
          .join(', ');
  return `${DIRECTIONS_BASE_URL}${encodeURIComponent(destination)}`;
}
