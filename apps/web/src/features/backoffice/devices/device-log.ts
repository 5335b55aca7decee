import { apiRequest } from '../../../lib/api-client.ts';
import { deviceHeaders } from './device-secret.ts';

/**
 * The log of a device screen (kitchen display, notification device): its latest events, kept in
 * memory and sent when staff press "Log anfordern" (POST /api/devices/logs; spec §3 "Devices carry
 * logs that can be requested"). Failures to send are ignored: the request stays open.
 */

type Entry = { at: string; level: 'info' | 'warn' | 'error'; message: string };
const KEPT = 200;
const entries: Entry[] = [];

export function recordDeviceLog(message: string, level: Entry['level'] = 'info'): void {
  entries.push({ at: new Date().toISOString(), level, message: message.slice(0, 500) });
  if (entries.length > KEPT) entries.splice(0, entries.length - KEPT);
}

export function sendDeviceLog(secret: string): void {
  recordDeviceLog(`Log angefordert (${navigator.userAgent})`);
  void apiRequest('/api/devices/logs', {
    method: 'POST',
    headers: deviceHeaders(secret),
    body: { entries },
  }).catch(() => undefined);
}
