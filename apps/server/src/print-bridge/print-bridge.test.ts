import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAsAdmin } from '../../test/helpers.ts';
import { decodeEscPos } from '../modules/devices/escpos.test-support.ts';
import { PRINT_LEASE_MS } from '../modules/devices/print-jobs.service.ts';
import { postOrder, takeawayOrder, useDemoShop } from '../modules/orders/orders.test-support.ts';
import { assertSafeServerUrl, type BridgeOptions, runOnce } from './print-bridge.ts';

/**
 * The print bridge against the real server over HTTP and a TCP listener on a free port that plays
 * the network receipt printer (raw port 9100) and decodes the ESC/POS it receives.
 */

const { clock, ctx, ids } = useDemoShop();
let printer: Server;
/** One entry per connection: the bytes the printer received. */
const received: Buffer[] = [];
let options: BridgeOptions;
let admin: Record<string, string>;
let deviceId: number;

beforeAll(async () => {
  printer = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => received.push(Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => printer.listen(0, '127.0.0.1', resolve));
  const printerPort = (printer.address() as { port: number }).port;
  const serverUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  if (!ctx.demoLogin) throw new Error('demo shop without login');
  admin = await loginAsAdmin(ctx.app, ctx.demoLogin);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/devices',
    headers: admin,
    payload: {
      identifier: 'theke',
      name: 'Bondrucker Theke',
      kind: 'receiptPrinter',
      branchId: ids.branch('muenchen-schwabing'),
      connection: { host: '127.0.0.1', port: printerPort },
      paperWidth: 58,
    },
  });
  deviceId = created.json().data.id;
  const secret = (
    await ctx.app.inject({ method: 'POST', url: `/api/devices/${deviceId}/secret`, headers: admin })
  ).json().data.secret;
  options = { serverUrl, secret };
});
afterAll(() => new Promise<void>((resolve) => printer.close(() => resolve())));

/** Waits until the printer has seen `count` connections end. */
async function printedCount(count: number) {
  await expect.poll(() => received.length).toBe(count);
}

it('prints the test page on the TCP printer: umlauts and € in code page 858, QR code, cut', async () => {
  const queued = await ctx.app.inject({
    method: 'POST',
    url: `/api/devices/${deviceId}/test/print`,
    headers: admin,
  });
  expect(queued.statusCode).toBe(202);
  expect(await runOnce(options)).toEqual({ state: 'printed', jobId: queued.json().data.jobId });
  await printedCount(1);
  const page = decodeEscPos(received[0] ?? Buffer.alloc(0));
  expect(page.text).toContain('Umlaute: ä ö ü Ä Ö Ü ß · Euro: €');
  expect(page.cuts).toBe(1);
  expect(page.qrCodes).toEqual([ctx.app.publicBaseUrl()]);
  expect(await runOnce(options)).toEqual({ state: 'idle' });
});

it('a bridge that dies between writing and acknowledging prints the ticket again exactly once, never after the ack', async () => {
  const order = await postOrder(ctx.app, takeawayOrder(ids, { comment: 'Grüße an die Küche' }));
  expect(order.statusCode, order.body).toBe(201);
  const before = received.length;
  const crash = new Error('bridge killed');
  await expect(runOnce({ ...options, afterWrite: () => Promise.reject(crash) })).rejects.toBe(
    crash,
  );
  await printedCount(before + 1);
  // A new bridge right away: the job is still leased, nothing is printed twice.
  expect(await runOnce(options)).toEqual({ state: 'idle' });
  clock.set(new Date(clock.now().getTime() + PRINT_LEASE_MS + 1));
  const again = await runOnce(options);
  expect(again.state).toBe('printed');
  await printedCount(before + 2);
  const [first, second] = received.slice(before).map((bytes) => decodeEscPos(bytes));
  expect(second?.text).toBe(first?.text);
  expect(first?.text).toContain('Grüße an die Küche');
  expect(first?.text).toMatch(/Gesamt +17,80 €/);
  expect(first?.qrCodes[0]).toContain(`${ctx.app.publicBaseUrl()}/status/`);
  clock.set(new Date(clock.now().getTime() + 10 * PRINT_LEASE_MS));
  expect(await runOnce(options)).toEqual({ state: 'idle' });
  expect(received.length).toBe(before + 2);
});

it('keeps the job when the printer cannot be reached and refuses to send its secret over plain HTTP', async () => {
  const queued = await ctx.app.inject({
    method: 'POST',
    url: `/api/devices/${deviceId}/test/print`,
    headers: admin,
  });
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const deadPort = (closed.address() as { port: number }).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  await expect(
    runOnce({ ...options, printer: { host: '127.0.0.1', port: deadPort } }),
  ).rejects.toThrow();
  clock.set(new Date(clock.now().getTime() + PRINT_LEASE_MS + 1));
  expect(await runOnce(options)).toEqual({ state: 'printed', jobId: queued.json().data.jobId });
  expect(() => assertSafeServerUrl('http://shop.example.de')).toThrow(
    'Die Druckbrücke verbindet sich nur über HTTPS mit dem Shop.',
  );
  expect(assertSafeServerUrl('https://shop.example.de').host).toBe('shop.example.de');
});

it('sends its log when staff request it ("Log anfordern"), and says so when a device cannot', async () => {
  const logsOf = async () =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/devices/${deviceId}/logs`, headers: admin })
    ).json().data;
  const requested = await ctx.app.inject({
    method: 'POST',
    url: `/api/devices/${deviceId}/request-device-logs`,
    headers: admin,
  });
  expect(requested.statusCode, requested.body).toBe(202);
  expect((await logsOf()).requestedAt).toBe(requested.json().data.requestedAt);

  await runOnce(options);
  const log = await logsOf();
  expect(log.requestedAt).toBeNull();
  expect(log.entries.map((entry: { message: string }) => entry.message)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Druckauftrag \d+ gedruckt \(127\.0\.0\.1:\d+\)\.$/),
      'Log wurde angefordert und gesendet.',
    ]),
  );

  const star = await ctx.app.inject({
    method: 'POST',
    url: '/api/devices',
    headers: admin,
    payload: {
      identifier: 'star',
      name: 'Star',
      kind: 'receiptPrinter',
      transport: 'cloudPrnt',
      branchId: ids.branch('muenchen-schwabing'),
    },
  });
  const starId = star.json().data.id;
  const request = () =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/devices/${starId}/request-device-logs`,
      headers: admin,
    });
  const withoutSecret = await request();
  expect(withoutSecret.statusCode).toBe(409);
  expect(withoutSecret.json().errors[0].message).toBe('Log konnte nicht angefordert werden');
  await ctx.app.inject({ method: 'POST', url: `/api/devices/${starId}/secret`, headers: admin });
  expect((await request()).json().errors[1].message).toBe(
    'Dieses Gerät kann kein Log senden (CloudPRNT-Drucker melden nur ihren Status).',
  );
  const anonymous = await ctx.app.inject({
    method: 'POST',
    url: '/api/devices/logs',
    payload: { entries: [] },
  });
  expect(anonymous.statusCode).toBe(401);
});
