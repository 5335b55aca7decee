import {
  type ApiError,
  activeBusyMinutes,
  type Branch,
  type CartItem,
  type CartTotals,
  type Category,
  canOrderNow,
  checkLeadTime,
  checkoutBlocker,
  checkProductOrderable,
  type DeliveryArea,
  type DeliveryMethod,
  DONATION_AMOUNT_CENTS,
  deliveryMethodOf,
  err,
  isSoldOutOn,
  type LinePrice,
  localDateOf,
  MESSAGES,
  type OrderChannel,
  type OrderDraft,
  ok,
  orderTotalError,
  orderWindow,
  type PartValue,
  type Product,
  type PublicConfig,
  priceCart,
  priceLine,
  quantityRulesFor,
  type Result,
  requiredFields,
  type SoldOutMark,
  selectedOptions,
  stockUnitsFor,
  type Table,
  validateCartItem,
  validateOrderDraft,
} from '@shop/domain';
import type { ProductForOrder } from '../catalogue/order-context.read-model.ts';

/** A chosen part value as the order keeps it (names, so a later catalogue edit changes nothing). */
export type OrderPartSnapshot = {
  index: number;
  name: string;
  type: string;
  values: string[];
  options: { name: string; modifier: string; value: number }[];
};

export type OrderLinePlan = { item: CartItem; price: LinePrice; parts: OrderPartSnapshot[] };

/** Everything the order transaction writes, computed from the database and the domain only. */
export type OrderPlan = {
  draft: OrderDraft;
  method: DeliveryMethod;
  branch: Branch;
  area: DeliveryArea | null;
  tableId: number | null;
  lines: OrderLinePlan[];
  totals: CartTotals;
  /** Units to take from products.stock (only products with a stock). */
  stock: { productId: number; units: number }[];
  appointment: Date | null;
  isPreorder: boolean;
  isQuotation: boolean;
  ticketDay: string;
  currency: string;
  donationAmount: number;
};

export type CheckoutInput = {
  body: unknown;
  draft: OrderDraft;
  branch: Branch;
  /** The shop settings with online payments switched off when their keys are missing. */
  config: PublicConfig;
  products: Map<number, ProductForOrder>;
  listing: Map<number, Pick<Category, 'isEnabled' | 'schedule' | 'isVisibleWhenUnavailable'>[]>;
  tables: (Table & { id: number })[] | undefined;
  donatees: { id: number }[];
  now: Date;
  /** The branch's "Heute ausverkauft" marks (docs/decisions/020-sold-out-today.md). */
  soldOut?: readonly SoldOutMark[];
  /** A phone order takes no online payment (docs/decisions/049-phone-orders.md). */
  channel?: OrderChannel;
};

export function snapshotParts(product: Product, values: readonly PartValue[]): OrderPartSnapshot[] {
  return product.config.parts.flatMap((part, index) => {
    const value = values[index] ?? null;
    const list = (value === null ? [] : Array.isArray(value) ? value : [value]).filter(
      (entry) => entry.trim() !== '',
    );
    if (list.length === 0) return [];
    const options = selectedOptions(part, value).map(({ name, modifier, value: amount }) => ({
      name,
      modifier,
      value: amount,
    }));
    return [{ index, name: part.name, type: part.type, values: list, options }];
  });
}

/** Builds the cart lines from the database products; errors name `items.{i}.{field}`. */
function checkItems(input: CheckoutInput, at: Date) {
  const errors: ApiError[] = [];
  const items: CartItem[] = [];
  const quantities = new Map<number, number>();
  input.draft.items.forEach((line, index) => {
    const found = input.products.get(line.product);
    if (!found) {
      const message = MESSAGES.productUnavailable;
      errors.push({ code: 'productUnavailable', field: `items.${index}.product`, message });
      return;
    }
    const item: CartItem = {
      product: found.product,
      amount: line.amount,
      unit: line.unit,
      parts: line.parts,
    };
    const checked = validateCartItem(item);
    if (!checked.ok) {
      errors.push(...checked.error.map((e) => ({ ...e, field: `items.${index}.${e.field}` })));
      return;
    }
    const ratio = quantityRulesFor(found.product, line.unit)?.ratio ?? 1;
    quantities.set(line.product, (quantities.get(line.product) ?? 0) + line.amount * ratio);
    items.push(item);
  });
  const timeZone = input.config.timeZone;
  for (const [productId, quantity] of quantities) {
    const found = input.products.get(productId) as ProductForOrder;
    const orderable = checkProductOrderable({
      product: found.product,
      categories: input.listing.get(productId) ?? [],
      stock: found.stock,
      quantity,
      at,
      timeZone,
      isSoldOutToday: isSoldOutOn(input.soldOut ?? [], productId, at, timeZone),
    });
    if (orderable.ok) continue;
    input.draft.items.forEach((line, index) => {
      if (line.product === productId) {
        errors.push({ ...orderable.error, field: `items.${index}.product` });
      }
    });
  }
  return { errors, items, quantities };
}

