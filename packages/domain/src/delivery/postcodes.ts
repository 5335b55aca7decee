import type { ApiError } from '../contracts/api.ts';
import type { DeliveryArea } from '../contracts/entities.ts';
import { POSTCODE_PATTERN } from '../contracts/postcode.ts';
import { fillMessage, MESSAGES } from '../messages.ts';

/** The pattern is a contract (contracts/postcode.ts); re-exported for older imports. */
export { POSTCODE_PATTERN };

/**
 * Delivery areas know their postcodes (ours, docs/decisions/016; the spec's areas have a name
 * only). The order keeps the spec's one field `city` ("postcode + city", spec §2/§3); the checkout
 * shows it as two fields so that browsers can fill them (autocomplete postal-code and
 * address-level2), and these functions take it apart and put it together again.
 */

export type PostcodeCity = { readonly postcode: string; readonly city: string };

/** '80333 München' → { postcode: '80333', city: 'München' }; a leading run of digits is the postcode. */
export function splitPostcodeCity(combined: string): PostcodeCity {
  const match = /^\s*(\d+)(?:\s+([\s\S]*))?$/.exec(combined);
  if (!match) return { postcode: '', city: combined.trimStart() };
  return { postcode: match[1] ?? '', city: match[2] ?? '' };
}

/** The spec's `city` field from the two checkout fields. */
export function joinPostcodeCity(postcode: string, city: string): string {
  if (postcode === '') return city;
  return city === '' ? postcode : `${postcode} ${city}`;
}

/**
 * The area to preselect for a postcode: the current one when it lists the postcode, else the
 * first area that does; for an incomplete or unknown postcode the current choice stays.
 */
export function areaForPostcode(
  areas: readonly Pick<DeliveryArea, 'id' | 'postcodes'>[],
  currentId: number | null,
  postcode: string,
): number | null {
  if (!POSTCODE_PATTERN.test(postcode)) return currentId;
  const current = areas.find((area) => area.id === currentId);
  if (current?.postcodes.includes(postcode)) return current.id;
  return areas.find((area) => area.postcodes.includes(postcode))?.id ?? currentId;
}

/**
 * The delivery address must lie in the chosen area: an area with postcodes takes only those
 * (an area without any takes every address). The error names the field `city`.
 */
export function checkDeliveryPostcode(
  area: Pick<DeliveryArea, 'area' | 'postcodes'>,
  city: string,
): ApiError | null {
  if (area.postcodes.length === 0) return null;
  const { postcode } = splitPostcodeCity(city);
  if (postcode === '') {
    return { code: 'postcodeMissing', field: 'city', message: MESSAGES.postcodeMissing };
  }
  if (area.postcodes.includes(postcode)) return null;
  return {
    code: 'postcodeOutsideArea',
    field: 'city',
    message: fillMessage(MESSAGES.postcodeOutsideArea, { postcode, area: area.area }),
  };
}

/** The back-office's postcode text ('80801, 80802 80803') as a list, in the typed order. */
export function parsePostcodeList(text: string): string[] {
  return text.split(/[\s,;]+/).filter((postcode) => postcode.length > 0);
}
