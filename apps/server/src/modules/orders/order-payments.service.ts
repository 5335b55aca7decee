import { and, eq, isNull, lt, not, or, sql } from 'drizzle-orm';
import { orderStatusHistory, orders, paymentEvents } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { type OrderEventType, publishOrderEvent } from '../../platform/events.ts';
import { enqueueJobs } from '../../platform/jobs/jobs.ts';
import type {
  PaymentProvider,
  PaymentState,
  ProviderPayment,
} from '../../platform/payments/index.ts';
import { enqueueAutomaticPrintJobs } from '../devices/print-jobs.repository.ts';
import { issueCreditNote } from './credit-notes.service.ts';
import { autoConfirmStep } from './order-auto-confirm.ts';
import { loadShopConfig, type OrdersDeps } from './orders.deps.ts';
import { notificationJobs } from './orders.jobs.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';
import { type OrderRow, releaseStock } from './orders.repository.ts';

/** After this long a payment start still 'creating' counts as abandoned (the request died). */
export const PAYMENT_START_TIMEOUT_MS = 2 * 60_000;

/** The configured provider of an order's payment method, or null (offline or not configured). */
export function providerOf(deps: OrdersDeps, order: Pick<OrderRow, 'paymentMethod'>) {
  if (order.paymentMethod === 'mollie') return deps.providers.mollie;
  if (order.paymentMethod === 'datatrans') return deps.providers.datatrans;
  return null;
}

async function markStartFailed(deps: OrdersDeps, order: OrderRow): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ isFailed: true, paymentStatus: 'startFailed', updatedAt: now })
      .where(eq(orders.id, order.id));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'failed', createdAt: now });
    await releaseStock(tx, order.id);
    await publishOrderEvent(tx, {
      orderId: order.id,
      branchId: order.branchId,
      type: 'paymentFailed',
    });
  });
}

/**
 * Creates the provider payment of a freshly stored order and remembers where to send the browser.
 * Claimed with payment_status 'creating' so two concurrent replays never create two payments; if
 * the provider fails, the order fails (stock released) and the answer is a German 502.
 */
export async function startOnlinePayment(
  deps: OrdersDeps,
  order: OrderRow,
  baseUrl: string,
): Promise<string> {
  const provider = providerOf(deps, order);
  const now = deps.now();
  const abandonedBefore = new Date(now.getTime() - PAYMENT_START_TIMEOUT_MS);
  const [claimed] = await deps.db
    .update(orders)
    .set({ paymentStatus: 'creating', updatedAt: now })
    .where(
      and(
        eq(orders.id, order.id),
        or(
          isNull(orders.paymentStatus),
          // A process that died while talking to the provider: take over (the provider's
          // idempotency key makes a second create return the same payment).
          and(eq(orders.paymentStatus, 'creating'), lt(orders.updatedAt, abandonedBefore)),
        ),
      ),
    )
    .returning({ id: orders.id });
  if (!claimed) throw AppError.conflict(ORDER_MESSAGES.stillProcessing, 'stillProcessing');
  const config = await loadShopConfig(deps);
  try {
    if (!provider) throw new Error(`payment method ${order.paymentMethod} is not configured`);
    const created = await provider.createPayment({
      orderId: order.id,
      orderUid: order.uid,
      amount: order.totalGross,
      currency: order.currency,
      description: `Bestellung ${order.ticketNumber} – ${config.shopName}`,
      returnUrl: `${baseUrl}/api/payments/return/${order.uid}/${order.hash}`,
      webhookUrl: `${baseUrl}/api/payments/${provider.name}/webhook`,
    });
    await deps.db
      .update(orders)
      .set({
        paymentReference: created.reference,
        paymentStatus: created.providerStatus,
        paymentRedirectUrl: created.redirectUrl,
        updatedAt: deps.now(),
      })
      .where(eq(orders.id, order.id));
    return created.redirectUrl;
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'payment could not be started');
    await markStartFailed(deps, order);
    throw new AppError(502, [
      { code: 'paymentStartFailed', message: ORDER_MESSAGES.paymentStartFailed },
    ]);
  }
}

/** Whether a provider report really belongs to this order (never trust an amount or id blindly). */
function belongsToOrder(order: OrderRow, payment: ProviderPayment): boolean {
  if (payment.orderUid !== order.uid) return false;
  if (payment.state !== 'paid' && payment.state !== 'refunded') return true;
  return payment.amount === order.totalGross && payment.currency === order.currency;
}

const isPending = and(
  not(orders.isConfirmed),
  not(orders.isInDelivery),
  not(orders.isCompleted),
  not(orders.isRejected),
  not(orders.isCanceled),
  not(orders.isFailed),
);

