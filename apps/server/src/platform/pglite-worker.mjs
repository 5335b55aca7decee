// The embedded database in a thread of its own (docs/decisions/018-pglite-worker-thread.md).
// PGlite runs PostgreSQL compiled to WebAssembly synchronously on the thread that calls it: on the
// server's main thread every statement held up every other request, cached reads and static files
// too. Here it runs in a worker thread; `pglite-worker-client.ts` is its other end and offers the
// part of PGlite's interface that Drizzle and the server use (query, exec, transaction, listen).
//
// Plain JavaScript on purpose: Node 20 starts a worker without any TypeScript loader (tests, tsx
// and the bundle alike), and this file needs nothing of ours.
//
// Messages in: { id, type: 'query', sql, params, rowMode, rawTypes, txId? } | { id, type: 'exec',
// sql, txId? } | { id, type: 'begin' } | { id, type: 'end', txId, commit } | { id, type: 'listen'
// | 'unlisten', channel } | { id, type: 'close' }. Messages out: { type: 'ready' } | { type:
// 'result', id, value } | { type: 'result', id, error } | { type: 'notification', channel, payload }.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread only');
const port = parentPort;

/** @type {{ dataDir?: string, loadDataDirFile?: string }} */
const options = workerData ?? {};

/** PostgreSQL error fields (code, constraint, detail, …) survive the thread boundary as plain data. */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

/** Drizzle's parsers keep these types as PostgreSQL's text; the caller applies its own functions. */
function queryOptions(message) {
  const parsers = {};
  for (const type of message.rawTypes ?? []) parsers[type] = (value) => value;
  return { rowMode: message.rowMode, parsers };
}

const db = await PGlite.create({
  dataDir: options.dataDir,
  loadDataDir: options.loadDataDirFile
    ? new Blob([fs.readFileSync(options.loadDataDirFile)])
    : undefined,
});

/**
 * Named prepared statements (docs/decisions/018-pglite-worker-thread.md, "Prepared statements").
 * PGlite's `query` sends Parse, Describe, Bind, Describe and Execute for every statement: for the
 * order's one writing statement, parsing and analysing its text cost more than running it. A
 * statement text seen a second time is parsed once under a name and from then on only bound and
 * executed (PostgreSQL's extended protocol, as node-postgres does with a named query); its
 * parameter types and row description are kept from its one Describe. Texts seen once are only
 * counted. Both maps are bounded: the least recently used statement is closed.
 */
const PREPARED_LIMIT = 200;
const SEEN_LIMIT = 2000;
/** @type {Map<string, { name: string, parameterTypes: number[], rowDescription?: object }>} */
const prepared = new Map();
/** @type {Map<string, number>} statement texts run once, not (yet) prepared */
const seenOnce = new Map();
let nextStatementNumber = 1;
const NO_SYNC = { syncToFs: false };

/** True when `sql` is worth a named statement: its text was run before. */
function isRepeated(sql) {
  if (prepared.has(sql)) return true;
  if (seenOnce.has(sql)) {
    seenOnce.delete(sql);
    return true;
  }
  if (seenOnce.size >= SEEN_LIMIT) seenOnce.clear();
  seenOnce.set(sql, 1);
  return false;
}

/** PGlite's own value serialisation (`#runQuery`): by the parameter's type, else `toString`. */
function serializeValues(params, parameterTypes) {
  return params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serialize = db.serializers[parameterTypes[index]];
    return serialize ? serialize(value) : value.toString();
  });
}

async function closeStatement(name) {
  await db.execProtocolStream(protocol.serialize.close({ type: 'S', name }), NO_SYNC);
  await db.execProtocolStream(protocol.serialize.sync(), NO_SYNC);
}

/**
 * Runs `sql` as a named prepared statement, with the same result as `db.query` (rows parsed with
 * the caller's row mode and parsers). Holds PGlite's query mutex for the whole exchange, and outside
 * a transaction also its transaction mutex, as `db.query` does.
 */
