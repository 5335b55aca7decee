import type { APIRequestContext } from '@playwright/test';
import { E2E_NOW, expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { createEmployee, demoShop, orderRow, placeOrder, uniqueName } from '../support/orders.ts';
import { countTones } from '../support/tones.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs, STRONG_PASSWORD } from './backoffice-helpers.ts';

/**
 * What a shift manager trips over on the orders screens and the front desk: an unconfirmed
 * order stays in "Aktuelle Bestellungen" (on top, marked, with how long it waited), the
 * new-order signal repeats until someone taps "Gesehen", the whole row opens an order on a
 * tablet, the front desk fits a portrait tablet and shows what to collect, and the back-office
 * says what really became of a confirmation when no mail server is set up. The tests set
 * their own widths and run once (the phone project leaves this file out, playwright.config.ts).
 */

const TABLET = { viewport: { width: 820, height: 1180 }, isMobile: false, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** ui/live/use-order-alarm.ts ALARM_REPEAT_MS */
const ALARM_REPEAT_MS = 10_000;

/** The server's clock (test mode runs it from E2E_NOW on): the creation time of a probe order. */
async function serverNow(request: APIRequestContext): Promise<number> {
  const probe = await placeOrder(request, { lastName: uniqueName('Uhr') });
  const response = await request.get(`/api/orders/${probe.id}`, {
    headers: await adminHeaders(request),
  });
  expect(response.status()).toBe(200);
  return Date.parse(((await response.json()) as { data: { createdAt: string } }).data.createdAt);
}

test.describe('orders waiting for confirmation', () => {
  test.use(DESKTOP);

  test('an unconfirmed order stays in Aktuelle Bestellungen after its time, on top, marked, with how long it waited', async ({
    page,
    request,
  }) => {
    const now = await serverNow(request);
    const family = uniqueName('Wartend');
    // Waiting 20 minutes (the confirmation window is 15): the old code moved it out of the list.
    const waiting = await placeOrder(
      request,
      {
        firstName: 'Wilma',
        lastName: family,
      },
      now - 20 * 60_000,
    );
    // Confirmed and due earlier: by due time alone it would come first.
    const confirmed = await placeOrder(
      request,
      {
        firstName: 'Bruno',
        lastName: family,
      },
      now - 30 * 60_000,
    );
    const confirming = await request.post(`/api/orders/${confirmed.id}/status/confirm`, {
      headers: await adminHeaders(request),
    });
    expect(confirming.status()).toBe(200);

    await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto(`/backend/orders/current?search=${family}`);
    const rows = page.getByRole('table').getByRole('row').filter({ hasText: family });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Wilma');
    await expect(rows.first()).toContainText(`#${waiting.ticketNumber}`);
    await expect(rows.first()).toContainText('Verpasst');
    await expect(rows.first()).toContainText(/wartet seit 2\d Min\./);
    await expect(rows.nth(1)).toContainText('Bruno');
    await expect(rows.nth(1)).not.toContainText('wartet seit');
    await page.screenshot({ path: test.info().outputPath('orders-waiting-desktop.png') });
  });

  test('the new-order signal repeats until someone taps “Gesehen”', async ({ page, request }) => {
    // A branch no other browser test orders at: the alarm rings only for this test's order.
    const shop = await demoShop(request);
    const cologne = shop.branch('koeln-catering');
    const employee = await createEmployee(request, cologne.id);
    const tones = await countTones(page);
    await logInAs(page, employee, STRONG_PASSWORD);
    // Browsers start audio after the page was touched: the employee opens the current orders.
    await page
      .getByRole('navigation', { name: 'Back-Office-Navigation' })
      .getByRole('link', { name: /^Aktuelle Bestellungen/ })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Aktuelle Bestellungen' }),
    ).toBeVisible();
    const alarm = page.getByRole('region', { name: 'Neue Bestellungen' });
    await expect(alarm).toHaveCount(0);

    const order = await placeOrder(request, {
      branch: cologne.id,
      lastName: uniqueName('Alarm'),
      street: 'Ehrenstraße 1',
      city: '50672 Köln',
      items: [{ product: shop.product('Laugenbrezel'), amount: 20, unit: 'piece', parts: [] }],
    });
    await expect(alarm).toContainText('Eine neue Bestellung wartet auf Bestätigung');
    await expect(alarm).toContainText(`#${order.ticketNumber}`);
    await expect.poll(tones).toBeGreaterThanOrEqual(2);

    // Nobody looks: it sounds again and again.
    const first = await tones();
    await page.clock.runFor(ALARM_REPEAT_MS * 3);
    expect(await tones()).toBeGreaterThanOrEqual(first + 3 * 2);

    await alarm.getByRole('button', { name: 'Gesehen' }).click();
    await expect(alarm).toHaveCount(0);
    const seen = await tones();
    await page.clock.runFor(ALARM_REPEAT_MS * 3);
    expect(await tones()).toBe(seen);

    // Seen stays seen after a reload; the order itself still waits in the list.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(alarm).toHaveCount(0);
  });
});

test.describe('the new-order bar on a phone (390 × 844)', () => {
  test.use(PHONE);

  test('keeps its height while more orders arrive, so a tap lands where the finger aimed', async ({
    page,
    request,
  }) => {
    const shop = await demoShop(request);
    const munich = shop.branch('muenchen-schwabing');
    const employee = await createEmployee(request, munich.id);
    await logInAs(page, employee, STRONG_PASSWORD);
    await page.goto('/backend/orders/current');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Aktuelle Bestellungen' }),
    ).toBeVisible();
    const alarm = page.getByRole('region', { name: 'Neue Bestellungen' });
    const first = await placeOrder(request, { branch: munich.id, lastName: uniqueName('Eins') });
    await expect(alarm).toContainText(`#${first.ticketNumber}`);
    const height = async () => (await alarm.boundingBox())?.height ?? 0;
    const before = await height();
    const title = alarm.getByText(/auf Bestätigung$/);
    const waitingBefore = await title.textContent();
    const countOf = (title: string | null) => Number(/^(\d+)/.exec(title ?? '')?.[1] ?? 1);
    for (let n = 0; n < 4; n++) {
      await placeOrder(request, { branch: munich.id, lastName: uniqueName('Mehr') });
    }
    // All four have arrived (orders of other tests at this branch may come on top).
    await expect
      .poll(async () => countOf(await title.textContent()))
      .toBeGreaterThanOrEqual(countOf(waitingBefore) + 4);
    await expect(alarm).toContainText(/und \d+ weitere/);
    expect(await height()).toBe(before);
    // The bar fits the screen; its orders scroll sideways inside it.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('alarm-phone.png') });
  });
});

