/**
 * The instant a server-rendered page was rendered at (apps/web/src/entry-server.tsx, and in the
 * browser from #root's data-rendered-at), as context: the server renders with it, and the browser
 * hydrates with it, so both draw the same opening states and times. After the first commit the
 * browser drops it in a transition (app/app.tsx) and its own clock takes over: the components that
 * read the time render again in slices, not in one long task as a store's change would make them
 * (docs/budgets.md P6, total blocking time). Undefined for a page the browser draws itself.
 */
import { createContext, useContext } from 'react';

export const RenderTimeContext = createContext<number | undefined>(undefined);

/** The render instant while rendering on the server or hydrating its HTML, else undefined. */
export function useServerRenderTime(): number | undefined {
  return useContext(RenderTimeContext);
}

/**
 * The app's first commit: #root loses the render instant, the mark of a page that is not
 * interactive yet (the browser tests wait for it; React replays taps on parts still hydrating).
 */
export function endHydration(): void {
  document.getElementById('root')?.removeAttribute('data-rendered-at');
}
