import type { OrderStreamData } from './sse-reader';

/**
 * The books of the orders benchmark: every status change the load generator caused (an order
 * placed, a status moved), and every `order` event each stream received. At the end each
 * change must have reached each stream that follows it exactly once: the owner's streams
 * for all of that owner's changes, a diner's stream for its order's. The latency of a delivery
 * is the event's arrival on the stream minus the moment the client had the write's answer
 * ("accepted"); negative when the event beat the HTTP answer.
 */
type Stream = {
  /** `${orderId}:${status}` → arrivals (more than one is a duplicate). */
  arrivals: Map<string, Arrival[]>;
  eventIds: Set<number>;
  duplicateIds: number;
};

type Arrival = {
  /** `performance.now()` when the event's bytes were read. */
  at: number;
  /** From the server's timestamp of the change (`at`, taken before its transaction) to the
   *  arrival, ms, by the wall clock (one machine: one clock). */
  sinceStamp: number;
};

type Change = {
  ownerId: string;
  orderId: string;
  status: string;
  /** When the write was sent, and when its answer had arrived (`performance.now()`). */
  sentAt: number;
  acceptedAt: number;
  /** Placed before the owners' streams opened: only the diner's stream (a replay) gets it. */
  isDinerOnly?: boolean;
  /** Which latency series the deliveries feed (null: counted, not timed, e.g. warm-up). */
  series: string | null;
};

export type Latencies = { fromAnswer: number[]; fromSend: number[]; fromStamp: number[] };

export type DeliveryReport = {
  changes: number;
  expected: number;
  delivered: number;
  missing: number;
  duplicated: number;
  unexpected: number;
  /** Latency samples (ms) per series and stream kind, e.g. `steady/owner`: from the write's
   *  answer (negative: the event came first), from its sending, from the server's stamp. */
  latencies: Map<string, Latencies>;
};

export function createDeliveryBooks() {
  const ownerStreams = new Map<string, Stream[]>();
  const dinerStreams = new Map<string, Stream[]>();
  const changes: Change[] = [];

  function addStream(index: Map<string, Stream[]>, key: string) {
    const stream: Stream = { arrivals: new Map(), eventIds: new Set(), duplicateIds: 0 };
    index.set(key, [...(index.get(key) ?? []), stream]);
    return (data: OrderStreamData, receivedAt: number) => {
      if (stream.eventIds.has(data.eventId)) stream.duplicateIds += 1;
      stream.eventIds.add(data.eventId);
      const key = `${data.id}:${data.status}`;
      const arrival = {
        at: receivedAt,
        sinceStamp: performance.timeOrigin + receivedAt - Date.parse(data.at),
      };
      const arrivals = stream.arrivals.get(key);
      if (arrivals) arrivals.push(arrival);
      else stream.arrivals.set(key, [arrival]);
    };
  }

  /** Walks every expected delivery; `visit` gets the arrivals (empty: not delivered). */
  function walk(visit: (change: Change, kind: 'owner' | 'diner', times: Arrival[]) => void) {
    for (const change of changes) {
      const key = `${change.orderId}:${change.status}`;
      const owners = change.isDinerOnly ? [] : (ownerStreams.get(change.ownerId) ?? []);
      for (const stream of owners) visit(change, 'owner', stream.arrivals.get(key) ?? []);
      for (const stream of dinerStreams.get(change.orderId) ?? [])
        visit(change, 'diner', stream.arrivals.get(key) ?? []);
    }
  }

  return {
    /** The event handler of an owner's stream. */
    ownerStream: (ownerId: string) => addStream(ownerStreams, ownerId),
    /** The event handler of a diner's stream on one order. */
    dinerStream: (orderId: string) => addStream(dinerStreams, orderId),
    record(change: Change) {
      changes.push(change);
    },
    /** How many expected deliveries have not arrived yet. */
    missingCount() {
      let missing = 0;
      walk((_change, _kind, times) => {
        if (times.length === 0) missing += 1;
      });
      return missing;
    },
    report(): DeliveryReport {
      const latencies: DeliveryReport['latencies'] = new Map();
      let expected = 0;
      let delivered = 0;
      let missing = 0;
      let duplicated = 0;
      walk((change, kind, times) => {
        expected += 1;
        if (times.length === 0) {
          missing += 1;
          return;
        }
        delivered += 1;
        duplicated += times.length - 1;
        if (change.series === null) return;
        const series = `${change.series}/${kind}`;
        const first = times[0] as Arrival;
        const samples = latencies.get(series) ?? { fromAnswer: [], fromSend: [], fromStamp: [] };
        samples.fromAnswer.push(first.at - change.acceptedAt);
        samples.fromSend.push(first.at - change.sentAt);
        samples.fromStamp.push(first.sinceStamp);
        latencies.set(series, samples);
      });
      // Received events that no recorded change explains (another owner's, a stray replay).
      const known = new Set(changes.map((change) => `${change.orderId}:${change.status}`));
      let unexpected = 0;
      let duplicateIds = 0;
      for (const streams of [...ownerStreams.values(), ...dinerStreams.values()]) {
        for (const stream of streams) {
          duplicateIds += stream.duplicateIds;
          for (const [key, times] of stream.arrivals)
            if (!known.has(key)) unexpected += times.length;
        }
      }
      return {
        changes: changes.length,
        expected,
        delivered,
        missing,
        duplicated: Math.max(duplicated, duplicateIds),
        unexpected,
        latencies,
      };
    },
  };
}

export type DeliveryBooks = ReturnType<typeof createDeliveryBooks>;

/** Nearest-rank percentile of unsorted samples (0 when there are none). */
export function percentile(samples: number[], q: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}
