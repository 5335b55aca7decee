import type { Browser, Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  logInAs,
  STRONG_PASSWORD,
} from '../backoffice/backoffice-helpers.ts';
import { E2E_NOW, expect, test } from '../fixtures.ts';
import { berlin, checkoutSection, goToCheckout, useServerTime } from '../support/checkout.ts';
import { waitForHydration } from '../support/hydration.ts';
import { createEmployee, demoShop, openNavigation, placeOrder } from '../support/orders.ts';
import { addSimpleProduct, gotoAsReturningVisitor } from '../support/storefront.ts';

/**
 * The busy evening (docs/decisions/037-slot-capacity.md): a full capacity slot disappears from
 * the time picker, and the shift manager's busy mode shows on the branch page, moves the earliest
 * time of the picker and ends by itself the next day. München-Schwabing gets a maximum of one
 * order per 15 minutes while this spec runs alone after both projects (a maximum would refuse
 * other specs' orders); busy mode is switched on for Thursday 10 December (X-Test-Now), a day no
 * other spec's server clock is at, and both are taken off again at the end.
 */

const MUNICH = '/store/muenchen-schwabing';

// Both tests change München-Schwabing's slot maximums through the whole branch form: one after
// the other, never side by side (the suite runs fully parallel).
test.describe.configure({ mode: 'serial' });
const THURSDAY_NOON = berlin('2026-12-10', '12:00');
const FRIDAY_NOON = berlin('2026-12-11', '12:00');
const shotsDir = (name: string) => test.info().outputPath(name);

/**
 * A browser of its own (customer or staff) whose page clock starts at `at`, as the fixture's;
 * `isFixed` stops it there (the earliest time, now + 30 minutes, must not round to the next step).
 */
async function openPage(
  browser: Browser,
  baseURL: string,
  at: Date,
  isFixed = false,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'pwa-dismiss', value: 'true', url: baseURL }]);
  const page = await context.newPage();
  if (isFixed) await page.clock.setFixedTime(at);
  else await page.clock.install({ time: at });
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

