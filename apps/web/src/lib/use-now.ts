import { useEffect, useState } from 'react';
import { useServerRenderTime } from './render-time.ts';

/**
 * The current time, renewed every `intervalMs` (default one minute) while mounted. On the server
 * and while the browser hydrates its HTML it is the server's render instant (lib/render-time.ts),
 * then this browser's clock.
 */
export function useNow(intervalMs = 60_000): Date {
  const renderedAt = useServerRenderTime();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return renderedAt === undefined ? now : new Date(renderedAt);
}
