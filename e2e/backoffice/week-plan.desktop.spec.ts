import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import {
  createStaffUser,
  expectNoSeriousAxeViolations,
  logInAs,
  STRONG_PASSWORD,
} from './backoffice-helpers.ts';

/**
 * The week plan (spec §7 CRUD /api/working-schedules; docs/decisions/035-time-tracking-projects-and-sheets.md)
 * at 820 px (a tablet in the office): a branch manager plans shifts for this week (the shop's
 * today is Wed 2 Dec 2026), is refused an overlapping one with the server's German message while
 * the dialog keeps the typed times, edits and deletes a shift, copies the week into the next one,
 * sees the ArbZG note on a planned night without a break, and finds the planned hours as "Soll"
 * in the monthly time sheet.
 */

async function createBranch(request: APIRequestContext) {
  const suffix = Date.now().toString(36);
  const response = await request.post('/api/branches', {
    headers: await adminHeaders(request),
    data: {
      identifier: `wochenplan-${suffix}`,
      name: `Wochenplan ${suffix}`,
      street: 'Planweg 1',
      zipCode: '04109',
      city: 'Leipzig',
      isEnabled: false,
      isPublic: false,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const createStaff = (
  request: APIRequestContext,
  role: 'ROLE_EMPLOYEE' | 'ROLE_MANAGER',
  firstName: string,
  branchId: number,
) => createStaffUser(request, { role, firstName, branchId });

test('a manager plans the week, is refused an overlap, copies the week and sees the Soll', async ({
  page,
  request,
}) => {
  const branchId = await createBranch(request);
  const emil = await createStaff(request, 'ROLE_EMPLOYEE', 'Emil', branchId);
  const frieda = await createStaff(request, 'ROLE_EMPLOYEE', 'Frieda', branchId);
  const manager = await createStaff(request, 'ROLE_MANAGER', 'Clara', branchId);

  await page.setViewportSize({ width: 820, height: 1000 });
  await logInAs(page, manager.email, STRONG_PASSWORD);
  await page.getByRole('link', { name: 'Wochenplan' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Zeiterfassung: Wochenplan' }),
  ).toBeVisible();
  await expect(page.getByText('Woche vom 30.11.2026 bis 06.12.2026')).toBeVisible();
  // Clara plans her one branch only: no choice of the shop's other branches (spec §6).
  await expect(page.getByLabel('Filiale', { exact: true })).toHaveCount(0);
  const emilRow = page.getByTestId('week-plan-row').filter({ hasText: emil.name });
  const friedaRow = page.getByTestId('week-plan-row').filter({ hasText: frieda.name });
  await expect(page.getByTestId('week-plan-row')).toHaveCount(3);

  // Plan Emil on Monday 09:00–17:00 with 30 minutes break: 7:30 planned.
  await page.getByRole('button', { name: `Schicht für ${emil.name} am 30.11.2026 planen` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Schicht planen: ${emil.name}, 30.11.2026`);
  await dialog.getByLabel('Beginn').fill('09:00');
  await dialog.getByLabel('Ende', { exact: true }).fill('17:00');
  await dialog.getByLabel('Pause (Minuten)').fill('30');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Planung wurde erstellt.' }),
  ).toBeVisible();
  await expect(emilRow).toContainText('09:00–17:00');
  await expect(emilRow.getByTestId('week-plan-total')).toHaveText('7:30 Std.');

  // An overlapping shift the same day: the server's German 422, the dialog keeps the values.
  await page.getByRole('button', { name: `Schicht für ${emil.name} am 30.11.2026 planen` }).click();
  await dialog.getByLabel('Beginn').fill('16:00');
  await dialog.getByLabel('Ende', { exact: true }).fill('20:00');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toContainText(
    `Die Schicht überschneidet sich mit einer anderen Schicht von ${emil.name} (30.11.2026, 09:00–17:00 Uhr).`,
  );
  await expect(dialog.getByLabel('Beginn')).toHaveValue('16:00');
  await expect(dialog.getByLabel('Ende', { exact: true })).toHaveValue('20:00');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(emilRow.getByRole('button', { name: /bearbeiten$/ })).toHaveCount(1);

  // Edit: the shift ends at 18:00 (8:30 planned).
  await emilRow
    .getByRole('button', {
      name: `Schicht von ${emil.name} am 30.11.2026, 09:00–17:00 Uhr bearbeiten`,
    })
    .click();
  await dialog.getByLabel('Ende', { exact: true }).fill('18:00');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(emilRow).toContainText('09:00–18:00');
  await expect(emilRow.getByTestId('week-plan-total')).toHaveText('8:30 Std.');

  // Frieda's night shift Tuesday 22:00–06:00 ends the next day.
  await page
    .getByRole('button', { name: `Schicht für ${frieda.name} am 01.12.2026 planen` })
    .click();
  await dialog.getByLabel('Beginn').fill('22:00');
  await dialog.getByLabel('Ende', { exact: true }).fill('06:00');
  await dialog.getByLabel('Pause (Minuten)').fill('0');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(friedaRow.getByTestId('week-plan-total')).toHaveText('8:00 Std.');
  // ArbZG on the plan: 8 hours without a planned break.
  await expect(page.getByRole('note')).toHaveText(
    `⚠ ${frieda.name}, Di 01.12.2026: Pause zu kurz: nach mehr als 6 Stunden Arbeit sind 30 Minuten Pause vorgeschrieben, genommen: 0 Minuten (§ 4 ArbZG).`,
  );
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('week-plan-820.png'), fullPage: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({
      path: test.info().outputPath(`week-plan-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 820, height: 1000 });

  // Next week: empty until the previous week is copied.
  await page.getByRole('button', { name: 'Nächste Woche' }).click();
  await expect(page.getByText('Woche vom 07.12.2026 bis 13.12.2026')).toBeVisible();
  await expect(emilRow.getByRole('button', { name: /bearbeiten$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Vorwoche kopieren' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '2 Schichten aus der Vorwoche übernommen.' }),
  ).toBeVisible();
  await expect(emilRow).toContainText('09:00–18:00');
  await expect(emilRow.getByTestId('week-plan-total')).toHaveText('8:30 Std.');
  await expect(friedaRow).toContainText('22:00–06:00');

  // Copying again doubles nothing.
  await page.getByRole('button', { name: 'Vorwoche kopieren' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: '0 Schichten aus der Vorwoche übernommen, 2 übersprungen' }),
  ).toBeVisible();
  await expect(emilRow.getByRole('button', { name: /bearbeiten$/ })).toHaveCount(1);

  // Delete Frieda's copied night shift.
  await friedaRow
    .getByRole('button', { name: /^Schicht von .* 08\.12\.2026, 22:00–06:00 Uhr bearbeiten$/ })
    .click();
  await dialog.getByRole('button', { name: 'Schicht löschen' }).click();
  await expect(dialog).toBeHidden();
  await expect(friedaRow.getByRole('button', { name: /bearbeiten$/ })).toHaveCount(0);
  await expect(friedaRow.getByTestId('week-plan-total')).toHaveText('0:00 Std.');
  await expect(page.getByRole('note')).toHaveCount(0);

  // The monthly time sheet takes its Soll from the plan: Mon 7 Dec 09:00–18:00 − 30 min.
  await page.goto('/backend/time-tracking/month?month=2026-12');
  await page.getByLabel('Mitarbeiter/in').selectOption({ label: emil.name });
  await expect(page.getByRole('region', { name: emil.name })).toContainText('Soll 8:30 h');
});

test('the plan shows one department at a time; another branch starts with all of them', async ({
  page,
  request,
}) => {
  // decision 048: employees carry a department (user form), the plan filters its rows by it.
  const branchId = await createBranch(request);
  const created = await request.post('/api/departments', {
    headers: await adminHeaders(request),
    data: { name: 'Konditorei', branchId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const departmentId = ((await created.json()) as { data: { id: number } }).data.id;
  const pastry = await createStaffUser(request, {
    role: 'ROLE_EMPLOYEE',
    firstName: 'Greta',
    branchId,
    departmentId,
  });
  const counter = await createStaff(request, 'ROLE_EMPLOYEE', 'Hugo', branchId);
  const manager = await createStaff(request, 'ROLE_MANAGER', 'Ida', branchId);

  await logInAs(page, manager.email, STRONG_PASSWORD);
  await page.getByRole('link', { name: 'Wochenplan' }).first().click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: pastry.name })).toHaveCount(1);
  await expect(rows.filter({ hasText: counter.name })).toHaveCount(1);
  const department = page.getByLabel('Abteilung');
  await expect(department.getByRole('option')).toHaveText(['Alle Abteilungen', 'Konditorei']);
  await department.selectOption({ label: 'Konditorei' });
  await expect(rows.filter({ hasText: counter.name })).toHaveCount(0);
  await expect(rows.filter({ hasText: pastry.name })).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`department=${departmentId}`));
  await department.selectOption({ label: 'Alle Abteilungen' });
  await expect(rows.filter({ hasText: counter.name })).toHaveCount(1);
});
