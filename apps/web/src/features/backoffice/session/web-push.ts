import { type PushPublicKey, pushPublicKeySchema } from '@shop/domain';
import { apiRequest, parseContract } from '../../../lib/api-client.ts';
import { staffRequest } from './api/staff-request.ts';

/**
 * Web Push of new orders to this browser (docs/decisions/053-web-push.md): the service worker
 * of the whole site (`/sw.js`, scope `/`, src/sw/sw.ts shows the pushes) subscribes with the
 * server's VAPID key, and the server keeps the subscription for the logged-in staff member.
 */

/** The worker the web build writes beside index.html (vite.config.ts, src/sw/sw.ts). */
const WORKER_URL = '/sw.js';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** Whether this browser can do Web Push at all (secure context, worker, PushManager, Notification). */
export function isPushSupported(scope: typeof globalThis = globalThis): boolean {
  return (
    scope.isSecureContext === true &&
    'serviceWorker' in scope.navigator &&
    'PushManager' in scope &&
    'Notification' in scope
  );
}

/** RFC 8292 §3.2: the key is base64url text; `applicationServerKey` wants its 65 bytes. */
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * How long the switch waits for the worker to activate: a worker that never does (blocked by the
 * browser, a failed install) would otherwise keep the switch busy for ever; after this the user
 * menu says that switching on failed, and a second try starts afresh.
 */
export const WORKER_READY_LIMIT_MS = 15_000;

/** `ready`, or a rejection after `limitMs`. */
export function readyWithin<T>(ready: Promise<T>, limitMs = WORKER_READY_LIMIT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`service worker not active after ${limitMs} ms`)),
      limitMs,
    );
    ready.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The state of this browser now (no prompt). */
export async function readPushState(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await existingSubscription()) ? 'on' : 'off';
}

/**
 * Asks for permission, registers the worker, subscribes (userVisibleOnly: every push shows a
 * notification) and sends the subscription to the server. Resolves to the new state.
 */
export async function enablePush(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const registration = await readyWithin(navigator.serviceWorker.ready);
  const key = parseContract<PushPublicKey>(
    pushPublicKeySchema,
    await apiRequest('/api/push/public-key'),
    'GET /api/push/public-key',
  );
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKeyOf(key.publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  await staffRequest('/api/push/subscriptions', { method: 'POST', body: { endpoint, keys } });
  return 'on';
}

/** Removes the subscription on the server and in the browser. */
export async function disablePush(): Promise<PushState> {
  const subscription = await existingSubscription();
  if (subscription) {
    await staffRequest('/api/push/subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return isPushSupported() ? 'off' : 'unsupported';
}
