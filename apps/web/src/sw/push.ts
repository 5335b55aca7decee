/**
 * Web Push in the service worker (docs/decisions/053-web-push.md): the server sends
 * `{ title, body, url }` (domain `newOrderPushNotification`); no zod here, the worker stays small.
 */

export type PushMessage = { title: string; body: string; url: string };

/** Where a notification may lead: only a back-office page of this origin. */
const BACKOFFICE = /^\/backend(\/|$)/;
const FALLBACK: PushMessage = { title: 'Neue Bestellung', body: '', url: '/backend' };

/** The message of a push body; anything unreadable still rings with the fallback. */
export function pushMessageOf(text: string | null | undefined): PushMessage {
  try {
    const data = JSON.parse(text ?? '') as Partial<Record<keyof PushMessage, unknown>>;
    const field = (value: unknown, fallback: string) =>
      typeof value === 'string' && value !== '' ? value : fallback;
    const url = field(data.url, FALLBACK.url);
    return {
      title: field(data.title, FALLBACK.title),
      body: field(data.body, FALLBACK.body),
      url: BACKOFFICE.test(url) ? url : FALLBACK.url,
    };
  } catch {
    return FALLBACK;
  }
}

/**
 * The window a click should use: one already showing the page, else any back-office window
 * (navigated there), else none (a new one is opened).
 */
export function windowFor<T extends { url: string }>(
  windows: readonly T[],
  url: string,
  origin: string,
): { window: T; navigate: boolean } | null {
  const target = new URL(url, origin).href;
  const same = windows.find((client) => client.url === target);
  if (same) return { window: same, navigate: false };
  const backoffice = windows.find((client) => {
    const parsed = new URL(client.url);
    return parsed.origin === origin && BACKOFFICE.test(parsed.pathname);
  });
  return backoffice ? { window: backoffice, navigate: true } : null;
}