/**
 * The server's recomputation of an order (README "Pricing order"): the draft rules of the branch,
 * lead times, every line's availability and validity, prices and totals from the database, then
 * the checkout blockers (closed, minimum order). Prices in the request are never read.
 */
export function planOrder(input: CheckoutInput): Result<OrderPlan, ApiError[]> {
  const { branch, config, draft, now } = input;
  const timeZone = config.timeZone;
  // Busy mode's extra preparation minutes move the earliest time (docs/decisions/037).
  const extraMinutes = activeBusyMinutes(branch, now, timeZone);
  const window = orderWindow({ now, timeZone, orderableFrom: branch.orderableFrom, extraMinutes });
  const validated = validateOrderDraft(input.body, {
    branch,
    config,
    timeZone,
    window,
    tables: input.tables,
    donatees: input.donatees,
    channel: input.channel ?? 'web',
  });
  // Dine-in at a table asks for no appointment (docs/decisions/016): one sent anyway is dropped.
  const isAsked = requiredFields(branch, deliveryMethodOf(draft)).isAppointmentAsked;
  const appointment = isAsked && draft.appointmentDate ? new Date(draft.appointmentDate) : null;
  const itemProducts = draft.items.flatMap(
    (line) => input.products.get(line.product)?.product ?? [],
  );
  const leadTime = checkLeadTime({ appointment, now, timeZone, products: itemProducts });
  const items = checkItems(input, appointment ?? now);
  const errors = [
    ...(validated.ok ? [] : validated.error),
    ...(leadTime.ok ? [] : [leadTime.error]),
    ...items.errors,
  ];
  if (!validated.ok || errors.length > 0) return err(errors);

  const cleaned = validated.value;
  const method = deliveryMethodOf(cleaned);
  const area = branch.deliveryAreas.find((entry) => entry.id === cleaned.deliveryArea) ?? null;
  // The reusable packaging's deposit from the branch's setting, never from the request (decision 051).
  const totals = priceCart(items.items, method, area, {
    choice: cleaned.packaging,
    deposit: branch.reusablePackagingDeposit,
  });
  const blocker = checkoutBlocker({
    branch,
    method,
    itemCount: items.items.length,
    itemsGross: totals.gross,
    deliveryArea: area,
    now,
    timeZone,
    currency: config.currency,
  });
  if (!blocker.ok) return err([{ code: blocker.error.code, message: blocker.error.message }]);
  // The highest total (docs/decisions/014-order-limits-and-public-addresses.md).
  const tooHigh = orderTotalError(totals.gross, config.currency);
  if (tooHigh) return err([tooHigh]);

  const stock = [...items.quantities]
    .filter(([productId]) => input.products.get(productId)?.stock !== null)
    .map(([productId, quantity]) => ({ productId, units: stockUnitsFor(quantity) }));
  return ok({
    draft: cleaned,
    method,
    branch,
    area,
    tableId: input.tables?.find((table) => table.identifier === cleaned.table)?.id ?? null,
    lines: items.items.map((item) => ({
      item,
      price: priceLine(item, method),
      parts: snapshotParts(item.product, item.parts),
    })),
    totals,
    stock,
    appointment,
    isPreorder: !canOrderNow({ branch, method, now, timeZone }),
    isQuotation: branch.isQuotationRequired,
    ticketDay: localDateOf(now, timeZone),
    currency: config.currency,
    donationAmount: cleaned.donatee === null ? 0 : DONATION_AMOUNT_CENTS,
  });
}
