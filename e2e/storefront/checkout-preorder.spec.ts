import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  acceptLegalTexts,
  berlin,
  checkoutSection,
  fillContact,
  goToCheckout,
  statusPageOrder,
  textField,
  useServerTime,
} from '../support/checkout.ts';
import { addSimpleProduct, gotoAsReturningVisitor } from '../support/storefront.ts';

/**
 * A preorder (spec §2 submit texts, §5 date and time picker, §8 checkout closed notices) at
 * Hamburg-Eppendorf on Monday 7 December 2026, its day off (preorder on; Tuesday to Friday
 * 06:30–12:30 and 14:30–18:30). The page clock and the server (X-Test-Now) are both at Monday 10:00.
 */

const MONDAY = berlin('2026-12-07', '10:00');
const dayButton = (page: Page, label: RegExp) =>
  page.getByRole('dialog', { name: 'Datum wählen' }).getByRole('button', { name: label });

test('a preorder at a closed branch takes an appointment from the date and time pickers', async ({
  page,
}) => {
  await page.clock.setSystemTime(MONDAY);
  await useServerTime(page, MONDAY);
  await gotoAsReturningVisitor(page, '/store/hamburg-eppendorf');
  await addSimpleProduct(page, 'Laugenbrezel');
  await goToCheckout(page);

  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'geschlossen' }),
  ).toHaveText(
    'Derzeit haben wir leider geschlossen.Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
  );
  await expect(page.getByRole('button', { name: 'Vorbestellung abschicken' })).toBeVisible();
  const appointment = checkoutSection(page, 'Wunschtermin');
  await expect(appointment).toContainText('So schnell wie möglich');

  // The date picker: weeks from Monday with ISO week numbers; past days and Mondays unavailable.
  await appointment.getByRole('button', { name: 'Termin wählen' }).click();
  const picker = page.getByRole('dialog', { name: 'Datum wählen' });
  await expect(picker.getByRole('heading', { name: 'Dezember 2026' })).toBeVisible();
  await expect(picker.getByRole('columnheader')).toHaveText([
    'KW',
    'Mo',
    'Di',
    'Mi',
    'Do',
    'Fr',
    'Sa',
    'So',
  ]);
  await expect(picker.getByRole('rowheader')).toHaveText(['49', '50', '51', '52', '53']);
  const today = dayButton(page, /^Montag, 7\. Dezember 2026, heute, nicht verfügbar$/);
  await expect(today).toHaveAttribute('aria-disabled', 'true');
  await expect(dayButton(page, /^Mittwoch, 2\. Dezember 2026, nicht verfügbar$/)).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const tuesday = dayButton(page, /^Dienstag, 8\. Dezember 2026$/);
  await expect(tuesday).toHaveAttribute('aria-pressed', 'true'); // the first bookable day
  const save = picker.getByRole('button', { name: 'Übernehmen' });
  await expect(save).toBeEnabled();

  // Keyboard: arrows move by day, Page Down/Up by month, Enter chooses.
  await tuesday.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(today).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toBeDisabled(); // spec §5: no saving on an unavailable date
  await page.keyboard.press('ArrowRight');
  await expect(tuesday).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(picker.getByRole('heading', { name: 'Januar 2027' })).toBeVisible();
  await expect(dayButton(page, /^Freitag, 8\. Januar 2027$/)).toBeFocused();
  await page.keyboard.press('PageUp');
  await expect(tuesday).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
  await expect(picker).toContainText('Gewählt: Dienstag, 8. Dezember 2026');
  await save.click();

  // The time picker: the day's bookable times, hour and minute (5-minute steps) among them.
  const times = page.getByRole('dialog', { name: 'Uhrzeit wählen' });
  await expect(times).toContainText('Dienstag, 8. Dezember 2026');
  await expect(times).toContainText('Verfügbare Zeiten:');
  await expect(times.getByRole('listitem')).toHaveText(['06:30 – 12:25 Uhr', '14:30 – 18:25 Uhr']);
  const hour = times.getByRole('combobox', { name: 'Stunde' });
  const minute = times.getByRole('combobox', { name: 'Minute' });
  await expect(hour.getByRole('option')).toHaveText([
    '06',
    '07',
    '08',
    '09',
    '10',
    '11',
    '12',
    '14',
    '15',
    '16',
    '17',
    '18',
  ]);
  await expect(hour.getByRole('option', { selected: true })).toHaveText('06');
  await expect(minute.getByRole('option')).toHaveText(['30', '35', '40', '45', '50', '55']);
  await hour.selectOption({ label: '07' });
  await expect(minute.getByRole('option')).toHaveCount(12);
  await minute.selectOption({ label: '45' });
  await times.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(times).toBeHidden();
  await expect(appointment).toContainText('08.12.2026, 07:45 Uhr');

  // Hamburg needs a phone for takeaway; a leading 00 becomes +.
  await fillContact(page, { Vorname: 'Jan', Nachname: 'Petersen' });
  const phone = textField(page, 'Telefon');
  await phone.fill('0049 40 1234567');
  await phone.blur();
  await expect(phone).toHaveValue('+49401234567');
  await acceptLegalTexts(page);
  await page.getByRole('button', { name: 'Vorbestellung abschicken' }).click();

  await statusPageOrder(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Vorbestellung!' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bestelldaten' })).toContainText(
    '08.12.2026, 07:45 Uhr',
  );
});
