import type { PublicOrderResult } from '@shop/domain';
import type { AuditActor } from '../../platform/audit/audit-log.ts';
import { assertBranchAccess } from '../../platform/auth/permissions.ts';
import { AppError } from '../../platform/errors.ts';
import {
  datatransPayment,
  datatransTransactionSchema,
  molliePaymentIdSchema,
  PaymentProviderError,
  verifyDatatransSignature,
} from '../../platform/payments/index.ts';
import { findBranchContact } from '../catalogue/order-context.read-model.ts';
import { auditOrderAction, isoOrNull } from './order-audit.ts';
import { applyProviderPayment, refreshOrderPayment } from './order-payments.service.ts';
import { findVerifiedOrder, publicResult } from './order-status.service.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';
import {
  findOrderById,
  findOrderByPaymentReference,
  findOrderByUid,
  type OrderRow,
} from './orders.repository.ts';
import type { OrderActor } from './staff-orders.service.ts';

const invalidNotification = (statusCode: number) =>
  new AppError(statusCode, [
    { code: 'invalidNotification', message: ORDER_MESSAGES.invalidNotification },
  ]);

/** A provider that cannot be reached: 502, so the provider retries its webhook later. */
function providerUnavailable(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    throw new AppError(502, [
      { code: 'paymentStatusCheckFailed', message: ORDER_MESSAGES.paymentStatusCheckFailed },
    ]);
  }
  throw error;
}

/**
 * POST /api/payments/mollie/webhook (body `id=tr_…`): the body is only a hint. The payment is
 * fetched from Mollie and checked against the order (uid, amount, currency) before anything
 * changes. Unknown ids are acknowledged without a word (nothing to learn for a prober).
 */
export async function handleMollieWebhook(
  deps: OrdersDeps,
  body: unknown,
  baseUrl: string,
): Promise<void> {
  const mollie = deps.providers.mollie;
  if (!mollie) throw AppError.notFound();
  const id = molliePaymentIdSchema.safeParse((body as { id?: unknown } | null)?.id);
  if (!id.success) throw invalidNotification(422);
  const order = await findOrderByPaymentReference(deps.db, 'mollie', id.data);
  if (!order) return;
  const payment = await mollie.fetchPayment(id.data).catch(providerUnavailable);
  await applyProviderPayment(deps, order, payment, { provider: 'mollie', baseUrl });
}

/**
 * POST /api/payments/datatrans/webhook: refused (401) unless `Datatrans-Signature` verifies over
 * the raw body and is fresh; then the transaction is applied to the order it names (a payment by
 * its transactionId, a refund credit by its refno = order uid).
 */
export async function handleDatatransWebhook(
  deps: OrdersDeps,
  input: { rawBody: string; signature: string | undefined; baseUrl: string },
): Promise<void> {
  const datatrans = deps.providers.datatrans;
  if (!datatrans) throw AppError.notFound();
  const isValid = verifyDatatransSignature({
    header: input.signature,
    rawBody: input.rawBody,
    signKeyHex: datatrans.signKeyHex,
    // Replay protection is about real transport time, not the shop's business clock.
    now: new Date(),
  });
  if (!isValid) throw invalidNotification(401);
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    throw invalidNotification(422);
  }
  const parsed = datatransTransactionSchema.safeParse(json);
  if (!parsed.success) throw invalidNotification(422);
  const payment = datatransPayment(parsed.data);
  const isRefund = parsed.data.type === 'credit';
  const order = isRefund
    ? await findOrderByUid(deps.db, payment.orderUid ?? '')
    : await findOrderByPaymentReference(deps.db, 'datatrans', payment.reference);
  if (order?.paymentMethod !== 'datatrans') return;
  await applyProviderPayment(deps, order, payment, {
    provider: 'datatrans',
    baseUrl: input.baseUrl,
  });
}

/**
 * GET /api/payments/return/{uid}/{hash}: the browser comes back from the payment page. The
 * status is fetched again; paid or still pending → the status page, failed or cancelled →
 * /store/{branch}/checkout/error (the cart is still in the browser).
 */
export async function paymentReturnTarget(
  deps: OrdersDeps,
  input: { uid: string; hash: string; baseUrl: string },
): Promise<string> {
  const order = await findVerifiedOrder(deps, input.uid, input.hash);
  try {
    await refreshOrderPayment(deps, order, input.baseUrl);
  } catch (error) {
    deps.log.warn({ err: error, orderId: order.id }, 'payment status not refreshed on return');
  }
  const current = (await findOrderById(deps.db, order.id)) ?? order;
  if (current.isFailed || current.isCanceled || current.isRejected) {
    const branch = await findBranchContact(deps.db, current.branchId);
    return `/store/${encodeURIComponent(branch?.identifier ?? '')}/checkout/error`;
  }
  return `/status/${current.uid}/${current.hash}`;
}

/** What a payment re-check may change (the audit log's before and after). */
const paymentFacts = (row: OrderRow) => ({
  paymentStatus: row.paymentStatus,
  isPaid: row.isPaid,
  isFailed: row.isFailed,
  paidAt: isoOrNull(row.paidAt),
});

/**
 * POST /api/orders/{id}/update-payment-status (staff): re-checks the payment at the provider and
 * logs the check with the payment facts before and after (the provider's report is applied in
 * its own transaction, idempotently, as for a webhook).
 */
export async function updatePaymentStatus(
  deps: OrdersDeps,
  input: { orderId: number; baseUrl: string; actor: OrderActor; audit: AuditActor },
): Promise<PublicOrderResult> {
  const order = await findOrderById(deps.db, input.orderId);
  if (!order) throw AppError.notFound(ORDER_MESSAGES.notFound);
  assertBranchAccess(input.actor, order.branchId, 'orders', 'write');
  await refreshOrderPayment(deps, order, input.baseUrl).catch(providerUnavailable);
  const current = (await findOrderById(deps.db, order.id)) ?? order;
  await auditOrderAction(deps.db, {
    origin: { userId: input.actor.id, audit: input.audit },
    orderId: order.id,
    action: 'checkPayment',
    before: paymentFacts(order),
    after: paymentFacts(current),
    at: deps.now(),
  });
  return publicResult(deps, current);
}
