import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * The server's end of the embedded database's worker thread (`pglite-worker.mjs`,
 * docs/decisions/018-pglite-worker-thread.md): the part of PGlite's client interface that Drizzle's
 * PGlite driver, the migrator and the channel listener use (`query`, `exec`, `transaction`,
 * `listen`, `close`), each call a message to the thread. PGlite's own rules hold unchanged: one
 * transaction at a time, statements outside it wait until it ends.
 *
 * When the thread dies (a WebAssembly abort, out of memory) every waiting and every later call
 * fails with `PgliteWorkerFailure` at once, and the `onFailure` listeners hear of it (main.ts ends
 * the process with a German message): nothing waits for an answer that cannot come.
 */

const WORKER_FILE = path.join(import.meta.dirname, 'pglite-worker.mjs');

/** How long `close()` waits for the thread to end after PGlite has shut down. */
const EXIT_GRACE_MS = 2_000;

export type PgliteWorkerOptions = {
  /** Directory of the database files; none: in memory. */
  dataDir?: string;
  /** A `dumpDataDir` tar file to start from (tests clone a migrated template this way). */
  loadDataDirFile?: string;
};

/** A PostgreSQL error from the thread, with its fields (`code`, `constraint`, `detail`, …). */
export class PgliteWorkerError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
  [field: string]: unknown;

  constructor(fields: Record<string, unknown>) {
    super(String(fields.message ?? 'PGlite-Fehler'));
    for (const [key, value] of Object.entries(fields)) {
      if (key !== 'message' && key !== 'stack') this[key] = value;
    }
    this.name = typeof fields.name === 'string' ? fields.name : 'PgliteWorkerError';
  }
}

/** The worker thread is gone: no statement can run any more in this process. */
export class PgliteWorkerFailure extends Error {}

type Pending = { resolve(value: unknown): void; reject(error: Error): void };
type Outgoing = { type: string; [field: string]: unknown };
type Incoming =
  | { type: 'ready' }
  | { type: 'result'; id: number; value?: unknown; error?: Record<string, unknown> }
  | { type: 'notification'; channel: string; payload: string };

export class PgliteWorkerClient {
  private readonly pending = new Map<number, Pending>();
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private readonly failureListeners = new Set<(error: PgliteWorkerFailure) => void>();
  private nextId = 1;
  private failure: PgliteWorkerFailure | undefined;
  private isClosing = false;
  private readonly exited: Promise<number>;

  private constructor(
    /** The thread itself (tests end it to check what a crash does). */
    readonly worker: Worker,
  ) {
    worker.on('message', (message: Incoming) => this.receive(message));
    worker.on('error', (error) => {
      this.fail(
        new PgliteWorkerFailure(
          `Die eingebettete Datenbank (PGlite-Worker) ist abgestürzt: ${error.message}`,
        ),
      );
    });
    this.exited = new Promise((resolve) => {
      worker.once('exit', (code) => {
        if (!this.isClosing) {
          this.fail(
            new PgliteWorkerFailure(
              `Die eingebettete Datenbank (PGlite-Worker) wurde unerwartet beendet (Code ${code}).`,
            ),
          );
        } else {
          this.fail(new PgliteWorkerFailure('Die eingebettete Datenbank ist geschlossen.'), false);
        }
        resolve(code);
      });
    });
  }

  /** Starts the thread and resolves once PGlite has opened the database in it. */
  static async start(options: PgliteWorkerOptions = {}): Promise<PgliteWorkerClient> {
    const worker = new Worker(WORKER_FILE, { workerData: options });
    const client = new PgliteWorkerClient(worker);
    await new Promise<void>((resolve, reject) => {
      const onReady = (message: Incoming) => {
        if (message.type !== 'ready') return;
        worker.off('message', onReady);
        resolve();
      };
      worker.on('message', onReady);
      client.onFailure(reject);
    });
    return client;
  }

  /** Called once when the thread dies while the database is open (not after `close()`). */
  onFailure(listener: (error: PgliteWorkerFailure) => void): void {
    if (this.failure && !this.isClosing) listener(this.failure);
    else this.failureListeners.add(listener);
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.runQuery<T>(sql, params, options, undefined);
  }

