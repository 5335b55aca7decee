import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../test/helpers.ts';
import { orders, printJobs } from '../../db/schema/index.ts';
import { postOrder, takeawayOrder, useDemoShop } from '../orders/orders.test-support.ts';
import { PRINT_LEASE_MS } from './print-jobs.service.ts';

/**
 * Star CloudPRNT (docs/decisions/027-devices-and-print-jobs.md), played by a client written from
 * the protocol's documentation over real HTTP: the printer polls with POST (JSON status), gets
 * `jobReady`, `mediaTypes` and `jobToken`, fetches the job with GET in the media type it picked
 * and reports the result with DELETE and a status code.
 */

const { clock, ctx, ids } = useDemoShop();
let baseUrl: string;
let credentials: string;
let admin: Record<string, string>;
const MAC = '00:11:62:12:34:56';

/** The printer's side of CloudPRNT, as the protocol documents it. */
function cloudPrntPrinter(url: string, authorization: () => string) {
  const headers = () => ({ authorization: authorization() });
  return {
    poll: async (printingInProgress = false) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...headers(), 'content-type': 'application/json' },
        body: JSON.stringify({
          status: '23 6 0 0 0 0 0 0 0 ',
          printerMAC: MAC,
          statusCode: '200%20OK',
          printingInProgress,
          clientAction: null,
        }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    fetchJob: async (type: string, token?: string) => {
      const query = new URLSearchParams({ uid: '1', type, mac: MAC, ...(token ? { token } : {}) });
      const response = await fetch(`${url}?${query}`, { headers: headers() });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    },
    confirm: async (code: string, token?: string) => {
      const query = new URLSearchParams({ code, mac: MAC, ...(token ? { token } : {}) });
      return (await fetch(`${url}?${query}`, { method: 'DELETE', headers: headers() })).status;
    },
  };
}

const printer = () =>
  cloudPrntPrinter(`${baseUrl}/api/devices/cloudprnt`, () => `Basic ${credentials}`);

async function placeOrder(): Promise<number> {
  const response = await postOrder(ctx.app, takeawayOrder(ids));
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.uid, response.json().data.order.uid));
  return Number(row?.id);
}

beforeAll(async () => {
  if (!ctx.demoLogin) throw new Error('demo shop without login');
  admin = await loginAsAdmin(ctx.app, ctx.demoLogin);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/devices',
    headers: admin,
    payload: {
      identifier: 'star-theke',
      name: 'Star mC-Print3',
      kind: 'receiptPrinter',
      branchId: ids.branch('muenchen-schwabing'),
      transport: 'cloudPrnt',
      paperWidth: 80,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().data.transport).toBe('cloudPrnt');
  const secret = await ctx.app.inject({
    method: 'POST',
    url: `/api/devices/${created.json().data.id}/secret`,
    headers: admin,
  });
  credentials = Buffer.from(`star-theke:${secret.json().data.secret}`).toString('base64');
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('CloudPRNT', () => {
  it('asks for credentials, and refuses wrong ones', async () => {
    const anonymous = await fetch(`${baseUrl}/api/devices/cloudprnt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toContain('Basic');
    const wrong = cloudPrntPrinter(
      `${baseUrl}/api/devices/cloudprnt`,
      () => `Basic ${Buffer.from('star-theke:dev_falschfalschfalschfalsch').toString('base64')}`,
    );
    expect((await wrong.poll()).status).toBe(401);
  });

  it('hands a new order to the polling printer in StarPRNT and never again once confirmed', async () => {
    expect((await printer().poll()).body).toEqual({ jobReady: false });
    const orderId = await placeOrder();

    const poll = await printer().poll();
    expect(poll.body).toMatchObject({
      jobReady: true,
      mediaTypes: ['application/vnd.star.starprnt'],
    });
    const token = String(poll.body.jobToken);
    const [job] = await ctx.db.select().from(printJobs).where(eq(printJobs.orderId, orderId));
    expect(token).toBe(String(job?.id));

    const fetched = await printer().fetchJob('application/vnd.star.starprnt', token);
    expect(fetched.status).toBe(200);
    expect(fetched.type).toBe('application/vnd.star.starprnt');
    expect(fetched.bytes.includes(Buffer.from('Pizza Margherita'))).toBe(true);
    expect(fetched.bytes.includes(Buffer.from([0x1b, 0x1d, 0x74, 4]))).toBe(true); // code page 858
    expect(fetched.bytes.includes(Buffer.from([0xd5]))).toBe(true); // €
    expect((await printer().fetchJob('text/plain', token)).status).toBe(415);

    // While the printer prints, polls hand out nothing; the result clears the job for good.
    expect((await printer().poll(true)).body).toEqual({ jobReady: false });
    expect(await printer().confirm('200 OK', token)).toBe(200);
    const [printed] = await ctx.db.select().from(printJobs).where(eq(printJobs.orderId, orderId));
    expect(printed?.printedAt).not.toBeNull();
    clock.set(new Date(clock.now().getTime() + 10 * PRINT_LEASE_MS));
    expect((await printer().poll()).body).toEqual({ jobReady: false });
  });

  it('offers a job again after a download timeout, and after a printer that never reported', async () => {
    await placeOrder();
    const first = await printer().poll();
    const token = String(first.body.jobToken);
    expect(await printer().confirm('520 Download timeout', token)).toBe(200);
    const again = await printer().poll();
    expect(again.body).toMatchObject({ jobReady: true, jobToken: token });

    // The printer took it and went silent: after the lease it comes once more, no sooner.
    expect((await printer().poll()).body).toEqual({ jobReady: false });
    clock.set(new Date(clock.now().getTime() + PRINT_LEASE_MS + 1));
    const later = await printer().poll();
    expect(later.body).toMatchObject({ jobReady: true, jobToken: token });
    // Older firmware sends no token: the job it holds is meant.
    expect((await printer().fetchJob('application/vnd.star.starprnt')).status).toBe(200);
    expect(await printer().confirm('200 OK')).toBe(200);
    expect((await printer().poll()).body).toEqual({ jobReady: false });
  });
});
