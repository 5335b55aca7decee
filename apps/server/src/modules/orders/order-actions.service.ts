import {
  applyStatusAction,
  applyStatusToFlags,
  appointmentLabel,
  type CounterAppointmentRequest,
  deliveryMethodOf,
  fillMessage,
  hoursForMethod,
  isOnlinePayment,
  isOpenStatus,
  type OrderEventType,
  type OrderFlags,
  type OrderStatus,
  type OrderStatusAction,
  orderStatusOf,
  orderWindow,
  type PaymentMethod,
  validateAppointment,
  validateCounterAppointment,
} from '@shop/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { orderStatusHistory, orders } from '../../db/schema/index.ts';
import type { AuditActor } from '../../platform/audit/audit-log.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { publishOrderEvent } from '../../platform/events.ts';
import { findBranchForOrder } from '../catalogue/order-context.read-model.ts';
import { enqueueAutomaticPrintJobs } from '../devices/print-jobs.repository.ts';
import { type IssuedCreditNote, issueCreditNote } from './credit-notes.service.ts';
import { invoiceSellerOf, issueInvoice } from './invoices.service.ts';
import { auditOrderAction, isoOrNull } from './order-audit.ts';
import { loadShopConfig, type OrdersDeps } from './orders.deps.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';
import { type OrderRow, releaseStock } from './orders.repository.ts';
import { ticketLabelOf } from './staff-orders.presenter.ts';
import type { ListedOrderRow } from './staff-orders.repository.ts';

/**
 * Back-office changes of an order (spec §7 "Orders"): the status actions, the counter-appointment
 * and the appointment/comment edit. Each runs in one transaction that writes the history entry
 * and sends the `orders` event, and changes the order only if nobody changed it meanwhile.
 */

/**
 * Who acts: a staff member (userId, and the audit actor of the request) or the front desk
 * (userId null, a note naming the key).
 */
export type ActionOrigin = { userId: number | null; note?: string; audit?: AuditActor };

const EVENT_OF_STATUS: Partial<Record<OrderStatus, OrderEventType>> = {
  confirmed: 'confirmed',
  rejected: 'rejected',
  canceled: 'canceled',
  inDelivery: 'inDelivery',
  completed: 'completed',
};

/** Only the status flags of a row (applyStatusToFlags keeps whatever it is given). */
function flagsOf(row: ListedOrderRow): OrderFlags {
  const { isConfirmed, isInDelivery, isCompleted, isRejected, isCanceled, isFailed, isDelivered } =
    row;
  return { isConfirmed, isInDelivery, isCompleted, isRejected, isCanceled, isFailed, isDelivered };
}

/** The order's flags as they were read: the update applies only while they are unchanged. */
function unchangedFlags(row: ListedOrderRow): SQL {
  return and(
    eq(orders.id, row.id),
    eq(orders.isConfirmed, row.isConfirmed),
    eq(orders.isInDelivery, row.isInDelivery),
    eq(orders.isCompleted, row.isCompleted),
    eq(orders.isRejected, row.isRejected),
    eq(orders.isCanceled, row.isCanceled),
    eq(orders.isFailed, row.isFailed),
  ) as SQL;
}

/** The order is unchanged since it was read (every service bumps updated_at). */
const unchangedSince = (row: ListedOrderRow) =>
  and(eq(orders.id, row.id), eq(orders.updatedAt, row.updatedAt)) as SQL;

const changedMeanwhile = () =>
  AppError.conflict(ORDER_MESSAGES.statusChangedMeanwhile, 'orderChanged');

/**
 * POST /api/orders/{id}/status/{action}: the domain's transition table decides (409 with the
 * German refusal otherwise); reject and cancel store the customer's message and put the stock
 * back, like the customer's own cancellation does.
 */
export async function changeOrderStatus(
  deps: OrdersDeps,
  input: {
    order: ListedOrderRow;
    action: OrderStatusAction;
    rejectionMessage?: string | null | undefined;
    origin: ActionOrigin;
  },
): Promise<void> {
  const { order, origin } = input;
  const result = applyStatusAction(orderStatusOf(order), input.action, {
    isDelivery: order.isDelivery,
  });
  if (!result.ok) throw AppError.conflict(result.error.message, result.error.code);
  const next = result.value;
  const isCancellation = next === 'rejected' || next === 'canceled';
  const message = isCancellation ? input.rejectionMessage?.trim() || null : null;
  const now = deps.now();
  // A completed order gets its invoice in the same transaction (docs/decisions/040).
  const config = next === 'completed' ? await loadShopConfig(deps) : null;
  const seller = config ? await invoiceSellerOf(deps.db, config, order.branchId) : null;
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        ...applyStatusToFlags(flagsOf(order), next, order.isDelivery),
        ...(isCancellation ? { rejectionMessage: message } : {}),
        updatedAt: now,
      })
      .where(unchangedFlags(order))
      .returning({ id: orders.id });
    if (!updated) throw changedMeanwhile();
    await writeHistory(tx, order, {
      status: next,
      origin,
      message: [origin.note, message].filter(Boolean).join(': ') || null,
      data: { action: input.action },
      at: now,
    });
    if (isCancellation) await releaseStock(tx, order.id);
    if (config && seller && order.invoiceNumber === null) {
      const orderReference = ticketLabelOf(order, config.disableTickets);
      await issueInvoice(tx, { order, seller, orderReference, now });
    }
    // Printers set to print on confirmation get their jobs with the confirmation itself.
    if (next === 'confirmed') await enqueueAutomaticPrintJobs(tx, order, 'confirmation');
    await auditOrderAction(tx, {
      origin,
      orderId: order.id,
      action: 'status',
      before: { status: orderStatusOf(order), rejectionMessage: order.rejectionMessage },
      after: { status: next, rejectionMessage: isCancellation ? message : order.rejectionMessage },
      at: now,
    });
    await publishOrderEvent(tx, {
      orderId: order.id,
      branchId: order.branchId,
      type: EVENT_OF_STATUS[next] ?? 'updated',
    });
  });
}

