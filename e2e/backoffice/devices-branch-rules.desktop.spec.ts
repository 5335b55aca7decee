import { expect, test } from '../fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * The devices list's branch rules and the day's labels (docs/decisions/042-auto-confirm-day-labels-web-push.md).
 * The demo shop is shared: the rules are only saved as they are by default (off, 20 minutes).
 */

const SHOTS = '/work/shots/h-devices';

test('edits the branch rules with German errors and opens the day labels PDF', async ({ page }) => {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page
    .getByRole('navigation', { name: 'Back-Office-Navigation' })
    .getByRole('link', { name: 'Geräte' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Geräte' })).toBeVisible();

  await page.getByRole('button', { name: 'Filialregeln' }).click();
  const rules = page.getByRole('dialog', { name: 'Bestätigung und Druck der Filiale' });
  await expect(rules).toBeVisible();
  await rules
    .getByLabel('Filiale', { exact: true })
    .selectOption({ label: 'Backstube Sonnenschein München-Schwabing' });
  const minutes = rules.getByLabel('Zubereitungszeit (Minuten)');
  // The fields wait for the branch's stored rules, so an answer arriving late cannot replace
  // what is typed (it did under load: the 300 below turned back into 20).
  await expect(minutes).toBeEnabled();
  await expect(minutes).toHaveValue('20');
  await minutes.fill('300');
  await rules.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    rules.getByText('Die Zubereitungszeit darf höchstens 240 Minuten betragen.'),
  ).toBeVisible();
  await expect(minutes).toHaveValue('300');
  await expect(
    rules.getByLabel('Neue Bestellungen sofort automatisch bestätigen'),
  ).not.toBeChecked();
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/branch-rules-${width}.png` });
  }
  await minutes.fill('20');
  await rules.getByRole('button', { name: 'Speichern' }).click();
  await expect(rules).toBeHidden();

  await page.getByRole('button', { name: 'Etiketten des Tages' }).click();
  const labels = page.getByRole('dialog', { name: 'Etiketten aller Bestellungen eines Tages' });
  await labels
    .getByLabel('Filiale', { exact: true })
    .selectOption({ label: 'Backstube Sonnenschein München-Schwabing' });
  await labels.getByLabel('Tag').fill('2026-12-02');
  await labels.getByLabel('Format').selectOption({ label: 'Groß: 10 pro Blatt (5 × 2)' });
  const link = labels.getByRole('link', { name: 'PDF öffnen' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/branches\/\d+\/labels\.pdf\?date=2026-12-02&layout=detail$/);
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/day-labels-${width}.png` });
  }
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