async function setMaximum(page: Page, branchId: number, value: string): Promise<void> {
  await page.goto(`/backend/catalogue/branches/${branchId}`);
  await page.getByRole('tab', { name: 'Bestellarten' }).click();
  await page.getByLabel('Höchstens Bestellungen je Zeitfenster', { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Filiale wurde gespeichert.' }),
  ).toBeVisible();
}

/** From the checkout's "Termin wählen" to the time picker of a day. */
async function openTimesOf(page: Page, day: RegExp) {
  await checkoutSection(page, 'Wunschtermin')
    .getByRole('button', { name: 'Termin wählen' })
    .click();
  const dates = page.getByRole('dialog', { name: 'Datum wählen' });
  await dates.getByRole('button', { name: day }).click();
  await dates.getByRole('button', { name: 'Übernehmen' }).click();
  const times = page.getByRole('dialog', { name: 'Uhrzeit wählen' });
  await expect(times).toContainText('Verfügbare Zeiten:');
  return times;
}

test('a full slot leaves the time picker; busy mode shows, moves the earliest time and ends by itself', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shop = await demoShop(page.request);
  const munich = shop.branch('muenchen-schwabing');
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await setMaximum(page, munich.id, '1');
  try {
    // Thursday 18:05 takes the one place of the 18:00–18:15 slot.
    await placeOrder(page.request, {
      appointmentDate: berlin('2026-12-10', '18:05').toISOString(),
    });

    // The customer's time picker for Thursday has no time in that slot any more.
    const customer = await openPage(browser, baseURL!, new Date(E2E_NOW));
    await gotoAsReturningVisitor(customer, MUNICH);
    await addSimpleProduct(customer, 'Pizza Margherita');
    await goToCheckout(customer);
    const times = await openTimesOf(customer, /^Donnerstag, 10\. Dezember 2026$/);
    await expect(times.getByRole('listitem')).toHaveText([
      '07:00 – 17:55 Uhr',
      '18:15 – 21:55 Uhr',
    ]);
    await times.getByRole('combobox', { name: 'Stunde' }).selectOption({ label: '18' });
    await expect(times.getByRole('combobox', { name: 'Minute' }).getByRole('option')).toHaveText([
      '15',
      '20',
      '25',
      '30',
      '35',
      '40',
      '45',
      '50',
      '55',
    ]);
    await customer.screenshot({ path: shotsDir('full-slot-picker-1280.png') });
    await times.getByRole('button', { name: 'Abbrechen' }).click();
    await customer.context().close();

    // Busy mode: a shift employee of the branch adds 30 minutes on Thursday at noon.
    const employee = await createEmployee(page.request, munich.id);
    const staff = await openPage(browser, baseURL!, THURSDAY_NOON);
    await useServerTime(staff, THURSDAY_NOON);
    await logInAs(staff, employee, STRONG_PASSWORD);
    await openNavigation(staff);
    await staff.getByRole('link', { name: 'Heute ausverkauft' }).first().click();
    const busy = staff.getByRole('region', { name: 'Längere Wartezeit' });
    await expect(busy.getByRole('status')).toHaveText('Normale Zubereitungszeit');
    await expect(busy.getByRole('radio', { name: 'Aus' })).toBeChecked();
    // A controlled choice: it shows checked once the server has saved it.
    await busy.getByRole('radio', { name: '+30 Min.' }).click();
    await expect(
      staff.getByRole('status').filter({ hasText: 'Längere Wartezeit: 30 Minuten zusätzlich.' }),
    ).toBeVisible();
    await expect(busy.getByRole('status')).toHaveText('Aktiv: 30 Minuten zusätzlich bis Tagesende');
    await expect(busy.getByRole('radio', { name: '+30 Min.' })).toBeChecked();
    for (const width of [390, 820, 1280]) {
      await staff.setViewportSize({ width, height: 900 });
      await staff.screenshot({ path: shotsDir(`busy-switch-${width}.png`), fullPage: true });
    }

    // Customers on Thursday see the longer wait, and the picker starts 30 minutes later.
    const thursday = await openPage(browser, baseURL!, THURSDAY_NOON, true);
    await useServerTime(thursday, THURSDAY_NOON);
    await gotoAsReturningVisitor(thursday, MUNICH);
    const notice = 'Derzeit längere Wartezeit: ca. 30 Minuten zusätzlich';
    await expect(
      thursday.getByRole('main').getByRole('status').filter({ hasText: notice }),
    ).toBeVisible();
    await thursday.screenshot({ path: shotsDir('busy-branch-page-1280.png') });
    await addSimpleProduct(thursday, 'Pizza Margherita');
    await goToCheckout(thursday);
    await expect(thursday.getByRole('main').getByText(notice)).toBeVisible();
    const today = await openTimesOf(thursday, /^Donnerstag, 10\. Dezember 2026, heute$/);
    // Now + 30 minutes (12:30) is the first time; the full 18:00 slot stays out.
    await expect(today.getByRole('listitem')).toHaveText([
      '12:30 – 17:55 Uhr',
      '18:15 – 21:55 Uhr',
    ]);
    await thursday.context().close();

    // Friday it is over by itself: no notice, no one switched it off.
    const friday = await openPage(browser, baseURL!, FRIDAY_NOON);
    await useServerTime(friday, FRIDAY_NOON);
    await gotoAsReturningVisitor(friday, MUNICH);
    await expect(friday.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(friday.getByText(notice)).toHaveCount(0);
    await friday.context().close();

    // Switched off by hand.
    await busy.getByRole('radio', { name: 'Aus' }).click();
    await expect(
      staff.getByRole('status').filter({ hasText: 'Die längere Wartezeit ist beendet.' }),
    ).toBeVisible();
    await expect(busy.getByRole('status')).toHaveText('Normale Zubereitungszeit');
    await staff.context().close();
  } finally {
    await setMaximum(page, munich.id, '');
  }
});

test('a maximum per order type hides a full slot from that order type only', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shop = await demoShop(page.request);
  const munich = shop.branch('muenchen-schwabing');
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/backend/catalogue/branches/${munich.id}`);
  await page.getByRole('tab', { name: 'Bestellarten' }).click();
  const perType = page.getByRole('group', {
    name: 'Höchstens Bestellungen je Zeitfenster und Bestellart',
  });
  const deliveryMaximum = perType.getByLabel('Lieferung', { exact: true });
  // A word is refused on its own input and stays as typed.
  await deliveryMaximum.fill('viele');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(perType).toContainText('Lieferung: Bitte geben Sie eine Zahl an, z. B. 7 oder 19.');
  await expect(deliveryMaximum).toHaveValue('viele');
  await expect(deliveryMaximum).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: shotsDir('slot-maximum-per-type-error-1280.png'), fullPage: true });
  // One delivery per 15 minutes (the one driver); takeaway keeps no limit.
  await deliveryMaximum.fill('1');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Filiale wurde gespeichert.' }),
  ).toBeVisible();
  // A retry takes the next hour: the first attempt's delivery still holds its place.
  const hour = String(19 + test.info().retry);
  try {
    // Thursday 19:05: a delivery takes the one delivery place of the 19:00–19:15 slot.
    await placeOrder(page.request, {
      isDelivery: true,
      deliveryArea: munich.deliveryAreas[0]?.id,
      street: 'Leopoldstraße 10',
      city: '80802 München',
      appointmentDate: berlin('2026-12-10', `${hour}:05`).toISOString(),
    });

    const customer = await openPage(browser, baseURL!, new Date(E2E_NOW));
    await gotoAsReturningVisitor(customer, MUNICH);
    await addSimpleProduct(customer, 'Pizza Margherita');
    await addSimpleProduct(customer, 'Pizza Margherita');
    await goToCheckout(customer);
    // Takeaway: every time of Thursday evening is still offered.
    let times = await openTimesOf(customer, /^Donnerstag, 10\. Dezember 2026$/);
    await times.getByRole('combobox', { name: 'Stunde' }).selectOption({ label: hour });
    await expect(
      times.getByRole('combobox', { name: 'Minute' }).getByRole('option').first(),
    ).toHaveText('00');
    await times.getByRole('button', { name: 'Abbrechen' }).click();
    // Delivery: the full 19:00 slot is left out.
    await customer.getByRole('radio', { name: 'Lieferung' }).check();
    times = await openTimesOf(customer, /^Donnerstag, 10\. Dezember 2026$/);
    await times.getByRole('combobox', { name: 'Stunde' }).selectOption({ label: hour });
    await expect(
      times.getByRole('combobox', { name: 'Minute' }).getByRole('option').first(),
    ).toHaveText('15');
    await customer.screenshot({ path: shotsDir('delivery-full-slot-picker-1280.png') });
    await customer.context().close();
  } finally {
    await page.goto(`/backend/catalogue/branches/${munich.id}`);
    await page.getByRole('tab', { name: 'Bestellarten' }).click();
    await deliveryMaximum.fill('');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Filiale wurde gespeichert.' }),
    ).toBeVisible();
  }
});
