// P3 (order creation) and P4 (status polling) of one database profile, against references in the
// same run: a two-statement transaction route (P3) and the bare constant route (P4).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Pinning, settings, wants } from './config.ts';
import { type LoadRequest, type LoadResult, runLoad } from './load.ts';
import { median, type Row, skippedRow } from './report.ts';
import { type Server, startReference, startReferenceTransaction, stop } from './servers.ts';

/** Wednesday 2 December 2026, 12:00 in Berlin (as the browser tests): München-Schwabing is open. */
export const SHOP_TIME = '2026-12-02T11:00:00.000Z';
/** Our server's environment for P3, P4, P6 and P7: the clock starts at SHOP_TIME (test mode). */
export const SHOP_TIME_ENV = { NODE_ENV: 'test', TEST_NOW: SHOP_TIME };

const BRANCH = 'muenchen-schwabing';
/** A simple product without stock limit (the Christstollen has 25 and would run out). */
const PRODUCT = 'Pizza Margherita';

export interface OrderFigures {
  body: string;
  /** null when P3 is not selected (BENCH_ROWS). */
  creation: {
    rounds: Array<{ reference: LoadResult; ours: LoadResult; ratio: number }>;
    /** GET /api/init at a fixed rate, alone (before any order load) and beside 20 order clients. */
    readsAlone: LoadResult;
    readsDuringOrders: LoadResult;
    ordersBesideReads: LoadResult;
    /** 50 clients creating orders for 30 s. */
    rush: LoadResult;
  } | null;
  /** null when P4 is not selected (BENCH_ROWS). */
  status: {
    path: string;
    bytes: number;
    rounds: Array<{ reference: LoadResult; ours: LoadResult; ratio: number }>;
    notModified: LoadResult;
    /** Both at the same fixed rate: ours answering 304, the reference its constant body. */
    cpuRounds: Array<{ reference: LoadResult; ours: LoadResult; ratio: number }>;
  } | null;
}

type Init = { url: string; data: Array<{ id: number; identifier?: string; name?: string }> }[];

/** The order body of the orders README ("Trying it over HTTP"), with the ids of this shop. */
export async function orderBody(ours: Server): Promise<string> {
  const init = (await (await fetch(`${ours.baseUrl}/api/init`)).json()) as { data: Init };
  const list = (url: string) => init.data.find((entry) => entry.url === url)?.data ?? [];
  const branch = list('/api/branches').find((candidate) => candidate.identifier === BRANCH);
  const product = list('/api/products').find((candidate) => candidate.name === PRODUCT);
  if (!branch || !product) throw new Error(`demo data without ${BRANCH} or ${PRODUCT}`);
  return JSON.stringify({
    branch: branch.id,
    isDelivery: false,
    isDineIn: false,
    firstName: 'Erika',
    lastName: 'Mustermann',
    email: 'erika@example.com',
    phone: '+49 170 1234567',
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    items: [{ product: product.id, amount: 2, unit: 'piece', parts: [] }],
  });
}

function load(url: string, extra: Partial<LoadRequest>): LoadRequest {
  return {
    url,
    connections: settings.connections,
    warmupSeconds: settings.warmupSeconds,
    durationSeconds: settings.durationSeconds,
    expectStatus: 200,
    ...extra,
  };
}

async function alternate(
  reference: Server,
  ours: Server,
  requestFor: (server: Server) => LoadRequest,
  pinning: Pinning,
  onRun: (label: string, result: LoadResult) => void,
  compare: (reference: LoadResult, ours: LoadResult) => number = (r, o) =>
    o.requestsPerSecond / r.requestsPerSecond,
) {
  const rounds: Array<{ reference: LoadResult; ours: LoadResult; ratio: number }> = [];
  for (let round = 1; round <= settings.rounds; round++) {
    const ref = await runLoad(requestFor(reference), pinning, reference.pid);
    onRun(`round ${round}/${settings.rounds} reference`, ref);
    const our = await runLoad(requestFor(ours), pinning, ours.pid);
    onRun(`round ${round}/${settings.rounds} ours`, our);
    rounds.push({ reference: ref, ours: our, ratio: compare(ref, our) });
  }
  return rounds;
}

/**
 * Runs P3 and P4 against our running server (started with SHOP_TIME_ENV). `workDir` keeps the
 * reference's PGlite directory, logs and the status body.
 */
