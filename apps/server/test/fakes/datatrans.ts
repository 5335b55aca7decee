import { createHmac, randomBytes } from 'node:crypto';
import Fastify from 'fastify';

/**
 * A local stand-in for the Datatrans REST API (docs.datatrans.ch: POST /v1/transactions with basic
 * auth → transactionId, the payment page /v1/start/{id}, GET /v1/transactions/{id}) and its signed
 * webhooks (`Datatrans-Signature: t=<ms>,s0=<hex HMAC-SHA256 of t + body, hex-decoded key>`).
 * The payment page's "Bezahlen" / "Abbrechen" settle or cancel, post the webhook and redirect.
 */
export type FakeDatatransTransaction = {
  transactionId: string;
  type: 'payment' | 'credit';
  status: 'initialized' | 'authorized' | 'settled' | 'transmitted' | 'canceled' | 'failed';
  currency: string;
  refno: string;
  amount: number;
  redirect: { successUrl?: string; cancelUrl?: string; errorUrl?: string };
  webhookUrl: string | null;
};

export type FakeDatatrans = {
  /** Use as DATATRANS_API_URL and DATATRANS_PAY_URL. */
  url: string;
  merchantId: string;
  password: string;
  signKey: string;
  transactions: Map<string, FakeDatatransTransaction>;
  setStatus(id: string, status: FakeDatatransTransaction['status']): void;
  /** The webhook body Datatrans would send for a transaction (the status API shape). */
  statusBody(id: string): Record<string, unknown>;
  /** A signed webhook delivery (body and headers) at a given instant. */
  signedWebhook(
    id: string,
    at: Date,
    options?: { signKey?: string },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
};

export function signDatatrans(body: string, timestamp: string, signKeyHex: string): string {
  return createHmac('sha256', Buffer.from(signKeyHex, 'hex'))
    .update(timestamp + body)
    .digest('hex');
}

export async function startFakeDatatrans(options: { port?: number } = {}): Promise<FakeDatatrans> {
  const merchantId = '1100012345';
  const password = randomBytes(8).toString('hex');
  const signKey = randomBytes(32).toString('hex');
  const credentials = `Basic ${Buffer.from(`${merchantId}:${password}`).toString('base64')}`;
  const app = Fastify();
  const fake: FakeDatatrans = {
    url: '',
    merchantId,
    password,
    signKey,
    transactions: new Map(),
    setStatus: (id, status) => {
      const transaction = fake.transactions.get(id);
      if (!transaction) throw new Error(`unknown transaction ${id}`);
      transaction.status = status;
    },
    statusBody: (id) => {
      const t = fake.transactions.get(id);
      if (!t) throw new Error(`unknown transaction ${id}`);
      const isPaid = ['authorized', 'settled', 'transmitted'].includes(t.status);
      return {
        transactionId: t.transactionId,
        merchantId,
        type: t.type,
        status: t.status,
        currency: t.currency,
        refno: t.refno,
        paymentMethod: 'VIS',
        detail: isPaid
          ? { authorize: { amount: t.amount }, settle: { amount: t.amount } }
          : { fail: { reason: 'canceled' } },
      };
    },
    signedWebhook: (id, at, signOptions = {}) => {
      const body = JSON.stringify(fake.statusBody(id));
      const timestamp = String(at.getTime());
      const signature = signDatatrans(body, timestamp, signOptions.signKey ?? signKey);
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'datatrans-signature': `t=${timestamp},s0=${signature}`,
        },
      };
    },
    close: () => app.close(),
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/transactions')) return;
    if (request.headers.authorization !== credentials) {
      return reply.status(401).send({ error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } });
    }
  });

  app.post('/v1/transactions', async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    if (!Number.isInteger(body.amount) || typeof body.refno !== 'string') {
      return reply.status(400).send({ error: { code: 'INVALID_PROPERTY', message: 'amount' } });
    }
    const transactionId = String(BigInt(`0x${randomBytes(7).toString('hex')}`));
    fake.transactions.set(transactionId, {
      transactionId,
      type: 'payment',
      status: 'initialized',
      currency: String(body.currency),
      refno: body.refno,
      amount: body.amount as number,
      redirect: (body.redirect as FakeDatatransTransaction['redirect']) ?? {},
      webhookUrl: (body.webhook as { url?: string } | undefined)?.url ?? null,
    });
    return reply.status(201).header('location', `/v1/transactions/${transactionId}`).send({
      transactionId,
    });
  });

  app.get('/v1/transactions/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!fake.transactions.has(id)) {
      return reply.status(404).send({ error: { code: 'TRANSACTION_NOT_FOUND', message: id } });
    }
    return fake.statusBody(id);
  });

  app.get('/v1/start/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const t = fake.transactions.get(id);
    if (!t) return reply.status(404).send('Unbekannte Transaktion');
    return reply.type('text/html; charset=utf-8').send(
      `<!doctype html><html lang="de"><head><title>Datatrans (Test)</title></head><body>
<h1>Testzahlung ${(t.amount / 100).toFixed(2)} ${t.currency}</h1>
<form method="post" action="/v1/start/${id}/settled"><button>Bezahlen</button></form>
<form method="post" action="/v1/start/${id}/canceled"><button>Abbrechen</button></form>
</body></html>`,
    );
  });

  app.post('/v1/start/:id/:status', async (request, reply) => {
    const { id, status } = request.params as { id: string; status: string };
    const t = fake.transactions.get(id);
    if (!t || (status !== 'settled' && status !== 'canceled')) return reply.status(404).send();
    fake.setStatus(id, status);
    if (t.webhookUrl) {
      const { body, headers } = fake.signedWebhook(id, new Date());
      await fetch(t.webhookUrl, { method: 'POST', headers, body }).catch(() => undefined);
    }
    const target = status === 'settled' ? t.redirect.successUrl : t.redirect.cancelUrl;
    return reply.redirect(target ?? '/', 303);
  });

  fake.url = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return fake;
}
