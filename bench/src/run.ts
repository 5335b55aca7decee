// npm run bench: P1 (+P9 profile), P3, P4, P5, P6, P7 and P10 (docs/budgets.md); see bench/README.md.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  auditNotes,
  type BrowserFigures,
  bareDistDir,
  inpRows,
  lighthouseRows,
  measureBrowser,
} from './browser-figures.ts';
import { type BundleSizes, initialJsGzipBytes, measureBundle } from './bundle-size.ts';
import {
  detectPinning,
  machineInfo,
  type Pinning,
  settings,
  wants,
  wantsProfile,
} from './config.ts';
import { type LoadResult, runLoad } from './load.ts';
import { measureOrders, type OrderFigures, orderRows, SHOP_TIME_ENV } from './orders.ts';
import { type BenchDatabase, createBenchDatabase } from './postgres.ts';
import { buildReferencePage } from './reference-page.ts';
import { displayRow, median, type Row, renderTable, writeResults } from './report.ts';
import {
  killAllStarted,
  type Server,
  startOurs,
  startReference,
  stop,
  treeCpuSeconds,
} from './servers.ts';
import { measureStatistics, type StatisticsFigures, statisticsRows } from './statistics.ts';

type ProfileName = 'PGlite' | 'PostgreSQL';

interface Round {
  round: number;
  reference: LoadResult;
  ours: LoadResult;
  ratio: number;
}

interface ProfileResult {
  profile: ProfileName;
  firstStartMs: number;
  init: { bytes: number; entries: number | null; etag: string | null };
  rounds: Round[];
  oursRps: number;
  referenceRps: number;
  medianRatio: number;
  oursP99: number;
  referenceP99: number;
  notModified: LoadResult | { skipped: string };
  /** P3 and P4. */
  orders: OrderFigures | { skipped: string };
  startup?: {
    runsMs: number[];
    medianMs: number;
    /** CPU seconds the server used until ready, per run (less sensitive to a busy machine). */
    cpuMs: number[];
    medianCpuMs: number;
    stops: Awaited<ReturnType<typeof stop>>[];
    failures: string[];
  };
  stop: Awaited<ReturnType<typeof stop>>;
  warnings: string[];
}

const notes: string[] = [];
/** otherCpuPercent of the runs where other processes competed noticeably. */
const busyRuns: number[] = [];
let runCount = 0;
let failed = false;
const cleanups: Array<() => Promise<void> | void> = [];

async function cleanupAll(): Promise<void> {
  while (cleanups.length > 0) {
    const task = cleanups.pop()!;
    try {
      await task();
    } catch (error) {
      console.error(`cleanup: ${(error as Error).message}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping servers and cleaning up`);
    killAllStarted();
    void cleanupAll().finally(() => process.exit(130));
  });
}

const pinning: Pinning = detectPinning();
const machine = machineInfo();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
cleanups.push(() => {
  if (!failed) rmSync(workDir, { recursive: true, force: true });
  else console.error(`server logs kept in ${workDir}`);
});

function log(message: string): void {
  console.log(`[bench] ${message}`);
}

function loadRequest(server: Server, headers?: Record<string, string>) {
  return {
    url: `${server.baseUrl}/api/init`,
    connections: settings.connections,
    warmupSeconds: settings.warmupSeconds,
    durationSeconds: settings.durationSeconds,
    ...(headers ? { headers } : {}),
    expectStatus: headers ? (304 as const) : (200 as const),
  };
}

function describeRun(r: LoadResult): string {
  const bad = r.errors + r.unexpectedStatus;
  return `${Math.round(r.requestsPerSecond)} req/s, p99 ${r.latencyP99} ms, CPU server ${Math.round(r.serverCpuPercent)} % / load ${Math.round(r.loadCpuPercent)} % / other processes ${Math.round(r.otherCpuPercent)} %${bad > 0 ? `, ${bad} errors/unexpected` : ''}`;
}

