import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Pinning, repoRoot, settings } from './config.ts';

export interface Server {
  name: string;
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  logFile: string;
  /** Milliseconds from spawn to the first 200 from the health path. */
  readyMs: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited: () => boolean;
}

const running = new Set<Server>();

/** Ends every server this run started (by process group id), e.g. on Ctrl-C. */
export function killAllStarted(): void {
  for (const server of running) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  running.clear();
}

export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('could not pick a free port'));
        return;
      }
      srv.close(() => resolve(address.port));
    });
  });
}

export function logTail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

interface StartOptions {
  name: string;
  /** Command and arguments, without the pinning prefix. */
  command: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  pinning: Pinning;
  logFile: string;
  healthPath: string;
  timeoutMs: number;
}

async function start(opts: StartOptions): Promise<Server> {
  const full = [...opts.pinning.server, ...opts.command];
  const [cmd, ...args] = full as [string, ...string[]];
  const fd = openSync(opts.logFile, 'a');
  const t0 = performance.now();
  const child = spawn(cmd, args, {
    cwd: repoRoot,
    env: opts.env,
    stdio: ['ignore', fd, fd],
    // Own process group: a stuck server (and anything it spawned) can be ended by its id.
    detached: true,
  });
  closeSync(fd);
  let exitedFlag = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      exitedFlag = true;
      resolve({ code, signal });
    });
    child.once('error', () => {
      exitedFlag = true;
      resolve({ code: null, signal: null });
    });
  });
  if (child.pid === undefined) {
    throw new Error(`${opts.name}: could not spawn ${full.join(' ')}`);
  }
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const server: Server = {
    name: opts.name,
    child,
    pid: child.pid,
    baseUrl,
    logFile: opts.logFile,
    readyMs: Number.NaN,
    exited,
    hasExited: () => exitedFlag,
  };
  running.add(server);

  const deadline = t0 + opts.timeoutMs;
  const healthUrl = baseUrl + opts.healthPath;
  while (true) {
    if (exitedFlag) {
      running.delete(server);
      const { code, signal } = await exited;
      const foreign = signal !== null ? ', not sent by the bench' : '';
      throw new Error(
        `${opts.name} exited before it was ready (code ${code}, signal ${signal}${foreign}). Log ${opts.logFile}:\n${logTail(opts.logFile)}`,
      );
    }
    try {
      const res = await fetch(healthUrl, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) {
        server.readyMs = performance.now() - t0;
        return server;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      await stop(server);
      throw new Error(
        `${opts.name} not ready after ${opts.timeoutMs} ms (${healthUrl}). Log ${opts.logFile}:\n${logTail(opts.logFile)}`,
      );
    }
    await sleep(10);
  }
}

/** SIGTERM, wait for a clean exit; SIGKILL the process group after the grace period. */
export async function stop(
  server: Server,
  graceMs = 15_000,
): Promise<{
  stopMs: number;
  code: number | null;
  signal: NodeJS.Signals | null;
  killed: boolean;
}> {
  const t0 = performance.now();
  let killed = false;
  if (!server.hasExited()) {
    try {
      process.kill(server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const timer = sleep(graceMs).then(() => 'timeout' as const);
    const result = await Promise.race([server.exited, timer]);
    if (result === 'timeout') {
      killed = true;
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  const { code, signal } = await server.exited;
  running.delete(server);
  return { stopMs: performance.now() - t0, code, signal, killed };
}

export interface OursOptions {
  pinning: Pinning;
  dataDir: string;
  databaseUrl?: string;
  logFile: string;
  timeoutMs: number;
  /** Extra environment, e.g. NODE_ENV=test and TEST_NOW for a fixed shop time (P3, P4, P6, P7). */
  env?: Record<string, string>;
  /** Another built web app to serve (WEB_DIST_DIR): the bare React page of P6. */
  webDistDir?: string;
}

/** A server's environment: loopback, its port, PGlite directory or PostgreSQL (never inherited). */
function databaseEnv(
  port: number,
  dataDir: string,
  databaseUrl: string | undefined,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The load generators order from one address: the per-IP order limit would cap P3.
    ORDER_RATE_LIMIT: '0',
    ANALYTICS_RATE_LIMIT: '0',
    ...extra,
  };
  delete env.DATABASE_URL;
  if (databaseUrl !== undefined) env.DATABASE_URL = databaseUrl;
  return env;
}

/** The production server: node scripts/start.mjs (builds the web app if needed, migrates, seeds). */
export async function startOurs(opts: OursOptions): Promise<Server> {
  const port = await freePort();
  const env = databaseEnv(port, opts.dataDir, opts.databaseUrl, opts.env);
  if (opts.webDistDir !== undefined) env.WEB_DIST_DIR = opts.webDistDir;
  return await start({
    name: opts.databaseUrl ? 'ours (PostgreSQL)' : 'ours (PGlite)',
    command: [process.execPath, settings.startScript],
    env,
    port,
    pinning: opts.pinning,
    logFile: opts.logFile,
    healthPath: '/api/health',
    timeoutMs: opts.timeoutMs,
  });
}

/** A bare Fastify route returning a constant JSON body (bench/src/reference-server.ts). */
export async function startReference(opts: {
  pinning: Pinning;
  bodyFile: string;
  logFile: string;
}): Promise<Server> {
  const port = await freePort();
  return await start({
    name: 'reference (bare Fastify)',
    command: [
      process.execPath,
      '--import',
      'tsx',
      path.join(repoRoot, 'bench', 'src', 'reference-server.ts'),
    ],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BODY_FILE: opts.bodyFile },
    port,
    pinning: opts.pinning,
    logFile: opts.logFile,
    healthPath: '/api/health',
    timeoutMs: 30_000,
  });
}

/** The minimal two-statement transaction route of P3 (bench/src/reference-tx-server.ts). */
export async function startReferenceTransaction(opts: {
  pinning: Pinning;
  /** PostgreSQL: the benchmark database. Otherwise a fresh PGlite directory. */
  databaseUrl?: string;
  dataDir: string;
  logFile: string;
}): Promise<Server> {
  const port = await freePort();
  const env = databaseEnv(port, opts.dataDir, opts.databaseUrl);
  return await start({
    name: 'reference (two-statement transaction)',
    command: [
      process.execPath,
      '--import',
      'tsx',
      path.join(repoRoot, 'bench', 'src', 'reference-tx-server.ts'),
    ],
    env,
    port,
    pinning: opts.pinning,
    logFile: opts.logFile,
    healthPath: '/api/health',
    timeoutMs: 60_000,
  });
}

// --- CPU time of a process tree, from /proc (Linux only; NaN elsewhere) ---

const CLOCK_TICKS = 100;

function readStat(pid: number): { ppid: number; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // rest[0] = state (field 3); ppid = field 4; utime = 14; stime = 15
    return { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) };
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by pid and all its descendants. */
export function treeCpuSeconds(rootPid: number): number {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return Number.NaN;
  }
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) stats.set(Number(entry), stat);
  }
  if (!stats.has(rootPid)) return Number.NaN;
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += stats.get(pid)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === pid) queue.push(child);
  }
  return total / CLOCK_TICKS;
}

/** Busy and total CPU seconds of the whole machine, all cores (from /proc/stat). */
export function machineCpuSeconds(): { busy: number; total: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, ...fields] = line.trim().split(/\s+/);
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
      fields.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy: busy / CLOCK_TICKS, total: (busy + idle + iowait) / CLOCK_TICKS };
  } catch {
    return { busy: Number.NaN, total: Number.NaN };
  }
}
