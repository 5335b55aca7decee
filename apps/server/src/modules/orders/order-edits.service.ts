import {
  arePartsChanged,
  deliveryMethodOf,
  fillMessage,
  isOpenStatus,
  LINE_PRODUCT_MESSAGES,
  type OrderLineUpdate,
  orderStatusOf,
  type Product,
} from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { publishOrderEvent } from '../../platform/events.ts';
import { enqueueJobs } from '../../platform/jobs/jobs.ts';
import { findBranchForOrder, findCurrentProducts } from '../catalogue/order-context.read-model.ts';
import {
  type ActionOrigin,
  assertLinesEditable,
  unchangedSince,
  writeHistory,
} from './order-actions.service.ts';
import { auditOrderAction } from './order-audit.ts';
import type { OrderPartSnapshot } from './order-checkout.ts';
import {
  deliveryAreaForOrder,
  partValuesOf,
  productStateOf,
  repriceWithEditedLine,
} from './order-lines.ts';
import { resendBlockOf } from './order-messages.ts';
import { totalsColumns } from './order-record.ts';
import { loadShopConfig, type OrdersDeps } from './orders.deps.ts';
import { ORDER_JOB_TYPES } from './orders.jobs.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';
import { forgetRollupDaysAround } from './orders.read-model.ts';
import { findOrderItems, releaseStock } from './orders.repository.ts';
import { customerNameOf } from './staff-orders.presenter.ts';
import type { ListedOrderRow } from './staff-orders.repository.ts';

/** The order's money as the audit log shows it before and after a line edit. */
const totalsOf = (
  row: Pick<ListedOrderRow, 'gross' | 'deliveryGross' | 'totalTax' | 'totalGross'>,
) => ({
  gross: row.gross,
  deliveryGross: row.deliveryGross,
  totalTax: row.totalTax,
  totalGross: row.totalGross,
});

/**
 * PUT /api/orders/{id}/items/{index}: a line's amount, unit and parts, checked against the product
 * as bought; the order's totals are recomputed on the server (never taken from the browser). Stock
 * is not moved: what the order took stays taken until it is canceled, rejected or deleted. Other
 * options only while the catalogue still offers the same ones (domain lineProductState): for a
 * deleted or changed product 409 with the German reason, and the line stays as it is.
 */
export async function editOrderLine(
  deps: OrdersDeps,
  input: {
    order: ListedOrderRow;
    index: number;
    update: Required<OrderLineUpdate>;
    origin: ActionOrigin;
  },
): Promise<void> {
  const { order } = input;
  assertLinesEditable(order);
  const rows = await findOrderItems(deps.db, order.id);
  const before = rows.find((row) => row.position === input.index);
  if (!before) throw AppError.notFound(ORDER_MESSAGES.lineNotFound);
  const bought = before.product as unknown as Product;
  const boughtParts = partValuesOf(bought, before.parts as OrderPartSnapshot[]);
  if (arePartsChanged(boughtParts, input.update.parts)) {
    const current = (await findCurrentProducts(deps.db, [before])).get(before.productId ?? 0);
    const state = productStateOf(before, current ?? null);
    if (state !== 'unchanged') {
      throw AppError.conflict(
        LINE_PRODUCT_MESSAGES[state],
        `lineProduct${state === 'deleted' ? 'Deleted' : 'Changed'}`,
      );
    }
  }
  const branch = await findBranchForOrder(deps.db, order.branchId);
  const area = deliveryAreaForOrder(order, branch?.deliveryAreas ?? []);
  const repriced = repriceWithEditedLine({
    rows,
    index: input.index,
    update: input.update,
    method: deliveryMethodOf(order),
    area,
    packagingDeposit: order.packagingDeposit,
  });
  if (!repriced.ok) throw AppError.invalid(repriced.error);
  const { line, totals } = repriced.value;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ ...totalsColumns(totals, area), updatedAt: now })
      .where(unchangedSince(order))
      .returning({ id: orders.id });
    if (!updated) throw AppError.conflict(ORDER_MESSAGES.statusChangedMeanwhile, 'orderChanged');
    await tx
      .update(orderItems)
      .set({
        amount: line.item.amount,
        unit: line.item.unit,
        parts: line.parts,
        calculationModel: line.price.calculationModel,
        unitPrice: line.price.unitPrice,
        net: line.price.net,
        tax: line.price.tax,
        gross: line.price.gross,
        taxRate: line.price.taxRate,
        deposit: line.price.deposit.gross,
        comment: line.comment,
      })
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.position, input.index)));
    await writeHistory(tx, order, {
      status: orderStatusOf(order),
      origin: input.origin,
      message: fillMessage(ORDER_MESSAGES.historyLineEdited, { position: input.index + 1 }),
      data: {
        index: input.index,
        before: { amount: before.amount, unit: before.unit, gross: before.gross },
        after: { amount: line.item.amount, unit: line.item.unit, gross: line.price.gross },
      },
      at: now,
    });
    await auditOrderAction(tx, {
      origin: input.origin,
      orderId: order.id,
      action: 'editLine',
      before: {
        line: {
          index: input.index,
          amount: before.amount,
          unit: before.unit,
          parts: boughtParts,
          comment: before.comment,
          gross: before.gross,
        },
        ...totalsOf(order),
      },
      after: {
        line: {
          index: input.index,
          amount: line.item.amount,
          unit: line.item.unit,
          parts: line.item.parts,
          comment: line.comment,
          gross: line.price.gross,
        },
        ...totalsOf(totalsColumns(totals, area)),
      },
      at: now,
    });
    await publishOrderEvent(tx, { orderId: order.id, branchId: order.branchId, type: 'updated' });
  });
}

