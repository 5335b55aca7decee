/**
 * "…" for a text cut by its line limit (docs/decisions/047-templates-on-tvs-and-labour-report.md):
 * the longest beginning of the text that, with "…" appended, still fits — cut after a whole word
 * where one fits, inside the first word otherwise; spaces and punctuation before the "…" dropped.
 * `fits` is the renderer's measure (Pango lays the text out) and must be monotone: a shorter text
 * never takes more lines. It is asked O(log n) times.
 */

export const ELLIPSIS = '…';

const trimCut = (text: string) => text.replace(/[\s,;:.\-–]+$/u, '');

/** The largest index in [0, count) whose candidate fits, by binary search; -1 when none. */
async function largestFitting(
  count: number,
  candidate: (index: number) => string,
  fits: (text: string) => boolean | Promise<boolean>,
): Promise<number> {
  let low = 0;
  let high = count - 1;
  let found = -1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    if (await fits(candidate(middle))) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

export async function ellipsize(
  text: string,
  fits: (text: string) => boolean | Promise<boolean>,
): Promise<string> {
  if (await fits(text)) return text;
  // Cut after whole words first: the ends of the words, in order.
  const wordEnds = [...text.matchAll(/\S+/gu)].map((match) => match.index + match[0].length);
  const byWords = (index: number) => `${trimCut(text.slice(0, wordEnds[index]))}${ELLIPSIS}`;
  const words = await largestFitting(wordEnds.length - 1, byWords, fits);
  if (words >= 0 && trimCut(text.slice(0, wordEnds[words])) !== '') return byWords(words);
  // Not even the first word fits: cut inside it, by characters (code points).
  const characters = [...text];
  const byCharacters = (index: number) =>
    `${trimCut(characters.slice(0, index + 1).join(''))}${ELLIPSIS}`;
  const inside = await largestFitting(characters.length - 1, byCharacters, fits);
  return inside >= 0 ? byCharacters(inside) : ELLIPSIS;
}
