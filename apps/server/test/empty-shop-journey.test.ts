import { activeMenu, branchSchema, menuSchema, productSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, postOrder } from '../src/modules/orders/orders.test-support.ts';
import { seedEmptyShop } from '../src/seed/index.ts';
import {
  branchBody,
  configurableProductBody,
  createVia,
  imageDataUrl,
  weightProductBody,
} from './catalogue-factories.ts';
import { loginAsAdmin } from './helpers.ts';
import { createStaffApi, type StaffApi } from './staff-api.ts';

/**
 * Acceptance: from `npm run seed -- --empty` (settings and an admin only)
 * a shop is set up through the back-office API alone, and a customer can then order from it.
 * The browser journey (C2) runs the same steps through the screens.
 */

const clock = movableClock(); // Wednesday 2 Dec 2026, 12:00 in Berlin
let api: StaffApi;
let admin: Awaited<ReturnType<typeof loginAsAdmin>>;

beforeAll(async () => {
  api = await createStaffApi({ now: clock.now });
  admin = await loginAsAdmin(api.app, await seedEmptyShop(api.db));
});
afterAll(() => api.close());

/** Everything below is done as the empty shop's own admin, logged in with the password. */
const as = (endpoint: string, body: Record<string, unknown>) =>
  createVia(api, endpoint, body, admin);

describe('an empty shop set up through the API', () => {
  it('takes an order for back-office-made products', async () => {
    const division = await as('/api/divisions', { identifier: 'hamburg', name: 'Hamburg' });
    const logo = await as('/api/images', { data: await imageDataUrl(400, 300), name: 'logo.jpg' });
    const branch = await as('/api/branches', {
      ...branchBody(1, { identifier: 'altona', name: 'Backstube Altona' }),
      divisionId: division.id,
      logoImageId: logo.id,
      imageIds: [logo.id],
      openingHours: [{ type: 'daily', from: '07:00', to: '20:00' }],
      deliveryHours: [{ type: 'daily', from: '10:00', to: '19:00' }],
      isDeliveryHoursEnabled: true,
      isDeliveryEnabled: true,
      deliveryAreas: [{ area: 'Altona', price: 250, tax: 19, minimumOrderValue: 1000 }],
      isCashEnabled: true,
    });
    const rolls = await as('/api/categories', { name: 'Brötchen' });
    const breads = await as('/api/categories', { name: 'Brot' });
    const configurable = await as('/api/products', configurableProductBody());
    const weight = await as('/api/products', weightProductBody());
    await as('/api/menus', {
      name: 'Hauptkarte',
      availableFrom: '2026-12-01T00:00:00+01:00',
      branchIds: [branch.id],
      catalog: {
        categories: [
          { id: rolls.id, products: [{ id: configurable.id }] },
          { id: breads.id, products: [{ id: weight.id }] },
        ],
      },
    });

    // What the storefront reads on its first load.
    const shownBranch = branchSchema.parse(
      (await api.initEntry<unknown[]>('/api/branches')).find(
        (item) => (item as { id: number }).id === branch.id,
      ),
    );
    expect(shownBranch).toMatchObject({ identifier: 'altona', logo: { id: logo.id } });
    const menus = (await api.initEntry<unknown[]>('/api/menus')).map((menu) =>
      menuSchema.parse(menu),
    );
    expect(activeMenu(menus, branch.id, clock.now())?.catalog.categories).toHaveLength(2);
    const products = (await api.initEntry<unknown[]>('/api/products')).map((product) =>
      productSchema.parse(product),
    );
    expect(products.map((product) => product.id).sort()).toEqual(
      [configurable.id, weight.id].sort(),
    );

    const response = await postOrder(api.app, {
      branch: branch.id,
      isDelivery: false,
      isDineIn: false,
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika@example.com',
      phone: '+49 170 1234567',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      items: [
        { product: configurable.id, amount: 2, unit: 'piece', parts: ['Kürbiskern', ['Butter']] },
        { product: weight.id, amount: 1, unit: 'piece', parts: [] },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json().data;
    // (1,80 € + 0,30 € + 0,40 €) × 2 + 1,5 kg × 6,90 € = 5,00 € + 10,35 €
    expect(order).toMatchObject({ totalGross: 500 + 1035, isPriceApproximate: true });
  });
});
