import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept in step. The server knows no screen: its HTML, and the
 * browser hydrating it, take the query as not matching; the browser re-renders right after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
