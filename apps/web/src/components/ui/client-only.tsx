import { type ReactNode, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Content that depends on this browser (its stored cart, an order it follows): the server's HTML
 * and the hydrating browser show `fallback`, the browser shows `children` right after. Outside
 * hydration the children show at once.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const isBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return isBrowser ? children : fallback;
}
