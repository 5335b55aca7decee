import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

/**
 * A local stand-in for the Mollie API v2 (docs.mollie.com: POST /v2/payments, GET
 * /v2/payments/{id}, bearer API key, amounts as decimal strings, `_links.checkout`), plus a tiny
 * checkout page: "Bezahlen" / "Abbrechen" set the status, call the webhook like Mollie does
 * (`id=tr_…`, form-encoded) and send the browser to the redirectUrl. Listens on loopback only.
 */
export type FakeMolliePayment = {
  resource: 'payment';
  id: string;
  status: 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';
  amount: { currency: string; value: string };
  amountRefunded?: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl: string | null;
  metadata: Record<string, unknown> | null;
  _links: { checkout: { href: string } | null };
};

export type FakeMollie = {
  /** API root to use as MOLLIE_API_URL. */
  apiUrl: string;
  apiKey: string;
  payments: Map<string, FakeMolliePayment>;
  /** Requests to create a payment, as received. */
  createRequests: Record<string, unknown>[];
  /** Ids of the payments read (GET /v2/payments/{id}), in order. */
  fetchRequests: string[];
  /** Makes the next creations fail with a 503. */
  failCreate: boolean;
  setStatus(id: string, status: FakeMolliePayment['status']): void;
  close(): Promise<void>;
};

export async function startFakeMollie(
  options: { port?: number; apiKey?: string } = {},
): Promise<FakeMollie> {
  const apiKey = options.apiKey ?? `test_${randomBytes(15).toString('hex')}`;
  const app = Fastify();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const fake: FakeMollie = {
    apiUrl: '',
    apiKey,
    payments: new Map(),
    createRequests: [],
    fetchRequests: [],
    failCreate: false,
    setStatus: (id, status) => {
      const payment = fake.payments.get(id);
      if (!payment) throw new Error(`unknown payment ${id}`);
      payment.status = status;
      if (status !== 'open') payment._links.checkout = null;
    },
    close: () => app.close(),
  };
  const unauthorized = { status: 401, title: 'Unauthorized Request', detail: 'Missing API key' };

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v2/')) return;
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return reply.status(401).type('application/hal+json').send(unauthorized);
    }
  });

  app.post('/v2/payments', async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    fake.createRequests.push(body);
    if (fake.failCreate) return reply.status(503).send({ status: 503, title: 'Unavailable' });
    const amount = body.amount as FakeMolliePayment['amount'] | undefined;
    if (!amount || !/^\d+\.\d{2}$/.test(amount.value) || typeof body.redirectUrl !== 'string') {
      return reply.status(422).send({ status: 422, title: 'Unprocessable Entity' });
    }
    const id = `tr_${randomBytes(6).toString('hex')}`;
    const payment: FakeMolliePayment = {
      resource: 'payment',
      id,
      status: 'open',
      amount,
      description: String(body.description ?? ''),
      redirectUrl: body.redirectUrl,
      webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : null,
      metadata: (body.metadata as Record<string, unknown>) ?? null,
      _links: { checkout: { href: `${fake.apiUrl.replace(/\/v2\/$/, '')}/checkout/${id}` } },
    };
    fake.payments.set(id, payment);
    return reply.status(201).type('application/hal+json').send(payment);
  });

  app.get('/v2/payments/:id', async (request, reply) => {
    fake.fetchRequests.push((request.params as { id: string }).id);
    const payment = fake.payments.get((request.params as { id: string }).id);
    if (!payment) return reply.status(404).send({ status: 404, title: 'Not Found' });
    return reply.type('application/hal+json').send(payment);
  });

  app.get('/checkout/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const payment = fake.payments.get(id);
    if (!payment) return reply.status(404).send('Unbekannte Zahlung');
    return reply.type('text/html; charset=utf-8').send(
      `<!doctype html><html lang="de"><head><title>Mollie (Test)</title></head><body>
<h1>Testzahlung ${payment.amount.value} ${payment.amount.currency}</h1>
<form method="post" action="/checkout/${id}/paid"><button>Bezahlen</button></form>
<form method="post" action="/checkout/${id}/canceled"><button>Abbrechen</button></form>
</body></html>`,
    );
  });

  app.post('/checkout/:id/:status', async (request, reply) => {
    const { id, status } = request.params as { id: string; status: string };
    const payment = fake.payments.get(id);
    if (!payment || (status !== 'paid' && status !== 'canceled')) return reply.status(404).send();
    fake.setStatus(id, status);
    if (payment.webhookUrl) {
      await fetch(payment.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id }).toString(),
      }).catch(() => undefined);
    }
    return reply.redirect(payment.redirectUrl, 303);
  });

  const address = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  fake.apiUrl = `${address}/v2/`;
  return fake;
}