/** One conditional update per state, so a repeated report changes nothing (returns false). */
async function transition(tx: Database, order: OrderRow, payment: ProviderPayment, now: Date) {
  const paymentStatus = payment.providerStatus;
  const byState: Record<PaymentState, () => Promise<{ id: number }[]>> = {
    paid: () =>
      tx
        .update(orders)
        .set({ isPaid: true, paidAt: now, paymentStatus, updatedAt: now })
        .where(and(eq(orders.id, order.id), not(orders.isPaid)))
        .returning({ id: orders.id }),
    refunded: () =>
      tx
        .update(orders)
        .set({ isPaid: true, isRefunded: true, refundedAt: now, paymentStatus, updatedAt: now })
        .where(and(eq(orders.id, order.id), not(orders.isRefunded)))
        .returning({ id: orders.id }),
    failed: () =>
      tx
        .update(orders)
        .set({ isFailed: true, paymentStatus, updatedAt: now })
        .where(and(eq(orders.id, order.id), not(orders.isPaid), isPending))
        .returning({ id: orders.id }),
    pending: async () => {
      await tx
        .update(orders)
        .set({ paymentStatus, updatedAt: now })
        .where(
          and(
            eq(orders.id, order.id),
            or(isNull(orders.paymentStatus), sql`${orders.paymentStatus} <> ${paymentStatus}`),
          ),
        );
      return [];
    },
  };
  return (await byState[payment.state]()).length > 0;
}

const EVENT_OF: Record<Exclude<PaymentState, 'pending'>, OrderEventType> = {
  paid: 'paid',
  failed: 'paymentFailed',
  refunded: 'refunded',
};

/**
 * Applies a provider's report to an order idempotently: the report is recorded once in
 * payment_events (provider, reference:state), and the flags change only from the state before,
 * so 100 deliveries of one webhook change the order once. Returns whether the order changed.
 */
export async function applyProviderPayment(
  deps: OrdersDeps,
  order: OrderRow,
  payment: ProviderPayment,
  options: { provider: PaymentProvider['name']; baseUrl: string },
): Promise<boolean> {
  if (!belongsToOrder(order, payment)) {
    deps.log.warn({ orderId: order.id, reference: payment.reference }, 'payment does not match');
    return false;
  }
  const now = deps.now();
  // Read before the transaction: PGlite runs one transaction at a time, so a query on deps.db
  // inside it would wait for itself.
  const config = await loadShopConfig(deps);
  // Auto-confirm of a paid online order (decision 042), in the transaction that announces it.
  const confirm =
    payment.state === 'paid'
      ? await autoConfirmStep(deps, {
          branchId: order.branchId,
          isQuotation: order.isQuotation,
          wanted: order.appointmentDate,
          timeZone: config.timeZone,
          now,
        })
      : null;
  const hasChanged = await deps.db.transaction(async (tx) => {
    const [event] = await tx
      .insert(paymentEvents)
      .values({
        provider: options.provider,
        eventId: `${payment.reference}:${payment.state}`,
        orderId: order.id,
        payload: { ...payment },
        receivedAt: now,
        processedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!event) return false;
    const isChanged = await transition(tx, order, payment, now);
    if (!isChanged || payment.state === 'pending') return false;
    const status = payment.state === 'failed' ? 'failed' : payment.state;
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status,
      message: `${options.provider}: ${payment.providerStatus}`,
      createdAt: now,
    });
    if (payment.state === 'failed') await releaseStock(tx, order.id);
    // A refund cancels the sale: an invoiced order gets its credit note with the refund
    // (docs/decisions/050-credit-notes.md); none without invoice or when staff issued it already.
    if (payment.state === 'refunded') {
      await issueCreditNote(tx, {
        orderId: order.id,
        reason: 'refund',
        now,
        timeZone: config.timeZone,
        ifPossible: true,
      });
    }
    if (payment.state === 'paid') {
      const jobs = notificationJobs(order.id, {
        baseUrl: options.baseUrl,
        hasCustomerEmail: order.email !== null,
        sms: config.enablePluginSMS && order.phone !== null,
      });
      await enqueueJobs(tx, jobs, now);
      await enqueueAutomaticPrintJobs(tx, order, 'newOrder');
      if (confirm) await confirm(tx, order);
    }
    await publishOrderEvent(tx, {
      orderId: order.id,
      branchId: order.branchId,
      type: EVENT_OF[payment.state],
    });
    return true;
  });
  // Paid and committed: only now is the order announced to the shop (decision 053, Web Push).
  if (hasChanged && payment.state === 'paid') deps.announceNewOrder?.(order);
  return hasChanged;
}

/** Fetches the payment from the provider and applies it (return page, staff re-check). */
export async function refreshOrderPayment(
  deps: OrdersDeps,
  order: OrderRow,
  baseUrl: string,
): Promise<boolean> {
  const provider = providerOf(deps, order);
  if (!provider || !order.paymentReference) return false;
  const payment = await provider.fetchPayment(order.paymentReference);
  return applyProviderPayment(deps, order, payment, { provider: provider.name, baseUrl });
}
