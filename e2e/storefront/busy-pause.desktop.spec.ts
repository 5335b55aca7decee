import type { Browser, Page } from '@playwright/test';
import { logInAs, STRONG_PASSWORD } from '../backoffice/backoffice-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { berlin, useServerTime } from '../support/checkout.ts';
import { waitForHydration } from '../support/hydration.ts';
import { createEmployee, demoShop, openNavigation } from '../support/orders.ts';
import {
  addSimpleProduct,
  cartPanel,
  gotoAsReturningVisitor,
  openCart,
} from '../support/storefront.ts';

/**
 * Busy mode's pause of online ordering (docs/decisions/041-busy-day-payments-and-pause.md): a
 * shift employee pauses München-Schwabing for 30 minutes from the current orders; customers see
 * the notice on the branch page and cannot order in checkout until it ends by itself.
 *
 * Isolated without running alone: the pause is an absolute instant, switched on at Thursday
 * 5 November 2026 12:00 (X-Test-Now), weeks before every other spec's server and browser clock,
 * so for them it is long over whatever this spec leaves behind; it is ended at the end anyway.
 */

const MUNICH = '/store/muenchen-schwabing';
const PAUSE_AT = berlin('2026-11-05', '12:00');
const NOTICE =
  'Online-Bestellungen sind gerade pausiert. Ab 12:30 Uhr können Sie wieder bestellen.';
const shotsDir = (name: string) => test.info().outputPath(name);

async function openPage(browser: Browser, baseURL: string, at: Date): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'pwa-dismiss', value: 'true', url: baseURL }]);
  const page = await context.newPage();
  await page.clock.install({ time: at });
  await useServerTime(page, at);
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

test('pausing online ordering shows on the branch page, blocks checkout and ends by itself', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const shop = await demoShop(page.request);
  const munich = shop.branch('muenchen-schwabing');
  const employee = await createEmployee(page.request, munich.id);
  const staff = await openPage(browser, baseURL!, PAUSE_AT);
  await logInAs(staff, employee, STRONG_PASSWORD);
  const pause = staff.getByRole('region', { name: 'Online-Bestellungen pausieren' });
  const endPause = async () =>
    page.request.put(`/api/branches/${munich.id}/pause`, {
      data: { minutes: null },
      headers: await adminHeaders(page.request),
    });
  // A retry starts from "not paused" even when the first try stopped half-way.
  await endPause();
  try {
    await openNavigation(staff);
    await staff.getByRole('link', { name: 'Aktuelle Bestellungen' }).first().click();
    await staff.getByText('Bestellannahme pausieren').click();
    await expect(pause.getByRole('status')).toHaveText('Online-Bestellungen werden angenommen');
    await pause.getByRole('button', { name: 'Online-Bestellungen 30 Minuten pausieren' }).click();
    await expect(
      staff.getByRole('status').filter({ hasText: 'Online-Bestellungen pausiert bis 12:30 Uhr.' }),
    ).toBeVisible();
    await expect(pause.getByRole('status')).toHaveText('Pausiert bis 12:30 Uhr – endet von selbst');
    for (const width of [390, 820, 1280]) {
      // A fresh page per width: the narrow layout starts with its navigation drawer closed.
      await staff.setViewportSize({ width, height: 900 });
      await staff.goto('/backend/orders/current');
      await staff.getByText('Bestellannahme pausieren').click();
      await expect(pause.getByRole('status')).toHaveText(
        'Pausiert bis 12:30 Uhr – endet von selbst',
      );
      await staff.screenshot({ path: shotsDir(`pause-current-orders-${width}.png`) });
    }
    await staff.setViewportSize({ width: 1280, height: 900 });

    // A customer five minutes later: the notice on the branch page and in checkout, no order.
    const customer = await openPage(browser, baseURL!, new Date(PAUSE_AT.getTime() + 5 * 60_000));
    await gotoAsReturningVisitor(customer, MUNICH);
    await expect(
      customer.getByRole('main').getByRole('status').filter({ hasText: NOTICE }),
    ).toBeVisible();
    for (const width of [390, 820, 1280]) {
      await customer.setViewportSize({ width, height: 900 });
      await customer.screenshot({ path: shotsDir(`pause-branch-page-${width}.png`) });
    }
    await customer.setViewportSize({ width: 1280, height: 900 });
    await addSimpleProduct(customer, 'Pizza Margherita');
    await openCart(customer);
    await expect(
      cartPanel(customer).getByRole('button', { name: 'Jetzt bestellen' }),
    ).toBeDisabled();
    // Straight to the checkout: the same notice, and the order cannot be sent.
    await customer.goto(`${MUNICH}/checkout`);
    await expect(customer.getByRole('main').getByText(NOTICE)).toBeVisible();
    const submit = customer.getByRole('button', { name: /abschicken/ });
    await expect(submit).toBeDisabled();
    await customer.screenshot({ path: shotsDir('pause-checkout-1280.png') });

    // 12:31: over by itself, without anyone ending it (the page's clock moves on).
    await customer.clock.fastForward('26:00');
    await expect(customer.getByRole('main').getByText(NOTICE)).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await customer.context().close();

    // "Fortsetzen" ends a pause at once.
    await pause.getByRole('button', { name: 'Online-Bestellungen wieder annehmen' }).click();
    await expect(pause.getByRole('status')).toHaveText('Online-Bestellungen werden angenommen');
  } finally {
    // Taken off even when a step failed (for the other specs it is long over anyway).
    await endPause();
    await staff.context().close();
  }
});
