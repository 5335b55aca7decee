import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmsGateway } from '../../../test/fakes/sms-gateway.ts';
import { startSmtpListener } from '../../../test/fakes/smtp.ts';
import { jobs, orders } from '../../db/schema/index.ts';
import { runDueJobs } from '../../platform/jobs/jobs.ts';
import { createOrderJobHandlers } from './orders.jobs.ts';
import { postOrder, setShopConfig, takeawayOrder, useDemoShop } from './orders.test-support.ts';

const nbsp = '\u00a0';
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let sms: Awaited<ReturnType<typeof startFakeSmsGateway>>;
const settings = { PUBLIC_URL: 'http://shop.test', MAIL_FROM: 'Backstube <bestellung@shop.test>' };

beforeAll(async () => {
  [smtp, sms] = await Promise.all([
    startSmtpListener(),
    startFakeSmsGateway({ apiKey: 'sms-key' }),
  ]);
});
afterAll(async () => {
  await Promise.all([smtp.close(), sms.close()]);
});
const { clock, ctx, ids } = useDemoShop({ config: () => settings });

const handlers = () =>
  createOrderJobHandlers({
    db: ctx.db,
    now: clock.now,
    settings: { ...settings, SMTP_URL: smtp.url, SMS_GATEWAY_URL: sms.url, SMS_API_KEY: 'sms-key' },
  });

