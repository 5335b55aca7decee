import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './database.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';

/**
 * LISTEN on one PostgreSQL channel (ARCHITECTURE.md "Scaling": events another instance must see).
 * PostgreSQL: one dedicated connection per listener, outside the pool (a pooled connection would be
 * handed to queries and lose its LISTEN), reconnected with backoff when it drops. PGlite: its
 * `listen` (in its worker thread, docs/decisions/018-pglite-worker-thread.md, or in-process; one
 * process only, which is all PGlite allows).
 *
 * The driver is read from the Drizzle instance's client (`$client`), so the app needs nothing
 * besides its `db` to listen.
 */

export type ChannelHandlers = {
  onPayload(payload: string): void;
  /**
   * Called after a dropped connection is back: notifications sent meanwhile are lost, so a
   * listener reloads what it shows.
   */
  onReconnect?(): void;
  onError?(error: unknown): void;
};

export type ChannelListener = { close(): Promise<void> };

const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000];

export async function listenToChannel(
  db: Database,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite || client instanceof PgliteWorkerClient) {
    const unlisten = await client.listen(channel, handlers.onPayload);
    return { close: () => unlisten() };
  }
  if (client instanceof pg.Pool) return listenOnPostgres(client, channel, handlers);
  throw new Error('listenToChannel: unknown database driver');
}

async function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  const options = (pool as pg.Pool & { options: pg.PoolConfig }).options;
  let client: pg.Client | null = null;
  let isClosed = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...options, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      handlers.onError?.(error);
      onBroken(next);
    });
    next.on('end', () => onBroken(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };

  const reconnect = async () => {
    for (let attempt = 0; !isClosed; attempt += 1) {
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      if (isClosed) return;
      try {
        await connect();
        handlers.onReconnect?.();
        return;
      } catch (error) {
        handlers.onError?.(error);
      }
    }
  };

  // Only the connection in use triggers a reconnect (a replaced or failed one is ignored).
  function onBroken(broken: pg.Client) {
    if (isClosed || client !== broken) return;
    client = null;
    broken.end().catch(() => undefined);
    void reconnect();
  }

  await connect();
  return {
    close: async () => {
      isClosed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
