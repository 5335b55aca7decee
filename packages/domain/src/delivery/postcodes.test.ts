import { describe, expect, it } from 'vitest';
import { buildDeliveryArea } from '../testing/factories.ts';
import {
  areaForPostcode,
  checkDeliveryPostcode,
  joinPostcodeCity,
  parsePostcodeList,
  splitPostcodeCity,
} from './postcodes.ts';

const schwabing = buildDeliveryArea({ id: 1, area: 'Schwabing', postcodes: ['80801', '80802'] });
const maxvorstadt = buildDeliveryArea({ id: 2, area: 'Maxvorstadt', postcodes: ['80333'] });
const anywhere = buildDeliveryArea({ id: 3, area: 'Abholpunkt', postcodes: [] });
const areas = [schwabing, maxvorstadt, anywhere];

describe('splitPostcodeCity / joinPostcodeCity (spec §2 "postcode + city", docs/decisions/016)', () => {
  it.each([
    ['80333 München', { postcode: '80333', city: 'München' }],
    ['  80333   München ', { postcode: '80333', city: 'München ' }],
    ['80333', { postcode: '80333', city: '' }],
    ['803 München', { postcode: '803', city: 'München' }],
    ['München', { postcode: '', city: 'München' }],
    ['', { postcode: '', city: '' }],
    ['1010 Wien', { postcode: '1010', city: 'Wien' }],
    ['Bad Tölz 83646', { postcode: '', city: 'Bad Tölz 83646' }],
  ])('%j', (combined, parts) => {
    expect(splitPostcodeCity(combined)).toEqual(parts);
  });

  it.each([
    ['80333', 'München', '80333 München'],
    ['80333', '', '80333'],
    ['', 'München', 'München'],
    ['8', 'München', '8 München'],
    ['', '', ''],
    ['80333', 'Bad ', '80333 Bad '],
  ])('%j + %j → %j, and back', (postcode, city, combined) => {
    expect(joinPostcodeCity(postcode, city)).toBe(combined);
    expect(splitPostcodeCity(combined)).toEqual({ postcode, city });
  });
});

describe('areaForPostcode (checkout preselection)', () => {
  it.each([
    ['the area that lists it', '80333', null, 2],
    ['the current area when it lists it too', '80801', 1, 1],
    ['another area when the current does not list it', '80333', 1, 2],
    ['the current area for an unknown postcode', '20249', 1, 1],
    ['nothing for an unknown postcode and no choice', '20249', null, null],
    ['nothing for an incomplete postcode', '803', 3, 3],
  ])('%s', (_name, postcode, current, expected) => {
    expect(areaForPostcode(areas, current, postcode)).toBe(expected);
  });
});

describe('checkDeliveryPostcode (server and browser)', () => {
  it.each([
    ['in the area', schwabing, '80801 München', null],
    ['an area without postcodes takes any address', anywhere, '20249 Hamburg', null],
    [
      'outside the area',
      schwabing,
      '20249 Hamburg',
      'Die Postleitzahl 20249 liegt nicht im Liefergebiet „Schwabing“. Bitte prüfen Sie die Postleitzahl oder wählen Sie ein anderes Liefergebiet.',
    ],
    [
      'no postcode',
      schwabing,
      'München',
      'Bitte geben Sie die Postleitzahl Ihrer Lieferadresse an.',
    ],
  ])('%s', (_name, area, city, message) => {
    const result = checkDeliveryPostcode(area, city);
    expect(result?.message ?? null).toBe(message);
    if (result) expect(result.field).toBe('city');
  });
});

describe('parsePostcodeList (back-office editor)', () => {
  it.each([
    ['80801, 80802 80803', ['80801', '80802', '80803']],
    [' 80801;80801\n1010 ', ['80801', '80801', '1010']],
    ['', []],
  ])('%j', (text, expected) => {
    expect(parsePostcodeList(text)).toEqual(expected);
  });
});
