import {
  bundleVatParts,
  type DeliveryMethod,
  deliveryMethodOf,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoiceTaxRow,
  invoiceTaxSummary,
  isOnlinePayment,
  localDateOf,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PublicConfig,
  packagingDeposit,
  roundCents,
  splitBundleGross,
  splitGross,
  type Unit,
  unitLabel,
} from '@shop/domain';
import { type AnyColumn, and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { invoiceCounters, invoices, orderItems, orders } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { branchAddressesById } from '../catalogue/catalogue.read-model.ts';
import { boughtProductOf } from './order-lines.ts';
import type { ListedOrderRow } from './staff-orders.repository.ts';

/**
 * Invoices of completed orders (docs/decisions/040-invoices-and-exports.md, §14 UStG): the number
 * comes from the shop's one counter row, counted up in the transaction that completes the order.
 * The upsert below locks that row until the transaction ends (as SELECT … FOR UPDATE would), so
 * concurrent completions take the numbers one after another, and a completion that rolls back
 * gives its number back: the series has no gaps and no duplicates, on PGlite and PostgreSQL.
 */

const SERIES = 'invoice';

type Seller = {
  config: PublicConfig;
  branch: { name: string; street: string; zipCode: string; city: string };
};

/** What an invoice needs besides the order: the settings and the branch (read before the transaction). */
export async function invoiceSellerOf(
  db: Database,
  config: PublicConfig,
  branchId: number,
): Promise<Seller> {
  const branch = (await branchAddressesById(db, [branchId])).get(branchId) ?? {
    name: '',
    street: '',
    zipCode: '',
    city: '',
  };
  return { config, branch };
}

/**
 * The next number of a document series (`invoice`, `creditNote`): the upsert locks the counter row
 * until the transaction ends, so concurrent issuers number one after another and a rollback gives
 * the number back (docs/decisions/040-invoices-and-exports.md).
 */
export async function nextDocumentNumber(tx: Database, series: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ key: series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.key,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ number: invoiceCounters.lastNumber });
  if (!row) throw new Error(`${series} counter not counted`);
  return row.number;
}

/** Documents issued in a month (YYYY-MM, dates in the shop's zone) in the given branches. */
export function issuedInMonth(
  columns: { issueDate: AnyColumn; branchId: AnyColumn },
  input: { month: string; lastDay: string; branchIds: number[] | null },
) {
  return and(
    gte(columns.issueDate, `${input.month}-01`),
    lte(columns.issueDate, input.lastDay),
    input.branchIds === null
      ? undefined
      : inArray(columns.branchId, input.branchIds.length > 0 ? input.branchIds : [-1]),
  );
}

