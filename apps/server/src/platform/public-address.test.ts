import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpListener } from '../../test/fakes/smtp.ts';
import { createTestApp } from '../../test/helpers.ts';
import { jobs } from '../db/schema/index.ts';
import { loginLinkObservers } from '../modules/auth/auth.service.ts';
import { buildStaffUser } from '../modules/auth/auth.test-support.ts';
import { demoIds, movableClock, takeawayOrder } from '../modules/orders/orders.test-support.ts';
import { missingPublicUrlWarning, publicBaseUrl } from './public-address.ts';

// Links that leave the request are never built from its Host header
// (docs/decisions/014-order-limits-and-public-addresses.md).

describe('publicBaseUrl', () => {
  it.each([
    [
      'PUBLIC_URL wins',
      { PUBLIC_URL: 'https://shop.example/', HOST: '0.0.0.0' },
      null,
      'https://shop.example',
    ],
    [
      'a wildcard host is localhost, port from the config',
      { HOST: '0.0.0.0', PORT: 3000 },
      null,
      'http://localhost:3000',
    ],
    [
      'the bound port wins over the configured 0',
      { HOST: '0.0.0.0', PORT: 0 },
      { address: '0.0.0.0', family: 'IPv4', port: 41234 },
      'http://localhost:41234',
    ],
    [
      'a configured host is kept',
      { HOST: 'kasse.local', PORT: 8080 },
      null,
      'http://kasse.local:8080',
    ],
    ['an IPv6 host gets brackets', { HOST: '::1', PORT: 3000 }, null, 'http://[::1]:3000'],
    ['port 80 is left out', { HOST: 'shop.lan', PORT: 80 }, null, 'http://shop.lan'],
    ['nothing configured', {}, null, 'http://localhost:3000'],
  ] as const)('%s', (_name, settings, listening, expected) => {
    expect(publicBaseUrl(settings, listening)).toBe(expected);
  });

  it('warns in German that mails and payments need PUBLIC_URL', () => {
    expect(missingPublicUrlWarning('http://localhost:3000')).toBe(
      'Achtung: PUBLIC_URL ist nicht gesetzt. Links in E-Mails (Anmeldelinks, Bestellstatus) und die Rücksprungadressen der Online-Zahlungen zeigen deshalb auf http://localhost:3000. Für den Betrieb setzen Sie PUBLIC_URL auf die öffentliche https://-Adresse des Shops.',
    );
  });
});

describe('without PUBLIC_URL, a forged Host header changes no link', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const tokens: string[] = [];
  const observe = (link: { token: string }) => tokens.push(link.token);

  beforeAll(async () => {
    smtp = await startSmtpListener();
    // The demo shop on a clock inside its opening hours (an order is refused while it is closed).
    ctx = await createTestApp({
      seed: true,
      now: movableClock().now,
      config: { SMTP_URL: smtp.url },
    });
    await buildStaffUser(ctx.db, { email: 'host@example.test', roles: ['ROLE_EDITOR'] });
    loginLinkObservers.add(observe);
  });
  afterAll(async () => {
    loginLinkObservers.delete(observe);
    await ctx.close();
    await smtp.close();
  });

  it('mails the login link to the server’s own address, not to the Host of the request', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login-link',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: 'host@example.test' },
    });
    expect(response.statusCode).toBe(202);
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1));
    const mail = smtp.messages[0]!;
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toContain(`http://localhost:3000/backend/login/link/${tokens[0]}`);
  });

  it('puts the server’s own address into the status links of the order mails', async () => {
    const ids = await demoIds(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { host: 'evil.example', 'idempotency-key': randomUUID() },
      payload: takeawayOrder(ids),
    });
    expect(response.statusCode, response.body).toBe(201);
    const orderId = response.json().data.order.id as number;
    const queued = await ctx.db.select({ payload: jobs.payload }).from(jobs);
    const ofOrder = queued.filter(
      (job) => (job.payload as { orderId?: number }).orderId === orderId,
    );
    expect(ofOrder.length).toBeGreaterThan(0);
    for (const job of ofOrder) {
      expect((job.payload as { baseUrl: string }).baseUrl).toBe('http://localhost:3000');
    }
  });
});
