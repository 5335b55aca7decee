import { minutesWaited } from '@shop/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { de } from '../../../../i18n/de.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { playNewOrderSound } from '../../ui/live/new-order-sound.ts';
import { useServerNow } from '../../ui/live/server-clock.tsx';
import styles from './live.module.css';

/**
 * The new-order alarm (docs/decisions/019-new-order-alarm.md): while an order waits for
 * confirmation and nobody on this device has said "Gesehen", a bar names it and the signal
 * sounds again every `ALARM_REPEAT_MS`: one tone is easy to miss in a loud kitchen. What was
 * seen is kept in the browser (localStorage), so a reload does not ring again for it.
 */

export const ALARM_REPEAT_MS = 10_000;
const SHOWN_ORDERS = 3;

export type AlarmOrder = { id: number; ticketNumber: string; createdAt: string };

function readSeen(storageKey: string): Set<number> {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter(Number.isInteger) : []);
  } catch {
    return new Set();
  }
}

/**
 * The waiting orders nobody has seen yet, and `acknowledge` for the "Gesehen" button. Plays the
 * signal at once when an unseen order appears and every ALARM_REPEAT_MS while any is unseen.
 */
export function useOrderAlarm(waiting: readonly AlarmOrder[] | undefined, storageKey: string) {
  const [seen, setSeen] = useState(() => readSeen(storageKey));
  const unseen = (waiting ?? []).filter((order) => !seen.has(order.id));
  const unseenKey = unseen.map((order) => order.id).join(',');
  const rung = useRef(new Set<number>());

  useEffect(() => {
    if (unseenKey === '') return;
    const ids = unseenKey.split(',').map(Number);
    // At once for an order not rung for yet; a shrinking list only keeps the rhythm.
    if (ids.some((id) => !rung.current.has(id))) playNewOrderSound();
    for (const id of ids) rung.current.add(id);
    const timer = window.setInterval(playNewOrderSound, ALARM_REPEAT_MS);
    return () => window.clearInterval(timer);
  }, [unseenKey]);

  const acknowledge = () => {
    // Only what still waits is kept, so the stored list stays short.
    const next = new Set((waiting ?? []).map((order) => order.id));
    setSeen(next);
    try {
      window.localStorage.setItem(storageKey, JSON.stringify([...next]));
    } catch {
      // Private mode or full storage: the acknowledgement holds until the page reloads.
    }
  };
  return { unseen, acknowledge };
}

const t = de.backofficeOrders;

/** The bar above the screen while orders are unseen: which ones, how long, and "Gesehen". */
export function OrderAlarmBar({
  unseen,
  onAcknowledge,
  hrefOf,
}: {
  unseen: readonly AlarmOrder[];
  onAcknowledge: () => void;
  hrefOf?: (orderId: number) => string;
}) {
  const now = useServerNow();
  if (unseen.length === 0) return null;
  const shown = unseen.slice(0, SHOWN_ORDERS);
  return (
    <section className={styles.alarm} aria-label={t.live.alarmLabel}>
      <span className={styles.alarmBell} aria-hidden="true" />
      <div className={styles.alarmText}>
        <strong>{t.live.alarmTitle(unseen.length)}</strong>
        <ul className={styles.alarmOrders}>
          {shown.map((order) => {
            const ticket = `#${order.ticketNumber}`;
            const waited = t.lists.waiting(minutesWaited(new Date(order.createdAt), now));
            return (
              <li key={order.id}>
                {hrefOf ? <Link to={hrefOf(order.id)}>{ticket}</Link> : ticket} · {waited}
              </li>
            );
          })}
          {unseen.length > shown.length ? (
            <li>{t.live.alarmMore(unseen.length - shown.length)}</li>
          ) : null}
        </ul>
        <span className={styles.alarmHint}>{t.live.acknowledgeHint}</span>
      </div>
      <ActionButton variant="primary" className={styles.alarmButton} onClick={onAcknowledge}>
        {t.live.acknowledge}
      </ActionButton>
    </section>
  );
}