  exec(sql: string): Promise<Results[]> {
    return this.request<Results[]>({ type: 'exec', sql });
  }

  /** PGlite's `transaction`: committed when `callback` resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = await this.request<number>({ type: 'begin' });
    let isClosed = false;
    const end = (commit: boolean) => {
      isClosed = true;
      return this.request<null>({ type: 'end', txId, commit });
    };
    const tx: Transaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.runQuery<R>(sql, params, options, txId),
      sql: <R>(strings: TemplateStringsArray, ...params: unknown[]) =>
        this.runQuery<R>(
          strings.reduce((text, part, index) => `${text}$${index}${part}`),
          params,
          undefined,
          txId,
        ),
      exec: (sql: string) => this.request<Results[]>({ type: 'exec', sql, txId }),
      rollback: async () => {
        if (!isClosed) await end(false);
      },
      listen: () => Promise.reject(new Error('listen in a transaction is not supported')),
      get closed() {
        return isClosed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!isClosed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!isClosed) await end(true);
    return result;
  }

  /** PGlite's `listen`: notifications of `channel` (sent by any statement) reach `callback`. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.channels.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.channels.set(channel, callbacks);
    }
    callbacks.add(callback);
    if (callbacks.size === 1) await this.request({ type: 'listen', channel });
    return () => this.unlisten(channel, callback);
  }

  async unlisten(channel: string, callback?: (payload: string) => void): Promise<void> {
    const callbacks = this.channels.get(channel);
    if (!callbacks) return;
    if (callback) callbacks.delete(callback);
    else callbacks.clear();
    if (callbacks.size > 0) return;
    this.channels.delete(channel);
    if (!this.failure) await this.request({ type: 'unlisten', channel });
  }

  /**
   * Shuts PostgreSQL down in the thread (after the statement in progress) and waits for the
   * thread to end, so the data directory is left clean.
   */
  async close(): Promise<void> {
    if (this.isClosing) {
      await this.exited;
      return;
    }
    if (this.failure) return;
    this.isClosing = true;
    try {
      await this.request({ type: 'close' }, true);
    } finally {
      const timer = setTimeout(() => void this.worker.terminate(), EXIT_GRACE_MS);
      await this.exited;
      clearTimeout(timer);
    }
  }

  private async runQuery<T>(
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    txId: number | undefined,
  ): Promise<Results<T>> {
    const parsers = options?.parsers ?? {};
    const rawTypes = Object.keys(parsers).map(Number);
    const result = await this.request<Results<T>>({
      type: 'query',
      sql,
      params: params ?? [],
      rowMode: options?.rowMode ?? 'object',
      rawTypes,
      txId,
    });
    if (rawTypes.length > 0) applyParsers(result, parsers, options?.rowMode ?? 'object');
    return result;
  }

  private request<T>(message: Outgoing, isCloseRequest = false): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.isClosing && !isCloseRequest) {
      return Promise.reject(
        new PgliteWorkerFailure('Die eingebettete Datenbank wird geschlossen.'),
      );
    }
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private receive(message: Incoming): void {
    if (message.type === 'notification') {
      for (const callback of this.channels.get(message.channel) ?? []) callback(message.payload);
      return;
    }
    if (message.type !== 'result') return;
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if (message.error) pending.reject(new PgliteWorkerError(message.error));
    else pending.resolve(message.value);
  }

  private fail(failure: PgliteWorkerFailure, isCrash = true): void {
    if (this.failure) return;
    this.failure = failure;
    for (const pending of this.pending.values()) pending.reject(failure);
    this.pending.clear();
    if (!isCrash) return;
    for (const listener of this.failureListeners) listener(failure);
    this.failureListeners.clear();
  }
}

/** The caller's parsers on the columns the thread left as text (Drizzle keeps dates as text). */
function applyParsers(
  result: Results<unknown>,
  parsers: NonNullable<QueryOptions['parsers']>,
  rowMode: 'array' | 'object',
): void {
  const columns = result.fields.flatMap((field, index) => {
    const parser = parsers[field.dataTypeID];
    return parser ? [{ key: rowMode === 'array' ? index : field.name, parser }] : [];
  });
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, parser } of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parser(value);
    }
  }
}
