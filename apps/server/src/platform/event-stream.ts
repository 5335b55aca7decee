import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from './security-headers.ts';

/**
 * Server-Sent Events on a hijacked reply (no compression, no buffering): `event:`/`data:` frames,
 * a comment line as heartbeat so proxies keep the connection open, and a check at every heartbeat
 * that the reader may still listen (a session can end while the stream is open).
 */

export type EventStream = {
  send(event: string, data: unknown): void;
  close(): void;
  /** Checks at once whether the reader may still listen (ends the stream if not). */
  checkAllowed(): Promise<boolean>;
  readonly isOpen: boolean;
};

export type EventStreamOptions = {
  heartbeatMs: number;
  isHttps: boolean;
  /** Checked at every heartbeat; false ends the stream with an `end` event. */
  isStillAllowed?: () => Promise<boolean>;
  /** Runs once when the stream ends, whoever ends it. */
  onClose(): void;
};

/** How long the browser waits before reconnecting a dropped stream (SSE `retry`). */
export const EVENT_STREAM_RETRY_MS = 3000;

export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions,
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...securityHeaders({ isHttps: options.isHttps }),
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    // nginx and similar proxies buffer responses unless told not to.
    'X-Accel-Buffering': 'no',
  });
  raw.write(`retry: ${EVENT_STREAM_RETRY_MS}\n: verbunden\n\n`);

  let isOpen = true;
  const close = () => {
    if (!isOpen) return;
    isOpen = false;
    clearInterval(heartbeat);
    options.onClose();
    raw.end();
  };
  const checkAllowed = async (): Promise<boolean> => {
    if (!options.isStillAllowed) return isOpen;
    try {
      const isAllowed = await options.isStillAllowed();
      if (isAllowed || !isOpen) return isAllowed && isOpen;
      stream.send('end', { reason: 'unauthorized' });
      close();
      return false;
    } catch {
      close();
      return false;
    }
  };
  const heartbeat = setInterval(() => {
    raw.write(': ping\n\n');
    void checkAllowed();
  }, options.heartbeatMs);
  heartbeat.unref();
  request.raw.on('close', close);

  const stream: EventStream = {
    send(event, data) {
      if (!isOpen) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close,
    checkAllowed,
    get isOpen() {
      return isOpen;
    },
  };
  return stream;
}