export async function measureOrders(opts: {
  profile: string;
  ours: Server;
  pinning: Pinning;
  workDir: string;
  databaseUrl?: string;
  onRun: (label: string, result: LoadResult) => void;
}): Promise<OrderFigures> {
  const { ours, pinning, profile, workDir } = opts;
  const tag = profile.toLowerCase();
  const body = await orderBody(ours);
  const post = (server: Server) =>
    load(`${server.baseUrl}/api/orders`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      uniqueHeader: 'idempotency-key',
      connections: settings.orderConnections,
      expectStatus: 201,
    });

  // One order by hand first: it must be accepted, and its status page is P4's target.
  const created = await fetch(`${ours.baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body,
  });
  const answer = (await created.json()) as { data?: { order?: { uid: string; hash: string } } };
  const order = answer.data?.order;
  if (created.status !== 201 || !order) {
    throw new Error(`POST /api/orders answered ${created.status}: ${JSON.stringify(answer)}`);
  }

  // P4 before P3: the orders P3 creates queue two mails each, which the outbox worker sends in
  // the server's process afterwards and would count as the status poll's CPU.
  const status = wants('P4') ? await measureStatus() : null;
  let creation: OrderFigures['creation'] = null;
  if (wants('P3')) {
    const transaction = await startReferenceTransaction({
      pinning,
      dataDir: path.join(workDir, `reference-tx-${tag}`),
      ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
      logFile: path.join(workDir, `reference-tx-${tag}.log`),
    });
    try {
      // Reads first, before the order runs leave their mails to the outbox worker.
      const reads = load(`${ours.baseUrl}/api/init`, {
        rate: settings.readRate,
        connections: settings.readConnections,
      });
      const readsAlone = await runLoad(reads, pinning, ours.pid);
      opts.onRun('P3 reads alone', readsAlone);
      const rounds = await alternate(transaction, ours, post, pinning, (label, r) =>
        opts.onRun(`P3 ${label}`, r),
      );
      const [readsDuringOrders, ordersBesideReads] = await Promise.all([
        runLoad(reads, pinning, ours.pid),
        runLoad(post(ours), pinning, ours.pid),
      ]);
      opts.onRun('P3 reads during orders', readsDuringOrders);
      opts.onRun('P3 orders beside reads', ordersBesideReads);
      const rush = await runLoad(
        {
          ...post(ours),
          connections: settings.rushConnections,
          warmupSeconds: 0,
          durationSeconds: settings.rushSeconds,
        },
        pinning,
        ours.pid,
      );
      opts.onRun('P3 rush', rush);
      creation = { rounds, readsAlone, readsDuringOrders, ordersBesideReads, rush };
    } finally {
      await stop(transaction);
    }
  }

  return { body, creation, status };

  async function measureStatus(): Promise<NonNullable<OrderFigures['status']>> {
    if (!order) throw new Error('no order');
    const statusPath = `/api/orders/public/${order.uid}/${order.hash}`;
    const first = await fetch(`${ours.baseUrl}${statusPath}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const statusBody = await first.text();
    const etag = first.headers.get('etag');
    if (first.status !== 200 || etag === null) {
      throw new Error(`GET ${statusPath} answered ${first.status}, ETag ${etag}`);
    }
    const bodyFile = path.join(workDir, `status-${tag}.json`);
    writeFileSync(bodyFile, statusBody);
    const bare = await startReference({
      pinning,
      bodyFile,
      logFile: path.join(workDir, `reference-status-${tag}.log`),
    });
    try {
      const get = (server: Server) => load(`${server.baseUrl}${statusPath}`, {});
      const rounds = await alternate(bare, ours, get, pinning, (label, r) =>
        opts.onRun(`P4 200 ${label}`, r),
      );
      const notModified = await runLoad(
        load(`${ours.baseUrl}${statusPath}`, {
          headers: { 'if-none-match': etag },
          expectStatus: 304,
        }),
        pinning,
        ours.pid,
      );
      opts.onRun('P4 304 path', notModified);
      // docs/budgets.md P4: CPU at the same rate. Ours answers unchanged orders 304 (what polling pages get).
      const atRate = (server: Server) =>
        load(`${server.baseUrl}${statusPath}`, {
          rate: settings.pollRate,
          ...(server === ours
            ? { headers: { 'if-none-match': etag }, expectStatus: 304 as const }
            : {}),
        });
      const cpuRounds = await alternate(
        bare,
        ours,
        atRate,
        pinning,
        (label, r) => opts.onRun(`P4 CPU at ${settings.pollRate} req/s ${label}`, r),
        (r, o) => o.serverCpuPercent / r.serverCpuPercent,
      );
      return { path: statusPath, bytes: statusBody.length, rounds, notModified, cpuRounds };
    } finally {
      await stop(bare);
    }
  }
}

const hasErrors = (results: LoadResult[]) =>
  results.some((r) => r.errors + r.unexpectedStatus > 0 || r.expected === 0);

