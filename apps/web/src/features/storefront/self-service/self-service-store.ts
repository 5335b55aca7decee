import { useSyncExternalStore } from 'react';

/**
 * The self-service context of this tab (spec §2 "Global overlays", §4; decision 031): set by the
 * kiosk address `/self-service/store/{branchIdentifier}?idle=<seconds>` and kept in the tab's
 * sessionStorage, so the branch page, the checkout and the status page behind it know it.
 */
export type SelfService = {
  branchIdentifier: string;
  /** Time without a touch until the screensaver shows (and the cart and draft are reset). */
  idleMs: number;
  /**
   * The screensaver shows. Kept with the context, not in a component: a remount of the layer or a
   * reload of the tab in the middle of an order must not put the screensaver back over it.
   */
  isAsleep: boolean;
};

const STORAGE_KEY = 'shop-self-service';
/** Default idle time: a minute without a touch (the kiosk URL's ?idle= changes it). */
export const DEFAULT_IDLE_SECONDS = 60;
const MIN_IDLE_SECONDS = 5;
const MAX_IDLE_SECONDS = 3600;

const listeners = new Set<() => void>();
let current: SelfService | null = readStored();

function readStored(): SelfService | null {
  if (typeof window === 'undefined') return null;
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (
      stored &&
      typeof stored === 'object' &&
      typeof (stored as SelfService).branchIdentifier === 'string' &&
      typeof (stored as SelfService).idleMs === 'number'
    ) {
      return { ...(stored as SelfService), isAsleep: (stored as SelfService).isAsleep !== false };
    }
  } catch {
    // blocked storage: no kiosk
  }
  return null;
}

/** The idle time from the kiosk URL's `idle` parameter (seconds), bounded, else the default. */
export function idleMsOf(search: string): number {
  const seconds = Number(new URLSearchParams(search).get('idle'));
  if (!Number.isFinite(seconds) || seconds <= 0) return DEFAULT_IDLE_SECONDS * 1000;
  return Math.round(Math.min(Math.max(seconds, MIN_IDLE_SECONDS), MAX_IDLE_SECONDS) * 1000);
}

/** The kiosk address was opened (the start or a reset): the screensaver shows. */
export function startSelfService(selfService: Omit<SelfService, 'isAsleep'>): void {
  setSelfService({ ...selfService, isAsleep: true });
}

/** A tap on the screensaver: the kiosk is awake until the next reset. */
export function wakeSelfService(): void {
  if (current?.isAsleep) setSelfService({ ...current, isAsleep: false });
}

function setSelfService(selfService: SelfService): void {
  current = selfService;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(selfService));
  } catch {
    // the context lasts for this page view
  }
  for (const listener of listeners) listener();
}

export function selfService(): SelfService | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The self-service context; null on the server and while hydrating (the server knows no tab). */
export function useSelfService(): SelfService | null {
  return useSyncExternalStore(subscribe, selfService, () => null);
}

/**
 * spec §4 "the draft reset in the self-service context": every cart and checkout draft of the tab
 * and the last baskets are removed, then the kiosk starts again with its screensaver (a fresh
 * load: nothing of the last customer stays in memory).
 */
export function resetSelfService(): void {
  const kiosk = current;
  if (!kiosk) return;
  try {
    for (const storage of [window.sessionStorage, window.localStorage]) {
      for (const key of Object.keys(storage)) if (key !== STORAGE_KEY) storage.removeItem(key);
    }
  } catch {
    // blocked storage: the reload still starts an empty page
  }
  setSelfService({ ...kiosk, isAsleep: true });
  const idleSeconds = Math.round(kiosk.idleMs / 1000);
  window.location.replace(
    `/self-service/store/${encodeURIComponent(kiosk.branchIdentifier)}?idle=${idleSeconds}`,
  );
}

/** The last order of this kiosk, shown large until the reset. */
export type PlacedTicket = { ticketNumber: string | null; uid: string };
let placed: PlacedTicket | null = null;
const placedListeners = new Set<() => void>();

export function selfServiceOrderPlaced(ticket: PlacedTicket): void {
  placed = ticket;
  for (const listener of placedListeners) listener();
}

export function usePlacedTicket(): PlacedTicket | null {
  return useSyncExternalStore(
    (listener) => {
      placedListeners.add(listener);
      return () => placedListeners.delete(listener);
    },
    () => placed,
    () => null,
  );
}
