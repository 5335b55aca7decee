import { createConnection } from 'node:net';
import { type ClaimedPrintJob, claimedPrintJobSchema } from '@shop/domain';

/**
 * The print bridge (docs/decisions/027-devices-and-print-jobs.md, README "Drucker anschließen"):
 * runs in the shop, next to the network receipt printers that the server cannot reach (NAT).
 * It asks the server for the next job with the device's secret, writes the ESC/POS bytes to the
 * printer's raw TCP port (9100) and acknowledges the job only once the socket write is complete.
 * A bridge that dies between write and ack leaves the job unacknowledged: the server offers it
 * again after the lease, so a ticket is never lost; an acknowledged one is never offered again.
 */

export type BridgeOptions = {
  /** The shop's public address, e.g. https://bestellung.example.de */
  serverUrl: string;
  /** The device's secret (dev_…), shown once in the back-office. */
  secret: string;
  /** Overrides the printer address stored with the device (host:port). */
  printer?: { host: string; port: number };
  /** How long a printer may take to accept the bytes. */
  printerTimeoutMs?: number;
  log?: (message: string) => void;
  /** Tests: runs after the printer has the bytes, before the ack (a crash here reprints once). */
  afterWrite?: (job: ClaimedPrintJob) => Promise<void>;
};

export type RunResult = { state: 'idle' } | { state: 'printed'; jobId: number };

type LogEntry = { at: string; level: 'info' | 'warn' | 'error'; message: string };
/** What the bridge sends when staff request its log ("Log anfordern"): its latest entries. */
const LOG_KEPT = 200;
const kept: LogEntry[] = [];

function remember(options: BridgeOptions, level: LogEntry['level'], message: string): void {
  kept.push({ at: new Date().toISOString(), level, message: message.slice(0, 500) });
  if (kept.length > LOG_KEPT) kept.splice(0, kept.length - LOG_KEPT);
  options.log?.(message);
}

/** POST /api/devices/logs with the kept entries (the claim said a log was requested). */
async function sendLog(options: BridgeOptions): Promise<void> {
  const url = new URL('/api/devices/logs', assertSafeServerUrl(options.serverUrl));
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${options.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ entries: kept }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`Log senden fehlgeschlagen (${response.status}).`);
}

/** Refuses to send the secret in clear text to anything but this machine. */
export function assertSafeServerUrl(serverUrl: string): URL {
  const url = new URL(serverUrl);
  const isLocal = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocal)) {
    throw new Error('Die Druckbrücke verbindet sich nur über HTTPS mit dem Shop.');
  }
  return url;
}

/** Writes the bytes to a raw TCP printer; resolves when the socket has sent them and closed. */
export function writeToPrinter(
  printer: { host: string; port: number },
  bytes: Uint8Array,
  timeoutMs = 10_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: printer.host, port: printer.port });
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`Drucker ${printer.host}:${printer.port} antwortet nicht.`)),
    );
    socket.once('error', reject);
    socket.once('connect', () => socket.end(bytes));
    socket.once('close', (hadError) => {
      if (!hadError) resolve();
    });
  });
}

async function call(options: BridgeOptions, path: string): Promise<Response> {
  const url = new URL(path, assertSafeServerUrl(options.serverUrl));
  return fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${options.secret}` },
    signal: AbortSignal.timeout(15_000),
  });
}

/** Claims one job, prints it and acknowledges it. */
export async function runOnce(options: BridgeOptions): Promise<RunResult> {
  const claimed = await call(options, '/api/devices/print-jobs/claim');
  if (claimed.headers.get('x-device-logs-requested') === '1') {
    remember(options, 'info', 'Log wurde angefordert und gesendet.');
    await sendLog(options);
  }
  if (claimed.status === 204) return { state: 'idle' };
  if (!claimed.ok) {
    throw new Error(`Abholen fehlgeschlagen (${claimed.status}): ${await claimed.text()}`);
  }
  const job = claimedPrintJobSchema.parse(((await claimed.json()) as { data: unknown }).data);
  const printer =
    options.printer ??
    (job.printer.host ? { host: job.printer.host, port: job.printer.port } : null);
  if (!printer)
    throw new Error(`Druckauftrag ${job.id}: Für das Gerät ist keine Drucker-Adresse eingetragen.`);
  await writeToPrinter(printer, Buffer.from(job.data, 'base64'), options.printerTimeoutMs);
  await options.afterWrite?.(job);
  const acked = await call(options, `/api/devices/print-jobs/${job.id}/ack`);
  if (!acked.ok) throw new Error(`Bestätigen fehlgeschlagen (${acked.status}).`);
  remember(options, 'info', `Druckauftrag ${job.id} gedruckt (${printer.host}:${printer.port}).`);
  return { state: 'printed', jobId: job.id };
}

/** Polls until `signal` aborts: prints every waiting job, then waits `pollMs`; errors are logged. */
export async function runBridge(
  options: BridgeOptions & { pollMs: number; signal: AbortSignal },
): Promise<void> {
  while (!options.signal.aborted) {
    let result: RunResult = { state: 'idle' };
    try {
      result = await runOnce(options);
    } catch (error) {
      remember(options, 'error', error instanceof Error ? error.message : String(error));
    }
    if (result.state === 'idle') {
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, options.pollMs);
        options.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    }
  }
}
