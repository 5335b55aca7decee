import { describe, expect, it } from 'vitest';
import { activeCategoryIndex, categoryScrollOffset, categoryScrollTarget } from './category-bar.ts';
import {
  isMenuReloadDue,
  MENU_RELOAD_CHECK_INTERVAL_MS,
  MENU_RELOAD_INTERVAL_MS,
} from './reload.ts';

describe('category bar (spec §2)', () => {
  it.each([
    [[], 800, -1],
    [[500, 900, 1400], 800, 0], // nothing above 200 px yet: the first group
    [[-300, 150, 900], 800, 1],
    [[-300, 200, 900], 800, 1], // exactly at 25 %
    [[-300, 201, 900], 800, 0],
    [[-2000, -1200, -10], 800, 2],
  ])('tops %j in a %d px window → %d', (tops, height, index) => {
    expect(activeCategoryIndex(tops, height)).toBe(index);
  });

  it.each([
    [1280, -150],
    [1024, -150],
    [1023, -368],
    [390, -140],
    [0, 0],
  ])('offset at %d px wide is %d', (width, offset) => {
    expect(categoryScrollOffset(width) + 0).toBe(offset);
  });

  it('scrolls to the group top plus the offset, never above the page', () => {
    expect(categoryScrollTarget(1000, 1280)).toBe(850);
    expect(categoryScrollTarget(1000, 390)).toBe(860);
    expect(categoryScrollTarget(50, 1280)).toBe(0);
  });
});

describe('menu reload (spec §9: every 4 hours, checked every 10 s)', () => {
  const loadedAt = Date.parse('2026-12-02T11:00:00Z');
  it.each([
    [0, false],
    [MENU_RELOAD_INTERVAL_MS - 1, false],
    [MENU_RELOAD_INTERVAL_MS, true],
    [MENU_RELOAD_INTERVAL_MS + MENU_RELOAD_CHECK_INTERVAL_MS, true],
    [-5000, false],
  ])('%d ms after loading: due %s', (elapsed, due) => {
    expect(isMenuReloadDue(loadedAt, loadedAt + elapsed)).toBe(due);
  });

  it('reloads data that never loaded', () => {
    expect(isMenuReloadDue(Number.NaN, loadedAt)).toBe(true);
    expect(MENU_RELOAD_CHECK_INTERVAL_MS).toBe(10_000);
  });
});
