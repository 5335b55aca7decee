import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (bench/src/config.ts → ../..). */
export const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const benchDir = path.join(repoRoot, 'bench');

const quick = process.env.BENCH_QUICK === '1';

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

/** BENCH_ROWS=P3,P4 (or S1, the statistics year): only these budget rows are measured and printed (default: all). */
function rowFilter(): ReadonlySet<string> | null {
  const raw = process.env.BENCH_ROWS?.trim();
  if (!raw) return null;
  const ids = raw.split(',').map((id) => id.trim().toUpperCase());
  const unknown = ids.filter((id) => !/^(P([1-9]|10)|S1)$/.test(id));
  if (unknown.length > 0) throw new Error(`BENCH_ROWS: unknown rows ${unknown.join(', ')}`);
  return new Set(ids);
}

/** BENCH_PROFILES=pglite or postgresql: only this database profile (default: both). */
function profileFilter(): ReadonlySet<string> | null {
  const raw = process.env.BENCH_PROFILES?.trim();
  if (!raw) return null;
  const names = raw.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => name !== 'pglite' && name !== 'postgresql');
  if (unknown.length > 0) throw new Error(`BENCH_PROFILES: unknown ${unknown.join(', ')}`);
  return new Set(names);
}

export const settings = {
  quick,
  rows: rowFilter(),
  profiles: profileFilter(),
  connections: 50,
  /** P3: concurrent clients creating orders. */
  orderConnections: 20,
  /** P3 rush: clients creating orders at once, and for how long (the embedded database's goal). */
  rushConnections: 50,
  rushSeconds: quick ? 5 : 30,
  /** P3 reads during orders: storefront visitors reading /api/init, requests/s over 10 connections. */
  readRate: 100,
  readConnections: 10,
  /** P4: 10,000 open status pages polling every 10 s. */
  pollRate: 1000,
  warmupSeconds: quick ? 1 : 5,
  durationSeconds: quick ? 3 : 10,
  rounds: positiveInt('BENCH_ROUNDS', 3),
  /** P6: Lighthouse runs per page (docs/budgets.md: median of 5). */
  lighthouseRuns: positiveInt('BENCH_LIGHTHOUSE_RUNS', quick ? 1 : 5),
  /** P7: taps per interaction (docs/budgets.md: 20). */
  inpTaps: positiveInt('BENCH_INP_TAPS', quick ? 5 : 20),
  /** BENCH_BROWSER=0 skips P6 and P7 (no Chromium). */
  browser: process.env.BENCH_BROWSER !== '0',
  /** P10 is the median of this many restarts on the existing data directory. */
  startupRuns: 3,
  /** First start migrates and seeds (generated images): give it time. */
  firstStartTimeoutMs: 300_000,
  /** S1: orders of the generated year (bench/README.md "Statistics over a year"). */
  statisticsOrders: positiveInt('BENCH_STATS_ORDERS', quick ? 100_000 : 1_000_000),
  /** S1: analytics entries of the generated year (the visitor reports). */
  statisticsVisits: positiveInt('BENCH_STATS_VISITS', quick ? 1_000_000 : 10_000_000),
  /** Admin connection used to create and drop the benchmark database. */
  postgresAdminUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  /** Development only: a stand-in for scripts/start.mjs. */
  startScript: process.env.BENCH_START_SCRIPT ?? path.join(repoRoot, 'scripts', 'start.mjs'),
};

/** True when any of these budget rows is selected (BENCH_ROWS). */
export function wants(...ids: string[]): boolean {
  return settings.rows === null || ids.some((id) => settings.rows!.has(id));
}

/** True when this database profile is selected (BENCH_PROFILES). */
export function wantsProfile(profile: 'PGlite' | 'PostgreSQL'): boolean {
  return settings.profiles === null || settings.profiles.has(profile.toLowerCase());
}

export interface Pinning {
  /** Prefix for server processes, e.g. ['taskset', '-c', '0'] or []. */
  server: string[];
  /** Prefix for the load generator. */
  load: string[];
  pinned: boolean;
  note: string;
}

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function detectPinning(): Pinning {
  const cpus = os.availableParallelism();
  if (cpus < 2) {
    return {
      server: [],
      load: [],
      pinned: false,
      note: `only ${cpus} CPU: server and load generator share it (unpinned)`,
    };
  }
  if (!hasTaskset()) {
    return {
      server: [],
      load: [],
      pinned: false,
      note: 'taskset not found: server and load generator run UNPINNED (figures are noisier)',
    };
  }
  return {
    server: ['taskset', '-c', '0'],
    load: ['taskset', '-c', '1'],
    pinned: true,
    note: 'servers pinned to core 0 (taskset -c 0), load generator to core 1 (taskset -c 1), Chromium unpinned (worker.ts UNPINNED)',
  };
}

export function machineInfo() {
  const cpus = os.cpus();
  return {
    cpus: os.availableParallelism(),
    cpuModel: cpus[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    totalMemoryMB: Math.round(os.totalmem() / 1024 / 1024),
    loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100),
    /** Linux CPU pressure at start ("some avg10=..." = share of time tasks waited for a CPU). */
    cpuPressure: readCpuPressure(),
    date: new Date().toISOString(),
  };
}

function readCpuPressure(): string | null {
  try {
    return readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0] ?? null;
  } catch {
    return null;
  }
}
