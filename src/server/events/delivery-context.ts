import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The event a piece of code runs for: set while the bus calls an event's listeners, and kept
 * through whatever they await (a stream re-reading its rows before sending them). The metrics
 * read it when a frame is written to a stream, to measure the delivery lag (docs/metrics.md).
 * Replays on a stream's opening run in the request's context, outside any delivery.
 * A timer set while delivering keeps the context too: when what it does later is not the
 * event's delivery (a mark that ends by itself), run it `outsideDelivery`.
 */
const delivering = new AsyncLocalStorage<{ writtenAt: number }>();

export function runDelivering<T>(writtenAt: string, work: () => T): T {
  return delivering.run({ writtenAt: Date.parse(writtenAt) }, work);
}

/** When the event being delivered was written (ms since the epoch), or undefined. */
export function deliveringEventWrittenAt(): number | undefined {
  return delivering.getStore()?.writtenAt;
}

/** Runs `work` outside any event's delivery (a timer's callback set by a listener). */
export function outsideDelivery<T>(work: () => T): T {
  return delivering.exit(work);
}
