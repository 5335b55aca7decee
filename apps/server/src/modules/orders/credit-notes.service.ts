import { creditNoteOf, localDateOf } from '@shop/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { creditNotes, invoiceCounters, invoices, orders } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { issuedInMonth, nextDocumentNumber, withPaymentKind } from './invoices.service.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';

/**
 * Credit notes (Stornorechnungen, docs/decisions/050-credit-notes.md): issued in the transaction
 * of the change that cancels an invoiced order's sale — the payment provider's refund, or the
 * staff action "Rechnung stornieren" — from their own series `invoice_counters('creditNote')`,
 * counted up with the same upsert as the invoices (docs/decisions/040): it locks the counter row
 * until the transaction ends, so concurrent issues number one after another and a rollback gives
 * the number back. Taking that lock first also orders the "already cancelled?" check below:
 * every issuer reads the credit notes only after the one before it has committed.
 */

const SERIES = 'creditNote';

export type CreditNoteReason = 'refund' | 'staff';

export type IssuedCreditNote = { number: number; invoiceNumber: number };

/**
 * Issues the credit note of an order's invoice inside the caller's transaction. Without an
 * invoice, or when the invoice has its credit note already, it throws the German 409 — unless
 * `ifPossible` (the refund path: a refund of an order without invoice, or a repeated refund,
 * simply issues nothing and returns null).
 */
export async function issueCreditNote(
  tx: Database,
  input: {
    orderId: number;
    reason: CreditNoteReason;
    now: Date;
    timeZone: string;
    ifPossible?: boolean;
  },
): Promise<IssuedCreditNote | null> {
  const refuse = (message: string, code: string) => {
    if (input.ifPossible) return null;
    throw AppError.conflict(message, code);
  };
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, input.orderId));
  if (!invoice) return refuse(ORDER_MESSAGES.creditNoteWithoutInvoice, 'noInvoice');
  // The counter's row lock first: a concurrent issuer for the same invoice waits here and then
  // sees the committed credit note below (its own number is given back with its rollback).
  const number = await nextDocumentNumber(tx, SERIES);
  const [existing] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  if (existing) {
    if (input.ifPossible) {
      // Give the counted number back without rolling back the caller's transaction.
      await tx
        .update(invoiceCounters)
        .set({ lastNumber: sql`${invoiceCounters.lastNumber} - 1` })
        .where(eq(invoiceCounters.key, SERIES));
      return null;
    }
    throw AppError.conflict(ORDER_MESSAGES.creditNoteExists, 'creditNoteExists');
  }
  const issueDate = localDateOf(input.now, input.timeZone);
  const document = creditNoteOf(invoice.document, { number, issueDate });
  await tx.insert(creditNotes).values({
    number,
    invoiceId: invoice.id,
    orderId: input.orderId,
    branchId: invoice.branchId,
    reason: input.reason,
    issuedAt: input.now,
    issueDate,
    paymentMethod: invoice.paymentMethod,
    currency: invoice.currency,
    totalNet: document.totalNet,
    totalTax: document.totalTax,
    totalGross: document.totalGross,
    taxes: document.taxes,
    document,
  });
  await tx.update(orders).set({ creditNoteNumber: number }).where(eq(orders.id, input.orderId));
  return { number, invoiceNumber: invoice.number };
}

/** The stored credit note of an order, or null. */
export async function findCreditNoteOfOrder(db: Database, orderId: number) {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
  return row ?? null;
}

/** The credit notes of a month (YYYY-MM, dates in the shop's zone) in the given branches. */
export async function findCreditNotesOfMonth(
  db: Database,
  input: { month: string; lastDay: string; branchIds: number[] | null },
) {
  const rows = await db
    .select()
    .from(creditNotes)
    .where(issuedInMonth(creditNotes, input))
    .orderBy(asc(creditNotes.number));
  return withPaymentKind(rows);
}