function checkRun(label: string, r: LoadResult, warnings: string[]): void {
  runCount++;
  if (r.errors > 0 || r.unexpectedStatus > 0 || r.expected === 0) {
    warnings.push(
      `${label}: ${r.errors} connection errors, ${r.unexpectedStatus} unexpected statuses (${JSON.stringify(r.statusCodes)})`,
    );
  }
  if (r.otherCpuPercent > 25) busyRuns.push(r.otherCpuPercent);
  if (r.loadCpuPercent > 90 && r.serverCpuPercent < 85) {
    warnings.push(
      `${label}: the load generator was busier (${Math.round(r.loadCpuPercent)} % CPU) than the server (${Math.round(r.serverCpuPercent)} %): it may be the bottleneck`,
    );
  }
}

async function fetchInit(server: Server, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}/api/init`, {
    headers: { 'accept-encoding': 'identity', ...headers },
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, etag: res.headers.get('etag'), body: await res.text() };
}

async function measureProfile(
  profile: ProfileName,
  dataDir: string,
  databaseUrl?: string,
): Promise<ProfileResult> {
  const warnings: string[] = [];
  const tag = profile.toLowerCase();
  log(`${profile}: starting the production server (first start: migrate + seed)`);
  const ours = await startOurs({
    pinning,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    logFile: path.join(workDir, `ours-${tag}.log`),
    timeoutMs: settings.firstStartTimeoutMs,
    // A fixed shop time (test mode changes nothing else): the branch takes orders for P3.
    env: SHOP_TIME_ENV,
  });
  let reference: Server | undefined;
  try {
    log(`${profile}: ready in ${Math.round(ours.readyMs)} ms at ${ours.baseUrl}`);
    const init = await fetchInit(ours);
    if (init.status !== 200) {
      throw new Error(`GET /api/init answered ${init.status}: ${init.body.slice(0, 300)}`);
    }
    let entries: number | null = null;
    try {
      const parsed = JSON.parse(init.body) as { data?: unknown };
      entries = Array.isArray(parsed.data) ? parsed.data.length : null;
    } catch {
      warnings.push('GET /api/init did not answer JSON');
    }
    if (init.etag === null) warnings.push('GET /api/init sent no ETag');
    const bodyFile = path.join(workDir, `init-${tag}.json`);
    writeFileSync(bodyFile, init.body);
    const bytes = Buffer.byteLength(init.body);
    log(`${profile}: /api/init is ${bytes} bytes, ${entries ?? '?'} entries, ETag ${init.etag}`);

    const isP1 = wants('P1', 'P9');
    if (isP1) {
      reference = await startReference({
        pinning,
        bodyFile,
        logFile: path.join(workDir, `reference-${tag}.log`),
      });
    }

    const rounds: Round[] = [];
    for (let round = 1; isP1 && round <= settings.rounds; round++) {
      const ref = await runLoad(loadRequest(reference!), pinning, reference!.pid);
      log(`${profile} round ${round}/${settings.rounds} reference: ${describeRun(ref)}`);
      checkRun(`${profile} round ${round} reference`, ref, warnings);
      const our = await runLoad(loadRequest(ours), pinning, ours.pid);
      log(`${profile} round ${round}/${settings.rounds} ours:      ${describeRun(our)}`);
      checkRun(`${profile} round ${round} ours`, our, warnings);
      rounds.push({
        round,
        reference: ref,
        ours: our,
        ratio: our.requestsPerSecond / ref.requestsPerSecond,
      });
    }
    if (reference) await stop(reference);
    reference = undefined;

    let notModified: ProfileResult['notModified'];
    if (!isP1) {
      notModified = { skipped: 'not selected (BENCH_ROWS)' };
    } else if (init.etag === null) {
      notModified = { skipped: 'no ETag' };
    } else {
      const probe = await fetchInit(ours, { 'if-none-match': init.etag });
      if (probe.status !== 304) {
        notModified = { skipped: `If-None-Match answered ${probe.status}, not 304` };
        warnings.push(`GET /api/init with its own ETag answered ${probe.status}, not 304`);
      } else {
        notModified = await runLoad(
          loadRequest(ours, { 'if-none-match': init.etag }),
          pinning,
          ours.pid,
        );
        log(`${profile} 304 path (If-None-Match): ${describeRun(notModified)}`);
        checkRun(`${profile} 304 path`, notModified, warnings);
      }
    }

    let orders: ProfileResult['orders'] = { skipped: 'not selected (BENCH_ROWS)' };
    try {
      if (wants('P3', 'P4'))
        orders = await measureOrders({
          profile,
          ours,
          pinning,
          workDir,
          ...(databaseUrl ? { databaseUrl } : {}),
          onRun: (label, result) => {
            log(`${profile} ${label}: ${describeRun(result)}`);
            checkRun(`${profile} ${label}`, result, warnings);
          },
        });
    } catch (error) {
      failed = true;
      orders = { skipped: `failed: ${(error as Error).message.split('\n')[0]}` };
      warnings.push(`${profile} P3/P4 failed: ${(error as Error).message}`);
    }

    const stopped = await stop(ours);
    if (stopped.killed || stopped.code !== 0) {
      warnings.push(
        `${profile}: server did not exit cleanly on SIGTERM (code ${stopped.code}, signal ${stopped.signal}${stopped.killed ? ', killed after the grace period' : ''})`,
      );
    }

    return {
      profile,
      firstStartMs: ours.readyMs,
      init: { bytes, entries, etag: init.etag },
      rounds,
      oursRps: median(rounds.map((r) => r.ours.requestsPerSecond)),
      referenceRps: median(rounds.map((r) => r.reference.requestsPerSecond)),
      medianRatio: median(rounds.map((r) => r.ratio)),
      oursP99: median(rounds.map((r) => r.ours.latencyP99)),
      referenceP99: median(rounds.map((r) => r.reference.latencyP99)),
      notModified,
      orders,
      stop: stopped,
      warnings,
    };
  } finally {
    if (reference) await stop(reference);
    if (!ours.hasExited()) await stop(ours);
  }
}

/** P10: spawn on the existing (migrated, seeded) PGlite directory until /api/health says 200. */
async function measureStartup(dataDir: string): Promise<NonNullable<ProfileResult['startup']>> {
  const runsMs: number[] = [];
  const cpuMs: number[] = [];
  const stops: Awaited<ReturnType<typeof stop>>[] = [];
  const failures: string[] = [];
  // A restart killed from outside (another process ending servers by name on a shared machine)
  // is retried: up to two extra attempts.
  for (let attempt = 1; runsMs.length < settings.startupRuns; attempt++) {
    if (attempt > settings.startupRuns + 2) {
      throw new Error(
        `only ${runsMs.length} of ${settings.startupRuns} restarts succeeded: ${failures.join(' | ')}`,
      );
    }
    let server: Server;
    try {
      server = await startOurs({
        pinning,
        dataDir,
        logFile: path.join(workDir, `ours-restart-${attempt}.log`),
        timeoutMs: 60_000,
      });
    } catch (error) {
      const first = (error as Error).message.split('\n')[0] ?? '';
      failures.push(first);
      log(`P10 restart attempt ${attempt} failed: ${first}`);
      continue;
    }
    runsMs.push(server.readyMs);
    cpuMs.push(treeCpuSeconds(server.pid) * 1000);
    stops.push(await stop(server));
    log(
      `P10 restart ${runsMs.length}/${settings.startupRuns}: ready in ${Math.round(server.readyMs)} ms, ${Math.round(cpuMs.at(-1) ?? Number.NaN)} ms of CPU`,
    );
  }
  return { runsMs, medianMs: median(runsMs), cpuMs, medianCpuMs: median(cpuMs), stops, failures };
}

function p1Rows(profile: ProfileName, result: ProfileResult | { skipped: string }): Row[] {
  if ('skipped' in result) {
    const skipped = result.skipped;
    return [
      {
        id: 'P1',
        figure: `P1 GET /api/init, ${profile}`,
        unit: 'req/s',
        ours: null,
        reference: null,
        ratio: null,
        goal: '≥ 0.50×',
        met: null,
        skipped,
      },
    ];
  }
  const errors = result.rounds.some(
    (r) => r.ours.errors + r.ours.unexpectedStatus > 0 || r.ours.expected === 0,
  );
  const nm = result.notModified;
  return [
    {
      id: 'P1',
      figure: `P1 GET /api/init, ${profile}`,
      unit: 'req/s',
      ours: result.oursRps,
      reference: result.referenceRps,
      ratio: result.medianRatio,
      goal: '≥ 0.50×',
      met: !errors && result.medianRatio >= 0.5,
    },
    {
      id: 'P1',
      figure: `  p99 latency, ${profile}`,
      unit: 'ms',
      ours: result.oursP99,
      reference: result.referenceP99,
      ratio: result.oursP99 / result.referenceP99,
      goal: '—',
      met: null,
    },
    'skipped' in nm
      ? {
          id: 'P1',
          figure: `  304 path (If-None-Match), ${profile}`,
          unit: 'req/s',
          ours: null,
          reference: null,
          ratio: null,
          goal: '—',
          met: null,
          skipped: nm.skipped,
        }
      : {
          id: 'P1',
          figure: `  304 path (If-None-Match), ${profile}`,
          unit: 'req/s',
          ours: nm.requestsPerSecond,
          reference: result.referenceRps,
          ratio: nm.requestsPerSecond / result.referenceRps,
          goal: '—',
          met: null,
        },
  ];
}

async function main(): Promise<void> {
  log(
    `${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, ${settings.quick ? 'QUICK mode (BENCH_QUICK=1)' : 'full mode'}: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured, ${settings.rounds} rounds A B`,
  );
  log(pinning.note);
  if (!pinning.pinned) notes.push(pinning.note);

  // P5 first: it may build the web app, which start.mjs would otherwise do pinned to one core.
  let bundle: BundleSizes | { error: string } = { error: 'not selected (BENCH_ROWS)' };
  if (wants('P5'))
    try {
      bundle = measureBundle();
      if (bundle.staleWarning) notes.push(bundle.staleWarning);
      if (bundle.storefrontLazyJs.length > 0) {
        notes.push(
          `P5 counts what index.html references; before anything shows, \`/\` also loads the storefront route chunk, its imports and their CSS: ${[...bundle.storefrontLazyJs, ...bundle.storefrontLazyCss].map((a) => `${a.file} (${(a.gzipBytes / 1000).toFixed(1)} kB)`).join(', ')} (the "+ storefront route" rows)`,
        );
      }
      log(
        `P5: initial JS ${bundle.initialJs.map((a) => a.file).join(', ')}; CSS ${bundle.initialCss.map((a) => a.file).join(', ') || '(none)'}`,
      );
    } catch (error) {
      failed = true;
      bundle = { error: (error as Error).message };
      log(`P5 failed: ${bundle.error}`);
    }
  // The bare React page: P5's reference size and P6's LCP reference (P7 runs in P6's browser
  // pass, so `BENCH_ROWS=P7` needs it too).
  let bareDist: string | undefined;
  let bareJsKb: number | undefined;
  if (wants('P5', 'P6', 'P7'))
    try {
      bareDist = await buildReferencePage(bareDistDir(workDir));
      bareJsKb = initialJsGzipBytes(bareDist) / 1000;
      log(`bare React page: ${bareJsKb.toFixed(1)} kB initial JS (gzip -9)`);
    } catch (error) {
      notes.push(`the bare React page did not build: ${(error as Error).message.split('\n')[0]}`);
    }

  // PGlite profile, then P10 on the same (now seeded) data directory.
  let pglite: ProfileResult | { skipped: string };
  let p10Error = 'PGlite profile failed';
  const dataDir = path.join(workDir, 'data-pglite');
  if (!wantsProfile('PGlite')) {
    pglite = { skipped: 'not selected (BENCH_PROFILES)' };
  } else if (!wants('P1', 'P3', 'P4', 'P6', 'P7', 'P9', 'P10')) {
    pglite = { skipped: 'not selected (BENCH_ROWS)' };
  } else
    try {
      pglite = await measureProfile('PGlite', dataDir);
      if (wants('P10'))
        try {
          pglite.startup = await measureStartup(dataDir);
          for (const failure of pglite.startup.failures) {
            pglite.warnings.push(`P10: a restart attempt failed and was retried: ${failure}`);
          }
        } catch (error) {
          failed = true;
          p10Error = (error as Error).message.split('\n')[0] ?? 'failed';
          pglite.warnings.push(`P10 failed: ${(error as Error).message}`);
        }
    } catch (error) {
      failed = true;
      pglite = { skipped: `failed: ${(error as Error).message.split('\n')[0]}` };
      log(`PGlite profile failed: ${(error as Error).message}`);
    }

  // P6 and P7 in the browser, never beside a load test: ours on the seeded PGlite directory, the
  // bare React page served by our own server on a copy of it.
  let browser: BrowserFigures | { skipped: string } = { skipped: 'BENCH_BROWSER=0' };
  if (!wants('P6', 'P7')) browser = { skipped: 'not selected (BENCH_ROWS)' };
  else if (settings.browser && 'skipped' in pglite) browser = { skipped: 'PGlite profile failed' };
  else if (settings.browser && !bareDist) browser = { skipped: 'bare React page missing' };
  else if (settings.browser && bareDist) {
    const bareData = path.join(workDir, 'data-bare');
    let ours: Server | undefined;
    let bare: Server | undefined;
    try {
      cpSync(dataDir, bareData, { recursive: true });
      rmSync(path.join(bareData, 'db.lock'), { force: true });
      ours = await startOurs({
        pinning,
        dataDir,
        logFile: path.join(workDir, 'ours-browser.log'),
        timeoutMs: 60_000,
        env: SHOP_TIME_ENV,
      });
      bare = await startOurs({
        pinning,
        dataDir: bareData,
        webDistDir: bareDist,
        logFile: path.join(workDir, 'bare-browser.log'),
        timeoutMs: 60_000,
        env: SHOP_TIME_ENV,
      });
      browser = await measureBrowser({ ours, bare, workDir, log });
      notes.push(...auditNotes(browser));
    } catch (error) {
      failed = true;
      browser = { skipped: `failed: ${(error as Error).message.split('\n')[0]}` };
      log(`P6/P7 failed: ${(error as Error).message}`);
    } finally {
      if (ours) await stop(ours);
      if (bare) await stop(bare);
    }
  }
  rmSync(dataDir, { recursive: true, force: true });

  // PostgreSQL profile on a fresh database, dropped afterwards.
  let postgres: ProfileResult | { skipped: string };
  let database: BenchDatabase | undefined;
  if (!wantsProfile('PostgreSQL')) postgres = { skipped: 'not selected (BENCH_PROFILES)' };
  else if (!wants('P1', 'P3', 'P4', 'P9')) postgres = { skipped: 'not selected (BENCH_ROWS)' };
  else
    try {
      database = await createBenchDatabase(settings.postgresAdminUrl);
      const db = database;
      cleanups.push(() => db.drop());
      log(`PostgreSQL: created database ${database.name}`);
    } catch (error) {
      postgres = { skipped: (error as Error).message };
      log(`PostgreSQL profile skipped: ${(error as Error).message}`);
      notes.push(`PostgreSQL profile skipped: ${(error as Error).message}`);
    }
  if (database) {
    try {
      postgres = await measureProfile(
        'PostgreSQL',
        path.join(workDir, 'data-postgres'),
        database.url,
      );
    } catch (error) {
      failed = true;
      postgres = { skipped: `failed: ${(error as Error).message.split('\n')[0]}` };
      log(`PostgreSQL profile failed: ${(error as Error).message}`);
    }
    try {
      await database.drop();
      cleanups.splice(cleanups.length - 1, 1);
      log(`PostgreSQL: dropped database ${database.name}`);
    } catch (error) {
      notes.push(`could not drop database ${database.name}: ${(error as Error).message}`);
    }
  }
  postgres ??= { skipped: 'not run' };
  if (database && pinning.pinned) {
    notes.push(
      'PostgreSQL itself is not pinned: its backends may share a core with the load generator.',
    );
  }

  // S1: the statistics reports over a generated year, on a database of their own.
  let statistics: StatisticsFigures | { skipped: string } = {
    skipped: 'not selected (BENCH_ROWS)',
  };
  if (wants('S1')) {
    let statsDatabase: BenchDatabase | undefined;
    try {
      statsDatabase = await createBenchDatabase(settings.postgresAdminUrl);
      const db = statsDatabase;
      cleanups.push(() => db.drop());
      statistics = await measureStatistics(
        statsDatabase.url,
        settings.statisticsOrders,
        settings.statisticsVisits,
        log,
      );
    } catch (error) {
      statistics = { skipped: `failed: ${(error as Error).message.split('\n')[0]}` };
      log(`S1 failed: ${(error as Error).message}`);
    } finally {
      if (statsDatabase) {
        await statsDatabase.drop().catch(() => undefined);
        cleanups.splice(cleanups.length - 1, 1);
      }
    }
  }

  const rows: Row[] = [...p1Rows('PGlite', pglite), ...p1Rows('PostgreSQL', postgres)];
  for (const [profile, result] of [
    ['PGlite', pglite],
    ['PostgreSQL', postgres],
  ] as const) {
    rows.push(...orderRows(profile, 'skipped' in result ? result : result.orders));
  }
  rows.push(...lighthouseRows(browser), ...inpRows(browser));
  rows.push(...statisticsRows(statistics));

  // P9 tripwire.
  if (!('skipped' in pglite) && !('skipped' in postgres)) {
    const ratio = pglite.oursRps / postgres.oursRps;
    rows.push({
      id: 'P9',
      figure: 'P9 tripwire: PGlite ÷ PostgreSQL req/s',
      unit: 'req/s',
      ours: pglite.oursRps,
      reference: postgres.oursRps,
      ratio,
      goal: '≥ 0.30×',
      met: ratio >= 0.3,
    });
  } else {
    rows.push({
      id: 'P9',
      figure: 'P9 tripwire: PGlite ÷ PostgreSQL req/s',
      unit: 'req/s',
      ours: null,
      reference: null,
      ratio: null,
      goal: '≥ 0.30×',
      met: null,
      skipped: 'needs both profiles',
    });
  }

  // P10.
  const startup = 'skipped' in pglite ? undefined : pglite.startup;
  rows.push({
    id: 'P10',
    figure: `P10 start-up, existing PGlite dir (median of ${settings.startupRuns})`,
    unit: 'ms',
    ours: startup?.medianMs ?? null,
    reference: null,
    ratio: null,
    goal: '≤ 1,500 ms',
    met: startup ? startup.medianMs <= 1500 : null,
    ...(startup ? {} : { skipped: p10Error }),
  });
  if (startup) {
    rows.push({
      id: 'P10',
      figure: '  CPU time until ready (info)',
      unit: 'ms',
      ours: startup.medianCpuMs,
      reference: null,
      ratio: null,
      goal: '—',
      met: null,
    });
  }

  // P5.
  const stated = bareJsKb ?? 68;
  const referenceNote = bareJsKb ? undefined : '68.0 kB (stated)';
  if ('error' in bundle) {
    rows.push(
      {
        id: 'P5',
        figure: 'P5 storefront initial JS (gzip -9)',
        unit: 'kB',
        ours: null,
        reference: stated,
        ...(referenceNote ? { referenceNote } : {}),
        ratio: null,
        goal: '≤ 90 kB',
        met: null,
        skipped: bundle.error.split('\n')[0] ?? 'failed',
      },
      {
        id: 'P5',
        figure: 'P5 storefront initial CSS (gzip -9)',
        unit: 'kB',
        ours: null,
        reference: null,
        ratio: null,
        goal: '≤ 20 kB',
        met: null,
        skipped: 'web build failed',
      },
    );
  } else {
    const js = bundle.jsGzipBytes / 1000;
    const css = bundle.cssGzipBytes / 1000;
    rows.push(
      {
        id: 'P5',
        figure: 'P5 storefront initial JS (gzip -9)',
        unit: 'kB',
        ours: js,
        reference: stated,
        ...(referenceNote ? { referenceNote } : {}),
        ratio: js / stated,
        goal: '≤ 90 kB',
        met: js <= 90,
      },
      {
        id: 'P5',
        figure: '  + storefront route chunks: all JS of / (info)',
        unit: 'kB',
        ours: js + bundle.storefrontLazyJsGzipBytes / 1000,
        reference: stated,
        ...(referenceNote ? { referenceNote } : {}),
        ratio: (js + bundle.storefrontLazyJsGzipBytes / 1000) / stated,
        goal: '—',
        met: null,
      },
      {
        id: 'P5',
        figure: 'P5 storefront initial CSS (gzip -9)',
        unit: 'kB',
        ours: css,
        reference: null,
        ratio: null,
        goal: '≤ 20 kB',
        met: css <= 20,
      },
      {
        id: 'P5',
        figure: '  + storefront route CSS: all CSS of / (info)',
        unit: 'kB',
        ours: css + bundle.storefrontLazyCssGzipBytes / 1000,
        reference: null,
        ratio: null,
        goal: '—',
        met: null,
      },
    );
  }

  // BENCH_ROWS: only the selected rows (and their notes).
  const selected = rows.filter((row) => wants(row.id));
  rows.length = 0;
  rows.push(...selected);

  if (busyRuns.length > 0) {
    notes.push(
      `the machine was busy: in ${busyRuns.length} of ${runCount} runs other processes used > 25 % of a core (up to ${Math.round(Math.max(...busyRuns))} %); absolute figures are low and ratios noisy, re-run on a quiet machine`,
    );
  }
  for (const result of [pglite, postgres]) {
    if ('warnings' in result) notes.push(...result.warnings);
  }
  for (const row of rows) {
    if (row.skipped && !notes.some((n) => n.includes(row.skipped!))) {
      notes.push(`${row.figure.trim()}: skipped: ${row.skipped}`);
    }
  }

  const file = writeResults({
    date: machine.date,
    machine,
    settings: {
      quick: settings.quick,
      connections: settings.connections,
      warmupSeconds: settings.warmupSeconds,
      durationSeconds: settings.durationSeconds,
      rounds: settings.rounds,
      startupRuns: settings.startupRuns,
      pinned: pinning.pinned,
      pinning: pinning.note,
    },
    rows: rows.map((row) => ({ ...row, display: displayRow(row) })),
    notes,
    details: { pglite, postgres, bundle, browser, statistics, bareReactJsKb: bareJsKb ?? null },
  });

  console.log('');
  console.log(renderTable(rows));
  console.log('');
  for (const note of notes) console.log(`note: ${note}`);
  console.log(`\nresults: ${path.relative(process.cwd(), file)}`);
}

try {
  await main();
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  killAllStarted();
  await cleanupAll();
}
process.exitCode = failed ? 1 : 0;
