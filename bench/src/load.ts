import { performance } from 'node:perf_hooks';
import type { Pinning } from './config.ts';
import { machineCpuSeconds, treeCpuSeconds } from './servers.ts';
import { runWorker, stderrTail } from './worker.ts';

export interface LoadRequest {
  url: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** 200 counts 2xx responses as good ones, 201 only 201, 304 only 304. */
  expectStatus: 200 | 201 | 304;
  method?: 'GET' | 'POST';
  /** Request body (JSON text) for POST. */
  body?: string;
  /** A header that gets a fresh random UUID on every request (Idempotency-Key). */
  uniqueHeader?: string;
  /** Requests per second over all connections (autocannon overallRate); unlimited when unset. */
  rate?: number;
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
  let machineStart = { busy: Number.NaN, total: Number.NaN };
  let machineEnd = { busy: Number.NaN, total: Number.NaN };
  let cpuStart = Number.NaN;
  let tStart = Number.NaN;
  let cpuEnd = Number.NaN;
  let tEnd = Number.NaN;
  let result: LoadWorkerResult | undefined;
  const { code, stderr } = await runWorker(pinning.load, 'load-worker.ts', request, (message) => {
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
  });
  if (result === undefined) {
    throw new Error(`load generator failed (exit ${code}):\n${stderrTail(stderr)}`);
  }
  const seconds = (tEnd - tStart) / 1000;
  const serverCpuPercent = ((cpuEnd - cpuStart) / seconds) * 100;
  const machinePercent = ((machineEnd.busy - machineStart.busy) / seconds) * 100;
  const otherCpuPercent = Math.max(0, machinePercent - serverCpuPercent - result.loadCpuPercent);
  return { ...result, serverCpuPercent, otherCpuPercent };
}