async function placeOrder(overrides: Record<string, unknown> = {}) {
  const response = await postOrder(ctx.app, takeawayOrder(ids, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.order as {
    id: number;
    uid: string;
    hash: string;
    ticketNumber: string;
  };
}

describe('new-order notifications', () => {
  it('mails the customer and the branch through SMTP, in German with lines, total and link', async () => {
    const order = await placeOrder({ comment: 'Bitte gut durchbacken' });
    expect(smtp.messages).toHaveLength(0); // the order never waits for mail
    expect(await runDueJobs(ctx.db, handlers(), { now: clock.now() })).toBe(2);

    const customer = smtp.messages.find((mail) => mail.to.includes('erika@example.com'));
    expect(customer?.from).toBe('bestellung@shop.test');
    expect(customer?.subject).toBe(
      `Ihre Bestellung bei Backstube Sonnenschein – Ticket ${order.ticketNumber}`,
    );
    const statusLink = `http://shop.test/status/${order.uid}/${order.hash}`;
    for (const expected of [
      'Guten Tag Erika Mustermann,',
      'vielen Dank für Ihre Bestellung bei Backstube Sonnenschein.',
      `2 × Pizza Margherita – 17,80${nbsp}€`,
      `Gesamt: 17,80${nbsp}€`,
      `enthaltene MwSt. 7 %: 1,16${nbsp}€`,
      'Zahlungsart: Barzahlung',
      'Termin: So schnell wie möglich',
      statusLink,
    ]) {
      expect(customer?.text).toContain(expected);
    }
    // § 312g BGB: a pizza carries no right of withdrawal, and the customer's copy says so.
    expect(customer?.text).toContain(
      'Für Speisen, Getränke und schnell verderbliche Waren besteht kein Widerrufsrecht',
    );
    expect(customer?.html).toContain(`href="${statusLink}"`);
    expect(customer?.html).toContain('Pizza Margherita');

    const branch = smtp.messages.find((mail) =>
      mail.to.includes('muenchen@backstube-sonnenschein.example'),
    );
    expect(branch?.subject).toBe(
      `Neue Bestellung – Ticket ${order.ticketNumber} – Backstube Sonnenschein München-Schwabing`,
    );
    expect(branch?.text).toContain('Telefon: +491701234567');
    expect(branch?.text).toContain('Anmerkung: Bitte gut durchbacken');

    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.newOrderEmailSentAt).toEqual(clock.now());
  });

  it('names the shelf-stable goods that keep the 14-day right of withdrawal', async () => {
    smtp.messages.length = 0;
    await placeOrder({
      email: 'stollen@example.com',
      items: [
        { product: ids.product('Pizza Margherita'), amount: 1, unit: 'piece', parts: [] },
        { product: ids.product('Dresdner Christstollen (750 g)'), amount: 1, unit: 'piece' },
      ],
    });
    await runDueJobs(ctx.db, handlers(), { now: clock.now() });
    const mail = smtp.messages.find((entry) => entry.to.includes('stollen@example.com'));
    expect(mail?.text).toContain(
      'Für Dresdner Christstollen (750 g) haben Sie ein Widerrufsrecht von 14 Tagen ab Erhalt',
    );
    expect(mail?.html).toContain('Für Dresdner Christstollen (750 g) haben Sie ein Widerrufsrecht');
    const branch = smtp.messages.find((entry) => !entry.to.includes('stollen@example.com'));
    expect(branch?.text).not.toContain('Widerrufsrecht');
  });

  it('escapes what the customer typed in the HTML mail', async () => {
    smtp.messages.length = 0;
    await placeOrder({ firstName: '<script>alert(1)</script>', email: 'evil@example.com' });
    await runDueJobs(ctx.db, handlers(), { now: clock.now() });
    const mail = smtp.messages.find((entry) => entry.to.includes('evil@example.com'));
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
  });

  it('retries a refused mail later with backoff, and sends it once', async () => {
    smtp.messages.length = 0;
    // Dine-in with a table needs no email: only the branch mail is due.
    const order = await placeOrder({
      email: '',
      isDineIn: true,
      table: ids.table('muenchen-schwabing'),
    });
    smtp.state.rejectNext = true;
    expect(await runDueJobs(ctx.db, handlers(), { now: clock.now() })).toBe(1);
    expect(smtp.messages).toHaveLength(0);
    const [failed] = await ctx.db.select().from(jobs).where(isNull(jobs.doneAt));
    expect(failed).toMatchObject({ attempts: 1, payload: { orderId: order.id } });
    expect(failed?.lastError).toContain('Bitte später erneut versuchen');
    expect(failed?.runAt).toEqual(new Date(clock.now().getTime() + 30_000));

    expect(await runDueJobs(ctx.db, handlers(), { now: clock.now() })).toBe(0);
    const later = new Date(clock.now().getTime() + 31_000);
    expect(await runDueJobs(ctx.db, handlers(), { now: later })).toBe(1);
    expect(smtp.messages.map((mail) => mail.to)).toEqual([
      ['muenchen@backstube-sonnenschein.example'],
    ]);
    expect(smtp.messages[0]?.subject).toContain(`Ticket`);
    expect(await runDueJobs(ctx.db, handlers(), { now: later })).toBe(0);
  });

  it('sends an SMS through the gateway when the SMS plugin is on', async () => {
    await setShopConfig(ctx.app, ctx.db, { enablePluginSMS: true });
    const order = await placeOrder();
    await runDueJobs(ctx.db, handlers(), { now: clock.now() });
    expect(sms.messages).toEqual([
      {
        to: '+491701234567',
        text: `Backstube Sonnenschein: Vielen Dank für Ihre Bestellung! Ticket ${order.ticketNumber}. Status: http://shop.test/status/${order.uid}/${order.hash}`,
      },
    ]);
    await setShopConfig(ctx.app, ctx.db, { enablePluginSMS: false });
  });

  it('only logs mails when no SMTP server is configured and records them as skipped, not sent', async () => {
    smtp.messages.length = 0;
    const order = await placeOrder();
    const logged: unknown[] = [];
    const withoutSmtp = createOrderJobHandlers({
      db: ctx.db,
      now: clock.now,
      settings,
      log: { info: (object) => logged.push(object) },
    });
    expect(await runDueJobs(ctx.db, withoutSmtp, { now: clock.now() })).toBe(2);
    expect(smtp.messages).toHaveLength(0);
    expect(logged).toHaveLength(2);
    expect(await runDueJobs(ctx.db, withoutSmtp, { now: clock.now() })).toBe(0);
    const done = (await ctx.db.select().from(jobs)).filter(
      (job) => job.payload.orderId === order.id,
    );
    expect(done.map((job) => job.skippedReason)).toEqual([
      'mailNotConfigured',
      'mailNotConfigured',
    ]);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.newOrderEmailSentAt).toBeNull();
  });

  it('records an SMS as skipped while the SMS plugin is off or no gateway is set up', async () => {
    await setShopConfig(ctx.app, ctx.db, { enablePluginSMS: true });
    try {
      const order = await placeOrder();
      const withoutGateway = createOrderJobHandlers({
        db: ctx.db,
        now: clock.now,
        settings: { ...settings, SMTP_URL: smtp.url },
      });
      await runDueJobs(ctx.db, withoutGateway, { now: clock.now() });
      const [smsJob] = (await ctx.db.select().from(jobs)).filter(
        (job) => job.payload.orderId === order.id && job.type === 'order-created-sms',
      );
      expect(smsJob?.skippedReason).toBe('smsNotConfigured');
      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.newOrderSmsSentAt).toBeNull();
      expect(row?.newOrderEmailSentAt).not.toBeNull(); // the mail went out through SMTP
    } finally {
      await setShopConfig(ctx.app, ctx.db, { enablePluginSMS: false });
    }
  });
});