test.describe('confirmations without a mail server (the browser tests’ server has none)', () => {
  test.use(DESKTOP);

  test('the order says the email was not sent and why, offers no resend that cannot work, and the settings warn', async ({
    page,
    request,
  }) => {
    const lastName = uniqueName('Ohnepost');
    const order = await placeOrder(request, { lastName });
    await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto(`/backend/orders/${order.id}`);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: `Bestellung #${order.ticketNumber}` }),
    ).toBeVisible();
    // The outbox runs the job within seconds; the page shows what became of it.
    await expect(async () => {
      await page.reload();
      await expect(main).toContainText(
        'E-Mail nicht gesendet: Es ist kein Mailserver eingerichtet.',
        { timeout: 1000 },
      );
    }).toPass({ timeout: 20_000 });
    await expect(main.getByText(/E-Mail gesendet am/)).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Bestätigung per E-Mail senden' })).toHaveCount(
      0,
    );
    // The SMS plugin is off in the demo shop: no SMS to offer.
    await expect(main.getByRole('button', { name: 'Bestätigung per SMS senden' })).toHaveCount(0);

    await page.goto('/backend/settings/configuration');
    await expect(page.getByRole('main')).toContainText(
      'Es ist kein Mailserver eingerichtet (Umgebungsvariable SMTP_URL)',
    );
  });
});

test.describe('on a portrait tablet (820 × 1180)', () => {
  test.use(TABLET);

  test('the whole order row opens the order', async ({ page, request }) => {
    const lastName = uniqueName('Zeile');
    const order = await placeOrder(request, { lastName });
    await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto(`/backend/orders/current?search=${lastName}`);
    const row = orderRow(page, lastName);
    await expect(row).toBeVisible();
    // A tap on the customer's name, away from the small ticket link.
    const box = await row.getByText(`Erika ${lastName}`).boundingBox();
    if (!box) throw new Error('the customer cell is not shown');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(new RegExp(`/backend/orders/${order.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Bestellung #${order.ticketNumber}` }),
    ).toBeVisible();
  });

  test('the front desk fits the screen, its counts stay clear of the titles, and each card shows total and payment', async ({
    browser,
    request,
  }) => {
    const shop = await demoShop(request);
    const munich = shop.branch('muenchen-schwabing');
    const created = await request.post(`/api/branches/${munich.id}/api-keys`, {
      headers: await adminHeaders(request),
      data: { name: uniqueName('Hochkant') },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { apiKey } = ((await created.json()) as { data: { apiKey: string } }).data;
    const lastName = uniqueName('Kasse');
    const order = await placeOrder(request, { lastName, paymentMethod: 'atm-card' });

    const tablet = await browser.newContext(TABLET);
    const desk = await tablet.newPage();
    await desk.clock.install({ time: new Date(E2E_NOW) });
    await desk.goto(`/backend/frontdesk/${munich.id}#key=${apiKey}`);
    const card = desk
      .getByRole('region', { name: /^Neu/ })
      .getByRole('article')
      .filter({ hasText: lastName });
    await expect(card).toBeVisible();
    // Nothing sticks out sideways.
    const widths = await desk.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    // Each column's count sits beside its title's words, not on them.
    const overlaps = await desk.evaluate(() =>
      Array.from(document.querySelectorAll('section h2')).map((heading) => {
        const count = heading.querySelector('span');
        const words = document.createRange();
        words.selectNodeContents(heading);
        if (count) words.setEndBefore(count);
        const box = count?.getBoundingClientRect();
        const hits = Array.from(words.getClientRects()).filter(
          (rect) =>
            rect.width > 0 &&
            box &&
            rect.left < box.right &&
            box.left < rect.right &&
            rect.top < box.bottom &&
            box.top < rect.bottom,
        );
        return `${heading.textContent}: ${hits.length}`;
      }),
    );
    expect(
      overlaps.every((line) => line.endsWith(': 0')),
      overlaps.join(' | '),
    ).toBe(true);
    await expect(card).toContainText('17,80 €');
    await expect(card).toContainText('Kartenzahlung (EC-Karte)');
    await expect(
      card.getByRole('button', { name: `Bestätigen: ${order.ticketNumber}` }),
    ).toBeVisible();

    await desk.screenshot({
      path: test.info().outputPath('frontdesk-820-portrait.png'),
      fullPage: true,
    });
    await tablet.close();
  });
});
