import { type Cart, type Donatee, emptyCart, saveCartItem, type Table } from '@shop/domain';
import { buildBranch, buildConfig, buildDeliveryArea, buildProduct } from '@shop/domain/testing';
import { describe, expect, it } from 'vitest';
import { checkoutDraft, checkoutModel } from './checkout-model.ts';

// The checkout derives everything from the cart with the domain's rules (spec §2 checkout, §4, §9).
// Wednesday 25.11.2026, 12:00 in Berlin: the test branch is open (10–22 on weekdays).
const wednesdayNoon = new Date('2026-11-25T11:00:00Z');
const sundayNoon = new Date('2026-11-29T11:00:00Z');

const area = buildDeliveryArea({
  id: 3,
  price: 350,
  minimumOrderValue: 1500,
  freeFromOrderValue: 3000,
});
const branch = buildBranch({ id: 1, deliveryAreas: [area] });
const pizza = buildProduct({ price: 600 });
const table = (id: number, identifier: string, branchId = 1): Table => ({
  id,
  identifier,
  branch: { id: branchId },
});
const donatee: Donatee = {
  id: 5,
  identifier: 'tafel',
  name: 'Tafel',
  description: null,
  image: null,
};

function cartOf(pizzas: number, method: 'takeaway' | 'delivery' | 'dineIn', order = {}): Cart {
  let cart = emptyCart();
  for (let index = 0; index < pizzas; index += 1) {
    cart = saveCartItem(cart, { product: pizza, amount: 1, unit: 'piece', parts: [] });
  }
  return {
    ...cart,
    isDelivery: method === 'delivery',
    isDineIn: method === 'dineIn',
    deliveryArea: 3,
    order: { ...cart.order, ...order },
  };
}

const model = (cart: Cart, overrides: Partial<Parameters<typeof checkoutModel>[0]> = {}) =>
  checkoutModel({
    branch,
    config: buildConfig(),
    cart,
    tables: [],
    donatees: [],
    now: wednesdayNoon,
    ...overrides,
  });

describe('checkoutModel: order type, totals and what blocks the order', () => {
  it.each([
    {
      case: 'takeaway, open: no area, no fee, nothing blocks',
      cart: cartOf(2, 'takeaway'),
      now: wednesdayNoon,
      expected: { method: 'takeaway', area: null, fee: 0, total: 1200, blocker: null },
    },
    {
      case: 'delivery below the area minimum',
      cart: cartOf(2, 'delivery'),
      now: wednesdayNoon,
      expected: {
        method: 'delivery',
        area: 3,
        fee: 350,
        total: 1550,
        blocker: 'minimumOrderNotReached',
      },
    },
    {
      case: 'delivery above the minimum, below free delivery',
      cart: cartOf(3, 'delivery'),
      now: wednesdayNoon,
      expected: { method: 'delivery', area: 3, fee: 350, total: 2150, blocker: null },
    },
    {
      // spec §9: free only when the items' gross *exceeds* freeFromOrderValue.
      case: 'delivery at exactly the free-delivery value still pays the fee',
      cart: cartOf(5, 'delivery'),
      now: wednesdayNoon,
      expected: { method: 'delivery', area: 3, fee: 350, total: 3350, blocker: null },
    },
    {
      case: 'delivery above the free-delivery value',
      cart: cartOf(6, 'delivery'),
      now: wednesdayNoon,
      expected: { method: 'delivery', area: 3, fee: 0, total: 3600, blocker: null },
    },
    {
      case: 'an empty cart',
      cart: cartOf(0, 'dineIn'),
      now: wednesdayNoon,
      expected: { method: 'dineIn', area: null, fee: 0, total: 0, blocker: 'cartEmpty' },
    },
    {
      case: 'closed on Sunday without preorder',
      cart: cartOf(2, 'takeaway'),
      now: sundayNoon,
      expected: { method: 'takeaway', area: null, fee: 0, total: 1200, blocker: 'closed' },
    },
  ])('$case', ({ cart, now, expected }) => {
    const result = model(cart, { now });
    expect({
      method: result.method,
      area: result.area?.id ?? null,
      fee: result.totals.deliveryGross,
      total: result.totals.totalGross,
      blocker: result.blocker.ok ? null : result.blocker.error.code,
    }).toEqual(expected);
  });

  it('a delivery area the branch does not have is no area: no fee, no minimum', () => {
    const result = model({ ...cartOf(1, 'delivery'), deliveryArea: 99 });
    expect(result.area).toBeNull();
    expect(result.totals.deliveryGross).toBe(0);
    expect(result.blocker.ok).toBe(true);
  });

  it.each([
    { case: 'all three', flags: {}, expected: ['takeaway', 'delivery', 'dineIn'] },
    { case: 'no delivery', flags: { isDeliveryEnabled: false }, expected: ['takeaway', 'dineIn'] },
    {
      case: 'dine-in only',
      flags: { isDeliveryEnabled: false, isTakeawayEnabled: false },
      expected: ['dineIn'],
    },
  ])('order types of the branch: $case', ({ flags, expected }) => {
    expect(model(cartOf(1, 'dineIn'), { branch: { ...branch, ...flags } }).methods).toEqual(
      expected,
    );
  });
});