/**
 * Auto-confirm (docs/decisions/042-auto-confirm-day-labels-web-push.md): the server confirms a new
 * order in the transaction that stores it (or, for an online payment, that announces it as paid),
 * so it is never stored unconfirmed. The appointment is the domain's `autoConfirmedAppointment`;
 * printers set to print on confirmation get their jobs here, like after a staff confirmation.
 * Changes nothing when the order is no longer pending (returns null).
 */
export async function autoConfirmNewOrder(
  tx: Database,
  order: { id: number; branchId: number },
  input: { appointment: Date; preparationMinutes: number; busyMinutes: number; now: Date },
): Promise<OrderRow | null> {
  const [updated] = await tx
    .update(orders)
    .set({ isConfirmed: true, appointment: input.appointment, updatedAt: input.now })
    .where(
      and(
        eq(orders.id, order.id),
        sql`not ${orders.isConfirmed} and not ${orders.isRejected} and not ${orders.isCanceled} and not ${orders.isFailed} and not ${orders.isCompleted}`,
      ),
    )
    .returning();
  if (!updated) return null;
  await writeHistory(tx, order, {
    status: 'confirmed',
    origin: { userId: null },
    message: ORDER_MESSAGES.historyAutoConfirmed,
    data: {
      action: 'confirm',
      automatic: true,
      preparationMinutes: input.preparationMinutes,
      busyMinutes: input.busyMinutes,
    },
    at: input.now,
  });
  await enqueueAutomaticPrintJobs(tx, order, 'confirmation');
  await publishOrderEvent(tx, { orderId: order.id, branchId: order.branchId, type: 'confirmed' });
  return updated;
}

async function branchAndZone(deps: OrdersDeps, order: ListedOrderRow) {
  const [branch, config] = await Promise.all([
    findBranchForOrder(deps.db, order.branchId),
    loadShopConfig(deps),
  ]);
  if (!branch) throw AppError.conflict(ORDER_MESSAGES.branchUnavailable, 'branchUnavailable');
  return { branch, timeZone: config.timeZone, method: deliveryMethodOf(order) };
}

/**
 * POST /api/orders/{id}/counter-appointment (spec §4): the shop proposes another time; the domain
 * checks it against the branch's hours for the order's type. The customer answers on the status
 * page (accept: it becomes the appointment and the order is confirmed; reject: canceled).
 */
export async function proposeCounterAppointment(
  deps: OrdersDeps,
  input: { order: ListedOrderRow; body: CounterAppointmentRequest; origin: ActionOrigin },
): Promise<void> {
  const { order } = input;
  const { branch, timeZone, method } = await branchAndZone(deps, order);
  const now = deps.now();
  const checked = validateCounterAppointment({
    counterAppointment: new Date(input.body.counterAppointment),
    status: orderStatusOf(order),
    branch,
    method,
    now,
    timeZone,
  });
  if (!checked.ok) {
    if (checked.error.field) throw AppError.invalid([checked.error]);
    throw AppError.conflict(checked.error.message, checked.error.code);
  }
  const proposed = checked.value;
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ counterAppointment: proposed, counterAppointmentStatus: 'proposed', updatedAt: now })
      .where(unchangedFlags(order))
      .returning({ id: orders.id });
    if (!updated) throw changedMeanwhile();
    const time = appointmentLabel(proposed, false, timeZone);
    await writeHistory(tx, order, {
      status: 'pending',
      origin: input.origin,
      message: fillMessage(ORDER_MESSAGES.historyCounterAppointment, { time }),
      data: { counterAppointment: proposed.toISOString() },
      at: now,
    });
    await auditOrderAction(tx, {
      origin: input.origin,
      orderId: order.id,
      action: 'counterAppointment',
      before: {
        counterAppointment: isoOrNull(order.counterAppointment),
        counterAppointmentStatus: order.counterAppointmentStatus,
      },
      after: { counterAppointment: proposed.toISOString(), counterAppointmentStatus: 'proposed' },
      at: now,
    });
    await publishOrderEvent(tx, {
      orderId: order.id,
      branchId: order.branchId,
      type: 'counterAppointmentProposed',
    });
  });
}

