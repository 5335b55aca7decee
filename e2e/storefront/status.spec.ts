import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  berlin,
  expectNoSeriousViolations,
  type PlacedOrder,
  placeOrderThroughApi,
  proposeCounterAppointment,
  setOrderStatus,
} from '../support/checkout.ts';
import { gotoAsReturningVisitor, readInit } from '../support/storefront.ts';

/**
 * The public status page (spec §2 "Status page", §4 "Order status",
 * "Counter-appointment", §5 questionnaire, §9 polling every 10 s). Orders are placed through
 * POST /api/orders; what the back-office will do (propose a time, complete, reject) is done by the
 * test-mode helpers until the back-office calls exist (modules/test-support/README.md). The
 * page's clock is moved forward to the next poll.
 */

const statusUrl = (order: PlacedOrder) => `/status/${order.uid}/${order.hash}`;
const timeline = (page: Page) => page.getByRole('region', { name: 'Status' }).getByRole('listitem');
const POLL = '00:11'; // a little more than the 10-second interval

/**
 * Counts the page's status reads by answer (200 with data, 304 unchanged). The request headers are
 * read with allHeaders(), the headers Chromium really sent (headers() may hold only the
 * provisional ones of a busy renderer); `settled()` waits for them. `failed` lists reads that
 * did not finish (e.g. aborted by the page): a read the page throws away and sends again loses
 * its If-None-Match.
 */
function watchPolls(page: Page) {
  const answers: { status: number; ifNoneMatch: string | undefined }[] = [];
  const failed: string[] = [];
  const reads: Promise<void>[] = [];
  const isRead = (request: Request) =>
    request.url().includes('/api/orders/public/') && request.method() === 'GET';
  page.on('response', (response) => {
    if (!isRead(response.request())) return;
    const answer = { status: response.status(), ifNoneMatch: undefined as string | undefined };
    answers.push(answer);
    reads.push(
      response
        .request()
        .allHeaders()
        .then((headers) => {
          answer.ifNoneMatch = headers['if-none-match'];
        }),
    );
  });
  page.on('requestfailed', (request) => {
    if (isRead(request)) failed.push(request.failure()?.errorText ?? 'failed');
  });
  return Object.assign(answers, { failed, settled: () => Promise.all(reads) });
}

test('an accepted counter-appointment confirms the order with the proposed time', async ({
  page,
  request,
}) => {
  const order = await placeOrderThroughApi(request);
  await gotoAsReturningVisitor(page, statusUrl(order));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Neuer Terminvorschlag' })).toHaveCount(0);

  await proposeCounterAppointment(request, order, berlin('2026-12-02', '15:30'));
  await page.clock.fastForward(POLL);
  const prompt = page.getByRole('region', { name: 'Neuer Terminvorschlag' });
  await expect(prompt).toContainText('Wir schlagen Ihnen stattdessen vor: 02.12.2026, 15:30 Uhr.');
  await expectNoSeriousViolations(page);
  await prompt.getByRole('button', { name: 'Termin annehmen' }).click();

  await expect(prompt).toHaveCount(0);
  await expect(timeline(page).nth(1)).toHaveText(/Bestätigt und in Zubereitung/);
  await expect(timeline(page).nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('region', { name: 'Bestelldaten' })).toContainText(
    '02.12.2026, 15:30 Uhr',
  );
});

