import { useEffect } from 'react';

/**
 * Keeps the screen on while the page is visible (Screen Wake Lock API, where the browser has it;
 * elsewhere nothing happens): a device screen in a shop must not go dark. The lock is asked for
 * again when the page becomes visible, since the browser drops it when the page is hidden.
 */
export function useWakeLock(): void {
  useEffect(() => {
    let lock: { release(): Promise<void> } | null = null;
    const request = () => {
      if (document.visibilityState !== 'visible' || !('wakeLock' in navigator)) return;
      void navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          lock = sentinel;
        })
        .catch(() => undefined);
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
