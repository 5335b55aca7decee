/**
 * The instant a server-rendered page was rendered at (apps/web/src/entry-server.tsx, and in the
 * browser from #root's data-rendered-at). Read through `useSyncExternalStore`'s server snapshot
 * (`useServerRenderTime`), so React uses it exactly while the server renders and while the browser
 * hydrates, for every boundary however late it hydrates: both draw the same opening states and
 * times; afterwards the browser's own clock takes over. Undefined for a page the browser draws.
 */
import { useSyncExternalStore } from 'react';

let renderTime: number | undefined;

export function setRenderTime(instant: number | undefined): void {
  renderTime = instant;
}

const unchanging = () => () => {};

/** The render instant while rendering on the server or hydrating its HTML, else undefined. */
export function useServerRenderTime(): number | undefined {
  return useSyncExternalStore(
    unchanging,
    () => undefined,
    () => renderTime,
  );
}

/**
 * The app's first commit: #root loses the render instant, the mark of a page that is not
 * interactive yet (the browser tests wait for it; React replays taps on parts still hydrating).
 */
export function endHydration(): void {
  document.getElementById('root')?.removeAttribute('data-rendered-at');
}
