import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useServerRenderTime } from '../../lib/render-time.ts';

/**
 * Content that depends on this browser (its stored cart, an order it follows): the server's HTML
 * and the hydrating browser show `fallback`; the browser then renders `children` in a transition
 * (in slices, not one long task). Outside hydration the children show at once.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const isServerRender = useServerRenderTime() !== undefined;
  const [isShown, setShown] = useState(!isServerRender);
  useEffect(() => {
    if (!isShown) startTransition(() => setShown(true));
  }, [isShown]);
  return isShown ? children : fallback;
}
