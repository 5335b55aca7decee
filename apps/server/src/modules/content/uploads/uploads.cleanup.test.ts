import { UPLOAD_BYTES_PER_ADDRESS, uploadReference } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orderItems, uploads } from '../../../db/schema/index.ts';
import { postOrder, takeawayOrder, useDemoShop } from '../../orders/orders.test-support.ts';
import { removeUnusedUploads, uploaderAddressKey } from './uploads.service.ts';

// Public uploads no order uses go after a day, and one address may store at most
// UPLOAD_BYTES_PER_ADDRESS within a day (docs/decisions/014-order-limits-and-public-addresses.md).

const { clock, ctx, ids } = useDemoShop();
const HOUR = 60 * 60_000;

const text = (content: string) =>
  `data:text/plain;base64,${Buffer.from(content).toString('base64')}`;

async function upload(address: string, name = 'wunsch.txt') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: { data: text(`Inhalt ${name}`), name },
    remoteAddress: address,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const storedFile = (path: string) => ctx.app.inject({ method: 'GET', url: path });
const deps = () => ({ db: ctx.db, storage: ctx.app.deps.storage, now: clock.now });

it('removes public uploads no order uses after a day, with their files, and keeps used ones', async () => {
  const start = clock.now();
  const unused = await upload('198.51.100.1', 'unbenutzt.txt');
  const used = await upload('198.51.100.1', 'bestellt.txt');
  const order = (await postOrder(ctx.app, takeawayOrder(ids))).json().data.order;
  // The order's item names the upload the way the storefront does (a part value).
  await ctx.db
    .update(orderItems)
    .set({ parts: [uploadReference(used, 'bestellt.txt')] })
    .where(eq(orderItems.orderId, order.id));
  const unusedPath = uploadReference(unused, 'x').split('?')[0]!;
  const usedPath = uploadReference(used, 'x').split('?')[0]!;

  clock.set(new Date(start.getTime() + 23 * HOUR));
  expect(await removeUnusedUploads(deps())).toBe(0);
  expect((await storedFile(unusedPath)).statusCode).toBe(200);

  clock.set(new Date(start.getTime() + 25 * HOUR));
  const fresh = await upload('198.51.100.1', 'neu.txt');
  expect(await removeUnusedUploads(deps())).toBe(1);
  const left = (await ctx.db.select({ id: uploads.id }).from(uploads)).map((row) => row.id);
  expect(left).not.toContain(unused.id);
  expect(left).toEqual(expect.arrayContaining([used.id, fresh.id]));
  expect((await storedFile(unusedPath)).statusCode).toBe(404);
  expect((await storedFile(usedPath)).statusCode).toBe(200);
  clock.set(start);
});

it('records the uploader address only as a short hash', async () => {
  const made = await upload('203.0.113.9');
  const [row] = await ctx.db.select().from(uploads).where(eq(uploads.id, made.id));
  expect(row?.uploaderAddress).toBe(uploaderAddressKey('203.0.113.9'));
  expect(row?.uploaderAddress).toMatch(/^[0-9a-f]{16}$/);
});

it('caps what one address stores within a day with a German 429 and Retry-After', async () => {
  const address = '203.0.113.50';
  const first = await upload(address, 'erste.txt');
  // The address has (nearly) filled its day's allowance.
  await ctx.db
    .update(uploads)
    .set({ size: UPLOAD_BYTES_PER_ADDRESS - 4 })
    .where(eq(uploads.id, first.id));
  const refused = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: { data: text('noch eine Datei'), name: 'zweite.txt' },
    remoteAddress: address,
  });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().errors[0].message).toBe(
    'Von Ihrer Adresse wurden heute schon zu viele Daten hochgeladen. Bitte versuchen Sie es später erneut.',
  );
  // The first upload leaves the day's window in 24 hours.
  expect(refused.headers['retry-after']).toBe(String(24 * 60 * 60));
  const stored = await ctx.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.uploaderAddress, uploaderAddressKey(address)));
  expect(stored).toEqual([{ id: first.id }]);
  // Another address is not affected.
  await upload('203.0.113.51', 'andere.txt');
});