/**
 * DELETE /api/orders/{id}: removes the order with its lines and history. An open order gives its
 * stock back first (a closed one already did, or sold it).
 */
export async function deleteOrder(
  deps: OrdersDeps,
  input: { order: ListedOrderRow; origin: ActionOrigin },
): Promise<void> {
  const { order } = input;
  await deps.db.transaction(async (tx) => {
    if (isOpenStatus(orderStatusOf(order))) await releaseStock(tx, order.id);
    const [deleted] = await tx
      .delete(orders)
      .where(eq(orders.id, order.id))
      .returning({ id: orders.id });
    if (!deleted) throw AppError.notFound(ORDER_MESSAGES.notFound);
    await forgetRollupDaysAround(tx, order.createdAt);
    await auditOrderAction(tx, {
      origin: input.origin,
      orderId: order.id,
      action: 'delete',
      before: {
        uid: order.uid,
        ticketNumber: order.ticketNumber,
        branchId: order.branchId,
        status: orderStatusOf(order),
        customerName: customerNameOf(order),
        createdAt: order.createdAt.toISOString(),
        totalGross: order.totalGross,
      },
      after: null,
      at: deps.now(),
    });
    await publishOrderEvent(tx, { orderId: order.id, branchId: order.branchId, type: 'deleted' });
  });
}

/**
 * POST /api/orders/{id}/resend-new-order-email | -sms: queues the customer's new-order message
 * again through the jobs outbox (sent within seconds by the worker; a failure is retried there).
 */
export async function resendNewOrderMessage(
  deps: OrdersDeps,
  input: { order: ListedOrderRow; channel: 'email' | 'sms'; baseUrl: string; origin: ActionOrigin },
): Promise<void> {
  const { order, channel, baseUrl } = input;
  // Only what can really go out is queued (no mail server: 409, not "wird versendet").
  const block = resendBlockOf(channel, order, deps.settings, await loadShopConfig(deps));
  if (block) throw AppError.conflict(ORDER_MESSAGES[block], block);
  const now = deps.now();
  const job =
    channel === 'email'
      ? {
          type: ORDER_JOB_TYPES.email,
          payload: { orderId: order.id, recipient: 'customer', baseUrl },
        }
      : { type: ORDER_JOB_TYPES.sms, payload: { orderId: order.id, baseUrl } };
  await deps.db.transaction(async (tx) => {
    await enqueueJobs(tx, [job], now);
    await writeHistory(tx, order, {
      status: orderStatusOf(order),
      origin: input.origin,
      message:
        channel === 'email' ? ORDER_MESSAGES.historyEmailResent : ORDER_MESSAGES.historySmsResent,
      data: { resend: channel },
      at: now,
    });
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
    await auditOrderAction(tx, {
      origin: input.origin,
      orderId: order.id,
      action: 'resend',
      before: null,
      after: {
        resend: channel,
        recipient: channel === 'email' ? order.email : order.phone,
      },
      at: now,
    });
    await publishOrderEvent(tx, { orderId: order.id, branchId: order.branchId, type: 'updated' });
  });
}
