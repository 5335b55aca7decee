import { createHash } from 'node:crypto';
import {
  businessDayOf,
  type CreateOrderResult,
  germanIssueMessage,
  idempotencyKeySchema,
  isOnlinePayment,
  MESSAGES,
  type OrderDraft,
  orderDraftSchema,
  type PaymentMethod,
  type SoldOutMark,
  zodErrorToApiErrors,
} from '@shop/domain';
import { AppError } from '../../platform/errors.ts';
import { soldOutMarksOfBranch } from '../catalogue/sold-out.service.ts';
import { planOrder } from './order-checkout.ts';
import {
  findBranchForOrder,
  findDonatees,
  findMenuListing,
  findProductsForOrder,
  findTablesForOrder,
} from './order-context.repository.ts';
import { PAYMENT_START_TIMEOUT_MS, startOnlinePayment } from './order-payments.service.ts';
import { newOrderOf, soldOutErrors } from './order-record.ts';
import { loadShopConfig, type OrdersDeps, withOnlinePayments } from './orders.deps.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';
import { presentPublicOrder } from './orders.presenter.ts';
import {
  findOrderByIdempotencyKey,
  findOrderItems,
  insertOrder,
  isUniqueViolation,
  type OrderItemRow,
  type OrderWithRating,
  StockExhaustedError,
} from './orders.repository.ts';

export type CreateOrderCommand = {
  body: unknown;
  idempotencyKey: string | undefined;
  /** PUBLIC_URL or the request's origin: return, webhook and status links are built on it. */
  baseUrl: string;
};
export type CreateOrderOutcome = { result: CreateOrderResult; isReplay: boolean };

/** A digest of the request body that ignores key order, to tell a replay from a reuse. */
export function requestDigest(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('base64url');
}

async function planFromDatabase(deps: OrdersDeps, body: unknown, draft: OrderDraft) {
  const now = deps.now();
  const productIds = [...new Set(draft.items.map((item) => item.product))];
  const isDineIn = draft.isDineIn && !draft.isDelivery;
  // Branch, menu, tables and donatee from the read cache when it has the branch (order-catalogue.ts);
  // products always from the database, for their stock and disabled ones.
  const catalogue = await deps.catalogue?.();
  const cached = catalogue?.branch(draft.branch);
  const fromCache = cached && catalogue ? catalogue : undefined;
  const [config, branch, products, listing, tables, donatees] = await Promise.all([
    loadShopConfig(deps),
    cached ?? findBranchForOrder(deps.db, draft.branch),
    findProductsForOrder(deps.db, productIds),
    fromCache
      ? fromCache.listing(draft.branch, productIds, now)
      : findMenuListing(deps.db, draft.branch, productIds, now),
    isDineIn
      ? (fromCache?.tables(draft.branch) ?? findTablesForOrder(deps.db, draft.branch))
      : undefined,
    draft.donatee !== null && catalogue?.hasDonatee(draft.donatee)
      ? [{ id: draft.donatee }]
      : findDonatees(deps.db, draft.donatee),
  ]);
  if (!branch) {
    throw AppError.invalid([
      { code: 'invalidChoice', field: 'branch', message: MESSAGES.invalidChoice },
    ]);
  }
  const effective = withOnlinePayments(config, deps.providers);
  // "Heute ausverkauft" marks from today on; the domain checks the order time's business day. A
  // branch from the read cache carries today's marks (docs/decisions/020-sold-out-today.md): the
  // same marks customers see, dropped on this instance at every change.
  const soldOut = cached
    ? ((cached.soldOut ?? []) as SoldOutMark[])
    : await soldOutMarksOfBranch(deps.db, branch.id, businessDayOf(now, config.timeZone));
  const planned = planOrder({
    body,
    draft,
    branch,
    config: effective,
    products,
    listing,
    tables,
    donatees,
    now,
    soldOut,
  });
  if (!planned.ok) throw AppError.invalid(planned.error);
  return { plan: planned.value, config: effective, now };
}

