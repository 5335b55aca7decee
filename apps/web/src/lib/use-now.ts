import { useEffect, useRef, useState } from 'react';
import { getRenderTime } from './render-time.ts';

/**
 * The current time, renewed every `intervalMs` (default one minute) while mounted. While a
 * server-rendered page hydrates it starts at the server's render time (lib/render-time.ts) and
 * moves to this browser's clock right after.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date(getRenderTime() ?? Date.now()));
  const startedAtRenderTime = useRef(getRenderTime() !== undefined);
  useEffect(() => {
    if (startedAtRenderTime.current) setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
