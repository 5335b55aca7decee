import {
  appointmentLabel,
  DEFAULT_TIME_ZONE,
  formatQuantity,
  type KitchenTicket,
  kitchenMinutes,
  kitchenUrgency,
  unitLabel,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { errorMessageOf } from '../../ui/error-message.ts';
import { playNewOrderSound, prepareNewOrderSound } from '../../ui/live/new-order-sound.ts';
import { connectOrderEvents } from '../../ui/live/order-event-stream.ts';
import { ServerClockProvider, serverOffsetOf, useServerNow } from '../../ui/live/server-clock.tsx';
import { useWakeLock } from '../../ui/live/use-wake-lock.ts';
import { Notice } from '../../ui/notice.tsx';
import { SecretSetupForm } from '../../ui/secret-setup-form.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { recordDeviceLog, sendDeviceLog } from '../device-log.ts';
import {
  deviceHeaders,
  refuseDeviceSecret,
  saveDeviceSecret,
  takeDeviceSecret,
  wasDeviceSecretRefused,
} from '../device-secret.ts';
import styles from './kitchen.module.css';
import { KITCHEN_EVENTS_URL, kitchenAction, kitchenQueryOptions } from './kitchen-api.ts';

const t = de.backofficeDevices.kitchen;
const SCREEN = 'kitchen-display';
/** Without the live stream the screen asks every 15 s. */
const POLL_MS = 15_000;

/**
 * The kitchen display (docs/decisions/034-kitchen-display.md): the branch's confirmed orders as
 * large tickets, oldest due first, a timer since confirmation turning amber and red, "Fertig" by
 * touch and the last ticket brought back. Live through the order events; polls while they drop.
 * Opens with the device secret alone, no staff login.
 */
export function KitchenPage() {
  const [secret, setSecret] = useState(() => takeDeviceSecret(SCREEN));
  const [error, setError] = useState<string | null>(() =>
    !secret && wasDeviceSecretRefused(SCREEN) ? t.secretInvalid : null,
  );
  useDocumentTitle(t.documentTitle);
  if (!secret) {
    return (
      <SecretSetupForm
        title={t.secretTitle}
        intro={t.secretIntro}
        fieldLabel={t.secretField}
        submitLabel={t.secretSubmit}
        error={error}
        onSecret={(value) => {
          saveDeviceSecret(SCREEN, value);
          setError(null);
          setSecret(value);
        }}
      />
    );
  }
  return (
    <KitchenBoard
      key={secret}
      secret={secret}
      onRefused={() => {
        refuseDeviceSecret(SCREEN);
        setError(t.secretInvalid);
        setSecret(null);
      }}
    />
  );
}

function useKitchenLive(secret: string, onRefused: () => void): boolean {
  const [isLive, setIsLive] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one stream per secret
  useEffect(() => {
    const stopSound = prepareNewOrderSound();
    const reload = () =>
      void queryClient.invalidateQueries({ queryKey: kitchenQueryOptions(secret).queryKey });
    const stop = connectOrderEvents(KITCHEN_EVENTS_URL, deviceHeaders(secret), {
      onOpen: () => {
        recordDeviceLog('Live-Verbindung steht');
        setIsLive(true);
        reload();
      },
      onEvent: reload,
      onResync: reload,
      onDrop: () => {
        recordDeviceLog('Live-Verbindung unterbrochen', 'warn');
        setIsLive(false);
      },
      onLogs: () => sendDeviceLog(secret),
      onEnd: onRefused,
    });
    return () => {
      stop();
      stopSound();
    };
  }, [secret]);
  return isLive;
}

/** Sounds the signal once for every ticket that appears after the first load. */
function useNewTicketSignal(tickets: readonly KitchenTicket[] | undefined): void {
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!tickets) return;
    const ids = new Set(tickets.map((ticket) => ticket.id));
    if (known.current && [...ids].some((id) => !known.current!.has(id))) playNewOrderSound();
    known.current = new Set([...(known.current ?? []), ...ids]);
  }, [tickets]);
}

