import { request } from 'node:http';

/** The `data` of an `order` event on the owners' and diners' streams (orders/order-streams.ts). */
export type OrderStreamData = {
  eventId: number;
  id: string;
  status: string;
  fromStatus: string | null;
  at: string;
};

export type SseReader = {
  /** False once the server or `close()` ended the stream. */
  readonly isOpen: boolean;
  close(): void;
};

/**
 * A Server-Sent Events reader for the benchmark, on one plain `node:http` connection (lighter
 * than `fetch` for hundreds of streams in the load generator's one thread). Resolves once the
 * server answered 200; calls `onEvent` for every `order` event with the time its bytes were
 * read (`performance.now()`). It never reconnects: a dropped stream is a finding, reported
 * through `onEnd`.
 */
export function openSseReader(options: {
  url: string;
  headers?: Record<string, string>;
  onEvent: (data: OrderStreamData, receivedAt: number) => void;
  onEnd: (reason: string) => void;
}): Promise<SseReader> {
  return new Promise((resolve, reject) => {
    let isOpen = false;
    let isClosing = false;
    const outgoing = request(options.url, {
      agent: false,
      headers: { accept: 'text/event-stream', ...options.headers },
    });
    const reader: SseReader = {
      get isOpen() {
        return isOpen;
      },
      close() {
        isClosing = true;
        outgoing.destroy();
      },
    };
    const end = (reason: string) => {
      if (!isOpen) return;
      isOpen = false;
      if (!isClosing) options.onEnd(reason);
    };
    outgoing.on('error', (error) => (isOpen ? end(error.message) : reject(error)));
    outgoing.on('response', (response) => {
      if (response.statusCode !== 200) {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          reject(new Error(`${options.url}: ${response.statusCode} ${body}`)),
        );
        return;
      }
      isOpen = true;
      resolve(reader);
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const receivedAt = performance.now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const data = parseOrderFrame(frame);
          if (data) options.onEvent(data, receivedAt);
        }
      });
      response.on('end', () => end('the server ended the stream'));
      response.on('error', (error) => end(error.message));
    });
    outgoing.end();
  });
}

/** The data of an `event: order` frame; null for comments, `retry:` and other events. */
function parseOrderFrame(frame: string): OrderStreamData | null {
  let event = '';
  let data = '';
  for (const line of frame.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data = line.slice(6);
  }
  return event === 'order' && data ? (JSON.parse(data) as OrderStreamData) : null;
}
