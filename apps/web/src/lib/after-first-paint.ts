/** A tab whose first picture does not come (hidden, frozen, no Paint Timing) hydrates after this. */
export const FIRST_PAINT_TIMEOUT_MS = 1000;

/**
 * Resolves once the browser has shown the page's first picture: its first contentful paint (Paint
 * Timing; the entry is reported after the picture reached the screen, and a buffered observer
 * gets one reported before it was made). The storefront's entry asks for the page's code only
 * then (main.tsx): the server has rendered the page, and the first picture of a phone with a slow
 * processor is not held up by code arriving and compiling beside it (docs/budgets.md P6). On a
 * slow line the code arrives long after that picture: nothing waits.
 *
 * It never waits longer than FIRST_PAINT_TIMEOUT_MS: a hidden tab paints nothing until it is shown,
 * and a browser without Paint Timing reports nothing. The module is in the entry chunk
 * (docs/budgets.md P5): kept small.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint')[0]) {
        observer.disconnect();
        resolve();
      }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(resolve, FIRST_PAINT_TIMEOUT_MS);
  });
}
