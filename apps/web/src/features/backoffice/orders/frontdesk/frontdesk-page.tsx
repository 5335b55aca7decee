import { FRONTDESK_COLUMNS, type FrontdeskOrder, type OrderStatusAction } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { de } from '../../../../i18n/de.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { errorMessageOf } from '../../ui/error-message.ts';
import { prepareNewOrderSound } from '../../ui/live/new-order-sound.ts';
import { connectOrderEvents } from '../../ui/live/order-event-stream.ts';
import { ServerClockProvider, serverOffsetOf } from '../../ui/live/server-clock.tsx';
import { useOrderAlarm } from '../../ui/live/use-order-alarm.ts';
import { Notice } from '../../ui/notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { DisplaySettingsToggles } from '../display/display-settings.tsx';
import { OrderAlarmBar } from '../live/order-alarm.tsx';
import { ORDERS_POLL_MS } from '../live/orders-live-provider.tsx';
import { FrontdeskPause } from '../sold-out/ordering-pause.tsx';
import styles from './frontdesk.module.css';
import {
  frontdeskAction,
  frontdeskEventsUrl,
  frontdeskQueryOptions,
  keyHeaders,
} from './frontdesk-api.ts';
import { FrontdeskCard } from './frontdesk-card.tsx';
import {
  refuseFrontdeskKey,
  saveFrontdeskKey,
  takeFrontdeskKey,
  wasFrontdeskKeyRefused,
} from './frontdesk-key.ts';
import { FrontdeskKeyForm } from './frontdesk-key-form.tsx';

const t = de.backofficeOrders.frontdesk;

/**
 * The front desk of one branch on a tablet: the day's orders in four columns,
 * updated live (falls back to polling), a signal for every new order that repeats until someone
 * taps "Gesehen" (orders/live/order-alarm.tsx), and large buttons for the steps the key may take.
 * Works with the branch's API key alone, no login.
 */
export function FrontdeskPage() {
  const branchId = Number(useParams().branchId);
  const [apiKey, setApiKey] = useState(() => takeFrontdeskKey(branchId));
  // A key refused before a reload still explains the setup page (the stream may notice first).
  const [keyError, setKeyError] = useState<string | null>(() =>
    !apiKey && wasFrontdeskKeyRefused(branchId) ? t.keyInvalid : null,
  );
  useDocumentTitle(t.documentTitle);
  if (!apiKey) {
    return (
      <FrontdeskKeyForm
        error={keyError}
        onKey={(key) => {
          saveFrontdeskKey(branchId, key);
          setKeyError(null);
          setApiKey(key);
        }}
      />
    );
  }
  return (
    <FrontdeskBoard
      key={apiKey}
      branchId={branchId}
      apiKey={apiKey}
      onInvalidKey={() => {
        refuseFrontdeskKey(branchId);
        setKeyError(t.keyInvalid);
        setApiKey(null);
      }}
    />
  );
}

function useFrontdeskLive(branchId: number, apiKey: string, onInvalidKey: () => void) {
  const [isLive, setIsLive] = useState(false);
  const queryKey = frontdeskQueryOptions(branchId, apiKey).queryKey;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one stream per key
  useEffect(() => {
    const stopSound = prepareNewOrderSound();
    const reload = () => void queryClient.invalidateQueries({ queryKey });
    const stop = connectOrderEvents(frontdeskEventsUrl(branchId), keyHeaders(apiKey), {
      onOpen: () => {
        setIsLive(true);
        reload();
      },
      onEvent: reload,
      onResync: reload,
      onDrop: () => setIsLive(false),
      onEnd: onInvalidKey,
    });
    return () => {
      stop();
      stopSound();
    };
  }, [branchId, apiKey]);
  return isLive;
}

function FrontdeskBoard({
  branchId,
  apiKey,
  onInvalidKey,
}: {
  branchId: number;
  apiKey: string;
  onInvalidKey: () => void;
}) {
  const isLive = useFrontdeskLive(branchId, apiKey, onInvalidKey);
  const board = useQuery({
    ...frontdeskQueryOptions(branchId, apiKey),
    refetchInterval: isLive ? false : ORDERS_POLL_MS,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isUnauthorized = board.error instanceof ApiError && board.error.status === 401;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refusal
  useEffect(() => {
    if (isUnauthorized) onInvalidKey();
  }, [isUnauthorized]);
  const alarm = useOrderAlarm(
    board.data?.orders.filter((order) => order.column === 'new'),
    `frontdesk.seenOrders.${branchId}`,
  );
  const offsetMs = Math.round(serverOffsetOf(board.data?.now, board.dataUpdatedAt) / 1000) * 1000;

  const onAction = async (order: FrontdeskOrder, action: OrderStatusAction) => {
    setBusy(`${order.id}:${action}`);
    setFailure(null);
    try {
      await frontdeskAction(branchId, apiKey, order.id, action);
    } catch (error) {
      setFailure(errorMessageOf(error, t.actionFailed));
      void board.refetch();
    } finally {
      setBusy(null);
    }
  };

  const columns = FRONTDESK_COLUMNS.map((column) => ({
    column,
    orders: (board.data?.orders ?? []).filter((order) => order.column === column),
  }));
  return (
    <ServerClockProvider offsetMs={offsetMs}>
      <div className={styles.screen}>
        <header className={styles.header}>
          <h1 className={styles.title}>
            {board.data ? t.title(board.data.branch.name) : t.documentTitle}
          </h1>
          <span className={isLive ? styles.live : styles.offline} role="status">
            {isLive ? t.live : t.polling}
          </span>
          <DisplaySettingsToggles />
          <FrontdeskPause branchId={branchId} apiKey={apiKey} />
        </header>
        <OrderAlarmBar unseen={alarm.unseen} onAcknowledge={alarm.acknowledge} />
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        {board.isError && !isUnauthorized ? (
          <Notice tone="error" onRetry={() => board.refetch()} isRetrying={board.isFetching}>
            {de.backoffice.errors.loadListFailed(de.backoffice.entities.orders)}
          </Notice>
        ) : null}
        <div className={styles.columns}>
          {columns.map(({ column, orders }) => (
            <section key={column} className={styles.column} aria-labelledby={`column-${column}`}>
              <h2 id={`column-${column}`} className={styles.columnTitle}>
                {t.columns[column]} <span className={styles.count}>{orders.length}</span>
              </h2>
              {orders.length === 0 ? <p className={styles.empty}>{t.empty}</p> : null}
              {orders.map((order) => (
                <FrontdeskCard
                  key={order.id}
                  order={order}
                  busyAction={busy?.startsWith(`${order.id}:`) ? busy.split(':')[1] : undefined}
                  onAction={(action) => void onAction(order, action)}
                />
              ))}
            </section>
          ))}
        </div>
      </div>
    </ServerClockProvider>
  );
}
