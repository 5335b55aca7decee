import { randomBytes } from 'node:crypto';
import {
  DEFAULT_PRINTER_PORT,
  DEVICE_KINDS,
  DEVICE_MESSAGES,
  type DeviceInput,
  type DeviceKind,
  type PaperWidth,
  type PrinterTransport,
  type PrintTrigger,
  type StaffDevice,
} from '@shop/domain';
import { eq, inArray } from 'drizzle-orm';
import { devices } from '../../db/schema/index.ts';
import { type AuditActor, writeAuditLog } from '../../platform/audit/audit-log.ts';
import { hashToken } from '../../platform/auth/session.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { inIdOrder } from '../../platform/resources/resource.repository.ts';

export type DeviceRow = typeof devices.$inferSelect;

/** What a device keeps in its settings column (connection and print rules). */
export type DeviceSettings = {
  connection: { host: string | null; port: number };
  transport: PrinterTransport;
  paperWidth: PaperWidth;
  copies: number;
  printOn: PrintTrigger;
  kitchenCopy: boolean;
};

export function settingsOf(row: Pick<DeviceRow, 'settings'>): DeviceSettings {
  const settings = row.settings as Partial<DeviceSettings>;
  return {
    connection: settings.connection ?? { host: null, port: DEFAULT_PRINTER_PORT },
    transport: settings.transport === 'cloudPrnt' ? 'cloudPrnt' : 'bridge',
    paperWidth: settings.paperWidth === 58 ? 58 : 80,
    copies: settings.copies ?? 1,
    printOn: settings.printOn ?? 'newOrder',
    kitchenCopy: settings.kitchenCopy ?? false,
  };
}

/** The kind of a stored type; rows from before the kinds said only `printer` (a receipt printer). */
function kindOf(type: string): DeviceKind {
  if (type === 'printer') return 'receiptPrinter';
  return (DEVICE_KINDS as readonly string[]).includes(type) ? (type as DeviceKind) : 'notification';
}

export function presentDevice(row: DeviceRow): StaffDevice {
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    kind: kindOf(row.type),
    branch: { id: row.branchId ?? 0 },
    ...settingsOf(row),
    isEnabled: row.isEnabled,
    hasSecret: row.tokenHash !== null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}

export async function loadStaffDevices(db: Database, ids: number[]): Promise<StaffDevice[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(devices).where(inArray(devices.id, ids));
  return inIdOrder(ids, rows.map(presentDevice));
}

/** The device row of an input (kind in `type`, the rest in `settings`). */
export function deviceRowOf(input: DeviceInput) {
  return {
    identifier: input.identifier,
    name: input.name,
    type: input.kind,
    branchId: input.branchId,
    isEnabled: input.isEnabled,
    settings: {
      connection: input.connection,
      transport: input.transport,
      paperWidth: input.paperWidth,
      copies: input.copies,
      printOn: input.printOn,
      kitchenCopy: input.kitchenCopy,
    } satisfies DeviceSettings,
  };
}

const SECRET_PREFIX = 'dev_';

/**
 * The secret of HTTP Basic credentials (user: the device's identifier, password: its secret):
 * a CloudPRNT printer can send only these, no bearer token.
 */
function basicSecret(authorization: string | undefined): string | undefined {
  const encoded = authorization?.match(/^Basic ([A-Za-z0-9+/=]{1,400})$/)?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const password = decoded.slice(decoded.indexOf(':') + 1);
  return /^dev_[A-Za-z0-9_-]{20,}$/.test(password) ? password : undefined;
}

/**
 * Issues a new secret (replacing the old one): 256 random bits, answered this once, stored as
 * its SHA-256 only. The audit entry names the action, never the secret.
 */
export async function issueSecret(
  db: Database,
  deviceId: number,
  input: { now: Date; audit: AuditActor },
): Promise<string> {
  const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  await replaceSecretHash(db, deviceId, hashToken(secret), input);
  return secret;
}

/** Revokes the secret: the device is refused from its next call on. */
export function revokeSecret(
  db: Database,
  deviceId: number,
  input: { now: Date; audit: AuditActor },
): Promise<StaffDevice> {
  return replaceSecretHash(db, deviceId, null, input);
}

async function replaceSecretHash(
  db: Database,
  deviceId: number,
  tokenHash: string | null,
  input: { now: Date; audit: AuditActor },
): Promise<StaffDevice> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(devices).where(eq(devices.id, deviceId));
    if (!before) throw AppError.notFound(DEVICE_MESSAGES.notFound);
    const [row] = await tx
      .update(devices)
      .set({ tokenHash, updatedAt: input.now })
      .where(eq(devices.id, deviceId))
      .returning();
    if (!row) throw AppError.notFound(DEVICE_MESSAGES.notFound);
    // The listed shapes (hasSecret true/false), never the secret or its hash.
    await writeAuditLog(tx, {
      actor: input.audit,
      entity: 'device',
      entityId: deviceId,
      action: 'update',
      before: presentDevice(before),
      after: presentDevice(row),
      at: input.now,
    });
    return presentDevice(row);
  });
}

/**
 * The enabled device presenting this secret (`Authorization: Bearer dev_…`), marked as seen now;
 * 401 in German otherwise. The lookup is by the secret's hash (unique), so no timing leak.
 */
export async function authenticateDevice(
  db: Database,
  authorization: string | undefined,
  now: Date,
): Promise<DeviceRow> {
  const secret =
    authorization?.match(/^Bearer (dev_[A-Za-z0-9_-]{20,})$/)?.[1] ?? basicSecret(authorization);
  if (!secret) throw AppError.unauthorized(DEVICE_MESSAGES.invalidSecret);
  const [row] = await db
    .update(devices)
    .set({ lastSeenAt: now })
    .where(eq(devices.tokenHash, hashToken(secret)))
    .returning();
  if (!row?.isEnabled) throw AppError.unauthorized(DEVICE_MESSAGES.invalidSecret);
  return row;
}
