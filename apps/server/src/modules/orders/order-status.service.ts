import { timingSafeEqual } from 'node:crypto';
import {
  canTransition,
  isCounterAppointmentPending,
  orderStatusOf,
  type PublicOrderResult,
  shouldShowQuestionnaire,
  validateQuestionnaire,
} from '@shop/domain';
import { and, eq, isNotNull, not, sql } from 'drizzle-orm';
import { orderQuestionnaires, orderStatusHistory, orders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { publishOrderEvent } from '../../platform/events.ts';
import type { PublicOrderVersions } from './order-versions.ts';
import { loadShopConfig, type OrdersDeps } from './orders.deps.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';
import { presentPublicOrder, publicOrderEtag } from './orders.presenter.ts';
import {
  findOrderByUid,
  findOrderItems,
  type OrderWithRating,
  releaseStock,
} from './orders.repository.ts';

const UID_PATTERN = /^[0-9a-f]{16}$/;
const HASH_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const DECOY_HASH = Buffer.alloc(32, 'x');

const notFound = () => AppError.notFound(ORDER_MESSAGES.notFound);

/**
 * The order behind /status/{uid}/{hash}. The hash is compared in constant time, and an unknown
 * uid, a wrong hash and a malformed one all get the same 404 (ARCHITECTURE.md "Security").
 */
export async function findVerifiedOrder(
  deps: Pick<OrdersDeps, 'db'>,
  uid: string,
  hash: string,
): Promise<OrderWithRating> {
  if (!isWellFormed(uid, hash)) throw notFound();
  const order = await findOrderByUid(deps.db, uid);
  const expected = order && order.hash.length === 32 ? Buffer.from(order.hash) : DECOY_HASH;
  if (!isSameHash(expected, hash) || !order) throw notFound();
  return order;
}

const isWellFormed = (uid: string, hash: string) =>
  UID_PATTERN.test(uid) && HASH_PATTERN.test(hash);

/** Constant-time comparison of a well-formed hash (32 characters) with the expected bytes. */
const isSameHash = (expected: Buffer, hash: string) => timingSafeEqual(expected, Buffer.from(hash));

/** The public view of an order with its lines (ticket or order number per the shop settings). */
export async function publicResult(
  deps: OrdersDeps,
  order: OrderWithRating,
): Promise<PublicOrderResult> {
  const [config, items] = await Promise.all([
    loadShopConfig(deps),
    findOrderItems(deps.db, order.id),
  ]);
  return { order: presentPublicOrder(order, items, { disableTickets: config.disableTickets }) };
}

async function reload(deps: OrdersDeps, order: OrderWithRating): Promise<PublicOrderResult> {
  return publicResult(deps, (await findOrderByUid(deps.db, order.uid)) ?? order);
}

/**
 * GET /api/orders/public/{uid}/{hash}: the public order with an ETag. While the order is
 * unchanged (If-None-Match) the answer is a 304 from the known versions, without a query
 * (docs/budgets.md P4); otherwise one query, whose version is then known.
 */
export async function getPublicOrder(
  deps: OrdersDeps,
  versions: PublicOrderVersions,
  input: { uid: string; hash: string; ifNoneMatch: string | undefined },
): Promise<{ etag: string; result: PublicOrderResult | null }> {
  const config = await loadShopConfig(deps);
  if (input.ifNoneMatch !== undefined && isWellFormed(input.uid, input.hash)) {
    const known = versions.lookup(input.uid);
    if (known) {
      if (!isSameHash(known.hash, input.hash)) throw notFound();
      const etag = publicOrderEtag(known.version, config.disableTickets);
      if (input.ifNoneMatch === etag) return { etag, result: null };
    }
  }
  const token = versions.readToken();
  const order = await findVerifiedOrder(deps, input.uid, input.hash);
  versions.remember(order, token);
  const etag = publicOrderEtag(order, config.disableTickets);
  if (input.ifNoneMatch === etag) return { etag, result: null };
  return { etag, result: await publicResult(deps, order) };
}

/**
 * spec §4 Counter-appointment: accepting takes the proposed time as the appointment and confirms
 * the order; rejecting ('Nein, Bestellung stornieren') cancels it and puts its stock back. Only
 * while a proposal is pending (domain isCounterAppointmentPending), checked again in the update.
 */
export async function answerCounterAppointment(
  deps: OrdersDeps,
  input: { uid: string; hash: string; answer: 'confirm' | 'reject' },
): Promise<PublicOrderResult> {
  const order = await findVerifiedOrder(deps, input.uid, input.hash);
  const target = input.answer === 'confirm' ? 'confirmed' : 'canceled';
  const view = {
    ...order,
    counterAppointment: order.counterAppointment?.toISOString() ?? null,
  };
  if (!isCounterAppointmentPending(view) || !canTransition(orderStatusOf(order), target)) {
    throw AppError.conflict(
      ORDER_MESSAGES.counterAppointmentNotPending,
      'counterAppointmentNotPending',
    );
  }
  const now = deps.now();
  const isChanged = await deps.db.transaction(async (tx) => {
    const changes =
      input.answer === 'confirm'
        ? { isConfirmed: true, appointment: sql`${orders.counterAppointment}` }
        : { isCanceled: true };
    const [updated] = await tx
      .update(orders)
      .set({
        ...changes,
        counterAppointmentStatus: input.answer === 'confirm' ? 'accepted' : 'rejected',
        updatedAt: now,
      })
      .where(
        and(
          eq(orders.id, order.id),
          isNotNull(orders.counterAppointment),
          not(orders.isConfirmed),
          not(orders.isRejected),
          not(orders.isCanceled),
          not(orders.isFailed),
          not(orders.isCompleted),
        ),
      )
      .returning({ id: orders.id });
    if (!updated) return false;
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: target,
      message:
        input.answer === 'confirm' ? 'Terminvorschlag angenommen' : 'Terminvorschlag abgelehnt',
      createdAt: now,
    });
    if (input.answer === 'reject') await releaseStock(tx, order.id);
    await publishOrderEvent(tx, {
      orderId: order.id,
      branchId: order.branchId,
      type: input.answer === 'confirm' ? 'counterAppointmentAccepted' : 'canceled',
    });
    return true;
  });
  if (!isChanged) {
    throw AppError.conflict(
      ORDER_MESSAGES.counterAppointmentNotPending,
      'counterAppointmentNotPending',
    );
  }
  return reload(deps, order);
}

