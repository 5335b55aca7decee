import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import {
  createStaffUser,
  expectNoSeriousAxeViolations,
  firstBranchId,
  logInAs,
  STRONG_PASSWORD,
} from './backoffice-helpers.ts';

/**
 * Time tracking (docs/decisions/028-time-tracking.md): an employee clocks in, pauses, resumes and
 * clocks out on the tablet page; a branch manager sees the day, corrects the end with a reason;
 * a 7-hour day without a break shows the ArbZG warning. The server's clock is moved per request
 * (X-Test-Now), so the recorded times are the server's, never the browser's.
 */

const createStaff = (
  request: APIRequestContext,
  role: 'ROLE_EMPLOYEE' | 'ROLE_MANAGER',
  branchId: number,
) =>
  createStaffUser(request, {
    role,
    firstName: role === 'ROLE_MANAGER' ? 'Clara' : 'Emil',
    branchId,
  });

async function clockLink(request: APIRequestContext, userId: number) {
  const username = `u${userId}x${Date.now().toString(36)}`;
  const response = await request.post(`/api/users/${userId}/time-clock-token`, {
    headers: await adminHeaders(request),
    data: { username },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { username: string; accessToken: string } };
  return { ...data, path: `/backend/zeiterfassung/${data.username}/${data.accessToken}` };
}

/** Serves every API call of the page as if the server's clock read `instant.value`. */
async function serverClock(page: Page, start: string) {
  const instant = { value: start };
  await page.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-test-now': instant.value } }),
  );
  return instant;
}

/** Clocks through one day with the API at given server times (the tablet page does the same). */
async function clockDay(
  request: APIRequestContext,
  link: { username: string; accessToken: string },
  steps: [action: string, at: string][],
) {
  for (const [action, at] of steps) {
    const response = await request.post(
      `/api/time-tracking/${link.username}/${link.accessToken}/working-activities/${action}`,
      { headers: { 'x-test-now': at } },
    );
    expect(response.status(), await response.text()).toBe(200);
  }
}

test('an employee clocks in, pauses, resumes and clocks out on the tablet page', async ({
  page,
  request,
}) => {
  const employee = await createStaff(request, 'ROLE_EMPLOYEE', await firstBranchId(request));
  const link = await clockLink(request, employee.id);
  // 3 Dec 2026, 08:00 in Berlin.
  const clock = await serverClock(page, '2026-12-03T07:00:00.000Z');
  await page.goto(link.path);
  await expect(
    page.getByRole('heading', { level: 1, name: `Hallo ${employee.name}` }),
  ).toBeVisible();
  await expect(page.getByTestId('clock-state')).toHaveText('Nicht eingestempelt');
  await expect(page.getByText('Für heute ist keine Schicht geplant.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('clock-state')).toHaveText('Arbeitet seit 08:00 Uhr');

  clock.value = '2026-12-03T10:00:00.000Z';
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('clock-state')).toHaveText('Pause seit 11:00 Uhr');

  clock.value = '2026-12-03T10:30:00.000Z';
  await page.getByRole('button', { name: 'Fortsetzen' }).click();
  await expect(page.getByTestId('clock-state')).toHaveText('Arbeitet seit 08:00 Uhr');

  clock.value = '2026-12-03T14:30:00.000Z';
  await page.getByRole('button', { name: 'Beenden' }).click();
  await expect(page.getByTestId('clock-state')).toHaveText('Nicht eingestempelt');
  await expect(page.getByTestId('clock-activities')).toHaveText('08:00 – 15:30 Uhr · 7:00 Std.');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
});

test('a wrong order on the clock shows the spec text, a wrong link says so', async ({
  page,
  request,
  browser,
}) => {
  const employee = await createStaff(request, 'ROLE_EMPLOYEE', await firstBranchId(request));
  const link = await clockLink(request, employee.id);
  await serverClock(page, '2026-12-08T07:00:00.000Z');
  await page.goto(link.path);
  await expect(page.getByTestId('clock-state')).toHaveText('Nicht eingestempelt');
  // Another device clocks in meanwhile: this page still offers Start, the server refuses it.
  await clockDay(request, link, [['start', '2026-12-08T07:00:00.000Z']]);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('alert')).toHaveText('Aktivität konnte nicht gestartet werden');
  await expect(page.getByTestId('clock-state')).toHaveText('Arbeitet seit 08:00 Uhr');

  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(`/backend/zeiterfassung/${link.username}/falsch`);
  await expect(stranger.getByRole('alert')).toHaveText(
    'Dieser Zeiterfassungs-Link ist ungültig. Bitte wenden Sie sich an Ihre Filialleitung.',
  );
});

