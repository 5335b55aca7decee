import { sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { refreshOrderPayment } from './order-payments.service.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { findOrderById } from './orders.repository.ts';

/**
 * Payment notices that never get lost (docs/decisions/041-busy-day-payments-and-pause.md): an
 * online payment still open a few minutes after the order is re-checked at the provider with the
 * same check as the staff's "Zahlungsstatus prüfen" (`refreshOrderPayment`), so an order whose
 * webhook never arrived becomes paid, and one abandoned, expired or failed at the provider is
 * marked failed.
 */

/** How old an open payment must be before the first re-check (the webhook's usual time). */
export const PAYMENT_RECHECK_AFTER_MS = 5 * 60_000;
/** How long a claimed payment waits before it is checked again (and a crashed run's claim ends). */
export const PAYMENT_RECHECK_EVERY_MS = 5 * 60_000;
/** Payments open longer than this are left to staff (bank transfers may take days). */
export const PAYMENT_RECHECK_FOR_MS = 3 * 24 * 60 * 60_000;

/**
 * Claims the due open payments: `for update skip locked` and the next check time set in one
 * statement, so several instances (or two overlapping runs) never take the same payment.
 */
async function claimDuePayments(deps: OrdersDeps, now: Date, limit: number): Promise<number[]> {
  const due = now.toISOString();
  const olderThan = new Date(now.getTime() - PAYMENT_RECHECK_AFTER_MS).toISOString();
  const newerThan = new Date(now.getTime() - PAYMENT_RECHECK_FOR_MS).toISOString();
  const next = new Date(now.getTime() + PAYMENT_RECHECK_EVERY_MS).toISOString();
  const result = await deps.db.execute(sql`
    update ${orders} set payment_check_at = ${next}::timestamptz
    where id in (
      select id from ${orders}
      where payment_reference is not null and not is_paid and not is_failed
        and not is_canceled and not is_rejected
        and payment_method in ('mollie', 'datatrans')
        and created_at <= ${olderThan}::timestamptz and created_at > ${newerThan}::timestamptz
        and (payment_check_at is null or payment_check_at <= ${due}::timestamptz)
      order by created_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

export type PaymentRecheckResult = { checked: number; changed: number; errors: number };

/** One run: re-checks up to `limit` due open payments; a provider error is logged, not thrown. */
export async function runPaymentRecheck(
  deps: OrdersDeps,
  options: { baseUrl: string; limit?: number },
): Promise<PaymentRecheckResult> {
  const ids = await claimDuePayments(deps, deps.now(), options.limit ?? 50);
  const result: PaymentRecheckResult = { checked: 0, changed: 0, errors: 0 };
  for (const id of ids) {
    const order = await findOrderById(deps.db, id);
    if (!order) continue;
    result.checked += 1;
    try {
      if (await refreshOrderPayment(deps, order, options.baseUrl)) result.changed += 1;
    } catch (error) {
      result.errors += 1;
      deps.log.warn({ err: error, orderId: id }, 'payment re-check failed');
    }
  }
  return result;
}

/** Runs the re-check every `intervalMs` on every instance (main.ts); the claims keep it single. */
export function startPaymentRecheck(
  deps: OrdersDeps,
  options: { baseUrl: () => string; intervalMs?: number },
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    running = runPaymentRecheck(deps, { baseUrl: options.baseUrl() })
      .catch((error: unknown) => deps.log.error({ err: error }, 'payment re-check run failed'))
      .finally(() => {
        isRunning = false;
      });
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
