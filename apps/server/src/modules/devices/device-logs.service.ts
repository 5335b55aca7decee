import {
  DEVICE_MESSAGES,
  type DeviceLog,
  type DeviceLogUpload,
  type StaffDevice,
} from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import { deviceLogs, devices } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { publishDeviceNotice } from '../../platform/events.ts';
import type { DeviceRow } from './devices.service.ts';

/**
 * Device logs (spec §3 "Devices carry logs that can be requested", §7 request-device-logs, §8 "Log
 * konnte nicht angefordert werden"; docs/decisions/027-devices-and-print-jobs.md). Staff request
 * a log; the device learns of it (the print bridge from its next claim, a device screen from a
 * `logs` event) and sends its recent entries, which replace the ones it sent before.
 */

function refused(reason: string, code: string): AppError {
  return new AppError(409, [
    { code, message: DEVICE_MESSAGES.logRequestFailed },
    { code, message: reason },
  ]);
}

/** POST /api/devices/{id}/request-device-logs. */
export async function requestDeviceLogs(
  db: Database,
  device: StaffDevice,
  now: Date,
): Promise<{ requestedAt: string }> {
  if (!device.hasSecret || !device.isEnabled) throw refused(DEVICE_MESSAGES.noSecret, 'noSecret');
  if (device.kind === 'receiptPrinter' && device.transport === 'cloudPrnt') {
    throw refused(DEVICE_MESSAGES.cannotSendLogs, 'cannotSendLogs');
  }
  await db.transaction(async (tx) => {
    await tx.update(devices).set({ logsRequestedAt: now }).where(eq(devices.id, device.id));
    await publishDeviceNotice(tx, { kind: 'logs', deviceId: device.id });
  });
  return { requestedAt: now.toISOString() };
}

/** POST /api/devices/logs: the device's entries replace its earlier ones; the request is answered. */
export async function receiveDeviceLogs(
  db: Database,
  device: DeviceRow,
  upload: DeviceLogUpload,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(deviceLogs).where(eq(deviceLogs.deviceId, device.id));
    if (upload.entries.length > 0) {
      await tx.insert(deviceLogs).values(
        upload.entries.map((entry) => ({
          deviceId: device.id,
          level: entry.level,
          message: entry.message,
          createdAt: new Date(entry.at),
        })),
      );
    }
    await tx.update(devices).set({ logsRequestedAt: null }).where(eq(devices.id, device.id));
  });
}

/** GET /api/devices/{id}/logs. */
export async function readDeviceLog(db: Database, deviceId: number): Promise<DeviceLog> {
  const [device] = await db
    .select({ requestedAt: devices.logsRequestedAt })
    .from(devices)
    .where(eq(devices.id, deviceId));
  if (!device) throw AppError.notFound(DEVICE_MESSAGES.notFound);
  const entries = await db
    .select()
    .from(deviceLogs)
    .where(eq(deviceLogs.deviceId, deviceId))
    .orderBy(asc(deviceLogs.createdAt), asc(deviceLogs.id));
  return {
    requestedAt: device.requestedAt?.toISOString() ?? null,
    entries: entries.map((entry) => ({
      at: entry.createdAt.toISOString(),
      level: entry.level as DeviceLog['entries'][number]['level'],
      message: entry.message,
    })),
  };
}