/**
 * POST /api/orders/{id}/credit-note, the order screen's "Rechnung stornieren"
 * (docs/decisions/050-credit-notes.md): a completed order is final (no status leads away from
 * it), so cancelling its sale afterwards — goods returned, paid back at the counter — is this
 * action. It issues the credit note in one transaction with the history entry, the audit entry
 * and the `orders` event; the order's status stays. 409 without an invoice or when the invoice
 * has its credit note already.
 */
export async function cancelInvoiceOfOrder(
  deps: OrdersDeps,
  input: { order: ListedOrderRow; origin: ActionOrigin },
): Promise<IssuedCreditNote> {
  const { order, origin } = input;
  if (order.invoiceNumber === null) {
    throw AppError.conflict(ORDER_MESSAGES.creditNoteWithoutInvoice, 'noInvoice');
  }
  const { timeZone } = await loadShopConfig(deps);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const issued = await issueCreditNote(tx, {
      orderId: order.id,
      reason: 'staff',
      now,
      timeZone,
    });
    if (!issued) throw new Error('credit note not issued');
    await writeHistory(tx, order, {
      status: orderStatusOf(order),
      origin,
      message: fillMessage(ORDER_MESSAGES.historyCreditNote, {
        invoice: String(issued.invoiceNumber),
        number: String(issued.number),
      }),
      data: { creditNoteNumber: issued.number, invoiceNumber: issued.invoiceNumber },
      at: now,
    });
    await auditOrderAction(tx, {
      origin,
      orderId: order.id,
      action: 'creditNote',
      before: { creditNoteNumber: null },
      after: { creditNoteNumber: issued.number },
      at: now,
    });
    await publishOrderEvent(tx, { orderId: order.id, branchId: order.branchId, type: 'updated' });
    return issued;
  });
}

/** Only open orders change (a completed, rejected, canceled or failed one is a record). */
export function assertOpen(order: ListedOrderRow): void {
  if (!isOpenStatus(orderStatusOf(order))) {
    throw AppError.conflict(ORDER_MESSAGES.orderClosed, 'orderClosed');
  }
}

/** Lines of an order paid online stay as paid (the amount at the provider cannot follow). */
export function assertLinesEditable(order: ListedOrderRow): void {
  assertOpen(order);
  if (isOnlinePayment(order.paymentMethod as PaymentMethod) && order.isPaid) {
    throw AppError.conflict(ORDER_MESSAGES.orderPaidOnline, 'orderPaidOnline');
  }
}

/**
 * PUT /api/orders/{id} (spec §3 "cart order holds appointment and comment"): the agreed time
 * (checked against the branch's hours like a customer's appointment, spec §5) and the comment.
 */
export async function updateOrderDetails(
  deps: OrdersDeps,
  input: {
    order: ListedOrderRow;
    body: { appointment: string | null; comment: string };
    origin: ActionOrigin;
  },
): Promise<void> {
  const { order, body } = input;
  assertOpen(order);
  const appointment = body.appointment === null ? null : new Date(body.appointment);
  const isNewTime = appointment?.getTime() !== order.appointment?.getTime();
  const now = deps.now();
  if (appointment && isNewTime) {
    const { branch, timeZone, method } = await branchAndZone(deps, order);
    const checked = validateAppointment({
      appointment,
      isRequired: false,
      hours: hoursForMethod(branch, method),
      window: orderWindow({ now, timeZone }),
      timeZone,
    });
    if (!checked.ok) throw AppError.invalid([{ ...checked.error, field: 'appointment' }]);
  }
  const comment = body.comment === '' ? null : body.comment;
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ appointment, comment, updatedAt: now })
      .where(unchangedSince(order))
      .returning({ id: orders.id });
    if (!updated) throw changedMeanwhile();
    const before = { appointment: isoOrNull(order.appointment), comment: order.comment };
    const after = { appointment: isoOrNull(appointment), comment };
    await writeHistory(tx, order, {
      status: orderStatusOf(order),
      origin: input.origin,
      message: ORDER_MESSAGES.historyOrderEdited,
      data: { before, after },
      at: now,
    });
    await auditOrderAction(tx, {
      origin: input.origin,
      orderId: order.id,
      action: 'update',
      before,
      after,
      at: now,
    });
    await publishOrderEvent(tx, { orderId: order.id, branchId: order.branchId, type: 'updated' });
  });
}

/** One entry of order_status_history (the back-office shows them as the order's history). */
export async function writeHistory(
  tx: Database,
  order: Pick<ListedOrderRow, 'id'>,
  entry: {
    status: string;
    origin: ActionOrigin;
    message: string | null;
    data: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: entry.status,
    userId: entry.origin.userId,
    message: entry.message,
    data: entry.data,
    createdAt: entry.at,
  });
}

export { unchangedSince };
