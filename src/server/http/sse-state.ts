import type { Logger } from '../logging/logger';
import type { SseStream } from './sse';

/**
 * Keeps one SSE stream showing a small state (a table's tab, a table's call): `read()` is sent
 * as `event` at once and again at each `refresh()` — the whole state, so a reconnect has
 * nothing to replay. Refreshes asked for during a read are coalesced into one more read.
 * Returns `refresh`, for the caller's event listeners.
 */
export function sendStateOn(input: {
  stream: SseStream;
  event: string;
  read: () => Promise<unknown>;
  log: Logger;
  /** What the log says when a read fails ("tab stream failed"). */
  failure: string;
}): () => void {
  const { stream } = input;
  let isReading = false;
  let isDirty = false;

  async function refresh() {
    if (isReading) {
      isDirty = true;
      return;
    }
    isReading = true;
    try {
      do {
        isDirty = false;
        const data = await input.read();
        if (!stream.isClosed) stream.send({ event: input.event, data });
      } while (isDirty && !stream.isClosed);
    } catch (error) {
      input.log.error({ err: error }, input.failure);
    } finally {
      isReading = false;
    }
  }

  void refresh();
  return () => void refresh();
}
