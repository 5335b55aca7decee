import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { createEmployee, demoShop, openNavigation } from '../support/orders.ts';
import { expectNoSeriousAxeViolations, logInAs, STRONG_PASSWORD } from './backoffice-helpers.ts';

/**
 * "Heute ausverkauft" (docs/decisions/020-sold-out-today.md): an employee of a branch switches a
 * product to sold out at the counter; that branch's menu greys it at once and the order API
 * refuses it. The mark is taken off again at the end (the tests share one shop).
 */
test('an employee marks a product sold out for today; the branch’s menu greys it at once', async ({
  page,
  request,
}) => {
  const isDesktop = test.info().project.name === 'desktop';
  const shop = await demoShop(request);
  const munich = shop.branch('muenchen-schwabing');
  // The projects share one shop: each marks a product of its own that no other test orders.
  const product = isDesktop ? 'Laugenbrezel' : 'Butter-Croissant';
  // A run that failed half-way (and its retry) must not start from a product left sold out.
  const setSoldOut = async (isSoldOut: boolean) => {
    const response = await request.put(
      `/api/branches/${munich.id}/sold-out/${shop.product(product)}`,
      { headers: await adminHeaders(request), data: { isSoldOut } },
    );
    expect(response.status()).toBe(200);
  };
  await setSoldOut(false);
  const employee = await createEmployee(request, munich.id);
  await logInAs(page, employee, STRONG_PASSWORD);
  await openNavigation(page);
  await page.getByRole('link', { name: 'Heute ausverkauft' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Heute ausverkauft' })).toBeVisible();
  await expect(page.getByText('Geschäftstag: Mittwoch, 2. Dezember 2026')).toBeVisible();
  const toggle = page.getByRole('switch', { name: `${product} heute ausverkauft` });
  await expect(toggle).not.toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await toggle.click();
  await expect(
    page.getByRole('status').getByText(`„${product}“ ist heute ausverkauft.`),
  ).toBeVisible();
  await expect(toggle).toBeChecked();
  if (isDesktop) {
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.screenshot({ path: test.info().outputPath('sold-out-counter-820.png') });
  }

  // The branch's menu shows it greyed with the label; it cannot be opened to order.
  const storefront = await page.context().newPage();
  await storefront.goto(`/store/${munich.identifier}`);
  const card = storefront.getByRole('article', { name: product });
  await expect(card).toContainText('Heute ausverkauft');
  await expect(card.getByRole('button', { name: product })).toHaveCount(0);
  if (isDesktop) await card.screenshot({ path: test.info().outputPath('sold-out-menu-card.png') });

  // The order API refuses it for this branch today, in German.
  const refused = await request.post('/api/orders', {
    headers: { 'idempotency-key': `sold-out-${Date.now()}` },
    data: {
      branch: munich.id,
      isDelivery: false,
      isDineIn: false,
      firstName: 'Erika',
      lastName: 'Ausverkauft',
      email: 'erika@example.com',
      phone: '+49 170 1234567',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      items: [{ product: shop.product(product), amount: 1, unit: 'piece', parts: [] }],
    },
  });
  expect(refused.status()).toBe(422);
  expect(JSON.stringify(await refused.json())).toContain(
    'Dieses Produkt ist in dieser Filiale heute leider ausverkauft.',
  );

  // Switched back, so the other tests of the run see the shop as seeded.
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  const after = await request.get(`/api/branches/${munich.id}/sold-out`, {
    headers: await adminHeaders(request),
  });
  const data = (await after.json()).data as { products: { name: string; isSoldOut: boolean }[] };
  expect(data.products.find((entry) => entry.name === product)?.isSoldOut).toBe(false);
});
