import { describe, expect, it } from 'vitest';
import { isValidMapAccessToken, isValidMapStyleUrl, mapStyleOrigin } from './map-style.ts';

describe('mapStyleOrigin (docs/decisions/022-map-style.md)', () => {
  it.each([
    ['https://tiles.example.com/styles/shop.json', 'https://tiles.example.com'],
    ['https://api.mapbox.com/styles/v1/shop/abc?access_token=pk.x', 'https://api.mapbox.com'],
    ['  https://tiles.example.com:8443/style.json ', 'https://tiles.example.com:8443'],
    ['http://127.0.0.1:4173/style.json', 'http://127.0.0.1:4173'],
    ['http://localhost:9000/style.json', 'http://localhost:9000'],
    ['http://[::1]:9000/style.json', 'http://[::1]:9000'],
    ['HTTPS://Tiles.Example.com:443/style.json', 'https://tiles.example.com'],
    ['https://tiles..example.com/style.json', null],
    ['', null],
    ['http://tiles.example.com/style.json', null],
    ['http://127.0.0.2/style.json', null],
    ['ftp://tiles.example.com/style.json', null],
    ['mapbox://styles/shop/abc', null],
    ['javascript:alert(1)', null],
    ['/style.json', null],
    ['tiles.example.com/style.json', null],
    ['https://user:pass@tiles.example.com/style.json', null],
    ['https://tiles example.com/style.json', null],
    ['https://', null],
  ])('%s → %s', (input, origin) => {
    expect(mapStyleOrigin(input)).toBe(origin);
  });
});

describe('isValidMapStyleUrl', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['https://tiles.example.com/style.json', true],
    ['http://tiles.example.com/style.json', false],
    ['keine Adresse', false],
  ])('%j → %s', (input, valid) => {
    expect(isValidMapStyleUrl(input)).toBe(valid);
  });
});

describe('isValidMapAccessToken', () => {
  it.each([
    ['', true],
    ['pk.eyJ1Ijoic2hvcCJ9.abc-DEF_123', true],
    ['pk.abc def', false],
    ['pk.abc"><script>', false],
    ['token;', false],
  ])('%j → %s', (input, valid) => {
    expect(isValidMapAccessToken(input)).toBe(valid);
  });
});
