import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * The server's clock in the browser: how long an order has waited is counted on the clock that
 * stamped it, so a counter tablet whose own clock is wrong still shows the right minutes. The
 * offset comes from the order summary's `now`; the value ticks every 15 s.
 */

const TICK_MS = 15_000;
const ServerClockContext = createContext<Date | null>(null);

export function ServerClockProvider({
  offsetMs,
  children,
}: {
  offsetMs: number;
  children: ReactNode;
}) {
  const [now, setNow] = useState(() => new Date(Date.now() + offsetMs));
  useEffect(() => {
    setNow(new Date(Date.now() + offsetMs));
    const timer = window.setInterval(() => setNow(new Date(Date.now() + offsetMs)), TICK_MS);
    return () => window.clearInterval(timer);
  }, [offsetMs]);
  return <ServerClockContext.Provider value={now}>{children}</ServerClockContext.Provider>;
}

/** The server's time now (the browser's own clock outside a provider). */
export function useServerNow(): Date {
  const fromProvider = useContext(ServerClockContext);
  const [own, setOwn] = useState(() => new Date());
  useEffect(() => {
    if (fromProvider) return;
    const timer = window.setInterval(() => setOwn(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [fromProvider]);
  return fromProvider ?? own;
}

/** The offset of the server's clock from the browser's, from an answer's `now`. */
export function serverOffsetOf(serverNow: string | undefined, receivedAt: number): number {
  if (!serverNow || receivedAt === 0) return 0;
  return Date.parse(serverNow) - receivedAt;
}
