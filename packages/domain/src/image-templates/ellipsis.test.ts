import { describe, expect, it } from 'vitest';
import { ELLIPSIS, ellipsize } from './ellipsis.ts';

/**
 * A text laid out greedily in lines of `width` characters, words kept whole where they fit
 * (a stand-in for the renderer's measure: the real one asks Pango).
 */
function linesOf(text: string, width: number): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(' ')) {
    const length = [...word].length;
    const needed = used === 0 ? length : used + 1 + length;
    if (needed <= width) used = needed;
    else {
      lines += used === 0 ? 0 : 1;
      lines += Math.floor(Math.max(0, length - 1) / width);
      used = length % width || width;
    }
  }
  return lines;
}

const fitsIn = (width: number, maxLines: number) => (text: string) =>
  linesOf(text, width) <= maxLines;

describe('ellipsize (docs/decisions/047-templates-on-tvs-and-labour-report.md)', () => {
  it.each([
    ['a text that fits stays as it is', 'Roggenbrot', 20, 1, 'Roggenbrot'],
    ['an empty text stays empty', '', 5, 1, ''],
    [
      'one line: cut after the last whole word',
      'Frisches Roggenbrot vom Bäcker',
      20,
      1,
      `Frisches Roggenbrot${ELLIPSIS}`,
    ],
    [
      'two lines: the second ends with the ellipsis',
      'Frisches Roggenbrot vom Bäcker nebenan mit Kruste',
      15,
      2,
      `Frisches Roggenbrot vom${ELLIPSIS}`,
    ],
    [
      'a single long word is cut inside',
      'Donaudampfschifffahrtsgesellschaft',
      10,
      1,
      `Donaudamp${ELLIPSIS}`,
    ],
    [
      'the first word too long: cut inside it',
      'Sauerteigbrot mit Körnern',
      6,
      1,
      `Sauer${ELLIPSIS}`,
    ],
    ['exactly at the limit: no ellipsis', 'Brot und Butter', 15, 1, 'Brot und Butter'],
    ['umlauts count as one character', 'Äpfel Öl Überraschung', 9, 1, `Äpfel Öl${ELLIPSIS}`],
    ['nothing fits but the ellipsis', 'Brot', 1, 1, ELLIPSIS],
    [
      'trailing punctuation and spaces before the ellipsis are dropped',
      'Brot, Butter, Käse',
      13,
      1,
      `Brot, Butter${ELLIPSIS}`,
    ],
  ])('%s', async (_name, text, width, maxLines, expected) => {
    expect(await ellipsize(text, fitsIn(width, maxLines))).toBe(expected);
  });

  it('answers the ellipsis alone when even it does not fit (the renderer then cuts)', async () => {
    expect(await ellipsize('Brot', () => false)).toBe(ELLIPSIS);
  });

  it('asks the measure only a few times for a long text (binary search)', async () => {
    let asked = 0;
    const text = 'Wort '.repeat(200).trim();
    const result = await ellipsize(text, async (candidate) => {
      asked++;
      return linesOf(candidate, 30) <= 2;
    });
    expect(result.endsWith(ELLIPSIS)).toBe(true);
    expect(linesOf(result, 30)).toBeLessThanOrEqual(2);
    expect(asked).toBeLessThan(20);
  });
});
