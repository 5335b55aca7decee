import { hasAccess } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { NavBadgesProvider } from '../../shell/nav-badges.tsx';
import hidden from '../../ui/visually-hidden.module.css';
import { invalidateOrders, orderSummaryQueryOptions } from '../api/orders-api.ts';
import styles from './live.module.css';
import { playNewOrderSound, prepareNewOrderSound } from './new-order-sound.ts';
import { connectOrderEvents } from './order-event-stream.ts';

/**
 * Live orders for every back-office screen (issue 7 item 6): one event stream per open tab; each
 * event reloads what is shown of orders (lists, the open order, the badges). While the stream is
 * down the same reload runs every 10 s (spec §9's polling interval). When the number of orders
 * waiting for confirmation grows, a sound plays and a screen reader hears "Neue Bestellung
 * eingegangen"; the navigation shows the counts as badges.
 */

export const ORDERS_POLL_MS = 10_000;
const EVENTS_URL = '/api/orders/events';

export function OrdersLiveProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const canSeeOrders = hasAccess(user.roles, 'orders');
  const [isLive, setIsLive] = useState(false);
  const [hasDropped, setHasDropped] = useState(false);
  const [isEnded, setIsEnded] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const summary = useQuery({ ...orderSummaryQueryOptions, enabled: canSeeOrders }).data;

  useEffect(() => {
    if (!canSeeOrders) return;
    const stopSound = prepareNewOrderSound();
    const stop = connectOrderEvents(
      EVENTS_URL,
      {},
      {
        onOpen: () => {
          setIsLive(true);
          void invalidateOrders(); // catch up on what happened while connecting
        },
        onEvent: () => void invalidateOrders(),
        onResync: () => void invalidateOrders(),
        onDrop: () => {
          setIsLive(false);
          setHasDropped(true);
        },
        // The session is gone: stop quietly (no polling either). The user's next own action
        // meets the 401 and leads to the login; a background redirect would throw away a
        // half-filled form.
        onEnd: () => setIsEnded(true),
      },
    );
    return () => {
      stop();
      stopSound();
    };
  }, [canSeeOrders]);

  useEffect(() => {
    if (!canSeeOrders || isLive || isEnded) return;
    const timer = window.setInterval(() => void invalidateOrders(), ORDERS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [canSeeOrders, isLive, isEnded]);

  usePendingGrowth(summary?.pending, () => {
    playNewOrderSound();
    setAnnouncement(
      `${de.backofficeOrders.live.newOrder} (${new Date().toLocaleTimeString('de-DE')})`,
    );
  });

  const badges = useMemo(
    () => ({
      ordersPending: summary && {
        count: summary.pending,
        label: de.backofficeOrders.nav.pendingBadge(summary.pending),
      },
      ordersMissed: summary && {
        count: summary.missed,
        label: de.backofficeOrders.nav.missedBadge(summary.missed),
        tone: 'alert' as const,
      },
    }),
    [summary],
  );
  return (
    <>
      <NavBadgesProvider value={badges}>{children}</NavBadgesProvider>
      <p className={hidden.hidden} role="status" aria-live="polite">
        {announcement}
      </p>
      {hasDropped && !isLive && !isEnded ? (
        <p className={styles.offline} role="status">
          {de.backofficeOrders.live.offline}
        </p>
      ) : null}
    </>
  );
}

/** Calls `onGrowth` when the count goes up (not for the first value, not when it goes down). */
function usePendingGrowth(count: number | undefined, onGrowth: () => void): void {
  const previous = useRef<number | undefined>(undefined);
  const callback = useRef(onGrowth);
  callback.current = onGrowth;
  useEffect(() => {
    if (count === undefined) return;
    if (previous.current !== undefined && count > previous.current) callback.current();
    previous.current = count;
  }, [count]);
}
