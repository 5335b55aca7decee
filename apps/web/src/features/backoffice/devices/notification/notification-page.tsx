import { minutesWaited, type NotificationScreen, notificationScreenSchema } from '@shop/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { ApiError, apiRequest, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { playNewOrderSound, prepareNewOrderSound } from '../../ui/live/new-order-sound.ts';
import { connectOrderEvents } from '../../ui/live/order-event-stream.ts';
import { ServerClockProvider, serverOffsetOf, useServerNow } from '../../ui/live/server-clock.tsx';
import { ALARM_REPEAT_MS, useOrderAlarm } from '../../ui/live/use-order-alarm.ts';
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
import styles from './notification.module.css';

const t = de.backofficeDevices.notification;
const SCREEN = 'notification-device';
const SCREEN_URL = '/api/devices/notifications';
const POLL_MS = 15_000;

const screenQuery = (secret: string) =>
  queryOptions({
    queryKey: ['notification-device', secret],
    queryFn: async ({ signal }): Promise<NotificationScreen> =>
      parseContract(
        notificationScreenSchema,
        await apiRequest(SCREEN_URL, { signal, headers: deviceHeaders(secret) }),
        SCREEN_URL,
      ),
    staleTime: 0,
    retry: false,
  });

/**
 * The notification device (spec §1 "devices for notification"; docs/decisions/
 * 027-devices-and-print-jobs.md): the shop's tablet or phone shows the branch's orders waiting
 * for confirmation and sounds the alarm again every 10 s until someone taps "Gesehen"; it stays
 * awake, reconnects after sleep or a dropped connection (polling meanwhile) and rings when staff
 * send a test from the devices screen. Opens with the device secret alone, no staff login.
 */
export function NotificationPage() {
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
    <NotificationBoard
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

/** Whether the page was touched once (browsers play sound only after that). */
function useSoundReady(): boolean {
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    const stop = prepareNewOrderSound();
    const ready = () => setIsReady(true);
    document.addEventListener('pointerdown', ready, { once: true });
    document.addEventListener('keydown', ready, { once: true });
    return () => {
      stop();
      document.removeEventListener('pointerdown', ready);
      document.removeEventListener('keydown', ready);
    };
  }, []);
  return isReady;
}

/** The test ring: sounds at once and every ALARM_REPEAT_MS until acknowledged. */
function useTestRing() {
  const [isRinging, setIsRinging] = useState(false);
  useEffect(() => {
    if (!isRinging) return;
    playNewOrderSound();
    const timer = window.setInterval(playNewOrderSound, ALARM_REPEAT_MS);
    return () => window.clearInterval(timer);
  }, [isRinging]);
  return { isRinging, ring: () => setIsRinging(true), stop: () => setIsRinging(false) };
}

function NotificationBoard({ secret, onRefused }: { secret: string; onRefused: () => void }) {
  const [isLive, setIsLive] = useState(false);
  const testRing = useTestRing();
  const isSoundReady = useSoundReady();
  useWakeLock();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one stream per secret
  useEffect(() => {
    const reload = () =>
      void queryClient.invalidateQueries({ queryKey: screenQuery(secret).queryKey });
    return connectOrderEvents(`${SCREEN_URL}/events`, deviceHeaders(secret), {
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
      onRing: () => {
        recordDeviceLog('Test-Benachrichtigung erhalten');
        testRing.ring();
      },
    });
  }, [secret]);
  const screen = useQuery({ ...screenQuery(secret), refetchInterval: isLive ? false : POLL_MS });
  const isRefused =
    screen.error instanceof ApiError && [401, 403].includes(screen.error.status ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refusal
  useEffect(() => {
    if (isRefused) onRefused();
  }, [isRefused]);
  const alarm = useOrderAlarm(screen.data?.waiting, `notification-device.seen.${secret.slice(-8)}`);
  const offsetMs = Math.round(serverOffsetOf(screen.data?.now, screen.dataUpdatedAt) / 1000) * 1000;

  return (
    <ServerClockProvider offsetMs={offsetMs}>
      <div className={styles.screen}>
        <header className={styles.header}>
          <h1 className={styles.title}>
            {screen.data ? t.title(screen.data.branch.name) : t.documentTitle}
          </h1>
          <span className={isLive ? styles.live : styles.offline} role="status">
            {isLive ? t.live : t.polling}
          </span>
        </header>
        {isSoundReady ? null : <p className={styles.soundHint}>{t.soundOff}</p>}
        {screen.isError && !isRefused ? (
          <Notice tone="error" onRetry={() => screen.refetch()} isRetrying={screen.isFetching}>
            {t.loadFailed}
          </Notice>
        ) : null}
        {testRing.isRinging ? (
          <section className={styles.alarm} aria-label={t.testTitle}>
            <strong className={styles.alarmTitle}>{t.testTitle}</strong>
            <p>{t.testText}</p>
            <ActionButton variant="primary" className={styles.bigButton} onClick={testRing.stop}>
              {t.testAcknowledge}
            </ActionButton>
          </section>
        ) : null}
        {alarm.unseen.length > 0 ? (
          <section className={styles.alarm} aria-label={t.waitingTitle(alarm.unseen.length)}>
            <strong className={styles.alarmTitle}>{t.waitingTitle(alarm.unseen.length)}</strong>
            <WaitingList orders={alarm.unseen} />
            <ActionButton
              variant="primary"
              className={styles.bigButton}
              onClick={alarm.acknowledge}
            >
              {t.seen}
            </ActionButton>
          </section>
        ) : null}
        {screen.data && screen.data.waiting.length === 0 && !testRing.isRinging ? (
          <p className={styles.quiet}>{t.quiet}</p>
        ) : null}
        {screen.data && alarm.unseen.length === 0 && screen.data.waiting.length > 0 ? (
          <section className={styles.seenList} aria-label={t.documentTitle}>
            <WaitingList orders={screen.data.waiting} />
          </section>
        ) : null}
      </div>
    </ServerClockProvider>
  );
}

function WaitingList({ orders }: { orders: NotificationScreen['waiting'] }) {
  const now = useServerNow();
  return (
    <ul className={styles.orders}>
      {orders.map((order) => (
        <li key={order.id}>
          <strong>#{order.ticketNumber}</strong>{' '}
          {de.backofficeOrders.lists.waiting(minutesWaited(new Date(order.createdAt), now))}
        </li>
      ))}
    </ul>
  );
}
