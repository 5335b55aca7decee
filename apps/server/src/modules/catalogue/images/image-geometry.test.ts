import { describe, expect, it } from 'vitest';
import { coverRect } from './image-geometry.ts';

describe('cover crop around the focal point', () => {
  it.each([
    // a wide photo cut to a square: centred, then pushed to the left and right edges
    [
      { width: 400, height: 200 },
      { width: 100, height: 100 },
      { x: 0.5, y: 0.5 },
      { left: 100, top: 0, width: 200, height: 200 },
    ],
    [
      { width: 400, height: 200 },
      { width: 100, height: 100 },
      { x: 0, y: 0.5 },
      { left: 0, top: 0, width: 200, height: 200 },
    ],
    [
      { width: 400, height: 200 },
      { width: 100, height: 100 },
      { x: 1, y: 0.5 },
      { left: 200, top: 0, width: 200, height: 200 },
    ],
    // a tall photo cut to 4:3, focal point near the top
    [
      { width: 300, height: 900 },
      { width: 640, height: 480 },
      { x: 0.5, y: 0.1 },
      { left: 0, top: 0, width: 300, height: 225 },
    ],
    [
      { width: 300, height: 900 },
      { width: 640, height: 480 },
      { x: 0.5, y: 0.5 },
      { left: 0, top: 338, width: 300, height: 225 },
    ],
    // same ratio: the whole image
    [
      { width: 640, height: 480 },
      { width: 320, height: 240 },
      { x: 0.9, y: 0.9 },
      { left: 0, top: 0, width: 640, height: 480 },
    ],
  ])('%j to %j at %j', (source, target, focal, expected) => {
    expect(coverRect(source, target, focal)).toEqual(expected);
  });
});
