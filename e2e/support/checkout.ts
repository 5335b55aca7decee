import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { seriousViolations } from './axe.ts';
import { cartPanel, openCart } from './storefront.ts';

/** An order as its status page is addressed: /status/{uid}/{hash}. */
export type PlacedOrder = { uid: string; hash: string };

/** A wall-clock instant in Berlin (UTC+1 in December). */
export const berlin = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

/** One section of the checkout form, by its heading. */
export const checkoutSection = (page: Page, title: string) =>
  page.getByRole('main').getByRole('region', { name: title, exact: true });

/** From the branch page's cart to the checkout ('Jetzt bestellen'). */
export async function goToCheckout(page: Page): Promise<void> {
  await openCart(page);
  await cartPanel(page).getByRole('button', { name: 'Jetzt bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Bestellung' })).toBeVisible();
}

type ContactLabel = 'Vorname' | 'Nachname' | 'E-Mail' | 'Telefon';

/** A text field of the form by its accessible name (the '*' of required fields is not part of it). */
export const textField = (page: Page, name: string) =>
  page.getByRole('main').getByRole('textbox', { name, exact: true });

/** Fills contact fields by their labels. */
export async function fillContact(
  page: Page,
  values: Partial<Record<ContactLabel, string>>,
): Promise<void> {
  for (const [label, value] of Object.entries(values)) await textField(page, label).fill(value);
}

/** Ticks both legal checkboxes (spec §5: both required). */
export async function acceptLegalTexts(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
}

/** Sends the checkout form. */
export async function submitOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Bestellung abschicken' }).click();
}

/** After a placed order: the status page with its thank-you heading; returns the order's address. */
export async function expectThankYouPage(page: Page): Promise<PlacedOrder> {
  const order = await statusPageOrder(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }),
  ).toBeVisible();
  return order;
}

/** spec §4: back from the status page to the shop, the placed order's cart is empty. */
export async function expectCartClearedOnReturn(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Zurück zum Shop' }).click();
  await openCart(page);
  await expect(cartPanel(page).getByText('Keine Produkte im Warenkorb')).toBeVisible();
}

/** Waits for the status page and reads the order's address from the URL. */
export async function statusPageOrder(page: Page): Promise<PlacedOrder> {
  await expect(page).toHaveURL(/\/status\/[0-9a-f]{16}\/[\w-]{32}$/, { timeout: 20_000 });
  const [, uid = '', hash = ''] = /\/status\/([^/]+)\/([^/]+)$/.exec(page.url()) ?? [];
  return { uid, hash };
}

/**
 * Serves this page's API calls as if the server's clock read `instant` (header X-Test-Now, honoured
 * in test mode only; apps/server/src/modules/test-support/README.md). The page clock is set apart.
 */
export async function useServerTime(page: Page, instant: Date): Promise<void> {
  await page.route('**/api/**', (route) =>
    route.continue({
      headers: { ...route.request().headers(), 'x-test-now': instant.toISOString() },
    }),
  );
}

const supportUrl = (order: PlacedOrder, action: string) =>
  `/api/test-support/orders/${order.uid}/${order.hash}/${action}`;

/**
 * The shop proposes another time. The back-office's own call is built in parallel (branch
 * backoffice-orders); until it lands the test-mode helper sets the proposal on the order.
 */
export async function proposeCounterAppointment(
  request: APIRequestContext,
  order: PlacedOrder,
  at: Date,
): Promise<void> {
  const response = await request.post(supportUrl(order, 'counter-appointment'), {
    data: { at: at.toISOString() },
  });
  expect(response.status(), await response.text()).toBe(204);
}

/** Moves an order as the back-office status actions will (test-mode helper, see above). */
export async function setOrderStatus(
  request: APIRequestContext,
  order: PlacedOrder,
  status: 'confirmed' | 'inDelivery' | 'completed' | 'rejected' | 'canceled',
  rejectionMessage?: string,
): Promise<void> {
  const response = await request.post(supportUrl(order, 'status'), {
    data: rejectionMessage ? { status, rejectionMessage } : { status },
  });
  expect(response.status(), await response.text()).toBe(204);
}

/**
 * A cash takeaway order at München-Schwabing through POST /api/orders (the status tests start
 * from an order; the checkout specs place theirs through the form).
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  const init = await request.get('/api/init');
  const { data } = (await init.json()) as { data: { url: string; data: unknown }[] };
  const entry = (url: string) => data.find((candidate) => candidate.url === url)?.data;
  const branch = (entry('/api/branches') as { id: number; identifier: string }[]).find(
    (candidate) => candidate.identifier === 'muenchen-schwabing',
  );
  const pizza = (entry('/api/products') as { id: number; name: string }[]).find(
    (candidate) => candidate.name === 'Pizza Margherita',
  );
  const response = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      branch: branch?.id,
      isDelivery: false,
      isDineIn: false,
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika@example.com',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      items: [{ product: pizza?.id, amount: 2, unit: 'piece', parts: [] }],
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { order } = (await response.json()).data as { order: PlacedOrder };
  return { uid: order.uid, hash: order.hash };
}

/** axe-core on a part of the page (default: main): no serious or critical violation (docs/budgets.md S12). */
export async function expectNoSeriousViolations(page: Page, include = 'main'): Promise<void> {
  expect(await seriousViolations(page, include)).toEqual([]);
}
