import { describe, expect, it } from 'vitest';
import { alignClassesToStyle } from './tiptap-editor.tsx';

describe('alignClassesToStyle (the server keeps alignment as a class, decision 036)', () => {
  it.each([
    ['<p class="text-align-center">a</p>', '<p style="text-align: center">a</p>'],
    ['<h2 class="text-align-right">a</h2>', '<h2 style="text-align: right">a</h2>'],
    ['<p>a</p>', '<p>a</p>'],
    ['<p class="other">a</p>', '<p class="other">a</p>'],
    ['<span class="text-align-center">a</span>', '<span class="text-align-center">a</span>'],
  ])('%s → %s', (html, expected) => {
    expect(alignClassesToStyle(html)).toBe(expected);
  });
});
