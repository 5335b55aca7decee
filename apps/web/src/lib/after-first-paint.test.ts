import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_TIMEOUT_MS } from './after-first-paint.ts';

type List = { getEntriesByName: (name: string) => unknown[] };
type Listener = (list: List, observer: { disconnect: () => void }) => void;

/**
 * Paint Timing as the browser has it: `paint(name)` reports an entry to the connected observers;
 * an observer connected later with `buffered: true` gets the entries painted before (in a task of
 * its own, as the browser delivers them). Without support, observing the type does nothing.
 */
function fakePaintTiming({ supported = true } = {}) {
  const painted: string[] = [];
  const observers: FakeObserver[] = [];
  const listOf = (names: string[]): List => ({
    getEntriesByName: (wanted) => names.filter((name) => name === wanted),
  });
  class FakeObserver {
    connected = false;
    constructor(readonly listener: Listener) {
      observers.push(this);
    }
    observe({ buffered }: { buffered?: boolean }) {
      if (!supported) return;
      this.connected = true;
      const earlier = [...painted];
      if (buffered && earlier.length > 0)
        queueMicrotask(() => this.listener(listOf(earlier), this));
    }
    disconnect() {
      this.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: string) {
      painted.push(name);
      for (const observer of observers.filter((o) => o.connected)) {
        observer.listener(listOf([name]), observer);
      }
    },
    connected: () => observers.filter((o) => o.connected).length,
  };
}

/** Whether the promise has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 3; i++) await Promise.resolve();
  return done;
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint, not for the first paint, and stops observing', async () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming();
    const shown = afterFirstPaint();
    expect(await settled(shown)).toBe(false);
    timing.paint('first-paint');
    expect(await settled(shown)).toBe(false);
    timing.paint('first-contentful-paint');
    expect(await settled(shown)).toBe(true);
    expect(timing.connected()).toBe(0);
  });

  it('does not wait when the page has shown its first picture already', async () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming();
    timing.paint('first-paint');
    timing.paint('first-contentful-paint');
    expect(await settled(afterFirstPaint())).toBe(true);
    expect(timing.connected()).toBe(0);
  });

  it.each([
    { case: 'a tab that paints nothing (hidden, frozen)', supported: true },
    { case: 'a browser without Paint Timing', supported: false },
  ])('in $case, waits no longer than its time-out', async ({ supported }) => {
    vi.useFakeTimers();
    fakePaintTiming({ supported });
    const shown = afterFirstPaint();
    vi.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS - 1);
    expect(await settled(shown)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(shown)).toBe(true);
  });
});
