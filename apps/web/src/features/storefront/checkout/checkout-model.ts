import {
  activeBusyMinutes,
  availableDeliveryMethods,
  type Branch,
  branchBusyNotice,
  type Cart,
  type CheckoutContext,
  checkoutBlocker,
  checkoutNotices,
  chosenPaymentMethod,
  compareNatural,
  type Donatee,
  deliveryMethodOf,
  hoursForMethod,
  isPackagingChoiceOffered,
  leadTimeEarliest,
  type OrderChannel,
  type OrderDraft,
  offeredPaymentMethods,
  orderDraftFromCart,
  orderWindow,
  type PublicConfig,
  priceCart,
  requiredFields,
  slotCapacityOf,
  type Table,
} from '@shop/domain';

export type CheckoutInput = {
  readonly branch: Branch;
  readonly config: PublicConfig;
  readonly cart: Cart;
  readonly tables: readonly Table[];
  readonly donatees: readonly Donatee[];
  readonly now: Date;
  /** The kiosk on a branch's counter pays there, never online (spec §2 self-service). */
  readonly channel?: OrderChannel;
};

/**
 * Everything the checkout shows, derived from the cart with the domain's rules only (the same the
 * cart panel and the server use): order type, required fields, totals, notices, what blocks the
 * order, the appointment's hours and window, the payment methods and the validation context.
 */
export function checkoutModel({
  branch,
  config,
  cart,
  tables,
  donatees,
  now,
  channel = 'web',
}: CheckoutInput) {
  const { timeZone, currency } = config;
  const method = deliveryMethodOf(cart);
  const area =
    method === 'delivery'
      ? (branch.deliveryAreas.find((candidate) => candidate.id === cart.deliveryArea) ?? null)
      : null;
  // Reusable packaging to go where the branch offers it, single-use preselected (§33 VerpackG,
  // docs/decisions/051); its deposit in the totals as the server will price it.
  const packaging = isPackagingChoiceOffered(branch, method)
    ? (cart.order.packaging ?? 'singleUse')
    : null;
  const totals = priceCart(cart.items, method, area, {
    choice: packaging,
    deposit: branch.reusablePackagingDeposit,
  });
  // Busy mode's extra minutes move the earliest time, as on the server (docs/decisions/037).
  const busyMinutes = activeBusyMinutes(branch, now, timeZone);
  const window = orderWindow({
    now,
    timeZone,
    products: cart.items.map((item) => item.product),
    orderableFrom: branch.orderableFrom,
    extraMinutes: busyMinutes,
  });
  const branchTables = tables.filter((table) => table.branch.id === branch.id);
  const context: CheckoutContext = { branch, config, timeZone, window, tables, donatees, channel };
  return {
    method,
    methods: availableDeliveryMethods(branch),
    area,
    totals,
    packaging,
    required: requiredFields(branch, method),
    notices: checkoutNotices(branch, method, now, timeZone),
    // The pause (docs/decisions/041) also blocks the order (checkoutBlocker 'orderingPaused').
    busyNotice: branchBusyNotice(branch, now, timeZone),
    capacity: slotCapacityOf(branch),
    blocker: checkoutBlocker({
      branch,
      method,
      itemCount: cart.items.length,
      itemsGross: totals.gross,
      deliveryArea: area,
      now,
      timeZone,
      currency,
    }),
    hours: hoursForMethod(branch, method),
    window,
    leadTimeEarliest: leadTimeEarliest({
      now,
      timeZone,
      products: cart.items.map((i) => i.product),
    }),
    // Tables by number: 1, 2, … 10 (the domain's natural order, as in every list of tables).
    tables: [...branchTables].sort((a, b) => compareNatural(a.identifier, b.identifier)),
    donatees: config.enablePluginDonations ? donatees : [],
    paymentMethods: offeredPaymentMethods(branch, config, channel),
    paymentMethod: chosenPaymentMethod(cart.order.paymentMethod, branch, config, channel),
    context,
  };
}

export type CheckoutModel = ReturnType<typeof checkoutModel>;

/** The create payload of the cart as the form shows it (payment method and donatee as offered). */
export function checkoutDraft(
  cart: Cart,
  branch: Branch,
  model: CheckoutModel,
): ReturnType<typeof orderDraftFromCart> & Pick<OrderDraft, 'paymentMethod'> {
  return {
    ...orderDraftFromCart(cart, branch.id),
    paymentMethod: model.paymentMethod,
    donatee: model.donatees.length > 0 ? cart.order.donatee : null,
    packaging: model.packaging,
  };
}
