import {
  creditNoteFileName,
  datevBuchungsstapel,
  facturXml,
  invoiceCsv,
  invoiceFileName,
  issuedCreditNoteSchema,
  lastDayOfMonth,
  localDateOf,
  needsEInvoice,
  type PaymentMethod,
  toWindows1252,
  toZonedDateTime,
} from '@shop/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { auditActorOf } from '../../platform/audit/audit-log.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import { assertBranchAccess, branchFilterOf } from '../../platform/auth/permissions.ts';
import { AppError } from '../../platform/errors.ts';
import { idParamsSchema, type ZodTypeProvider } from '../../platform/openapi.ts';
import { parseInput } from '../../platform/validation.ts';
import { branchAddressesById } from '../catalogue/catalogue.read-model.ts';
import { findCreditNoteOfOrder, findCreditNotesOfMonth } from './credit-notes.service.ts';
import { findInvoiceOfOrder, findInvoicesOfMonth } from './invoices.service.ts';
import { cancelInvoiceOfOrder } from './order-actions.service.ts';
import { publicOrderParams } from './order-params.ts';
import { findVerifiedOrder } from './order-status.service.ts';
import { loadShopConfig, ordersDeps } from './orders.deps.ts';
import { ORDER_MESSAGES } from './orders.messages.ts';
import { findOrderFor } from './staff-orders.service.ts';

/**
 * Invoices and the accountant's exports (docs/decisions/040-invoices-and-exports.md):
 * the PDF for the order's holder (status page: uid + hash, the status page's own check) and for
 * staff who may read the order; the month's CSV and DATEV Buchungsstapel per branch for staff
 * with the orders area (read), limited to their branches.
 */

const EXPORT_MESSAGES = {
  month: 'Bitte wählen Sie einen Monat (JJJJ-MM).',
  consultant: 'Die Beraternummer hat 4 bis 7 Ziffern (1001–9999999).',
  client: 'Die Mandantennummer hat 1 bis 5 Ziffern (1–99999).',
} as const;

export const invoiceExportQuerySchema = z.strictObject({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: EXPORT_MESSAGES.month }),
  branch: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  format: z.enum(['csv', 'datev']),
  consultant: z.coerce
    .number({ error: EXPORT_MESSAGES.consultant })
    .int({ error: EXPORT_MESSAGES.consultant })
    .min(1001, { error: EXPORT_MESSAGES.consultant })
    .max(9_999_999, { error: EXPORT_MESSAGES.consultant })
    .default(1001),
  client: z.coerce
    .number({ error: EXPORT_MESSAGES.client })
    .int({ error: EXPORT_MESSAGES.client })
    .min(1, { error: EXPORT_MESSAGES.client })
    .max(99_999, { error: EXPORT_MESSAGES.client })
    .default(1),
});

function sendPdf(reply: FastifyReply, fileName: string, pdf: Uint8Array) {
  return reply
    .header('Cache-Control', 'private, no-store')
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(Buffer.from(pdf));
}