export function orderRows(profile: string, figures: OrderFigures | { skipped: string }): Row[] {
  if ('skipped' in figures) {
    return [skippedRow('P3', `P3 order creation, ${profile}`, 'req/s', '≥ 0.50×', figures.skipped)];
  }
  return [
    ...(figures.creation ? creationRows(profile, figures.creation) : []),
    ...(figures.status ? statusRows(profile, figures.status) : []),
  ];
}

/**
 * The embedded database (one WebAssembly PostgreSQL on one thread) has goals of its own: it must
 * hold a rush without errors and keep reads fast, at a fraction of the reference's rate
 * (bench/README.md); PostgreSQL keeps docs/budgets.md P3's.
 */
const goalsOf = (profile: string) =>
  profile === 'PGlite' ? { ratio: 0.15, p99: 1000 } : { ratio: 0.5, p99: 150 };

function creationRows(profile: string, figures: NonNullable<OrderFigures['creation']>): Row[] {
  const goals = goalsOf(profile);
  const creation = figures.rounds;
  const creationErrors = hasErrors(creation.map((r) => r.ours));
  const oursP99 = median(creation.map((r) => r.ours.latencyP99));
  return [
    {
      id: 'P3',
      figure: `P3 order creation (${settings.orderConnections} clients), ${profile}`,
      unit: 'req/s',
      ours: median(creation.map((r) => r.ours.requestsPerSecond)),
      reference: median(creation.map((r) => r.reference.requestsPerSecond)),
      ratio: median(creation.map((r) => r.ratio)),
      goal: `≥ ${goals.ratio.toFixed(2)}×, 0 errors`,
      met: !creationErrors && median(creation.map((r) => r.ratio)) >= goals.ratio,
    },
    {
      id: 'P3',
      figure: `  p99 latency, ${profile}`,
      unit: 'ms',
      ours: oursP99,
      reference: median(creation.map((r) => r.reference.latencyP99)),
      ratio: oursP99 / median(creation.map((r) => r.reference.latencyP99)),
      goal: `≤ ${goals.p99.toLocaleString('en')} ms`,
      met: oursP99 <= goals.p99,
    },
    {
      id: 'P3',
      figure: `  /api/init p99 during orders (${settings.readRate} req/s ÷ alone), ${profile}`,
      unit: 'ms',
      ours: figures.readsDuringOrders.latencyP99,
      reference: figures.readsAlone.latencyP99,
      ratio: figures.readsDuringOrders.latencyP99 / figures.readsAlone.latencyP99,
      goal: '≤ 3.00×',
      met:
        !hasErrors([figures.readsAlone, figures.readsDuringOrders]) &&
        figures.readsDuringOrders.latencyP99 / figures.readsAlone.latencyP99 <= 3,
    },
    {
      id: 'P3',
      figure: `  rush: ${settings.rushConnections} clients for ${settings.rushSeconds} s (errors), ${profile}`,
      unit: 'req/s',
      ours: figures.rush.requestsPerSecond,
      reference: null,
      referenceNote: `${figures.rush.errors} errors (${figures.rush.timeouts} time-outs), ${figures.rush.unexpectedStatus} other status, p99 ${Math.round(figures.rush.latencyP99)} ms`,
      ratio: null,
      goal: '0 errors',
      met: !hasErrors([figures.rush]),
    },
  ];
}

function statusRows(profile: string, status: NonNullable<OrderFigures['status']>): Row[] {
  const statusRef = median(status.rounds.map((r) => r.reference.requestsPerSecond));
  const cpuRatio = median(status.cpuRounds.map((r) => r.ratio));
  const per = (r: LoadResult) => r.serverCpuPercent;
  return [
    {
      id: 'P4',
      figure: `P4 status poll, full 200, ${profile}`,
      unit: 'req/s',
      ours: median(status.rounds.map((r) => r.ours.requestsPerSecond)),
      reference: statusRef,
      ratio: median(status.rounds.map((r) => r.ratio)),
      goal: '—',
      met: hasErrors(status.rounds.map((r) => r.ours)) ? false : null,
    },
    {
      id: 'P4',
      figure: `  304 path (If-None-Match), ${profile}`,
      unit: 'req/s',
      ours: status.notModified.requestsPerSecond,
      reference: statusRef,
      ratio: status.notModified.requestsPerSecond / statusRef,
      goal: '—',
      met: hasErrors([status.notModified]) ? false : null,
    },
    {
      id: 'P4',
      figure: `  CPU at ${settings.pollRate} req/s: ours 304 ÷ bare route, ${profile}`,
      unit: '%',
      ours: median(status.cpuRounds.map((r) => per(r.ours))),
      reference: median(status.cpuRounds.map((r) => per(r.reference))),
      ratio: cpuRatio,
      goal: '≤ 2.00×',
      met: !hasErrors(status.cpuRounds.map((r) => r.ours)) && cpuRatio <= 2,
    },
  ];
}
