// Load generator, run as its own process (pinned to core 1 by load.ts).
// argv[2]: JSON LoadRequest. Writes JSON lines on stdout: {"event":"start"} when the measured
// phase begins, then {"event":"result", ...} at the end.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { LoadRequest, LoadWorkerResult } from './load.ts';

const request = JSON.parse(process.argv[2] ?? '{}') as LoadRequest;

function emit(message: object): void {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

async function fire(seconds: number): Promise<autocannon.Result> {
  const unique = request.uniqueHeader;
  return await autocannon({
    url: request.url,
    connections: request.connections,
    duration: seconds,
    headers: request.headers,
    pipelining: 1,
    timeout: 10,
    ...(request.rate ? { overallRate: request.rate } : {}),
    ...(request.method === 'POST'
      ? {
          requests: [
            {
              method: 'POST',
              ...(request.body === undefined ? {} : { body: request.body }),
              ...(unique
                ? {
                    setupRequest: (req: autocannon.Request) => ({
                      ...req,
                      headers: { ...req.headers, [unique]: randomUUID() },
                    }),
                  }
                : {}),
            },
          ],
        }
      : {}),
  });
}

if (request.warmupSeconds > 0) await fire(request.warmupSeconds);

emit({ event: 'start' });
const cpu0 = process.cpuUsage();
const result = await fire(request.durationSeconds);
const cpu = process.cpuUsage(cpu0);

const expected =
  request.expectStatus === 200
    ? result['2xx']
    : (result.statusCodeStats?.[String(request.expectStatus) as '304']?.count ?? 0);
const out: LoadWorkerResult = {
  event: 'result',
  durationSeconds: result.duration,
  responses: result.requests.total,
  expected,
  requestsPerSecond: expected / result.duration,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  latencyMax: result.latency.max,
  errors: result.errors,
  timeouts: result.timeouts,
  unexpectedStatus: result.requests.total - expected,
  statusCodes: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s?.count ?? 0]),
  ),
  bytesPerSecond: result.throughput.average,
  loadCpuPercent: ((cpu.user + cpu.system) / 1e6 / result.duration) * 100,
};
emit(out);