/** The answer for an order: its public view and, while payable online, the payment page. */
async function answerFor(
  deps: OrdersDeps,
  order: OrderWithRating,
  baseUrl: string,
  knownItems?: OrderItemRow[],
): Promise<CreateOrderResult> {
  let paymentRedirectUrl: string | undefined;
  if (isOnlinePayment(order.paymentMethod as PaymentMethod)) {
    if (order.paymentStatus === 'startFailed') {
      throw new AppError(502, [
        { code: 'paymentStartFailed', message: ORDER_MESSAGES.paymentStartFailed },
      ]);
    }
    const startedAt = order.updatedAt.getTime();
    const isStarting = deps.now().getTime() - startedAt < PAYMENT_START_TIMEOUT_MS;
    if (order.paymentStatus === 'creating' && isStarting) {
      throw AppError.conflict(ORDER_MESSAGES.stillProcessing, 'stillProcessing');
    }
    const redirect = order.paymentRedirectUrl ?? (await startOnlinePayment(deps, order, baseUrl));
    // A replay after the payment is settled either way sends the browser to the status page.
    paymentRedirectUrl = order.isPaid || order.isFailed ? undefined : redirect;
  }
  const [config, items] = await Promise.all([
    loadShopConfig(deps),
    knownItems ?? findOrderItems(deps.db, order.id),
  ]);
  const view = presentPublicOrder(order, items, { disableTickets: config.disableTickets });
  return paymentRedirectUrl ? { order: view, paymentRedirectUrl } : { order: view };
}

async function replay(
  deps: OrdersDeps,
  order: OrderWithRating,
  requestHash: string,
  baseUrl: string,
): Promise<CreateOrderOutcome> {
  if (order.requestHash !== requestHash) {
    throw AppError.invalid([
      { code: 'idempotencyKeyReused', message: ORDER_MESSAGES.idempotencyKeyReused },
    ]);
  }
  return { result: await answerFor(deps, order, baseUrl), isReplay: true };
}

/**
 * POST /api/orders (spec §7): validates and recomputes the order from the database, stores it in
 * one transaction and, for online payments, starts the payment. The Idempotency-Key makes a
 * repeated request (double click, network retry) answer with the same order.
 */
export async function createOrder(
  deps: OrdersDeps,
  command: CreateOrderCommand,
): Promise<CreateOrderOutcome> {
  const key = idempotencyKeySchema.safeParse(command.idempotencyKey);
  if (!key.success) {
    throw AppError.invalid([
      { code: 'idempotencyKeyMissing', message: ORDER_MESSAGES.idempotencyKeyMissing },
    ]);
  }
  const parsed = orderDraftSchema.safeParse(command.body, { error: germanIssueMessage });
  if (!parsed.success) throw AppError.invalid(zodErrorToApiErrors(parsed.error));
  const requestHash = requestDigest(command.body);
  const idempotencyKey = key.data;
  const branchId = parsed.data.branch;
  // No look-up by key first (docs/budgets.md P3): a repeated request meets the stored order as a unique
  // violation of the key, or, when it can no longer be planned (shop closed since, sold out),
  // in the planning error's path.
  const replayOf = async (error: unknown) => {
    const existing = await findOrderByIdempotencyKey(deps.db, branchId, idempotencyKey);
    if (!existing) throw error;
    return replay(deps, existing, requestHash, command.baseUrl);
  };
  let planned: Awaited<ReturnType<typeof planFromDatabase>>;
  try {
    planned = await planFromDatabase(deps, command.body, parsed.data);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return replayOf(error);
  }
  const { plan, config, now } = planned;
  const newOrder = newOrderOf(plan, {
    idempotencyKey,
    requestHash,
    now,
    baseUrl: command.baseUrl,
    sms: config.enablePluginSMS,
  });
  try {
    const { order, items } = await insertOrder(deps.db, newOrder);
    const created = { ...order, questionnaireRating: null };
    deps.recentOrders?.remember(created, items);
    return { result: await answerFor(deps, created, command.baseUrl, items), isReplay: false };
  } catch (error) {
    if (error instanceof StockExhaustedError) {
      return replayOf(AppError.invalid(soldOutErrors(plan, error.productIds)));
    }
    if (!isUniqueViolation(error, 'orders_branch_idempotency_idx')) throw error;
    // A repeated request, or a concurrent duplicate that won the race: answer with its order.
    return replayOf(error);
  }
}
