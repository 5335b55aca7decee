import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './markup.ts';

describe('escapeMarkup', () => {
  it.each([
    ['Pizza Margherita', 'Pizza Margherita'],
    ['Müller & Söhne', 'Müller &amp; Söhne'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['"zitiert"', '&quot;zitiert&quot;'],
    ["l'été", 'l&#39;été'],
    ['https://shop.example/a?x=1&y=2', 'https://shop.example/a?x=1&amp;y=2'],
    ['&amp;', '&amp;amp;'],
    ['', ''],
  ])('%s', (text, expected) => {
    expect(escapeMarkup(text)).toBe(expected);
  });
});
