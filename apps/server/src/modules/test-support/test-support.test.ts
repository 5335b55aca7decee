import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { TEST_NOW_HEADER, withRequestClock } from '../../platform/request-clock.ts';
import {
  type DemoIds,
  demoIds,
  movableClock,
  postOrder,
  takeawayOrder,
} from '../orders/orders.test-support.ts';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;
type Created = { uid: string; hash: string };

/** Monday 7 December 2026, 06:00 in Berlin: München-Schwabing (no preorder) opens at 07:00. */
const MONDAY_EARLY = '2026-12-07T05:00:00.000Z';

let testMode: TestContext;
let production: TestContext;
let ids: DemoIds;

beforeAll(async () => {
  const clock = movableClock();
  [testMode, production] = await Promise.all([
    createTestApp({ seed: true, now: withRequestClock(clock.now), config: { NODE_ENV: 'test' } }),
    createTestApp({ seed: true, now: clock.now, config: { NODE_ENV: 'production' } }),
  ]);
  ids = await demoIds(testMode.db);
});
afterAll(async () => {
  await Promise.all([testMode.close(), production.close()]);
});

async function createOrder(context: TestContext): Promise<Created> {
  const response = await postOrder(context.app, takeawayOrder(ids));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.order;
}

const publicView = async (context: TestContext, order: Created) =>
  (await context.app.inject({ url: `/api/orders/public/${order.uid}/${order.hash}` })).json().data
    .order;

function support(context: TestContext, order: Created, action: string, payload: object) {
  return context.app.inject({
    method: 'POST',
    url: `/api/test-support/orders/${order.uid}/${order.hash}/${action}`,
    payload,
  });
}

describe('X-Test-Now (browser tests only)', () => {
  it('serves one request at another instant, also after its body was parsed', async () => {
    const closed = await testMode.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': crypto.randomUUID(), [TEST_NOW_HEADER]: MONDAY_EARLY },
      payload: takeawayOrder(ids),
    });
    expect(closed.statusCode, closed.body).toBe(422);
    expect(closed.json().errors[0]).toMatchObject({
      code: 'closed',
      message: 'Derzeit haben wir leider geschlossen.',
    });
    // The next request without the header is at the app's own time again (open).
    await createOrder(testMode);
  });

  it('is ignored outside test mode', async () => {
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': crypto.randomUUID(), [TEST_NOW_HEADER]: MONDAY_EARLY },
      payload: takeawayOrder(ids),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('test-support order helpers', () => {
  it('proposes a counter-appointment the customer can then accept', async () => {
    const order = await createOrder(testMode);
    const at = '2026-12-02T14:30:00.000Z';
    const proposed = await support(testMode, order, 'counter-appointment', { at });
    expect(proposed.statusCode, proposed.body).toBe(204);
    expect(await publicView(testMode, order)).toMatchObject({
      counterAppointment: at,
      isConfirmed: false,
    });
    const accepted = await testMode.app.inject({
      method: 'POST',
      url: `/api/orders/public/${order.uid}/${order.hash}/confirm-counter-appointment`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.order).toMatchObject({ isConfirmed: true, appointment: at });
  });

  it('moves an order to completed, after which the questionnaire is accepted', async () => {
    const order = await createOrder(testMode);
    const completed = await support(testMode, order, 'status', { status: 'completed' });
    expect(completed.statusCode, completed.body).toBe(204);
    expect(await publicView(testMode, order)).toMatchObject({
      isConfirmed: true,
      isCompleted: true,
    });
    const rated = await testMode.app.inject({
      method: 'POST',
      url: `/api/orders/public/${order.uid}/${order.hash}/questionnaire`,
      payload: { rating: 5, foodRating: 4, serviceRating: 5, processRating: 3 },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().data.order.questionnaireRating).toBe(5);
  });

  it('rejects an order with the shop message', async () => {
    const order = await createOrder(testMode);
    const payload = { status: 'rejected', rejectionMessage: 'Heute leider ausgebucht.' };
    expect((await support(testMode, order, 'status', payload)).statusCode).toBe(204);
    expect(await publicView(testMode, order)).toMatchObject({
      isRejected: true,
      rejectionMessage: 'Heute leider ausgebucht.',
    });
  });

  it('refuses bad input and a wrong hash, and does not exist outside test mode', async () => {
    const order = await createOrder(testMode);
    expect((await support(testMode, order, 'status', { status: 'done' })).statusCode).toBe(422);
    expect(
      (await support(testMode, order, 'counter-appointment', { at: 'morgen' })).statusCode,
    ).toBe(422);
    const wrongHash = { uid: order.uid, hash: 'x'.repeat(32) };
    expect((await support(testMode, wrongHash, 'status', { status: 'confirmed' })).statusCode).toBe(
      404,
    );
    const other = await createOrder(production);
    expect((await support(production, other, 'status', { status: 'completed' })).statusCode).toBe(
      404,
    );
    expect((await publicView(production, other)).isCompleted).toBe(false);
  });
});
