import type { CreditNoteDocument, InvoiceDocument } from '@shop/domain';
import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { cents, identityId, timestamptz } from './columns.ts';
import { type OrderTaxLine, orders } from './orders.ts';
import { branches } from './organisation.ts';

/**
 * The shop's invoice number series (docs/decisions/040-invoices-and-exports.md, §14 Abs. 4 Nr. 4
 * UStG): one row per series (`key` 'invoice'), counted up in the transaction that completes an
 * order, so a rolled-back completion gives its number back and the series has no gaps.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  key: text('key').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * An issued invoice: its number, date and a snapshot of everything printed on it (seller, tax
 * number, customer, lines, VAT per rate), so later edits of the settings, the branch or the
 * order never change an invoice already issued (GoBD). The accountant's exports read this table.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: identityId(),
    number: integer('number').notNull().unique(),
    /** Kept when the order is deleted: an issued invoice stays. */
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    issuedAt: timestamptz('issued_at').notNull(),
    /** The invoice date in the shop's time zone (the month of the exports). */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    currency: text('currency').notNull(),
    totalNet: cents('total_net').notNull(),
    totalTax: cents('total_tax').notNull(),
    totalGross: cents('total_gross').notNull(),
    taxes: jsonb('taxes').$type<OrderTaxLine[]>().notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
  },
  (t) => [index('invoices_issue_date_idx').on(t.issueDate, t.branchId)],
);

/**
 * An issued credit note (Stornorechnung, docs/decisions/050-credit-notes.md): cancels one
 * invoice (at most one per invoice: `invoice_id` unique), numbered from its own gap-free series
 * (`invoice_counters('creditNote')`), with the snapshot of everything printed (the invoice's
 * amounts negated, its number and date). Issued with the refund of an invoiced order or by the
 * staff action "Rechnung stornieren". Kept like the invoice when the order is deleted.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: identityId(),
    number: integer('number').notNull().unique(),
    invoiceId: integer('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    /** 'refund' (the payment provider's refund) or 'staff' (the order screen's action). */
    reason: text('reason').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
    /** The credit note's date in the shop's time zone (the month of the exports). */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    currency: text('currency').notNull(),
    totalNet: cents('total_net').notNull(),
    totalTax: cents('total_tax').notNull(),
    totalGross: cents('total_gross').notNull(),
    taxes: jsonb('taxes').$type<OrderTaxLine[]>().notNull(),
    document: jsonb('document').$type<CreditNoteDocument>().notNull(),
  },
  (t) => [index('credit_notes_issue_date_idx').on(t.issueDate, t.branchId)],
);