/**
 * spec §3/§5 Questionnaire: four ratings 1–5 (German field errors), accepted once per order and
 * only when the page would show it (order reviews on, order completed, not yet rated).
 */
export async function submitQuestionnaire(
  deps: OrdersDeps,
  input: { uid: string; hash: string; body: unknown },
): Promise<PublicOrderResult> {
  const order = await findVerifiedOrder(deps, input.uid, input.hash);
  const answers = validateQuestionnaire(input.body);
  if (!answers.ok) throw AppError.invalid(answers.error);
  const config = await loadShopConfig(deps);
  if (order.questionnaireRating !== null) {
    throw AppError.conflict(ORDER_MESSAGES.questionnaireAlreadySent, 'questionnaireAlreadySent');
  }
  if (!shouldShowQuestionnaire(config, order, false)) {
    throw AppError.conflict(ORDER_MESSAGES.questionnaireNotAvailable, 'questionnaireNotAvailable');
  }
  const now = deps.now();
  const isStored = await deps.db.transaction(async (tx) => {
    const { comment, ...ratings } = answers.value;
    const [stored] = await tx
      .insert(orderQuestionnaires)
      .values({
        orderId: order.id,
        ...ratings,
        comment: comment === '' ? null : comment,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ orderId: orderQuestionnaires.orderId });
    if (!stored) return false;
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
    await publishOrderEvent(tx, { orderId: order.id, branchId: order.branchId, type: 'rated' });
    return true;
  });
  if (!isStored) {
    throw AppError.conflict(ORDER_MESSAGES.questionnaireAlreadySent, 'questionnaireAlreadySent');
  }
  return reload(deps, order);
}
