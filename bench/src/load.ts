import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { type Pinning, repoRoot } from './config.ts';
import { machineCpuSeconds, treeCpuSeconds } from './servers.ts';

export interface LoadRequest {
  url: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** 200 counts 2xx responses as good ones, 304 counts 304 responses. */
  expectStatus: 200 | 304;
}

export interface LoadWorkerResult {
  event: 'result';
  durationSeconds: number;
  responses: number;
  /** Responses with the expected status. */
  expected: number;
  /** Expected responses per second of the measured phase. */
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  latencyMax: number;
  errors: number;
  timeouts: number;
  unexpectedStatus: number;
  statusCodes: Record<string, number>;
  bytesPerSecond: number;
  /** CPU of the load generator during the measured phase (100 = one core busy). */
  loadCpuPercent: number;
}

export interface LoadResult extends LoadWorkerResult {
  /** CPU of the server process tree during the measured phase (100 = one core busy). */
  serverCpuPercent: number;
  /**
   * CPU used during the measured phase by everything except the server and the load generator
   * (100 = one core busy): other work on a shared machine that competed with the benchmark.
   */
  otherCpuPercent: number;
}

/** Runs autocannon in a child process (pinned to the load core) and measures the server's CPU. */
export async function runLoad(
  request: LoadRequest,
  pinning: Pinning,
  serverPid: number,
): Promise<LoadResult> {
  const args = [
    ...pinning.load,
    process.execPath,
    '--import',
    'tsx',
    'bench/src/load-worker.ts',
    JSON.stringify(request),
  ];
  const [cmd, ...rest] = args as [string, ...string[]];
  const child = spawn(cmd, rest, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });

  let machineStart = { busy: Number.NaN, total: Number.NaN };
  let machineEnd = { busy: Number.NaN, total: Number.NaN };
  let cpuStart = Number.NaN;
  let tStart = Number.NaN;
  let cpuEnd = Number.NaN;
  let tEnd = Number.NaN;
  let result: LoadWorkerResult | undefined;
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    let message: { event?: string };
    try {
      message = JSON.parse(line) as { event?: string };
    } catch {
      continue;
    }
    if (message.event === 'start') {
      cpuStart = treeCpuSeconds(serverPid);
      machineStart = machineCpuSeconds();
      tStart = performance.now();
    } else if (message.event === 'result') {
      cpuEnd = treeCpuSeconds(serverPid);
      machineEnd = machineCpuSeconds();
      tEnd = performance.now();
      result = message as LoadWorkerResult;
    }
  }
  const code = await exited;
  if (result === undefined) {
    throw new Error(`load generator failed (exit ${code}):\n${stderr.trim()}`);
  }
  const seconds = (tEnd - tStart) / 1000;
  const serverCpuPercent = ((cpuEnd - cpuStart) / seconds) * 100;
  const machinePercent = ((machineEnd.busy - machineStart.busy) / seconds) * 100;
  const otherCpuPercent = Math.max(0, machinePercent - serverCpuPercent - result.loadCpuPercent);
  return { ...result, serverCpuPercent, otherCpuPercent };
}
