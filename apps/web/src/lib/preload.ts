/**
 * Starts GET requests before the code that needs them has loaded, so a lazily loaded surface does
 * not wait one more round trip for its data. The API client takes the response (once) instead of
 * asking again.
 */
const pending = new Map<string, Promise<Response>>();

export function preloadGet(url: string): void {
  if (pending.has(url)) return;
  const response = fetch(url, { headers: { accept: 'application/json' } });
  // A failed preload is retried by the real request; never an unhandled rejection.
  response.catch(() => undefined);
  pending.set(url, response);
}

/**
 * Takes the response the server embedded in the page for `url` (a JSON data block with this id,
 * apps/server/src/platform/web-app.ts) as its preload. False when the page has none (the Vite dev
 * server): the request then goes over the network.
 */
export function adoptEmbedded(url: string, elementId: string): boolean {
  const element = document.getElementById(elementId);
  if (!element?.textContent) return false;
  const response = new Response(element.textContent); // status 200 by default
  element.remove();
  pending.set(url, Promise.resolve(response));
  return true;
}

/** The preloaded response for `url`, at most once. */
export function takePreloaded(url: string): Promise<Response> | undefined {
  const response = pending.get(url);
  pending.delete(url);
  return response;
}