function KitchenBoard({ secret, onRefused }: { secret: string; onRefused: () => void }) {
  const isLive = useKitchenLive(secret, onRefused);
  useWakeLock();
  const screen = useQuery({
    ...kitchenQueryOptions(secret),
    refetchInterval: isLive ? false : POLL_MS,
  });
  useNewTicketSignal(screen.data?.tickets);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isRefused =
    screen.error instanceof ApiError && [401, 403].includes(screen.error.status ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refusal
  useEffect(() => {
    if (isRefused) onRefused();
  }, [isRefused]);
  const offsetMs = Math.round(serverOffsetOf(screen.data?.now, screen.dataUpdatedAt) / 1000) * 1000;

  const act = async (orderId: number, action: 'done' | 'recall') => {
    setBusy(orderId);
    setFailure(null);
    try {
      await kitchenAction(secret, orderId, action);
    } catch (error) {
      setFailure(errorMessageOf(error, t.actionFailed));
      void screen.refetch();
    } finally {
      setBusy(null);
    }
  };
  const tickets = screen.data?.tickets ?? [];
  const lastDone = screen.data?.lastDone ?? null;
  return (
    <ServerClockProvider offsetMs={offsetMs}>
      <div className={styles.screen}>
        <header className={styles.header}>
          <h1 className={styles.title}>
            {screen.data ? t.title(screen.data.branch.name) : t.documentTitle}
          </h1>
          <span className={styles.count}>{t.count(tickets.length)}</span>
          <span className={isLive ? styles.live : styles.offline} role="status">
            {isLive ? t.live : t.polling}
          </span>
          {lastDone ? (
            <ActionButton
              className={styles.recall}
              isBusy={busy === lastDone.id}
              onClick={() => void act(lastDone.id, 'recall')}
            >
              {t.recall(lastDone.ticketNumber)}
            </ActionButton>
          ) : null}
        </header>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        {screen.isError && !isRefused ? (
          <Notice tone="error" onRetry={() => screen.refetch()} isRetrying={screen.isFetching}>
            {t.loadFailed}
          </Notice>
        ) : null}
        {screen.data && tickets.length === 0 ? <p className={styles.empty}>{t.empty}</p> : null}
        <ol className={styles.tickets}>
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard
                ticket={ticket}
                isBusy={busy === ticket.id}
                onDone={() => void act(ticket.id, 'done')}
              />
            </li>
          ))}
        </ol>
      </div>
    </ServerClockProvider>
  );
}

function TicketCard({
  ticket,
  isBusy,
  onDone,
}: {
  ticket: KitchenTicket;
  isBusy: boolean;
  onDone: () => void;
}) {
  const now = useServerNow();
  const minutes = kitchenMinutes(new Date(ticket.confirmedAt), now);
  const urgency = kitchenUrgency(minutes);
  const due = appointmentLabel(
    ticket.appointment ? new Date(ticket.appointment) : null,
    false,
    DEFAULT_TIME_ZONE,
  );
  return (
    <article
      className={`${styles.ticket} ${styles[urgency]}`}
      aria-label={`#${ticket.ticketNumber}`}
      data-urgency={urgency}
    >
      <header className={styles.ticketHead}>
        <strong className={styles.ticketNumber}>#{ticket.ticketNumber}</strong>
        <span className={styles.timer} title={t.since(minutes)}>
          {t.minutes(minutes)}
        </span>
      </header>
      <p className={styles.meta}>
        {t.types[ticket.type]}
        {ticket.tableIdentifier ? ` · ${t.table(ticket.tableIdentifier)}` : ''} · {due}
      </p>
      <ul className={styles.lines}>
        {ticket.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is fixed
          <li key={index}>
            <span className={styles.amount}>
              {formatQuantity(line.amount)} {unitLabel(line.unit)}
            </span>{' '}
            {line.name}
            {line.parts.length > 0 ? (
              <ul className={styles.parts}>
                {line.parts.map((part) => (
                  <li key={part.name}>
                    {part.name}: {part.values.join(', ')}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {ticket.comment ? <p className={styles.comment}>{ticket.comment}</p> : null}
      <ActionButton variant="primary" className={styles.done} isBusy={isBusy} onClick={onDone}>
        {t.done}
      </ActionButton>
    </article>
  );
}
