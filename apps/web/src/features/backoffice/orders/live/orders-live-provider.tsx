import { hasAccess } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { NavBadgesProvider } from '../../shell/nav-badges.tsx';
import { prepareNewOrderSound } from '../../ui/live/new-order-sound.ts';
import { connectOrderEvents } from '../../ui/live/order-event-stream.ts';
import { ServerClockProvider, serverOffsetOf } from '../../ui/live/server-clock.tsx';
import { useOrderAlarm } from '../../ui/live/use-order-alarm.ts';
import hidden from '../../ui/visually-hidden.module.css';
import { invalidateOrders, orderSummaryQueryOptions } from '../api/orders-api.ts';
import styles from './live.module.css';
import { OrderAlarmBar } from './order-alarm.tsx';

/**
 * Live orders for every back-office screen: one event stream per open tab; each
 * event reloads what is shown of orders (lists, the open order, the badges). While the stream is
 * down the same reload runs every 10 s (spec §9's polling interval). While an order waits for
 * confirmation unseen, the alarm bar names it and the signal repeats until someone taps
 * "Gesehen" (order-alarm.tsx); a screen reader hears "Neue Bestellung eingegangen"; the
 * navigation shows the counts as badges.
 */

export const ORDERS_POLL_MS = 10_000;
const EVENTS_URL = '/api/orders/events';
const SEEN_ORDERS_KEY = 'backoffice.seenOrders';

const OrderAlarmContext = createContext<ReactNode>(null);

/** Where the shell shows the new-order alarm (above the screen, below the top bar). */
export function OrderAlarmSlot() {
  return <>{useContext(OrderAlarmContext)}</>;
}

export function OrdersLiveProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const canSeeOrders = hasAccess(user.roles, 'orders');
  const [isLive, setIsLive] = useState(false);
  const [hasDropped, setHasDropped] = useState(false);
  const [isEnded, setIsEnded] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const summaryQuery = useQuery({ ...orderSummaryQueryOptions, enabled: canSeeOrders });
  const summary = summaryQuery.data;
  const alarm = useOrderAlarm(summary?.waiting, SEEN_ORDERS_KEY);
  const serverOffset = serverOffsetOf(summary?.now, summaryQuery.dataUpdatedAt);
  // Whole seconds: a re-render must not restart the clock's tick for a few milliseconds' jitter.
  const offsetMs = Math.round(serverOffset / 1000) * 1000;

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
  const alarmBar = (
    <OrderAlarmBar
      unseen={alarm.unseen}
      onAcknowledge={alarm.acknowledge}
      hrefOf={(orderId) => backofficePaths.order.href(orderId)}
    />
  );
  return (
    <>
      <ServerClockProvider offsetMs={offsetMs}>
        <OrderAlarmContext.Provider value={alarmBar}>
          <NavBadgesProvider value={badges}>{children}</NavBadgesProvider>
        </OrderAlarmContext.Provider>
      </ServerClockProvider>
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
