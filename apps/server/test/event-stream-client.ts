import http from 'node:http';

/** One Server-Sent Event as received. */
export type ReceivedEvent = { event: string; data: unknown };

export type EventStreamClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Resolves with the first event (from now on, or already buffered) that matches. */
  waitFor(match: (event: ReceivedEvent) => boolean): Promise<ReceivedEvent>;
  /** Every event received so far, in order. */
  received: ReceivedEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/**
 * Opens an event stream over real TCP (tests): parses `event:`/`data:` frames as they arrive.
 * Comment lines (heartbeats) are counted in `comments`.
 */
export function openEventStreamClient(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient & { comments: () => number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
    request.on('error', reject);
    request.on('response', (response) => {
      response.setEncoding('utf8');
      const received: ReceivedEvent[] = [];
      const waiters: { match: (event: ReceivedEvent) => boolean; done(e: ReceivedEvent): void }[] =
        [];
      let consumed = 0;
      let comments = 0;
      let buffer = '';
      const deliver = (event: ReceivedEvent) => {
        received.push(event);
        const index = waiters.findIndex((waiter) => waiter.match(event));
        if (index >= 0) waiters.splice(index, 1)[0]?.done(event);
      };
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let data = '';
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data !== '') deliver({ event, data: JSON.parse(data) });
        }
      });
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        received,
        ended,
        comments: () => comments,
        waitFor: (match) => {
          const found = received.slice(consumed).find(match);
          if (found) {
            consumed = received.indexOf(found) + 1;
            return Promise.resolve(found);
          }
          return new Promise((done) =>
            waiters.push({
              match,
              done: (event) => {
                consumed = received.indexOf(event) + 1;
                done(event);
              },
            }),
          );
        },
        close: () => request.destroy(),
      });
    });
  });
}
