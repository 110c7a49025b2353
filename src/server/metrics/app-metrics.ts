import type { FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { deliveringEventWrittenAt } from '../events/delivery-context';
import type { Logger } from '../logging/logger';
import { processMetricsRegistry } from './process-metrics';
import { streamKindOf, streamKinds } from './stream-kinds';

/** Seconds; from 5 ms (a cached API answer) to 10 s (a slow export). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The `route` of a request no route matched (any URL: one label, never the URL itself). */
export const UNMATCHED_ROUTE = 'unmatched';

/** What the metrics read at scrape time, from the services that hold it (app.ts wires them). */
export type MetricSources = {
  /** Photos being processed and waiting (images/image-work-queue.ts, this instance). */
  imageQueue: () => { active: number; waiting: number };
  /** Translation jobs by state (the database's queue, shared by every instance). */
  translationJobs: () => Promise<Record<'due' | 'running' | 'delayed' | 'failed', number>>;
  /** PostgreSQL's connection pool; null on SQLite or before the first query. */
  databasePool: () => { total: number; idle: number; waiting: number; max: number } | null;
  /** Cached public pages answered in front of Fastify (public-pages/fast-path.ts). */
  fastPathResponses: () => number;
  /** Every payments journal checked holds (fiscal-journal); null before the first check. */
  journalIntact?: () => boolean | null;
};

export type AppMetrics = ReturnType<typeof createAppMetrics>;

/**
 * The operator's metrics of one app (docs/metrics.md): a registry per app, since tests build
 * many apps in one process; the process's own metrics come from one shared registry.
 */
export function createAppMetrics(options: { log: Logger }) {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Histogram({
    name: 'ardoise_http_request_duration_seconds',
    help: 'HTTP requests answered by Fastify, by method, route pattern and status, with their duration.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers,
  });

  const streamsOpen = new Gauge({
    name: 'ardoise_event_streams_open',
    help: 'Event streams (Server-Sent Events) open on this instance, by kind.',
    labelNames: ['kind'],
    registers,
  });
  const streamsOpened = new Counter({
    name: 'ardoise_event_streams_opened_total',
    help: 'Event streams opened on this instance, by kind (reconnections included).',
    labelNames: ['kind'],
    registers,
  });
  const deliveryLag = new Histogram({
    name: 'ardoise_event_delivery_lag_seconds',
    help: 'From an event written to the event log (with its change) to a frame it caused written to a stream, by stream kind.',
    labelNames: ['kind'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  /** One watch per kind, shared by its streams: nothing allocated per stream. */
  const watches = new Map<string, { sent(): void; closed(): void }>();
  for (const kind of streamKinds()) {
    streamsOpen.labels(kind).set(0);
    streamsOpened.labels(kind).inc(0);
    const open = streamsOpen.labels(kind);
    const lag = deliveryLag.labels(kind);
    watches.set(kind, {
      sent() {
        const writtenAt = deliveringEventWrittenAt();
        if (writtenAt !== undefined) lag.observe(Math.max(0, Date.now() - writtenAt) / 1000);
      },
      closed: () => open.dec(),
    });
  }

  const ordersPlaced = new Counter({
    name: 'ardoise_orders_placed_total',
    help: 'Orders placed on this instance, by source (diner, staff).',
    labelNames: ['source'],
    registers,
  });
  const ordersRefused = new Counter({
    name: 'ardoise_orders_refused_total',
    help: 'Orders refused on this instance, by source and reason (ORDER_REASONS, else the error code).',
    labelNames: ['source', 'reason'],
    registers,
  });
  for (const source of ['diner', 'staff']) ordersPlaced.labels(source).inc(0);

  return {
    contentType: registry.contentType,

    /** The exposition text: this app's metrics and the process's. */
    scrape: () => Registry.merge([processMetricsRegistry(), registry]).metrics(),

    observeRequest(method: string, route: string | undefined, status: number, seconds: number) {
      requests
        .labels(METHODS.has(method) ? method : 'OTHER', route ?? UNMATCHED_ROUTE, String(status))
        .observe(seconds);
    },

    /** For registerEventStreams (http/sse.ts). */
    streams: {
      opened(request: FastifyRequest) {
        const kind = streamKindOf(request.routeOptions.url);
        streamsOpen.labels(kind).inc();
        streamsOpened.labels(kind).inc();
        return watches.get(kind) as { sent(): void; closed(): void };
      },
    },

    /** For the order service (orders/order-outcomes.ts). */
    orders: {
      placed: (source: string) => ordersPlaced.labels(source).inc(),
      refused: (source: string, reason: string) => ordersRefused.labels(source, reason).inc(),
    },

    /** Adds the gauges read at scrape time; once, when the services exist. */
    watch(sources: MetricSources) {
      registerScrapeGauges(registers, sources, options.log);
    },
  };
}

function registerScrapeGauges(registers: Registry[], sources: MetricSources, log: Logger) {
  new Gauge({
    name: 'ardoise_image_queue_photos',
    help: 'Photos being processed (active) and waiting their turn (waiting) on this instance.',
    labelNames: ['state'],
    registers,
    collect() {
      const { active, waiting } = sources.imageQueue();
      this.set({ state: 'active' }, active);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'ardoise_translation_jobs',
    help: 'Menu translation jobs in the database (all instances), by state: due, running, delayed (retry later), failed.',
    labelNames: ['state'],
    registers,
    async collect() {
      try {
        const counts = await sources.translationJobs();
        for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
      } catch (error) {
        // A scrape still answers when the database does not: the series go missing.
        this.reset();
        log.warn({ err: error }, 'counting translation jobs for the metrics failed');
      }
    },
  });
  new Gauge({
    name: 'ardoise_db_pool_connections',
    help: "PostgreSQL pool of this instance: connections open (open), idle among them, and the pool's maximum (max). Absent on SQLite.",
    labelNames: ['state'],
    registers,
    collect() {
      const pool = sources.databasePool();
      this.reset();
      if (!pool) return;
      this.set({ state: 'open' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'max' }, pool.max);
    },
  });
  new Gauge({
    name: 'ardoise_db_pool_waiting_queries',
    help: 'Queries of this instance waiting for a PostgreSQL connection (every one busy). Absent on SQLite.',
    registers,
    collect() {
      const pool = sources.databasePool();
      this.reset();
      if (pool) this.set(pool.waiting);
    },
  });
  new Gauge({
    name: 'ardoise_journal_intact',
    help: "1 when every restaurant's payments journal held at this instance's last check (entries, head, closures), 0 when one did not (docs/fiscal-journal.md). Absent before the first check.",
    registers,
    collect() {
      const isIntact = sources.journalIntact?.() ?? null;
      this.reset();
      if (isIntact !== null) this.set(isIntact ? 1 : 0);
    },
  });
  let fastPathSeen = 0;
  new Counter({
    name: 'ardoise_http_fast_path_responses_total',
    help: 'Cached diner pages answered in front of Fastify (not in ardoise_http_request_duration_seconds).',
    registers,
    collect() {
      const now = sources.fastPathResponses();
      this.inc(Math.max(0, now - fastPathSeen));
      fastPathSeen = now;
    },
  });
}
