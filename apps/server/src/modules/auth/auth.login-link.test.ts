import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpListener } from '../../../test/fakes/smtp.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { loginLinks, users } from '../../db/schema/index.ts';
import { AUTH_MESSAGES } from '../../platform/auth/auth-messages.ts';
import { hashToken } from '../../platform/auth/session.ts';
import { loginLinkObservers } from './auth.service.ts';
import { buildStaffUser, manualClock, sessionCookieOf } from './auth.test-support.ts';
import { renderLoginLinkMail } from './login-link-mail.ts';

const clock = manualClock();
let context: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let issued: { userId: number; token: string }[] = [];
const observe = (link: { userId: number; token: string }) => issued.push(link);

beforeAll(async () => {
  // A real SMTP listener: the link mail must really leave the shop (a 202 means "gesendet").
  smtp = await startSmtpListener();
  context = await createTestApp({ now: clock.now, config: { SMTP_URL: smtp.url } });
  loginLinkObservers.add(observe);
  await buildStaffUser(context.db, {
    email: 'link@example.test',
    roles: ['ROLE_EDITOR'],
    password: null,
  });
  await buildStaffUser(context.db, {
    email: 'gesperrt@example.test',
    roles: ['ROLE_EDITOR'],
    isEnabled: false,
  });
});
afterEach(() => {
  issued = [];
});
afterAll(async () => {
  loginLinkObservers.delete(observe);
  await Promise.all([context.close(), smtp.close()]);
});

const requestLink = (email: string) =>
  context.app.inject({ method: 'POST', url: '/api/auth/login-link', payload: { email } });
const useLink = (token: string) =>
  context.app.inject({ method: 'POST', url: `/api/auth/login-link/${token}` });

describe('login links', () => {
  it('answers 202 for known and unknown emails alike and stores only a hash', async () => {
    const known = await requestLink('Link@Example.test');
    const unknown = await requestLink('niemand@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(issued).toHaveLength(1);
    const token = issued[0]!.token;
    const rows = await context.db.select().from(loginLinks);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(rows[0]?.expiresAt.getTime()).toBe(clock.now().getTime() + 15 * 60_000);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('issues no link for a disabled account', async () => {
    expect((await requestLink('gesperrt@example.test')).statusCode).toBe(202);
    expect(issued).toHaveLength(0);
  });

  it('logs in once with a link; the second use is refused with the German message', async () => {
    await requestLink('link@example.test');
    const token = issued[0]!.token;
    const check = await context.app.inject({
      method: 'GET',
      url: `/api/auth/login-link/${token}`,
    });
    expect(check.statusCode).toBe(200);

    const first = await useLink(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ email: 'link@example.test', roles: ['ROLE_EDITOR'] });
    const me = await context.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: sessionCookieOf(first) },
    });
    expect(me.statusCode).toBe(200);

    const second = await useLink(token);
    expect(second.statusCode).toBe(401);
    expect(second.json().errors).toEqual([
      { code: 'invalid_login_link', message: AUTH_MESSAGES.invalidLoginLink },
    ]);
  });

  it('refuses a link after 15 minutes', async () => {
    await requestLink('link@example.test');
    const token = issued[0]!.token;
    clock.advance(15 * 60_000);
    const response = await useLink(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].message).toBe(AUTH_MESSAGES.invalidLoginLink);
  });

  it('refuses a made-up token', async () => {
    const response = await useLink('a'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('invalid_login_link');
  });

  it('answers a path that is no token with the 422 on token, after the origin check (docs/decisions/025)', async () => {
    // A longer path parameter than the router takes (100 characters) is its 414 before any route.
    for (const token of ['kurz', 'a'.repeat(19)]) {
      for (const method of ['GET', 'POST'] as const) {
        const url = `/api/auth/login-link/${token}`;
        const response = await context.app.inject({ method, url });
        expect(response.statusCode, `${method} ${token}`).toBe(422);
        expect(response.json().errors).toEqual([
          {
            code: 'invalid',
            field: 'token',
            message: 'Diese Zeichenkette ist zu kurz. Sie sollte mindestens 20 Zeichen haben.',
          },
        ]);
      }
      const foreign = await context.app.inject({
        method: 'POST',
        url: `/api/auth/login-link/${token}`,
        headers: { origin: 'https://fremd.example.test' },
      });
      expect(foreign.statusCode).toBe(403);
    }
  });

  it('refuses a link of an account disabled after it was issued', async () => {
    await requestLink('link@example.test');
    const token = issued[0]!.token;
    await context.db
      .update(users)
      .set({ isEnabled: false })
      .where(eq(users.email, 'link@example.test'));
    const response = await useLink(token);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].message).toBe(AUTH_MESSAGES.accountDisabled);
    await context.db
      .update(users)
      .set({ isEnabled: true })
      .where(eq(users.email, 'link@example.test'));
  });

  it('sends at most three links per account within 15 minutes', async () => {
    clock.advance(16 * 60_000);
    for (let index = 0; index < 5; index += 1) {
      expect((await requestLink('link@example.test')).statusCode).toBe(202);
    }
    expect(issued).toHaveLength(3);
  });

  it('words the mail in German with the link and its validity', () => {
    const mail = renderLoginLinkMail({
      to: 'link@example.test',
      url: 'https://shop.example/backend/login/link/abc',
      shopName: 'Backstube Sonnenschein',
    });
    expect(mail.subject).toBe('Ihr Anmeldelink für Backstube Sonnenschein');
    expect(mail.text).toContain('https://shop.example/backend/login/link/abc');
    expect(mail.text).toContain('15 Minuten gültig');
    expect(mail.html).toContain('href="https://shop.example/backend/login/link/abc"');
  });
});

describe('login links and the mail server', () => {
  it('mails the link through the SMTP server', async () => {
    await buildStaffUser(context.db, {
      email: 'post@example.test',
      roles: ['ROLE_EDITOR'],
      password: null,
    });
    expect((await requestLink('post@example.test')).statusCode).toBe(202);
    const token = issued[0]?.token ?? '';
    const received = () => smtp.messages.filter((mail) => mail.to.includes('post@example.test'));
    await expect.poll(() => received().length).toBe(1);
    expect(received()[0]?.text).toContain(token);
  });

  it('answers 503 in German without a mail server and issues no link', async () => {
    const withoutMail = await createTestApp({ now: clock.now });
    try {
      await buildStaffUser(withoutMail.db, {
        email: 'link@example.test',
        roles: ['ROLE_EDITOR'],
        password: null,
      });
      const response = await withoutMail.app.inject({
        method: 'POST',
        url: '/api/auth/login-link',
        payload: { email: 'link@example.test' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().errors).toEqual([
        { code: 'mail_not_configured', message: AUTH_MESSAGES.loginLinkMailUnavailable },
      ]);
      expect(response.json().errors[0].message).toMatch(/kein Mailserver eingerichtet/);
      expect(issued).toEqual([]);
      expect(await withoutMail.db.select().from(loginLinks)).toEqual([]);
    } finally {
      await withoutMail.close();
    }
  });
});
