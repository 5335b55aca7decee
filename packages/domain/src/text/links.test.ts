import { describe, expect, it } from 'vitest';
import { directionsUrl } from './directions.ts';
import { type FooterLink, footerLinks } from './footer-links.ts';

const address = { street: 'Leopoldstraße 42', zipCode: '80802', city: 'München' };
const base = 'https://www.google.com/maps/dir/?api=1&destination=';

describe('directionsUrl (spec §2/§7 maps directions link)', () => {
  it.each<
    [string, Parameters<typeof directionsUrl>[0], Parameters<typeof directionsUrl>[1], string]
  >([
    ['coordinates', { ...address, latitude: 48.1605, longitude: 11.5863 }, {}, '48.1605,11.5863'],
    ['zero coordinates count', { ...address, latitude: 0, longitude: 0 }, {}, '0,0'],
    [
      'address when coordinates are missing',
      { ...address, latitude: null, longitude: 11.5 },
      {},
      'Leopoldstraße 42, 80802 München',
    ],
    [
      'address when asked for it',
      { ...address, latitude: 48.1, longitude: 11.5 },
      { preferCoordinates: false },
      'Leopoldstraße 42, 80802 München',
    ],
    ['empty parts left out', { street: ' ', zipCode: '', city: 'Leipzig' }, {}, 'Leipzig'],
    ['nothing at all', { street: '', zipCode: '', city: '' }, {}, ''],
  ])('%s', (_name, target, options, destination) => {
    expect(directionsUrl(target, options)).toBe(`${base}${encodeURIComponent(destination)}`);
  });
});

const emptyLegal = {
  termsAndConditions: '',
  termsAndConditionsText: '',
  privacyPolicy: '',
  privacyPolicyText: '',
  imprint: '',
  imprintText: '',
  allergens: '',
  allergensText: '',
};

describe('footerLinks (spec §2 "Footer links")', () => {
  const one = [{ identifier: 'zentrum' }];
  const two = [{ identifier: 'zentrum' }, { identifier: 'hafen' }];

  it.each<[string, Partial<typeof emptyLegal>, { identifier: string }[], FooterLink[]]>([
    ['nothing set, several branches', {}, two, []],
    ['nothing set, no branch', {}, [], []],
    [
      'one branch: the store link',
      {},
      one,
      [{ key: 'store', href: '/store/zentrum', isExternal: false }],
    ],
    [
      'text settings: internal pages',
      { termsAndConditionsText: '<p>AGB</p>', privacyPolicyText: 'x', imprintText: 'x' },
      two,
      [
        { key: 'termsAndConditions', href: '/site/terms-and-conditions', isExternal: false },
        { key: 'privacyPolicy', href: '/site/privacy', isExternal: false },
        { key: 'imprint', href: '/site/imprint', isExternal: false },
      ],
    ],
    [
      'a text wins over an address',
      { allergensText: 'Allergene', allergens: 'https://example.com/allergene' },
      two,
      [{ key: 'allergens', href: '/site/allergens', isExternal: false }],
    ],
    [
      'only an address: external',
      { privacyPolicy: ' https://example.com/datenschutz ', imprintText: '   ' },
      two,
      [{ key: 'privacyPolicy', href: 'https://example.com/datenschutz', isExternal: true }],
    ],
    [
      'store link first, then the legal pages in order',
      { allergens: 'https://example.com/a', termsAndConditionsText: 'AGB' },
      [{ identifier: 'süd stadt' }],
      [
        { key: 'store', href: '/store/s%C3%BCd%20stadt', isExternal: false },
        { key: 'termsAndConditions', href: '/site/terms-and-conditions', isExternal: false },
        { key: 'allergens', href: 'https://example.com/a', isExternal: true },
      ],
    ],
  ])('%s', (_name, settings, branches, expected) => {
    expect(footerLinks({ ...emptyLegal, ...settings }, branches)).toEqual(expected);
  });
});
