import { Agent, request } from 'node:http';

export type JsonAnswer = {
  status: number;
  body: unknown;
  /** `performance.now()` when the whole answer had arrived. */
  receivedAt: number;
};

/** Keep-alive connections for the benchmark's requests (the SSE readers have their own). */
export function createAgent(maxSockets: number) {
  return new Agent({ keepAlive: true, maxSockets });
}

/** One JSON request over `node:http` (no fetch machinery in the load generator's hot path). */
export function sendJson(
  url: string,
  options: {
    method: string;
    /** false: a connection of its own (a phone's), closed after the answer. */
    agent: Agent | false;
    headers?: Record<string, string>;
    body?: unknown;
    /** The loopback address to connect from (a client's own address behind a proxy). */
    localAddress?: string;
  },
): Promise<JsonAnswer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const outgoing = request(url, {
      method: options.method,
      agent: options.agent,
      localAddress: options.localAddress,
      headers: {
        accept: 'application/json',
        ...(payload !== undefined && {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
        }),
        ...options.headers,
      },
    });
    outgoing.on('error', reject);
    // An answer that never comes is a failure of the run, not a wait forever.
    outgoing.setTimeout(60_000, () => outgoing.destroy(new Error('no answer within 60 s')));
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const receivedAt = performance.now();
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          // not JSON: keep the text for the error report
        }
        resolve({ status: response.statusCode ?? 0, body, receivedAt });
      });
    });
    outgoing.end(payload);
  });
}
