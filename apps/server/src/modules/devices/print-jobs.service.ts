import {
  type ClaimedPrintJob,
  DEFAULT_TIME_ZONE,
  DEVICE_MESSAGES,
  kitchenCopyBlocks,
  type PrintLayout,
  receiptBlocks,
  testPageBlocks,
  ticketLabel,
} from '@shop/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { devices, printJobs } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import { loadShopConfig } from '../orders/orders.deps.ts';
import { statusKeysOfOrder } from '../orders/orders.read-model.ts';
import { presentOrderById } from '../orders/staff-orders.service.ts';
import { type DeviceRow, settingsOf } from './devices.service.ts';
import { encodeReceipt, type PrinterLanguage } from './escpos.ts';

/** How long a claimed job is held for its device before it is offered again (no ack by then). */
export const PRINT_LEASE_MS = 60_000;

type PrintJobRow = typeof printJobs.$inferSelect;

/** 409 with the spec §8 text first (the back-office shows the first message) and the reason. */
function refused(title: string, reason: string, code: string): AppError {
  return new AppError(409, [
    { code, message: title },
    { code, message: reason },
  ]);
}

/**
 * POST /api/orders/{id}/print: one receipt job per enabled receipt printer of the order's branch
 * (with a secret), whatever their print trigger; 409 "Beleg konnte nicht gedruckt werden" when
 * there is none.
 */
export async function reprintOrder(
  db: Database,
  order: { id: number; branchId: number },
): Promise<number[]> {
  const printers = await db
    .select()
    .from(devices)
    .where(
      and(
        eq(devices.branchId, order.branchId),
        eq(devices.type, 'receiptPrinter'),
        eq(devices.isEnabled, true),
        isNotNull(devices.tokenHash),
      ),
    )
    .orderBy(asc(devices.id));
  if (printers.length === 0) {
    throw refused(DEVICE_MESSAGES.printFailed, DEVICE_MESSAGES.noPrinter, 'noPrinter');
  }
  const rows = await db
    .insert(printJobs)
    .values(
      printers.map((printer) => ({
        deviceId: printer.id,
        orderId: order.id,
        layout: 'receipt',
        copies: settingsOf(printer).copies,
      })),
    )
    .returning({ id: printJobs.id });
  return rows.map((row) => row.id);
}

/** POST /api/devices/{id}/test/print: a test page for a receipt printer with a secret. */
export async function printTestPage(db: Database, deviceId: number): Promise<number> {
  const [device] = await db.select().from(devices).where(eq(devices.id, deviceId));
  if (!device) throw AppError.notFound(DEVICE_MESSAGES.notFound);
  if (device.type !== 'receiptPrinter') {
    throw refused(DEVICE_MESSAGES.testFailed, DEVICE_MESSAGES.notAPrinter, 'notAPrinter');
  }
  if (!device.tokenHash || !device.isEnabled) {
    throw refused(DEVICE_MESSAGES.testFailed, DEVICE_MESSAGES.noSecret, 'noSecret');
  }
  const [row] = await db
    .insert(printJobs)
    .values({ deviceId, orderId: null, layout: 'test', copies: 1 })
    .returning({ id: printJobs.id });
  return Number(row?.id);
}

/**
 * Hands the device its oldest open job: never acknowledged and not held by a running lease.
 * `for update skip locked` keeps two claimers (two server instances, two bridges) from taking
 * the same job on PostgreSQL; PGlite has one connection, so claims run one at a time there.
 */
export async function claimPrintJob(
  db: Database,
  device: DeviceRow,
  now: Date,
): Promise<PrintJobRow | null> {
  const leaseUntil = new Date(now.getTime() + PRINT_LEASE_MS);
  const result = await db.execute(sql`
    update ${printJobs}
    set lease_until = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1, status = 'claimed'
    where id = (
      select id from ${printJobs}
      where device_id = ${device.id} and printed_at is null
        and (lease_until is null or lease_until <= ${now.toISOString()}::timestamptz)
      order by id
      limit 1
      for update skip locked
    )
    returning id`);
  const [claimed] = (result as unknown as { rows: { id: number }[] }).rows;
  if (!claimed) return null;
  const [row] = await db
    .select()
    .from(printJobs)
    .where(eq(printJobs.id, Number(claimed.id)));
  return row ?? null;
}

/** Acknowledges a printed job (idempotent: a second ack changes nothing); 404 for another device's. */
export async function acknowledgePrintJob(
  db: Database,
  device: DeviceRow,
  jobId: number,
  now: Date,
): Promise<{ id: number; printedAt: string }> {
  const [row] = await db
    .update(printJobs)
    .set({
      printedAt: sql`coalesce(${printJobs.printedAt}, ${now.toISOString()}::timestamptz)`,
      status: 'printed',
    })
    .where(and(eq(printJobs.id, jobId), eq(printJobs.deviceId, device.id)))
    .returning();
  if (!row?.printedAt) throw AppError.notFound(DEVICE_MESSAGES.jobNotFound);
  return { id: row.id, printedAt: row.printedAt.toISOString() };
}

/** The claimed job as the device gets it: the printer address and the ESC/POS bytes (base64). */
export async function renderPrintJob(
  deps: OrdersDeps,
  device: DeviceRow,
  job: PrintJobRow,
  baseUrl: string,
): Promise<ClaimedPrintJob> {
  const settings = settingsOf(device);
  const bytes = await printJobBytes(deps, device, job, baseUrl, 'esc-pos');
  return {
    id: job.id,
    layout: job.layout as PrintLayout,
    orderId: job.orderId,
    copies: job.copies,
    attempts: job.attempts,
    printer: settings.connection,
    data: Buffer.from(bytes).toString('base64'),
  };
}

/** The printer bytes of a job, rendered now from the order and layout (all copies). */
export async function printJobBytes(
  deps: OrdersDeps,
  device: DeviceRow,
  job: PrintJobRow,
  baseUrl: string,
  language: PrinterLanguage,
): Promise<Uint8Array> {
  const blocks = await blocksOf(deps, device, job, baseUrl);
  return encodeReceipt(blocks, settingsOf(device).paperWidth, job.copies, language);
}

async function blocksOf(deps: OrdersDeps, device: DeviceRow, job: PrintJobRow, baseUrl: string) {
  const { paperWidth } = settingsOf(device);
  if (job.layout === 'test' || job.orderId === null) {
    return testPageBlocks({
      deviceName: device.name,
      paperWidth,
      at: deps.now(),
      timeZone: DEFAULT_TIME_ZONE,
      url: baseUrl,
    });
  }
  const [order, keys, config] = await Promise.all([
    presentOrderById(deps, job.orderId),
    statusKeysOfOrder(deps.db, job.orderId),
    loadShopConfig(deps),
  ]);
  if (job.layout === 'kitchen') {
    return kitchenCopyBlocks(order, {
      paperWidth,
      ticketLabel: ticketLabel(config),
      timeZone: DEFAULT_TIME_ZONE,
    });
  }
  return receiptBlocks(order, {
    paperWidth,
    shopName: config.shopName ?? config.title ?? '',
    ticketLabel: ticketLabel(config),
    statusUrl: `${baseUrl}/status/${keys?.uid}/${keys?.hash}`,
    timeZone: DEFAULT_TIME_ZONE,
  });
}
