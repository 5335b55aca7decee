import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../fixtures.ts';
import { initEntries, routeInit, setInitEntry } from '../support/init-route.ts';

/**
 * The slider section (spec §2 "Slider", §9): 3 slides at once, 1 at widths of
 * 719 px or less; prev/next disabled at the ends; a resize resets the position; it advances every
 * 5000 ms. It runs on the demo home page's three flyers; the home page plugin is switched on in
 * the browser's copy of GET /api/init only (see home-page.spec.ts for why).
 *
 * The page clock is paused as soon as the slider shows, so from then on it moves only when a test
 * lets the clock run (page.clock.runFor), never because the machine was slow. (Pausing before the
 * load would stop the app's own zero-delay timers, so the page would never finish loading.)
 */

// The shared test machine can take several seconds for one page load; waits are bounded higher.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

async function openHomePage(page: Page) {
  await routeInit(page, (body) => {
    const config = initEntries(body).get('/api/config') as object;
    setInitEntry(body, '/api/config', { ...config, enablePluginHomePage: true });
  });
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Flugblätter' });
  await slider.scrollIntoViewIfNeeded();
  await pauseClock(page);
  // Start from a known state: a resize puts the slider on its first flyer with a fresh timer
  // (in case it stepped on while the page was still loading).
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ ...viewport, width: viewport.width - 1 });
  await page.setViewportSize(viewport);
  await moveMouseOutside(page, slider);
  return slider;
}

/**
 * The slider pauses while the pointer is over it. Playwright's mouse rests where it was (at first
 * the top-left corner); once the slider scrolls under it, Chromium reports a hover and the slider
 * would stand still. Park the pointer just above or below the slider instead.
 */
async function moveMouseOutside(page: Page, slider: ReturnType<Page['getByRole']>) {
  const box = await slider.boundingBox();
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  if (!box) return;
  const y = box.y > 2 ? box.y - 2 : Math.min(viewport.height - 1, box.y + box.height + 2);
  await page.mouse.move(1, y);
}

/** Stops the page clock at its current moment (retrying if that moment passed meanwhile). */
async function pauseClock(page: Page) {
  for (let attempt = 0; ; attempt += 1) {
    const pageNow = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(new Date(pageNow + 200));
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

/** A new window size moves the layout: park the pointer outside the slider again. */
async function resizeTo(
  page: Page,
  slider: ReturnType<Page['getByRole']>,
  size: { width: number; height: number },
) {
  await page.setViewportSize(size);
  await moveMouseOutside(page, slider);
}

/** The slides a visitor sees (the others are hidden from assistive technology and inert). */
const visibleSlides = (slider: ReturnType<Page['getByRole']>) =>
  slider.getByRole('group', { name: /^\d von 3$/ });

const previous = (slider: ReturnType<Page['getByRole']>) =>
  slider.getByRole('button', { name: 'Vorherige Flugblätter' });
const next = (slider: ReturnType<Page['getByRole']>) =>
  slider.getByRole('button', { name: 'Nächste Flugblätter' });

test('wide screens show all three flyers with both arrows disabled', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const slider = await openHomePage(page);
  await expect(visibleSlides(slider)).toHaveCount(3);
  await expect(previous(slider)).toBeDisabled();
  await expect(next(slider)).toBeDisabled();
  for (const name of ['Wochenangebote', 'Adventsgebäck', 'Mittagstisch der Woche']) {
    await expect(slider.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(slider.getByRole('link', { name: /^Zum Flugblatt/ })).toHaveCount(3);
  // Nothing to advance to.
  await page.clock.runFor(5000);
  await expect(visibleSlides(slider)).toHaveCount(3);
});

test('at 390 px one flyer shows; the arrows step through and are disabled at the ends', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const slider = await openHomePage(page);
  await expect(visibleSlides(slider)).toHaveCount(1);
  await expect(visibleSlides(slider)).toHaveAccessibleName('1 von 3');
  await expect(previous(slider)).toBeDisabled();
  await expect(next(slider)).toBeEnabled();

  await next(slider).click();
  await expect(visibleSlides(slider)).toHaveAccessibleName('2 von 3');
  await expect(previous(slider)).toBeEnabled();
  await next(slider).click();
  await expect(visibleSlides(slider)).toHaveAccessibleName('3 von 3');
  await expect(slider.getByText('Mittagstisch der Woche', { exact: true })).toBeInViewport();
  await expect(next(slider)).toBeDisabled();

  await previous(slider).click();
  await expect(visibleSlides(slider)).toHaveAccessibleName('2 von 3');
});

test('the slider advances every 5000 ms and starts over after the last flyer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const slider = await openHomePage(page);
  await expect(visibleSlides(slider)).toHaveAccessibleName('1 von 3');

  // The first step comes within 5000 ms of the page's first moment (some passed while loading).
  await page.clock.runFor(5000);
  await expect(visibleSlides(slider)).toHaveAccessibleName('2 von 3');
  // From a step on, the next one comes exactly 5000 ms later.
  await page.clock.runFor(4900);
  await expect(visibleSlides(slider)).toHaveAccessibleName('2 von 3');
  await page.clock.runFor(100);
  await expect(visibleSlides(slider)).toHaveAccessibleName('3 von 3');
  await page.clock.runFor(5000);
  await expect(visibleSlides(slider)).toHaveAccessibleName('1 von 3');
});

test('a resize resets the position and the number of flyers shown', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const slider = await openHomePage(page);
  await page.clock.runFor(5000);
  await expect(visibleSlides(slider)).toHaveAccessibleName('2 von 3');
  await page.clock.runFor(5000);
  await expect(visibleSlides(slider)).toHaveAccessibleName('3 von 3');

  // Still narrow (≤ 719 px): one flyer, back at the first.
  await resizeTo(page, slider, { width: 700, height: 844 });
  await expect(visibleSlides(slider)).toHaveAccessibleName('1 von 3');

  await page.clock.runFor(5000);
  await expect(visibleSlides(slider)).toHaveAccessibleName('2 von 3');
  // Wide: three at once.
  await resizeTo(page, slider, { width: 1280, height: 800 });
  await expect(visibleSlides(slider)).toHaveCount(3);
  await expect(previous(slider)).toBeDisabled();
  await resizeTo(page, slider, { width: 390, height: 844 });
  await expect(visibleSlides(slider)).toHaveAccessibleName('1 von 3');
});
