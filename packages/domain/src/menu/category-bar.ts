/**
 * spec §2 Category bar: the highlighted category is the one whose group top is above 25 % of the
 * window height; clicking scrolls to a group with an offset of -150 px on wide screens and -36 %
 * of the window width on narrow ones.
 */
export const CATEGORY_HIGHLIGHT_FRACTION = 0.25;
export const CATEGORY_SCROLL_OFFSET_WIDE_PX = -150;
export const CATEGORY_SCROLL_OFFSET_NARROW_FRACTION = -0.36;
/** Where "wide" starts: the desktop breakpoint of spec §9 (our reading of "wide screens"). */
export const CATEGORY_WIDE_SCREEN_MIN_PX = 1024;

/**
 * The index of the highlighted category: the last group (in page order) whose top, relative to
 * the viewport, is above 25 % of the window height; the first group while none has reached it;
 * -1 without groups.
 */
export function activeCategoryIndex(groupTops: readonly number[], windowHeight: number): number {
  if (groupTops.length === 0) return -1;
  const line = windowHeight * CATEGORY_HIGHLIGHT_FRACTION;
  let active = 0;
  groupTops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}

/** The scroll offset in px applied to a group's top when a category is clicked. */
export function categoryScrollOffset(windowWidth: number): number {
  return windowWidth >= CATEGORY_WIDE_SCREEN_MIN_PX
    ? CATEGORY_SCROLL_OFFSET_WIDE_PX
    : Math.round(windowWidth * CATEGORY_SCROLL_OFFSET_NARROW_FRACTION);
}

/** The document scroll position that shows a group: its page top plus the offset, never below 0. */
export function categoryScrollTarget(groupPageTop: number, windowWidth: number): number {
  return Math.max(0, Math.round(groupPageTop + categoryScrollOffset(windowWidth)));
}
