import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  berlin,
  placeOrderThroughApi,
  proposeCounterAppointment,
  setOrderStatus,
} from '../support/checkout.ts';
import { gotoAsReturningVisitor } from '../support/storefront.ts';

/**
 * The status page on a phone (spec §2 "Status page", §4 "Counter-appointment"; docs/decisions/
 * 017-customer-journey-comfort.md): what the customer gave, the expected time, the install hint,
 * empty stars until chosen, and no "Wunschtermin" the customer never set.
 */

async function schwabingArea(request: APIRequestContext): Promise<number> {
  const { data } = (await (await request.get('/api/init')).json()) as {
    data: { url: string; data: unknown }[];
  };
  const branches = data.find((entry) => entry.url === '/api/branches')?.data as {
    identifier: string;
    deliveryAreas: { id: number; area: string }[];
  }[];
  const munich = branches.find((branch) => branch.identifier === 'muenchen-schwabing');
  const area = munich?.deliveryAreas.find((candidate) => candidate.area.startsWith('Schwabing'));
  expect(area).toBeDefined();
  return area!.id;
}

test('a delivery order shows its address, comment, expected time and the install hint again', async ({
  page,
  request,
}) => {
  const order = await placeOrderThroughApi(request, {
    isDelivery: true,
    deliveryArea: await schwabingArea(request),
    street: 'Leopoldstraße 10',
    city: '80802 München',
    floor: '3',
    door: '12',
    phone: '+49 89 123456',
    comment: 'Bitte zweimal klingeln',
    appointmentDate: berlin('2026-12-02', '13:30').toISOString(),
  });
  await gotoAsReturningVisitor(page, `/status/${order.uid}/${order.hash}`);
  const details = page.getByRole('region', { name: 'Bestelldaten' });
  await expect(details).toContainText('Lieferadresse');
  await expect(details).toContainText('Leopoldstraße 10');
  await expect(details).toContainText('Stock 3, Tür 12');
  await expect(details).toContainText('Anmerkung');
  await expect(details).toContainText('Bitte zweimal klingeln');
  await expect(page.getByText('Voraussichtliche Lieferung: 02.12.2026, 13:30 Uhr')).toBeVisible();
  const hint = page.getByRole('region', { name: /als App installieren\?$/ });
  await expect(hint).toContainText('Fügen Sie diese App zu Ihrem Homescreen hinzu');
});

test('an order "so schnell wie möglich" gets a counter-proposal without "Wunschtermin"; stars are empty until chosen', async ({
  page,
  request,
}) => {
  const order = await placeOrderThroughApi(request);
  await proposeCounterAppointment(request, order, berlin('2026-12-02', '15:30'));
  await gotoAsReturningVisitor(page, `/status/${order.uid}/${order.hash}`);
  const prompt = page.getByRole('region', { name: 'Neuer Terminvorschlag' });
  await expect(prompt).toContainText('Wir schlagen Ihnen stattdessen vor: 02.12.2026, 15:30 Uhr.');
  await expect(prompt).not.toContainText('Wunschtermin');
  await expect(page.getByText(/^Voraussichtlich/)).toHaveCount(0);

  const completed = await placeOrderThroughApi(request);
  await setOrderStatus(request, completed, 'completed');
  await gotoAsReturningVisitor(page, `/status/${completed.uid}/${completed.hash}`);
  const overall = page.getByRole('group', { name: 'Gesamteindruck' });
  await expect(overall).toBeVisible();
  const drawn = overall.locator('label > span[aria-hidden="true"]');
  await expect(drawn).toHaveText(['☆', '☆', '☆', '☆', '☆']);
  await overall.getByRole('radio', { name: '3 Sterne' }).check();
  await expect(drawn).toHaveText(['★', '★', '★', '☆', '☆']);
});
