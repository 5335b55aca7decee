/**
 * The service worker's registration, update checks and removal (spec §4 "Install", "Update";
 * docs/decisions/031-installable-app-and-kiosk.md). A chunk of its own, loaded when the browser is
 * idle after the page (docs/budgets.md P5). Failures are ignored (spec §8).
 */
import { UPDATE_CHECK_FIRST_MS, UPDATE_CHECK_INTERVAL_MS } from '@shop/domain';

/** The worker the web build writes beside index.html (vite.config.ts, src/sw/sw.ts). */
export const WORKER_URL = '/sw.js';

/**
 * Registers the worker for the root scope and watches for updates: a new worker that installed
 * while another controls the page, or one already waiting, calls `onUpdate`. Checks 2.5 s after
 * the start and then every 30 minutes (spec §9). Returns the stop of the checks.
 */
export function startAppWorker(onUpdate: () => void): () => void {
  let isStopped = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  void navigator.serviceWorker
    .register(WORKER_URL, { scope: '/' })
    .then((registration) => {
      if (isStopped) return;
      const announceWhenInstalled = (worker: ServiceWorker | null) => {
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) onUpdate();
        });
      };
      if (registration.waiting && navigator.serviceWorker.controller) onUpdate();
      announceWhenInstalled(registration.installing);
      registration.addEventListener('updatefound', () =>
        announceWhenInstalled(registration.installing),
      );
      const check = () => void registration.update().catch(() => undefined);
      timers.push(setTimeout(check, UPDATE_CHECK_FIRST_MS));
      timers.push(setInterval(check, UPDATE_CHECK_INTERVAL_MS));
    })
    .catch(() => undefined);
  return () => {
    isStopped = true;
    for (const timer of timers) clearTimeout(timer);
  };
}

/** Registers the worker (spec §4: "Install" registers it for the root scope). */
export async function registerAppWorker(): Promise<void> {
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).catch(() => undefined);
}

/** spec §4: cancel install, or the plugin off: every worker of this origin is removed. */
export async function unregisterAllWorkers(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

/**
 * spec §4 "Update": a waiting worker is told to skip waiting and the page reloads when control
 * changes; with none waiting, the page reloads at once.
 */
export async function restartApp(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