test('the branch manager sees the day and corrects the end time with a reason', async ({
  page,
  request,
}) => {
  // The suite runs this test at two widths side by side, at the same branch: each on a day of its
  // own, or the other run's employee appears on the day view (above this one) while it is used.
  const date = test.info().project.name === 'phone' ? '2026-12-04' : '2026-12-18';
  const branchId = await firstBranchId(request);
  const employee = await createStaff(request, 'ROLE_EMPLOYEE', branchId);
  const manager = await createStaff(request, 'ROLE_MANAGER', branchId);
  const link = await clockLink(request, employee.id);
  await clockDay(request, link, [
    ['start', `${date}T07:00:00.000Z`],
    ['pause', `${date}T11:00:00.000Z`],
    ['resume', `${date}T11:30:00.000Z`],
    ['end', `${date}T14:30:00.000Z`],
  ]);

  await logInAs(page, manager.email, STRONG_PASSWORD);
  await page.goto(`/backend/time-tracking/day?date=${date}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Zeiterfassung: Tagesübersicht' }),
  ).toBeVisible();
  const day = page.getByRole('region', { name: employee.name });
  await expect(day.getByRole('row').nth(1)).toHaveText(/08:0015:300:30 Std\.7:00 Std\./);
  await expect(day).toContainText('Gesamt 7:00 Std., Pausen 0:30 Std.');
  await expect(day.getByRole('note')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // By keyboard, as a manager at the counter tablet's keyboard would: new orders of the other
  // tests keep arriving at this branch, and the alarm bar above the day view grows with them,
  // so a tap aimed at a spot can land on what just moved there.
  await day.getByRole('button', { name: 'Korrigieren' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: `Aktivität von ${employee.name} korrigieren` });
  await dialog.getByLabel('Ende (Uhrzeit)').fill('16:00');
  await dialog.getByRole('button', { name: 'Korrektur speichern' }).click();
  await expect(dialog.getByText('Bitte geben Sie einen Grund für die Korrektur an.')).toBeVisible();
  await expect(dialog.getByLabel('Ende (Uhrzeit)')).toHaveValue('16:00');
  await dialog.getByLabel('Grund der Korrektur').fill('Vergessen auszustempeln');
  await dialog.getByRole('button', { name: 'Korrektur speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(day.getByRole('row').nth(1)).toHaveText(/08:0016:000:30 Std\.7:30 Std\./);

  // The original stays in the log, with the reason.
  const logHeaders = await adminHeaders(request);
  const logs = await request.get(
    `/api/logs?entity=workingActivity&search=${encodeURIComponent(manager.email)}`,
    { headers: logHeaders },
  );
  expect(logs.status(), await logs.text()).toBe(200);
  const { data } = (await logs.json()) as { data: { items: { id: number }[] } };
  expect(data.items).toHaveLength(1);
  const entry = await request.get(`/api/logs/${data.items[0]?.id}`, { headers: logHeaders });
  const { data: detail } = (await entry.json()) as {
    data: { before: { endedAt: string }; after: { endedAt: string; correctionReason: string } };
  };
  expect(detail.before.endedAt).toBe(`${date}T14:30:00.000Z`);
  expect(detail.after).toMatchObject({
    endedAt: `${date}T15:00:00.000Z`,
    correctionReason: 'Vergessen auszustempeln',
  });
});

test('a 7-hour day without a break shows the missing-break warning', async ({ page, request }) => {
  const branchId = await firstBranchId(request);
  const employee = await createStaff(request, 'ROLE_EMPLOYEE', branchId);
  const manager = await createStaff(request, 'ROLE_MANAGER', branchId);
  const link = await clockLink(request, employee.id);
  await clockDay(request, link, [
    ['start', '2026-12-07T06:00:00.000Z'],
    ['end', '2026-12-07T13:00:00.000Z'],
  ]);
  await logInAs(page, manager.email, STRONG_PASSWORD);
  await page.goto('/backend/time-tracking/day?date=2026-12-07');
  const day = page.getByRole('region', { name: employee.name });
  await expect(day.getByRole('note')).toHaveText(
    '⚠ Pause zu kurz: nach mehr als 6 Stunden Arbeit sind 30 Minuten Pause vorgeschrieben, genommen: 0 Minuten (§ 4 ArbZG).',
  );
  await page.screenshot({ path: test.info().outputPath('time-tracking-day.png'), fullPage: true });
});

test('an employee names a project and task when clocking in; the manager’s day shows them', async ({
  page,
  request,
}) => {
  const branchId = await firstBranchId(request);
  const employee = await createStaff(request, 'ROLE_EMPLOYEE', branchId);
  const manager = await createStaff(request, 'ROLE_MANAGER', branchId);
  const link = await clockLink(request, employee.id);
  const suffix = Date.now().toString(36);
  const headers = await adminHeaders(request);
  const created = await request.post('/api/projects', {
    headers,
    data: { number: `K-${suffix}`, name: `Küche ${suffix}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = ((await created.json()) as { data: { id: number } }).data;
  const task = await request.post('/api/tasks', {
    headers,
    data: { projectId: project.id, name: `Teig ansetzen ${suffix}` },
  });
  expect(task.status(), await task.text()).toBe(201);

  const clock = await serverClock(page, '2026-12-09T07:00:00.000Z');
  await page.goto(link.path);
  await expect(page.getByTestId('clock-state')).toHaveText('Nicht eingestempelt');
  const taskSelect = page.getByLabel('Aufgabe (optional)');
  await expect(taskSelect).toBeDisabled();
  await page
    .getByLabel('Projekt (optional)')
    .selectOption({ label: `K-${suffix} · Küche ${suffix}` });
  await taskSelect.selectOption({ label: `Teig ansetzen ${suffix}` });
  await page.screenshot({ path: test.info().outputPath('time-clock-project.png'), fullPage: true });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('clock-state')).toHaveText('Arbeitet seit 08:00 Uhr');
  await expect(page.getByText(`Für: Küche ${suffix} · Teig ansetzen ${suffix}`)).toBeVisible();
  // Running: the choice is the activity's, no selects until it ends.
  await expect(page.getByLabel('Projekt (optional)')).toHaveCount(0);
  clock.value = '2026-12-09T09:00:00.000Z';
  await page.getByRole('button', { name: 'Beenden' }).click();
  await expect(page.getByTestId('clock-state')).toHaveText('Nicht eingestempelt');

  await logInAs(page, manager.email, STRONG_PASSWORD);
  await page.goto('/backend/time-tracking/day?date=2026-12-09');
  const day = page.getByRole('region', { name: employee.name });
  await expect(day.getByRole('row').nth(1)).toContainText(
    `Küche ${suffix} · Teig ansetzen ${suffix}`,
  );
});
