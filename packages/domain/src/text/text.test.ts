import { describe, expect, it } from 'vitest';
import type { Tag } from '../contracts/entities.ts';
import { buildBranch, buildDeliveryArea } from '../testing/factories.ts';
import {
  branchMatchesSearch,
  branchResultsText,
  filterBranches,
  isBranchFilterActive,
  searchWords,
} from './branch-search.ts';
import { donateeResultsText, filterDonatees, toggleDonatee } from './donatee-search.ts';
import { iframeEmbedUrl, isInternalLink, linkLabel, truncateText, whatsappNumber } from './text.ts';

const tags: Tag[] = [
  { id: 1, name: 'Vegan', image: null },
  { id: 2, name: 'Lieferung', image: null },
];
const zentrum = buildBranch({
  id: 1,
  name: 'Filiale Zentrum',
  city: 'Berlin',
  zipCode: '10115',
  tags: [{ id: 1 }],
});
const hafen = buildBranch({
  id: 2,
  name: 'Am Hafen',
  street: 'Kaistraße 5',
  city: 'Hamburg',
  zipCode: '20457',
  keywords: 'Fischbrötchen, Elbe',
  tags: [{ id: 2 }],
  deliveryAreas: [buildDeliveryArea({ postcodes: ['22767', '22765'] })],
});

describe('searchWords (spec §5)', () => {
  it.each([
    ['', []],
    ['   ', []],
    [' Berlin ', ['berlin']],
    ['10115, Hamburg', ['10115', 'hamburg']],
    ['a,,b  c', ['a', 'b', 'c']],
  ])('%j → %j', (term, words) => {
    expect(searchWords(term)).toEqual(words);
  });
});

describe('branch search (spec §5: any word, case-insensitive)', () => {
  it.each([
    ['', [1, 2]],
    ['berlin', [1]],
    ['HAMBURG', [2]],
    ['201', []],
    ['204', [2]],
    ['kaistr', [2]],
    ['elbe', [2]],
    ['vegan', [1]],
    ['lieferung', [2]],
    ['berlin hamburg', [1, 2]],
    ['mars', []],
    ['22767', [2]], // a postcode of a delivery area (docs/decisions/016)
    ['22765 altona', [2]],
    ['2276', [2]],
  ])('%j finds %j', (term, ids) => {
    expect(filterBranches([zentrum, hafen], { term, tagId: null }, tags).map((b) => b.id)).toEqual(
      ids,
    );
  });

  it('combines the search with the selected tag', () => {
    expect(filterBranches([zentrum, hafen], { term: '', tagId: 2 }, tags).map((b) => b.id)).toEqual(
      [2],
    );
    expect(filterBranches([zentrum, hafen], { term: 'berlin', tagId: 2 }, tags)).toEqual([]);
  });

  it('ignores tags it cannot name', () => {
    expect(branchMatchesSearch({ ...zentrum, tags: [{ id: 9 }] }, ['vegan'], tags)).toBe(false);
  });

  it('knows when a filter is active', () => {
    expect(isBranchFilterActive({ term: ' ', tagId: null })).toBe(false);
    expect(isBranchFilterActive({ term: 'x', tagId: null })).toBe(true);
    expect(isBranchFilterActive({ term: '', tagId: 1 })).toBe(true);
  });

  it.each([
    [0, 2, true, 'Leider wurden keine Ergebnisse gefunden.'],
    [0, 0, false, 'Leider wurden keine Ergebnisse gefunden.'],
    [1, 2, true, '1 von 2 Filialen werden angezeigt.'],
    [2, 2, false, null],
  ])('result line for %d of %d (filter %s)', (shown, total, active, text) => {
    expect(branchResultsText(shown, total, active)).toBe(text);
  });
});

describe('donatee search (spec §5)', () => {
  const donatees = [
    { id: 1, name: 'Tafel Berlin', description: 'Lebensmittel für Bedürftige' },
    { id: 2, name: 'Tierheim', description: null },
  ];

  it.each([
    ['', [1, 2]],
    ['  ', [1, 2]],
    ['TAFEL', [1]],
    ['bedürftige', [1]],
    ['heim', [2]],
    ['Kino', []],
  ])('%j finds %j', (term, ids) => {
    expect(filterDonatees(donatees, term).map((d) => d.id)).toEqual(ids);
  });

  it('words an empty result and toggles the selection', () => {
    expect(donateeResultsText(0)).toBe('Keine passende Organisation gefunden.');
    expect(donateeResultsText(3)).toBeNull();
    expect(toggleDonatee(null, 1)).toBe(1);
    expect(toggleDonatee(1, 1)).toBeNull();
    expect(toggleDonatee(1, 2)).toBe(2);
  });
});

describe('text helpers', () => {
  it.each([
    ['', 128, ''],
    ['kurz', 128, 'kurz'],
    ['a'.repeat(128), 128, 'a'.repeat(128)],
    ['a'.repeat(129), 128, `${'a'.repeat(128)}…`],
    ['Hallo Welt', 6, 'Hallo…'],
    ['😀😀😀', 2, '😀😀…'],
    ['abc', 0, '…'],
  ])('truncateText(%j, %d) = %j', (text, length, expected) => {
    expect(truncateText(text, length)).toBe(expected);
  });

  it('truncates at 128 characters by default and takes another ellipsis', () => {
    expect(Array.from(truncateText('x'.repeat(500)))).toHaveLength(129);
    expect(truncateText('abcdef', 3, '...')).toBe('abc...');
  });

  it.each([
    ['+43 664 1234567', '0436641234567'],
    ['0664 123 45 67', '06641234567'],
    [' +49 30 123 ', '04930123'],
    ['', ''],
  ])('whatsappNumber(%j) = %j', (phone, expected) => {
    expect(whatsappNumber(phone)).toBe(expected);
  });

  it('tells internal links, labels and iframe urls', () => {
    expect(isInternalLink('/site/imprint')).toBe(true);
    expect(isInternalLink('https://example.com')).toBe(false);
    expect(isInternalLink('')).toBe(false);
    expect(linkLabel(null)).toBe('mehr erfahren');
    expect(linkLabel('  ')).toBe('mehr erfahren');
    expect(linkLabel('Zur Karte')).toBe('Zur Karte');
    expect(iframeEmbedUrl('https://player.vimeo.com/video/1')).toBe(
      'https://player.vimeo.com/video/1?play=1&title=0',
    );
    expect(iframeEmbedUrl('https://x.test/v?a=1#t=5')).toBe(
      'https://x.test/v?a=1&play=1&title=0#t=5',
    );
  });
});