/** Rows of a document table with whether the payment was made online (the exports' accounts). */
export function withPaymentKind<Row extends { paymentMethod: string }>(rows: Row[]) {
  return rows.map((row) => ({
    ...row,
    isOnlinePayment: isOnlinePayment(row.paymentMethod as PaymentMethod),
  }));
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const customerNameOf = (order: ListedOrderRow) =>
  [order.firstName, order.lastName].filter(Boolean).join(' ') || order.name || '';

/**
 * A mixed-rate bundle's shares per rate, split from the line's gross by the parts' single prices
 * of its snapshot as the order did (docs/decisions/051-bundle-vat-split-and-reusable-packaging.md);
 * nothing for a line at one rate.
 */
function bundleTaxesOf(
  item: typeof orderItems.$inferSelect,
  method: DeliveryMethod,
): { taxes?: InvoiceTaxRow[] } {
  const product = boughtProductOf(item);
  if (!product) return {};
  const taxes = splitBundleGross(item.gross, bundleVatParts(product, method), item.taxRate);
  if (taxes.length === 1 && taxes[0]?.rate === item.taxRate) return {};
  return { taxes: taxes.map((share) => ({ ...share })) };
}

/**
 * The reusable packaging's deposit as a line "Pfand: Mehrwegverpackung", split over the goods'
 * rates by their gross like at checkout (§33 VerpackG, docs/decisions/051, `packagingDeposit`).
 */
function packagingLineOf(
  order: ListedOrderRow,
  items: (typeof orderItems.$inferSelect)[],
): InvoiceLine {
  const method = deliveryMethodOf(order);
  const goods = items.flatMap(
    (item) => bundleTaxesOf(item, method).taxes ?? [{ rate: item.taxRate, gross: item.gross }],
  );
  const shares = packagingDeposit('reusable', order.packagingDeposit, goods);
  const [first] = shares;
  const line = {
    name: 'Pfand: Mehrwegverpackung',
    quantity: 1,
    unit: unitLabel('piece'),
    unitPrice: order.packagingDeposit,
    taxRate: first?.rate ?? 19,
    net: shares.reduce((sum, share) => sum + share.net, 0),
    tax: shares.reduce((sum, share) => sum + share.tax, 0),
    gross: order.packagingDeposit,
  };
  return shares.length > 1 ? { ...line, taxes: shares.map((share) => ({ ...share })) } : line;
}

/**
 * The invoice's lines: the order's lines as bought, each line's deposit (Pfand) as a line of its
 * own right after it at the same rate (docs/decisions/046-deposits-and-credit-notes.md), and the
 * delivery fee as a line of its own.
 */
function invoiceLinesOf(
  order: ListedOrderRow,
  items: (typeof orderItems.$inferSelect)[],
): InvoiceLine[] {
  const result: InvoiceLine[] = items.flatMap((item): InvoiceLine[] => {
    const unit = unitLabel(item.unit as Unit);
    const line: InvoiceLine = {
      name: item.name,
      quantity: item.amount,
      unit,
      unitPrice: item.unitPrice,
      taxRate: item.taxRate,
      net: item.net,
      tax: item.tax,
      gross: item.gross,
      ...bundleTaxesOf(item, deliveryMethodOf(order)),
    };
    if (item.deposit === 0) return [line];
    const deposit = splitGross(item.deposit, item.taxRate);
    return [
      line,
      {
        name: `Pfand: ${item.name}`,
        quantity: item.amount,
        unit,
        unitPrice: item.amount > 0 ? roundCents(item.deposit / item.amount) : item.deposit,
        taxRate: item.taxRate,
        ...deposit,
      },
    ];
  });
  if (order.packagingDeposit !== 0) result.push(packagingLineOf(order, items));
  if (order.deliveryGross !== 0) {
    result.push({
      name: 'Liefergebühr',
      quantity: 1,
      unit: unitLabel('piece'),
      unitPrice: order.deliveryGross,
      taxRate: order.deliveryTaxRate ?? 0,
      net: order.deliveryNet,
      tax: order.deliveryTax,
      gross: order.deliveryGross,
    });
  }
  return result;
}

/**
 * Issues the invoice of an order being completed, inside the completion's transaction: the next
 * number, the snapshot of seller, customer and lines, and the number on the order.
 */
export async function issueInvoice(
  tx: Database,
  input: { order: ListedOrderRow; seller: Seller; orderReference: string; now: Date },
): Promise<number> {
  const { order, seller, now } = input;
  const { config, branch } = seller;
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const number = await nextDocumentNumber(tx, SERIES);
  const issueDate = localDateOf(now, config.timeZone);
  const invoiceLines = invoiceLinesOf(order, items);
  const summary = invoiceTaxSummary(invoiceLines);
  const sellerAddress = lines(config.businessAddress);
  const document: InvoiceDocument = {
    number,
    issueDate,
    supplyDate: issueDate,
    orderReference: input.orderReference,
    currency: order.currency,
    seller: {
      name: config.businessName || config.shopName,
      address:
        sellerAddress.length > 0
          ? sellerAddress
          : [branch.street, `${branch.zipCode} ${branch.city}`],
      taxNumber: config.taxNumber,
      vatId: config.vatId,
      branchName: branch.name,
    },
    customer: {
      company: order.company?.trim() || null,
      name: customerNameOf(order),
      address: [order.street, [order.zipCode, order.city].filter(Boolean).join(' ')].filter(
        (line): line is string => Boolean(line?.trim()),
      ),
    },
    paymentMethod:
      PAYMENT_METHOD_LABELS[order.paymentMethod as PaymentMethod] ?? order.paymentMethod,
    lines: invoiceLines,
    ...summary,
  };
  await tx.insert(invoices).values({
    number,
    orderId: order.id,
    branchId: order.branchId,
    issuedAt: now,
    issueDate,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    totalNet: summary.totalNet,
    totalTax: summary.totalTax,
    totalGross: summary.totalGross,
    taxes: summary.taxes,
    document,
  });
  await tx.update(orders).set({ invoiceNumber: number }).where(eq(orders.id, order.id));
  return number;
}

/** The stored invoice of an order, or null when it has none (not completed). */
export async function findInvoiceOfOrder(db: Database, orderId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}

/** The invoices of a month (YYYY-MM, invoice dates in the shop's zone) in the given branches. */
export async function findInvoicesOfMonth(
  db: Database,
  input: { month: string; lastDay: string; branchIds: number[] | null },
) {
  const rows = await db
    .select()
    .from(invoices)
    .where(issuedInMonth(invoices, input))
    .orderBy(asc(invoices.number));
  return withPaymentKind(rows);
}