describe('checkoutModel: tables, donatees and payment', () => {
  it("offers the branch's tables only, in natural order", () => {
    const tables = [table(1, '10'), table(2, '2'), table(3, '1', 2), table(4, '1')];
    expect(model(cartOf(1, 'dineIn'), { tables }).tables.map((t) => t.identifier)).toEqual([
      '1',
      '2',
      '10',
    ]);
  });

  it.each([
    { case: 'donations plugin on', enablePluginDonations: true, offered: 1, draftDonatee: 5 },
    { case: 'donations plugin off', enablePluginDonations: false, offered: 0, draftDonatee: null },
  ])(
    '$case: donatees offered and in the draft',
    ({ enablePluginDonations, offered, draftDonatee }) => {
      const cart = cartOf(1, 'takeaway', { donatee: 5 });
      const result = model(cart, {
        config: buildConfig({ enablePluginDonations }),
        donatees: [donatee],
      });
      expect(result.donatees).toHaveLength(offered);
      expect(checkoutDraft(cart, branch, result).donatee).toBe(draftDonatee);
    },
  );

  it.each([
    { case: 'cash chosen and offered', chosen: 'cash', mollie: true, expected: 'cash' },
    { case: 'mollie chosen and offered', chosen: 'mollie', mollie: true, expected: 'mollie' },
    { case: 'mollie chosen, no longer offered', chosen: 'mollie', mollie: false, expected: 'cash' },
  ] as const)('payment: $case → $expected', ({ chosen, mollie, expected }) => {
    const config = buildConfig({ enablePluginMollie: mollie, enableMollie: mollie });
    const paying = { ...branch, isMollieEnabled: true };
    const cart = cartOf(1, 'takeaway', { paymentMethod: chosen });
    const result = model(cart, { config, branch: paying });
    expect(result.paymentMethod).toBe(expected);
    expect(checkoutDraft(cart, paying, result).paymentMethod).toBe(expected);
  });
});

describe('checkoutModel: a phone order (docs/decisions/049-phone-orders.md)', () => {
  it.each([
    { channel: 'web', chosen: 'mollie', offered: ['cash', 'mollie'], expected: 'mollie' },
    { channel: 'phone', chosen: 'mollie', offered: ['cash'], expected: 'cash' },
  ] as const)(
    '$channel: offers $offered, pays $expected',
    ({ channel, chosen, offered, expected }) => {
      const config = buildConfig({ enablePluginMollie: true, enableMollie: true });
      const paying = { ...branch, isMollieEnabled: true };
      const cart = cartOf(1, 'takeaway', { paymentMethod: chosen });
      const result = model(cart, { config, branch: paying, channel });
      expect(result.paymentMethods).toEqual(offered);
      expect(result.paymentMethod).toBe(expected);
      // The client's draft check refuses what the server would (validateOrderDraft's channel).
      expect(result.context.channel).toBe(channel);
    },
  );
});

describe('checkoutModel: busy mode (docs/decisions/037-slot-capacity.md)', () => {
  it.each([
    { case: 'off', busyMinutes: null, busyDay: null, earliest: '11:00', notice: null },
    {
      case: '+30 today',
      busyMinutes: 30,
      busyDay: '2026-11-25',
      earliest: '11:30',
      notice: 'Derzeit längere Wartezeit: ca. 30 Minuten zusätzlich',
    },
    {
      case: 'set yesterday: over',
      busyMinutes: 30,
      busyDay: '2026-11-24',
      earliest: '11:00',
      notice: null,
    },
  ])('$case', ({ busyMinutes, busyDay, earliest, notice }) => {
    const busyBranch = buildBranch({ id: 1, deliveryAreas: [area], busyMinutes, busyDay });
    const result = model(cartOf(1, 'takeaway'), { branch: busyBranch });
    expect(result.window.earliest.toISOString().slice(11, 16)).toBe(earliest);
    expect(result.busyNotice).toBe(notice);
  });
});

describe('checkoutModel: paused ordering (docs/decisions/041-busy-day-payments-and-pause.md)', () => {
  it.each([
    { case: 'not paused', until: null, notice: null, blocked: false },
    { case: 'pause over', until: '2026-11-25T10:00:00.000Z', notice: null, blocked: false },
    {
      case: 'paused',
      until: '2026-11-25T11:15:00.000Z',
      notice: 'Online-Bestellungen sind gerade pausiert. Ab 12:15 Uhr können Sie wieder bestellen.',
      blocked: true,
    },
  ])('$case', ({ until, notice, blocked }) => {
    const paused = buildBranch({ id: 1, deliveryAreas: [area], orderingPausedUntil: until });
    const result = model(cartOf(1, 'takeaway'), { branch: paused });
    expect(result.busyNotice).toBe(notice);
    expect(result.blocker.ok ? null : result.blocker.error.code).toBe(
      blocked ? 'orderingPaused' : null,
    );
  });
});
