import { describe, expect, it } from 'vitest';
import { isPlayerPage, isPlayerShellFile } from './player-shell.ts';

const ORIGIN = 'https://shop.example';

describe('what a TV player keeps (decision 055 "Offline")', () => {
  it.each([
    ['/backend/signage-player', true],
    ['/backend/signage-player?x=1', true],
    ['/backend/signage-players', false],
    ['/backend/orders', false],
    ['/', false],
  ])('the page %s is the player: %s', (path, expected) => {
    expect(isPlayerPage(new URL(path, ORIGIN))).toBe(expected);
  });

  it.each([
    [`${ORIGIN}/assets/backoffice-signage-abc123.js`, true],
    [`${ORIGIN}/assets/index-abc123.css`, true],
    [`${ORIGIN}/fonts/google/roboto/roboto-400.woff2`, true],
    [`${ORIGIN}/image/abc/640/tafel.webp`, true],
    [`${ORIGIN}/upload/abcdefabcdefabcdef/1-1.mp4`, true],
    [`${ORIGIN}/backend/signage-player`, true],
    // Never the API (the player keeps its last answer itself) nor another origin's files.
    [`${ORIGIN}/api/digital-signage/player`, false],
    [`${ORIGIN}/backend/orders`, false],
    ['https://cdn.example/assets/index-abc123.js', false],
  ])('%s is kept: %s', (address, expected) => {
    expect(isPlayerShellFile(new URL(address), ORIGIN)).toBe(expected);
  });
});
