import { createECDH, randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * Web Push from the user menu (docs/decisions/053-web-push.md), in Chromium: the real service
 * worker registers and the real routes store and remove the subscription. Only the browser's
 * push service is played (this machine reaches no push service): `PushManager.subscribe`
 * answers a subscription with a real P-256 key and auth secret, as a browser's would, and
 * records the VAPID key it was given. The server's sending is tested against a local push
 * service in apps/server/src/modules/devices/web-push.test.ts.
 */

test.use({ permissions: ['notifications'], serviceWorkers: 'allow' });

test('staff switch Web Push on and off for this browser from the user menu', async ({
  page,
  request,
}) => {
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  const keys = {
    p256dh: browserKey.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  const endpoint = `https://push.example.test/send/${Date.now().toString(36)}`;
  await page.addInitScript(
    ({ endpoint, keys }) => {
      type Played = { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> };
      const state = window as unknown as { played: Played | null; serverKey: number[] };
      state.played = null;
      PushManager.prototype.getSubscription = async () => state.played as never;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        state.serverKey = [...new Uint8Array(options?.applicationServerKey as ArrayBuffer)];
        state.played = {
          endpoint,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            state.played = null;
            return true;
          },
        };
        return state.played as never;
      };
    },
    { endpoint, keys },
  );

  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByRole('button', { name: /^Benutzermenü von/ }).click();
  await expect(page.getByText('Push-Benachrichtigungen auf diesem Gerät')).toBeVisible();
  const pushStatus = page.getByRole('status').filter({ hasText: /^Push-/ });
  const [stored] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/push/subscriptions') &&
        response.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Aktivieren' }).click(),
  ]);
  expect(stored.status()).toBe(201);
  expect(stored.request().postDataJSON()).toEqual({ endpoint, keys });
  await expect(pushStatus).toHaveText('Push-Benachrichtigungen sind auf diesem Gerät aktiviert.');
  await page.screenshot({ path: test.info().outputPath('push-on-1280.png') });

  // The browser subscribed with the server's VAPID key (65 bytes, RFC 8292), from a worker
  // that controls the site.
  const publicKey = await request.get('/api/push/public-key', {
    headers: {
      cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
    },
  });
  const { data } = (await publicKey.json()) as { data: { publicKey: string } };
  const given = await page.evaluate(() => (window as unknown as { serverKey: number[] }).serverKey);
  expect(Buffer.from(given).toString('base64url')).toBe(data.publicKey);
  expect(
    await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL,
    ),
  ).toMatch(/\/sw\.js$/);

  const [removed] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/push/subscriptions') &&
        response.request().method() === 'DELETE',
    ),
    page.getByRole('button', { name: 'Deaktivieren' }).click(),
  ]);
  expect(removed.status()).toBe(200);
  expect(removed.request().postDataJSON()).toEqual({ endpoint });
  await expect(pushStatus).toHaveText('Push-Benachrichtigungen sind auf diesem Gerät deaktiviert.');
  await expect(page.getByRole('button', { name: 'Aktivieren' })).toBeVisible();
});
