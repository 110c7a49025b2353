/**
 * The open event streams' heartbeat, spread over its period: every stream gets a ping once per
 * `periodMs`, but a tick pings only one of `slots` groups (streams join them in turn), so an
 * instance with 10 000 open streams writes about 100 pings every quarter of a second instead of
 * 10 000 in one go every 25 s — a block of the event loop (~300 ms on a small machine) that
 * every request, order and "Épuisé" change arriving then would wait for (docs/performance.md,
 * "Streams at scale", seventh pass).
 */
export type Heartbeat<T> = {
  /** Starts pinging `item` (within one period); returns its slot, for `remove`. */
  add(item: T): number;
  remove(item: T, slot: number): void;
  /** How many items it pings: the open streams (sse.ts keeps no other list of them). */
  size(): number;
  /** Every item it pings, in no particular order. */
  items(): Generator<T>;
  /** No more pings; the items stay (a shutdown ends them). */
  stop(): void;
};

export const HEARTBEAT_SLOTS = 100;

export function createHeartbeat<T>(options: {
  periodMs: number;
  ping: (item: T) => void;
  slots?: number;
}): Heartbeat<T> {
  const slots: Set<T>[] = Array.from(
    { length: options.slots ?? HEARTBEAT_SLOTS },
    () => new Set<T>(),
  );
  /** The slot the next stream joins, and the one the next tick pings. */
  let joining = 0;
  let due = 0;
  let count = 0;
  /** Runs only while there is something to ping. */
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  const tick = () => {
    const slot = slots[due] as Set<T>;
    due = (due + 1) % slots.length;
    for (const item of slot) options.ping(item);
  };
  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };

  return {
    add(item) {
      const slot = joining;
      joining = (joining + 1) % slots.length;
      (slots[slot] as Set<T>).add(item);
      count += 1;
      if (!timer && !isStopped) {
        timer = setInterval(tick, Math.max(1, options.periodMs / slots.length));
        timer.unref();
      }
      return slot;
    },
    remove(item, slot) {
      if (!slots[slot]?.delete(item)) return;
      count -= 1;
      if (count === 0) pause();
    },
    size: () => count,
    *items() {
      for (const slot of slots) yield* slot;
    },
    stop() {
      isStopped = true;
      pause();
    },
  };
}
