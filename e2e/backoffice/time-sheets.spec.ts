import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { pdfText } from '../../apps/server/test/pdf-text.ts';
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
 * Monthly time sheet, projects and tasks (docs/decisions/035-time-tracking-projects-and-sheets.md):
 * an employee's November is clocked through the time-clock API at server times; the branch
 * manager opens the Monatsnachweis, sees the hours and the missing-break note, downloads the PDF
 * (read back: the hours match) and the CSV, and creates a project with a task.
 */

const createStaff = (
  request: APIRequestContext,
  role: 'ROLE_EMPLOYEE' | 'ROLE_MANAGER',
  branchId: number,
) =>
  createStaffUser(request, {
    role,
    firstName: role === 'ROLE_MANAGER' ? 'Greta' : 'Paul',
    branchId,
  });

async function clockDays(request: APIRequestContext, userId: number, steps: [string, string][]) {
  const username = `s${userId}x${Date.now().toString(36)}`;
  const rotated = await request.post(`/api/users/${userId}/time-clock-token`, {
    headers: await adminHeaders(request),
    data: { username },
  });
  expect(rotated.status()).toBe(201);
  const { data } = (await rotated.json()) as { data: { accessToken: string } };
  for (const [action, at] of steps) {
    const response = await request.post(
      `/api/time-tracking/${username}/${data.accessToken}/working-activities/${action}`,
      { headers: { 'x-test-now': at } },
    );
    expect(response.status(), await response.text()).toBe(200);
  }
}

test('the manager reads the month, downloads the sheet to sign and for payroll, and adds a project', async ({
  page,
  request,
}) => {
  const branchId = await firstBranchId(request);
  const employee = await createStaff(request, 'ROLE_EMPLOYEE', branchId);
  const manager = await createStaff(request, 'ROLE_MANAGER', branchId);
  // Berlin = UTC + 1: Mon 9 Nov 08:00–16:30 with 30 min pause (8 h); Tue 10 Nov 07:00–14:00 (7 h, no break).
  await clockDays(request, employee.id, [
    ['start', '2026-11-09T07:00:00.000Z'],
    ['pause', '2026-11-09T11:00:00.000Z'],
    ['resume', '2026-11-09T11:30:00.000Z'],
    ['end', '2026-11-09T15:30:00.000Z'],
    ['start', '2026-11-10T06:00:00.000Z'],
    ['end', '2026-11-10T13:00:00.000Z'],
  ]);

  await logInAs(page, manager.email, STRONG_PASSWORD);
  await page.goto('/backend/time-tracking/month?month=2026-11');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Zeiterfassung: Monatsnachweis' }),
  ).toBeVisible();
  await page.getByLabel('Mitarbeiter/in').selectOption({ label: employee.name });
  const sheet = page.getByRole('region', { name: employee.name });
  await expect(sheet).toContainText('Ist 15:00 h, Soll 0:00 h, Differenz 15:00 h');
  await expect(sheet.getByRole('row')).toHaveCount(3);
  await expect(sheet.getByRole('row').nth(1)).toContainText('Mo 09.11.2026');
  await expect(sheet.getByRole('row').nth(1)).toContainText('08:0016:300:308:00');
  await expect(sheet.getByRole('note')).toHaveText(
    '⚠ Pause zu kurz: nach mehr als 6 Stunden Arbeit sind 30 Minuten Pause vorgeschrieben, genommen: 0 Minuten (§ 4 ArbZG).',
  );
  // One sheet in the page's content (the shell may show the new-order alert, a region of its own,
  // while other tests order in parallel).
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`time-sheet-${width}.png`),
      fullPage: true,
    });
  }

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'PDF herunterladen' }).click();
  const pdfFile = await pdfDownload;
  expect(pdfFile.suggestedFilename()).toBe(`arbeitszeit-2026-11-${employee.id}.pdf`);
  const text = pdfText(await readFile((await pdfFile.path()) ?? ''));
  expect(text).toContain(`Mitarbeiter/in: ${employee.name}`);
  const tuesday = text.indexOf('Di 10.11.2026');
  expect(text.slice(tuesday, tuesday + 5)).toEqual([
    'Di 10.11.2026',
    '07:00',
    '14:00',
    '0:00',
    '7:00',
  ]);
  const sum = text.indexOf('Summe');
  expect(text.slice(sum + 3, sum + 5)).toEqual(['0:30', '15:00']);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV herunterladen' }).click();
  const csv = await readFile((await (await csvDownload).path()) ?? '', 'utf8');
  expect(csv).toContain(
    `${employee.name};2026-11-10;07:00;14:00;0,00;7,00;0,00;7,00;;Pause zu kurz`,
  );

  // Urlaubskonten (spec §7 GET /api/time-sheets/holiday-balances); the shop's today is 2 Dec 2026.
  await page.goto('/backend/time-tracking/holidays');
  await expect(page.getByTestId('holiday-year')).toHaveText('Jahr 2026');
  await page.getByRole('button', { name: `Urlaubskonto von ${employee.name} bearbeiten` }).click();
  const dialog = page.getByRole('dialog', { name: `Urlaubskonto 2026: ${employee.name}` });
  await dialog.getByLabel('Anspruch (Tage)').fill('2,3');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    dialog.getByText('Bitte geben Sie eine Zahl von 0 bis 366 an (halbe Tage mit ,5).'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Anspruch (Tage)')).toHaveValue('2,3');
  await dialog.getByLabel('Anspruch (Tage)').fill('28');
  await dialog.getByLabel('Übertrag (Tage)').fill('2,5');
  await dialog.getByLabel('Vor der Zeiterfassung genommen (Tage)').fill('10');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(employee.name) })).toHaveText(
    `${employee.name}282,510020,5Bearbeiten`,
  );
  await page.screenshot({ path: test.info().outputPath('holiday-balances.png'), fullPage: true });

  // Projects and tasks (spec §7 CRUD /api/projects, /api/tasks).
  const suffix = Date.now().toString(36);
  await page.goto('/backend/time-tracking/projects');
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Messe ${suffix}`);
  await page.getByLabel('Projektnummer', { exact: true }).fill(`P-${suffix}`);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('link', { name: `Messe ${suffix}`, exact: true })).toBeVisible();
  await page.goto('/backend/time-tracking/tasks');
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte wählen Sie ein Projekt.').first()).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(`Aufbau ${suffix}`);
  await page.getByLabel('Projekt', { exact: true }).selectOption({ label: `Messe ${suffix}` });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('link', { name: `Aufbau ${suffix}`, exact: true })).toBeVisible();
});
