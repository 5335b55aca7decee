import { createHash } from 'node:crypto';
import {
  activeBusyMinutes,
  asapSlotsOfToday,
  type Branch,
  businessDayOf,
  CAPACITY_MESSAGES,
  type CreateOrderResult,
  capacitySlotOf,
  type DeliveryMethod,
  deliveryMethodOf,
  germanIssueMessage,
  idempotencyKeySchema,
  isOnlinePayment,
  isOpenForMethod,
  limitsSlots,
  MESSAGES,
  type OrderChannel,
  type OrderDraft,
  orderDraftSchema,
  orderingPausedText,
  orderingPausedUntil,
  type PaymentMethod,
  type SoldOutMark,
  slotCapacityOf,
  zodErrorToApiErrors,
} from '@shop/domain';
import { type AuditActor, writeAuditLog } from '../../platform/audit/audit-log.ts';
import { assertBranchAccess } from '../../platform/auth/permissions.ts';
import type { StaffUser } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import {
  findBranchForOrder,
  findMenuListing,
  findProductsForOrder,
  findTablesForOrder,
} from '../catalogue/order-context.read-model.ts';
import { soldOutMarksOfBranch } from '../catalogue/sold-out.service.ts';
import { findDonatees } from '../content/content.read-model.ts';
import { planOrder } from './order-checkout.ts';
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
  SlotFullError,
  type SlotLimit,
  StockExhaustedError,
} from './orders.repository.ts';

export type CreateOrderCommand = {
  body: unknown;
  idempotencyKey: string | undefined;
  /** PUBLIC_URL or the request's origin: return, webhook and status links are built on it. */
  baseUrl: string;
  /**
   * A phone order (docs/decisions/049-phone-orders.md): the staff member who takes it, already
   * admitted by the route's guard (orders, write); the branch is checked here.
   */
  phone?: { staff: StaffUser; audit: AuditActor };
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

async function planFromDatabase(
  deps: OrdersDeps,
  body: unknown,
  draft: OrderDraft,
  channel: OrderChannel,
) {
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
  // Busy mode's pause (docs/decisions/041): refused before anything else, nothing stored.
  const pausedUntil = orderingPausedUntil(branch, now);
  if (pausedUntil) {
    throw AppError.conflict(orderingPausedText(pausedUntil, config.timeZone), 'orderingPaused');
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
    channel,
  });
  if (!planned.ok) throw AppError.invalid(planned.error);
  return { plan: planned.value, config: effective, now, branch };
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

function slotLimitOf(
  branch: Branch,
  wanted: Date | null,
  context: { now: Date; timeZone: string; method: DeliveryMethod },
): SlotLimit | null {
  const { now, timeZone, method } = context;
  const capacity = slotCapacityOf(branch);
  if (!limitsSlots(capacity, method)) return null;
  const limit = { capacity, method };
  if (wanted) return { ...limit, ...capacitySlotOf(wanted, capacity.slotMinutes, timeZone) };
  const slots = asapSlotsOfToday(now, capacity.slotMinutes, timeZone);
  const isOpen = (at: Date) => isOpenForMethod(branch, method, at, timeZone);
  return {
    ...limit,
    ...capacitySlotOf(now, capacity.slotMinutes, timeZone),
    asap: { now, slots, isOpen },
  };
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
  const phone = command.phone;
  // Only for a branch the staff member may write orders of (decision 049); nothing is stored.
  if (phone) assertBranchAccess(phone.staff, branchId, 'orders', 'write');
  const channel: OrderChannel = phone ? 'phone' : 'web';
  // No look-up by key first (docs/budgets.md P3): a repeated request meets the stored order as a unique
  // violation of the key, or, when it can no longer be planned (shop closed since, sold out),
  // in the planning error's path.
  const replayOf = async (error: unknown) => {
    const existing = await findOrderByIdempotencyKey(deps.db, branchId, idempotencyKey);
    if (!existing) throw error;
    const replayed = await replay(deps, existing, requestHash, command.baseUrl);
    if (!phone) return replayed;
    return { ...replayed, result: { ...replayed.result, orderId: existing.id } };
  };
  let planned: Awaited<ReturnType<typeof planFromDatabase>>;
  try {
    planned = await planFromDatabase(deps, command.body, parsed.data, channel);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return replayOf(error);
  }
  const { plan, config, now, branch } = planned;
  const newOrder = newOrderOf(plan, {
    idempotencyKey,
    requestHash,
    now,
    baseUrl: command.baseUrl,
    sms: config.enablePluginSMS,
  });
  if (phone) {
    newOrder.order.channel = 'phone';
    const name = [phone.staff.firstName, phone.staff.lastName].filter(Boolean).join(' ');
    newOrder.takenBy = {
      userId: phone.staff.id,
      message: ORDER_MESSAGES.historyPhoneOrder.replace('{name}', name || phone.staff.email),
    };
  }
  // Slot capacity (docs/decisions/037-slot-capacity.md): the wanted time, else now; "So schnell
  // wie möglich" moves on to the next open slot with room when now's is full (decision 041).
  const slot = slotLimitOf(branch, newOrder.order.appointmentDate ?? null, {
    now,
    timeZone: config.timeZone,
    method: deliveryMethodOf(parsed.data),
  });
  // Auto-confirm (decision 042): an offline payment at once (the rule is read in the order's
  // statement), an online one once it is paid (order-payments.service.ts); never a quotation.
  if (!isOnlinePayment(newOrder.order.paymentMethod as PaymentMethod) && !plan.isQuotation) {
    newOrder.autoConfirm = { busyMinutes: activeBusyMinutes(branch, now, config.timeZone) };
  }
  try {
    const { order, items } = await insertOrder(deps.db, newOrder, slot);
    const created = { ...order, questionnaireRating: null };
    deps.recentOrders?.remember(created, items);
    // Committed by now; an online payment is announced once it is paid (order-payments.service.ts).
    if (!isOnlinePayment(order.paymentMethod as PaymentMethod)) deps.announceNewOrder?.(order);
    const result = await answerFor(deps, created, command.baseUrl, items);
    if (!phone) return { result, isReplay: false };
    await writeAuditLog(deps.db, {
      actor: phone.audit,
      entity: 'order',
      entityId: order.id,
      action: 'create',
      before: null,
      after: { channel: 'phone', ticketNumber: order.ticketNumber, branchId: order.branchId },
      at: now,
    });
    return { result: { ...result, orderId: order.id }, isReplay: false };
  } catch (error) {
    if (error instanceof SlotFullError) {
      return replayOf(
        AppError.invalid([
          { code: 'slotFull', field: 'appointment', message: CAPACITY_MESSAGES.slotFull },
        ]),
      );
    }
    if (error instanceof StockExhaustedError) {
      return replayOf(AppError.invalid(soldOutErrors(plan, error.productIds)));
    }
    if (!isUniqueViolation(error, 'orders_branch_idempotency_idx')) throw error;
    // A repeated request, or a concurrent duplicate that won the race: answer with its order.
    return replayOf(error);
  }
}
