import { describe, expect, it } from 'vitest';
import { imagePath } from './image-path.ts';

describe('imagePath (spec §7 static assets)', () => {
  it.each([
    [{ id: 58, version: 1, extension: 'webp' }, undefined, '/image/58-1.webp'],
    [{ id: 58, version: 1, extension: 'webp' }, 'category', '/image/category/58-1.webp'],
    [{ id: 7, version: 12, extension: 'jpg' }, 'product', '/image/product/7-12.jpg'],
    [{ id: 3, version: 2, extension: 'png' }, 'custom/slider', '/image/custom/slider/3-2.png'],
  ])('%o as %s is %s', (image, variant, expected) => {
    expect(imagePath(image, variant)).toBe(expected);
  });
});