export async function registerInvoiceRoutes(app: FastifyInstance): Promise<void> {
  const deps = ordersDeps(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const publicOrder = { schema: { params: publicOrderParams } };
  const canRead = { preHandler: requirePermission(app, 'orders', 'read') };
  const canWrite = { preHandler: requirePermission(app, 'orders', 'write') };
  // An id that names no order is the German 404 through the validator (docs/decisions/025).
  const ofOrder = { schema: { params: idParamsSchema(ORDER_MESSAGES.notFound) } };

  async function answerInvoice(reply: FastifyReply, orderId: number) {
    const invoice = await findInvoiceOfOrder(deps.db, orderId);
    if (!invoice) throw AppError.notFound(ORDER_MESSAGES.invoiceNotFound);
    // pdf-lib is loaded with the first invoice, not at every start (docs/budgets.md P10).
    const { renderInvoicePdf } = await import('./invoice-pdf.ts');
    // A company's order above 250 € comes as the Factur-X e-invoice (docs/decisions/052).
    const eInvoiceXml = needsEInvoice(invoice.document)
      ? facturXml(invoice.document, invoice.paymentMethod as PaymentMethod)
      : undefined;
    return sendPdf(
      reply,
      invoiceFileName(invoice.number),
      await renderInvoicePdf(invoice.document, { eInvoiceXml }),
    );
  }

  // Credit notes (docs/decisions/050-credit-notes.md): the same two doors as the invoice.
  async function answerCreditNote(reply: FastifyReply, orderId: number) {
    const creditNote = await findCreditNoteOfOrder(deps.db, orderId);
    if (!creditNote) throw AppError.notFound(ORDER_MESSAGES.creditNoteNotFound);
    const { renderInvoicePdf } = await import('./invoice-pdf.ts');
    return sendPdf(
      reply,
      creditNoteFileName(creditNote.number),
      await renderInvoicePdf(creditNote.document),
    );
  }

  typed.get('/api/orders/public/:uid/:hash/credit-note', publicOrder, async (request, reply) => {
    const { uid, hash } = request.params;
    const order = await findVerifiedOrder(deps, uid, hash);
    return answerCreditNote(reply, order.id);
  });

  typed.get('/api/orders/:id/credit-note', { ...canRead, ...ofOrder }, async (request, reply) => {
    const order = await findOrderFor(deps, request.params.id, request.staff!, 'read');
    return answerCreditNote(reply, order.id);
  });

  // "Rechnung stornieren" on the order screen: orders area, write, own branches.
  const issuedAnswer = { 201: z.object({ data: issuedCreditNoteSchema }) };
  typed.post(
    '/api/orders/:id/credit-note',
    { ...canWrite, schema: { ...ofOrder.schema, response: issuedAnswer } },
    async (request, reply) => {
      const order = await findOrderFor(deps, request.params.id, request.staff!, 'write');
      const issued = await cancelInvoiceOfOrder(deps, {
        order,
        origin: { userId: request.staff!.id, audit: auditActorOf(request) },
      });
      return reply.code(201).send({ data: { creditNoteNumber: issued.number } });
    },
  );

  typed.get('/api/orders/public/:uid/:hash/invoice', publicOrder, async (request, reply) => {
    const { uid, hash } = request.params;
    const order = await findVerifiedOrder(deps, uid, hash);
    return answerInvoice(reply, order.id);
  });

  typed.get('/api/orders/:id/invoice', { ...canRead, ...ofOrder }, async (request, reply) => {
    const order = await findOrderFor(deps, request.params.id, request.staff!, 'read');
    return answerInvoice(reply, order.id);
  });

  app.get('/api/invoices/export', canRead, async (request, reply) => {
    const query = parseInput(invoiceExportQuerySchema, request.query);
    const actor = request.staff!;
    if (query.branch !== undefined) assertBranchAccess(actor, query.branch, 'orders');
    const branchIds = query.branch === undefined ? branchFilterOf(actor, 'orders') : [query.branch];
    const rows = await findInvoicesOfMonth(deps.db, {
      month: query.month,
      lastDay: lastDayOfMonth(query.month),
      branchIds,
    });
    const creditNoteRows = await findCreditNotesOfMonth(deps.db, {
      month: query.month,
      lastDay: lastDayOfMonth(query.month),
      branchIds,
    });
    const branchNames = await branchAddressesById(deps.db, [
      ...new Set([...rows, ...creditNoteRows].map((row) => row.branchId)),
    ]);
    const branchPart = query.branch === undefined ? 'alle' : `filiale-${query.branch}`;
    const fileName = `rechnungen-${query.month}-${branchPart}`;
    reply.header('Cache-Control', 'private, no-store');
    // Credit notes are negative documents of the month beside the invoices (decision 050).
    const documents = [
      ...rows.map((row) => ({ row, document: row.document, creditNoteOf: null })),
      ...creditNoteRows.map((row) => ({
        row,
        document: row.document,
        creditNoteOf: row.document.invoiceNumber,
      })),
    ];
    if (query.format === 'csv') {
      const csv = invoiceCsv(
        documents.map(({ row, document, creditNoteOf }) => ({
          number: row.number,
          issueDate: row.issueDate,
          branchName: branchNames.get(row.branchId)?.name ?? document.seller.branchName,
          orderReference: document.orderReference,
          customerName: document.customer.name,
          company: document.customer.company,
          paymentMethod: document.paymentMethod,
          taxes: row.taxes,
          totalNet: row.totalNet,
          totalTax: row.totalTax,
          totalGross: row.totalGross,
          creditNoteOf,
        })),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}.csv"`)
        .send(`\ufeff${csv}`);
    }
    const config = await loadShopConfig(deps);
    const now = deps.now();
    const local = toZonedDateTime(now, config.timeZone);
    const time = `${String(Math.floor(local.minutes / 60)).padStart(2, '0')}${String(local.minutes % 60).padStart(2, '0')}00000`;
    const text = datevBuchungsstapel({
      consultantNumber: query.consultant,
      clientNumber: query.client,
      month: query.month,
      createdAt: `${localDateOf(now, config.timeZone).replaceAll('-', '')}${time}`,
      description: `Rechnungen ${query.month}`,
      currency: config.currency,
      invoices: documents.map(({ row, document, creditNoteOf }) => ({
        number: row.number,
        issueDate: row.issueDate,
        customerName: document.customer.company ?? document.customer.name,
        isOnlinePayment: row.isOnlinePayment,
        taxes: row.taxes,
        creditNoteOf,
      })),
    });
    return reply
      .type('text/csv; charset=windows-1252')
      .header('Content-Disposition', `attachment; filename="EXTF_${fileName}.csv"`)
      .send(Buffer.from(toWindows1252(text)));
  });
}
