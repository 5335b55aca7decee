/**
 * The instant a server-rendered page was rendered at (apps/web/src/entry-server.tsx). Everything
 * that reads the clock while rendering (useNow) starts from it during the server render and while
 * the browser hydrates that HTML, so both draw the same opening states and times; afterwards the
 * browser's own clock takes over. Undefined for a page the browser renders itself.
 */
let renderTime: number | undefined;

export function setRenderTime(instant: number | undefined): void {
  renderTime = instant;
}

export function getRenderTime(): number | undefined {
  return renderTime;
}

/**
 * The browser has hydrated the server's HTML (the app's first commit): its clock takes over, and
 * #root loses the render instant, which marks a page that is not interactive yet.
 */
export function endHydration(): void {
  renderTime = undefined;
  document.getElementById('root')?.removeAttribute('data-rendered-at');
}
