import {
  type ApiError,
  type CartItem,
  type CartTotals,
  type DeliveryArea,
  type DeliveryMethod,
  err,
  type LinePrice,
  type LineProductState,
  lineProductState,
  type OrderLineUpdate,
  ok,
  type PartValue,
  type Product,
  priceCart,
  priceLine,
  productSchema,
  type Result,
  type Unit,
  validateCartItem,
} from '@shop/domain';
import { type OrderPartSnapshot, snapshotParts } from './order-checkout.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/**
 * Editing a line of a placed order (PUT /api/orders/{id}/items/{index}): the line is checked and
 * priced against the product *as it was bought* (the snapshot), then the whole order is re-priced
 * with the domain's `priceCart`, so totals, taxes per rate and the delivery fee follow the same
 * pricing order as at checkout (packages/domain README "Pricing order").
 */

const MULTI_VALUE_TYPES = new Set(['multiselect', 'images', 'files']);

/** The part values (per part index) a snapshot stands for: the input format of a cart item. */
export function partValuesOf(
  product: Product,
  snapshot: readonly OrderPartSnapshot[],
): PartValue[] {
  return (product.config?.parts ?? []).map((part, index) => {
    const chosen = snapshot.find((entry) => entry.index === index);
    if (!chosen || chosen.values.length === 0) return null;
    return MULTI_VALUE_TYPES.has(part.type) ? [...chosen.values] : (chosen.values[0] ?? null);
  });
}

const snapshotOf = (row: OrderItemRow) => row.product as unknown as Product;

/**
 * The line's snapshot as a product of today's shape, or null for an old snapshot that no longer
 * parses (its line stays readable and re-priceable, only its options cannot change).
 */
export function boughtProductOf(row: Pick<OrderItemRow, 'product'>): Product | null {
  const parsed = productSchema.safeParse(row.product);
  return parsed.success ? parsed.data : null;
}

/** The catalogue compared with the snapshot ('changed' when the snapshot cannot be compared). */
export function productStateOf(
  row: Pick<OrderItemRow, 'product'>,
  current: Product | null,
): LineProductState {
  const bought = boughtProductOf(row);
  if (bought === null) return current === null ? 'deleted' : 'changed';
  return lineProductState(bought, current);
}

function cartItemOf(row: OrderItemRow): CartItem {
  const product = snapshotOf(row);
  return {
    product,
    amount: row.amount,
    unit: row.unit as Unit,
    parts: partValuesOf(product, row.parts as OrderPartSnapshot[]),
  };
}

export type RepricedLine = {
  item: CartItem;
  price: LinePrice;
  parts: OrderPartSnapshot[];
  comment: string | null;
};

/** The edited line and the order's new totals, or the German field errors of the line. */
export function repriceWithEditedLine(input: {
  rows: OrderItemRow[];
  index: number;
  update: Required<OrderLineUpdate>;
  method: DeliveryMethod;
  area: DeliveryArea | null;
  /** The reusable packaging's deposit the order was placed with (decision 051); 0: none. */
  packagingDeposit: number;
}): Result<{ line: RepricedLine; totals: CartTotals }, ApiError[]> {
  const edited = input.rows.find((row) => row.position === input.index);
  if (!edited) return err([]);
  const item: CartItem = {
    product: snapshotOf(edited),
    amount: input.update.amount,
    unit: input.update.unit,
    parts: input.update.parts,
  };
  const checked = validateCartItem(item);
  if (!checked.ok) return err(checked.error);
  const items = input.rows.map((row) => (row === edited ? item : cartItemOf(row)));
  return ok({
    line: {
      item,
      price: priceLine(item, input.method),
      parts: snapshotParts(item.product, item.parts),
      comment: input.update.comment,
    },
    totals: priceCart(items, input.method, input.area, {
      choice: input.packagingDeposit > 0 ? 'reusable' : null,
      deposit: input.packagingDeposit,
    }),
  });
}

/**
 * The delivery area to price an order with: the branch's current area when it still exists,
 * else one standing for the fee the order was placed with (so an edit never invents a fee).
 */
export function deliveryAreaForOrder(
  order: Pick<
    OrderRow,
    'deliveryAreaId' | 'deliveryAreaName' | 'deliveryGross' | 'deliveryTaxRate'
  >,
  areas: readonly DeliveryArea[],
): DeliveryArea | null {
  if (order.deliveryAreaId === null && order.deliveryGross === 0) return null;
  const current = areas.find((area) => area.id === order.deliveryAreaId);
  if (current) return current;
  return {
    id: order.deliveryAreaId ?? 0,
    area: order.deliveryAreaName ?? '',
    price: order.deliveryGross,
    tax: order.deliveryTaxRate ?? 0,
    free: order.deliveryGross === 0,
    minimumOrderValue: null,
    freeFromOrderValue: null,
    postcodes: [],
  };
}
