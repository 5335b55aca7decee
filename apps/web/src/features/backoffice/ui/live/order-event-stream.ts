import { type OrderEvent, orderEventSchema } from '@shop/domain';

/**
 * Reads an order event stream (Server-Sent Events) with fetch, so a request can carry headers
 * (the front desk's API key) as well as the session cookie. Reconnects after a drop; the caller
 * learns about drops to fall back to polling.
 */

export type OrderStreamHandlers = {
  /** The stream is open and listening (`ready`): show live, stop polling, reload once. */
  onOpen(): void;
  onEvent(event: OrderEvent): void;
  /** The server lost its database connection for a moment: reload everything. */
  onResync(): void;
  /** The stream dropped (network, server restart, refused): poll until it is back. */
  onDrop(): void;
  /** The server ended it for good (the session or key is no longer valid). */
  onEnd(): void;
  /** Staff test this device's alarm (device streams only). */
  onRing?(): void;
  /** Staff request this device's log (device streams only). */
  onLogs?(): void;
  /** What the shop's TVs show may have changed (the signage player's stream only). */
  onChanged?(): void;
};

const RECONNECT_DELAYS_MS = [1000, 3000, 5000, 10_000];

type Frame = { event: string; data: string };

function* framesOf(buffer: { text: string }): Generator<Frame> {
  for (let end = buffer.text.indexOf('\n\n'); end >= 0; end = buffer.text.indexOf('\n\n')) {
    const block = buffer.text.slice(0, end);
    buffer.text = buffer.text.slice(end + 2);
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    if (data !== '') yield { event, data };
  }
}

function dispatch(frame: Frame, handlers: OrderStreamHandlers): 'end' | undefined {
  if (frame.event === 'ready') handlers.onOpen();
  if (frame.event === 'resync') handlers.onResync();
  if (frame.event === 'end') return 'end';
  if (frame.event === 'ring') handlers.onRing?.();
  if (frame.event === 'logs') handlers.onLogs?.();
  if (frame.event === 'changed') handlers.onChanged?.();
  if (frame.event === 'order') {
    const parsed = orderEventSchema.safeParse(JSON.parse(frame.data));
    if (parsed.success) handlers.onEvent(parsed.data);
  }
  return undefined;
}

async function readOnce(
  url: string,
  headers: Record<string, string>,
  handlers: OrderStreamHandlers,
  signal: AbortSignal,
): Promise<'end' | 'drop'> {
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    credentials: 'same-origin',
    signal,
  });
  if (response.status === 401 || response.status === 403) return 'end';
  if (!response.ok || !response.body) return 'drop';
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const buffer = { text: '' };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return 'drop';
    buffer.text += value;
    for (const frame of framesOf(buffer)) {
      if (dispatch(frame, handlers) === 'end') return 'end';
    }
  }
}

/** Connects and keeps connecting until stopped or ended; returns the stop function. */
export function connectOrderEvents(
  url: string,
  headers: Record<string, string>,
  handlers: OrderStreamHandlers,
): () => void {
  const controller = new AbortController();
  let attempt = 0;
  const run = async () => {
    while (!controller.signal.aborted) {
      const outcome = await readOnce(url, headers, handlers, controller.signal).catch(
        () => 'drop' as const,
      );
      if (controller.signal.aborted) return;
      handlers.onDrop();
      if (outcome === 'end') return handlers.onEnd();
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      attempt += 1;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  };
  void run();
  return () => controller.abort();
}