test('a rejected counter-appointment cancels the order and the page stops polling', async ({
  page,
  request,
}) => {
  const order = await placeOrderThroughApi(request);
  await proposeCounterAppointment(request, order, berlin('2026-12-02', '18:00'));
  await gotoAsReturningVisitor(page, statusUrl(order));
  const prompt = page.getByRole('region', { name: 'Neuer Terminvorschlag' });
  await prompt.getByRole('button', { name: 'Nein, Bestellung stornieren' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Ihre Bestellung wurde storniert.' }),
  ).toBeVisible();
  await expect(timeline(page).last()).toHaveText(/Bestellung storniert/);
  await expect(prompt).toHaveCount(0);
  const polls = watchPolls(page);
  await page.clock.fastForward('00:45');
  await page.waitForTimeout(300); // room for a request that must not come
  expect(polls).toHaveLength(0);
});

test('the page polls with If-None-Match, unchanged orders cost a 304, and the shop’s rejection appears', async ({
  page,
  request,
}) => {
  const order = await placeOrderThroughApi(request);
  const polls = watchPolls(page);
  await gotoAsReturningVisitor(page, statusUrl(order));
  await expect(timeline(page).first()).toHaveAttribute('aria-current', 'step');
  await expect.poll(() => polls.length).toBeGreaterThanOrEqual(1);
  await polls.settled();
  expect(polls[0]).toMatchObject({ status: 200, ifNoneMatch: undefined });
  // The first read is not thrown away and sent again (the page mounts its effects twice in the
  // test build's StrictMode, like an unmount and remount).
  expect(polls.failed).toEqual([]);

  const before = polls.length;
  await page.clock.fastForward(POLL);
  await expect.poll(() => polls.length).toBeGreaterThan(before);
  await polls.settled();
  // Every poll after the first revalidates with the ETag and costs a 304 while nothing changed.
  for (const poll of polls.slice(1)) {
    expect(poll).toMatchObject({ status: 304, ifNoneMatch: expect.stringMatching(/^"/) });
  }
  expect(polls.failed).toEqual([]);

  await setOrderStatus(request, order, 'rejected', 'Heute sind wir leider ausgebucht.');
  await page.clock.fastForward(POLL);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ihre Bestellung wurde storniert.' }),
  ).toBeVisible();
  await expect(page.getByText('Heute sind wir leider ausgebucht.')).toBeVisible();
  expect(polls.at(-1)?.status).toBe(200);
  const count = polls.length;
  await page.clock.fastForward('00:45');
  await page.waitForTimeout(300);
  expect(polls).toHaveLength(count);
});

test('leaving the page while its first read is on the way and coming back asks once', async ({
  page,
  request,
}) => {
  const order = await placeOrderThroughApi(request);
  const { config } = await readInit(request);
  await gotoAsReturningVisitor(page, '/');
  // The first read is held back until the page has been left and opened again.
  const held: Route[] = [];
  await page.route('**/api/orders/public/**', (route) =>
    held.length === 0 ? held.push(route) : route.continue(),
  );
  let sent = 0;
  page.on('request', (sentRequest) => {
    if (sentRequest.url().includes('/api/orders/public/')) sent += 1;
  });
  const polls = watchPolls(page);
  await page.goto(statusUrl(order));
  await expect.poll(() => held.length).toBe(1);
  await page.getByRole('banner').getByRole('link', { name: config.shopName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/status/${order.uid}/`));
  await held[0]?.continue().catch(() => undefined); // an aborted request cannot be continued

  await expect(timeline(page).first()).toHaveAttribute('aria-current', 'step');
  // One read, not thrown away on leaving and sent again on coming back.
  expect(sent).toBe(1);
  expect(polls.failed).toEqual([]);
  await page.clock.fastForward(POLL);
  await expect.poll(() => polls.length).toBe(2);
  await polls.settled();
  expect([...polls]).toMatchObject([
    { status: 200, ifNoneMatch: undefined },
    { status: 304, ifNoneMatch: expect.stringMatching(/^"/) },
  ]);
  expect(sent).toBe(2);
});

test('a completed order asks for the four ratings, then the comment, and thanks', async ({
  page,
  request,
}) => {
  const order = await placeOrderThroughApi(request);
  await setOrderStatus(request, order, 'completed');
  await gotoAsReturningVisitor(page, statusUrl(order));
  await expect(timeline(page)).toHaveText([
    /Warten auf Bestätigung/,
    /Bestätigt und in Zubereitung/,
    /Abholbereit/,
    /Abgeschlossen/,
  ]);
  const questionnaire = page.getByRole('region', { name: 'Wie zufrieden waren Sie?' });
  await expect(questionnaire).toBeVisible();
  await expectNoSeriousViolations(page);
  const comment = questionnaire.getByRole('textbox', {
    name: 'Möchten Sie uns noch etwas mitteilen?',
  });
  const rate = (group: string, stars: string) =>
    questionnaire.getByRole('group', { name: group }).getByRole('radio', { name: stars }).check();
  await rate('Gesamteindruck', '5 Sterne');
  await rate('Qualität der Produkte', '4 Sterne');
  await rate('Freundlichkeit und Service', '5 Sterne');
  await expect(comment).toHaveCount(0);
  await questionnaire.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(questionnaire.getByRole('group', { name: 'Ablauf der Bestellung' })).toContainText(
    'Dieser Wert sollte nicht leer sein.',
  );

  await rate('Ablauf der Bestellung', '1 Stern');
  await expect(comment).toBeVisible(); // spec §5: once all four are set
  await comment.fill('Sehr leckere Pizza, nur die Wartezeit war lang.');
  await questionnaire.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(page.getByText('Vielen Dank für Ihre Bewertung!')).toBeVisible();
  await expect(questionnaire).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Vielen Dank für Ihre Bewertung!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wie zufrieden waren Sie?' })).toHaveCount(0);
});

test('the questionnaire can be dismissed, and stays away after a reload', async ({
  page,
  request,
}) => {
  const order = await placeOrderThroughApi(request);
  await setOrderStatus(request, order, 'completed');
  await gotoAsReturningVisitor(page, statusUrl(order));
  const questionnaire = page.getByRole('region', { name: 'Wie zufrieden waren Sie?' });
  await questionnaire.getByRole('button', { name: 'Nicht bewerten' }).click();
  await expect(questionnaire).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wie zufrieden waren Sie?' })).toHaveCount(0);
});

test('a wrong hash shows the not-found page and nothing of the order', async ({
  page,
  request,
}) => {
  const order = await placeOrderThroughApi(request);
  const wrongHash = `${order.hash.slice(0, -1)}${order.hash.endsWith('A') ? 'B' : 'A'}`;
  await gotoAsReturningVisitor(page, `/status/${order.uid}/${wrongHash}`);
  await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeVisible();
  await expect(page.getByText('Ticket')).toHaveCount(0);
  await expect(page.getByText('Pizza Margherita')).toHaveCount(0);
});
