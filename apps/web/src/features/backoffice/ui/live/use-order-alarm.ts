import { useEffect, useRef, useState } from 'react';
import { playNewOrderSound } from './new-order-sound.ts';

/**
 * The new-order alarm (docs/decisions/019-new-order-alarm.md): while an order waits for
 * confirmation and nobody on this device has said "Gesehen", a bar names it and the signal
 * sounds again every `ALARM_REPEAT_MS`: one tone is easy to miss in a loud kitchen. What was
 * seen is kept in the browser (localStorage), so a reload does not ring again for it.
 */

export const ALARM_REPEAT_MS = 10_000;

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
