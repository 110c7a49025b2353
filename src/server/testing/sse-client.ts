/**
 * A minimal Server-Sent Events reader for tests, over a real HTTP connection (`fetch`):
 * `next()` resolves with the next event, `close()` aborts the request.
 */
export type SseEvent = { id?: string; event?: string; data: string };
/** An event's data, parsed. */
type SseData = { [key: string]: unknown };

export async function openSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const queue: SseEvent[] = [];
  const waiters: ((event: SseEvent | null) => void)[] = [];
  let isEnded = false;
  /** The last `retry:` the server sent (ms), or null. */
  let retryMs: number | null = null;

  const push = (event: SseEvent | null) => {
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else if (event) queue.push(event);
  };

  const pump = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(': ');
            const value = rest.join(': ');
            if (field === 'retry') retryMs = Number(value);
            else if (field === 'id') event.id = value;
            else if (field === 'event') event.event = value;
            else if (field === 'data') {
              event.data = value;
              hasData = true;
            }
          }
          if (hasData) push(event);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      isEnded = true;
      while (waiters.length > 0) push(null);
    }
  };
  const ended = pump();

  /** The next event, or null when the stream ended; rejects after `timeoutMs`. */
  function next(timeoutMs = 3000): Promise<SseEvent | null> {
    const queued = queue.shift();
    if (queued) return Promise.resolve(queued);
    if (isEnded) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no SSE event in time')), timeoutMs);
      waiters.push((event) => {
        clearTimeout(timer);
        resolve(event);
      });
    });
  }

  return {
    response,
    next,
    /**
     * The next event whose (JSON) data and event satisfy `check`, earlier ones skipped; rejects
     * when the stream ends first, or when no event comes for 3 s.
     */
    async until(
      check: (data: SseData, event: SseEvent) => boolean,
    ): Promise<{ data: SseData; event: SseEvent }> {
      for (;;) {
        const event = await next();
        if (!event) throw new Error('stream ended');
        const data = JSON.parse(event.data) as SseData;
        if (check(data, event)) return { data, event };
      }
    },
    /** Resolves when the server ends the stream. */
    ended,
    /** The reconnection delay the server asked for last (`retry:`), or null. */
    retryMs: () => retryMs,
    close() {
      controller.abort();
      return ended;
    },
  };
}