function preparedQuery(message) {
  const run = () =>
    db._runExclusiveQuery(async () => {
      let statement = prepared.get(message.sql);
      const results = [];
      try {
        if (statement) {
          prepared.delete(message.sql); // moved to the end: most recently used
          prepared.set(message.sql, statement);
        } else {
          if (prepared.size >= PREPARED_LIMIT) {
            const [oldestSql, oldest] = prepared.entries().next().value;
            prepared.delete(oldestSql);
            await closeStatement(oldest.name);
          }
          const name = `s${nextStatementNumber++}`;
          await db.execProtocolStream(
            protocol.serialize.parse({ name, text: message.sql }),
            NO_SYNC,
          );
          const described = await db.execProtocolStream(
            protocol.serialize.describe({ type: 'S', name }),
            NO_SYNC,
          );
          statement = {
            name,
            parameterTypes: parse.parseDescribeStatementResults(described),
            rowDescription: described.find((reply) => reply.name === 'rowDescription'),
          };
          prepared.set(message.sql, statement);
        }
        if (statement.rowDescription) results.push(statement.rowDescription);
        const values = serializeValues(message.params ?? [], statement.parameterTypes);
        results.push(
          ...(await db.execProtocolStream(
            protocol.serialize.bind({ statement: statement.name, values }),
            NO_SYNC,
          )),
          ...(await db.execProtocolStream(protocol.serialize.execute({}), NO_SYNC)),
        );
      } catch (error) {
        // A statement that failed to parse is not kept; one whose tables changed shape
        // ("cached plan must not change result type") is parsed anew next time.
        if (statement === undefined || error?.code === '0A000') {
          const kept = prepared.get(message.sql);
          prepared.delete(message.sql);
          if (kept) await closeStatement(kept.name).catch(() => undefined);
        }
        throw error;
      } finally {
        results.push(...(await db.execProtocolStream(protocol.serialize.sync(), NO_SYNC)));
      }
      if (!db.isInTransaction()) await db.syncToFs();
      return parse.parseResults(results, db.parsers, queryOptions(message))[0];
    });
  return message.txId === undefined ? db._runExclusiveTransaction(run) : run();
}

/** Open transactions by id: the PGlite transaction object and how to end it. */
const transactions = new Map();
let nextTransactionId = 1;
/** Channels listened to, with the function that stops each. */
const listening = new Map();

function reply(id, work) {
  Promise.resolve()
    .then(work)
    .then(
      (value) => port.postMessage({ type: 'result', id, value }),
      (error) => port.postMessage({ type: 'result', id, error: serializeError(error) }),
    );
}

/** The connection a statement runs on: an open transaction's, or the database (which waits for it). */
function target(txId) {
  if (txId === undefined) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error(`Transaktion ${txId} ist nicht (mehr) offen.`);
  return open.tx;
}

function begin(id) {
  const txId = nextTransactionId++;
  let started = false;
  db.transaction(async (tx) => {
    started = true;
    const ended = new Promise((resolve, reject) => {
      transactions.set(txId, { tx, commit: resolve, rollback: reject });
    });
    port.postMessage({ type: 'result', id, value: txId });
    // Resolved: PGlite commits; rejected: PGlite rolls back.
    await ended;
  }).then(
    () => settle(txId, undefined),
    (error) => {
      if (!started) port.postMessage({ type: 'result', id, error: serializeError(error) });
      else settle(txId, error);
    },
  );
}

/** Answers the `end` request of a transaction once PGlite has committed or rolled it back. */
function settle(txId, error) {
  const open = transactions.get(txId);
  transactions.delete(txId);
  if (open?.endId === undefined) return;
  const isRollbackRequested = open.isRollback && error === ROLLBACK;
  port.postMessage(
    error === undefined || isRollbackRequested
      ? { type: 'result', id: open.endId, value: null }
      : { type: 'result', id: open.endId, error: serializeError(error) },
  );
}

const ROLLBACK = new Error('rollback requested');

function end(id, txId, commit) {
  const open = transactions.get(txId);
  if (!open) {
    port.postMessage({
      type: 'result',
      id,
      error: { message: `Transaktion ${txId} ist unbekannt.` },
    });
    return;
  }
  open.endId = id;
  open.isRollback = !commit;
  if (commit) open.commit();
  else open.rollback(ROLLBACK);
}

async function listen(channel) {
  if (listening.has(channel)) return;
  const unlisten = await db.listen(channel, (payload) =>
    port.postMessage({ type: 'notification', channel, payload }),
  );
  listening.set(channel, unlisten);
}

async function unlisten(channel) {
  const stop = listening.get(channel);
  listening.delete(channel);
  await stop?.();
}

port.on('message', (message) => {
  switch (message.type) {
    case 'query':
      return reply(message.id, () => {
        // Checked first: a statement of a transaction that has ended fails as before.
        const connection = target(message.txId);
        return isRepeated(message.sql)
          ? preparedQuery(message)
          : connection.query(message.sql, message.params, queryOptions(message));
      });
    case 'exec':
      return reply(message.id, () => target(message.txId).exec(message.sql));
    case 'begin':
      return begin(message.id);
    case 'end':
      return end(message.id, message.txId, message.commit);
    case 'listen':
      return reply(message.id, () => listen(message.channel));
    case 'unlisten':
      return reply(message.id, () => unlisten(message.channel));
    case 'close':
      // PGlite finishes the statement in progress, shuts PostgreSQL down (a clean data directory)
      // and only then is the thread left.
      return db.close().then(
        () => {
          port.postMessage({ type: 'result', id: message.id, value: null });
          port.close();
        },
        (error) =>
          port.postMessage({ type: 'result', id: message.id, error: serializeError(error) }),
      );
    default:
      return reply(message.id, () => {
        throw new Error(`Unbekannte Nachricht an den PGlite-Worker: ${message.type}`);
      });
  }
});

port.postMessage({ type: 'ready' });
