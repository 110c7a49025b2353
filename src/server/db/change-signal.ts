import type pg from 'pg';
import { loadPg } from './pg-driver';

/**
 * How one process hears that another committed something (the event log's wake-up call).
 * PostgreSQL: a dedicated LISTEN connection, reconnected with backoff when it drops; every
 * (re)connection signals once so the caller catches up from the table. SQLite (one server,
 * plus the admin command): the caller is signalled on a short timer instead.
 */
export type ChangeSignal = {
  close(): Promise<void>;
  /** The LISTEN connection's backend pid (PostgreSQL), for operators and tests. */
  backendPid(): number | null;
  /** Whether signals can arrive now: PostgreSQL's LISTEN is connected (SQLite: always). */
  isListening(): boolean;
};

export type ListenOptions = {
  channel: string;
  onSignal: () => void;
  onError: (error: unknown) => void;
  /** SQLite only: how often to look for rows written by another process. */
  pollMs?: number;
};

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export function listenForChanges(
  settings: { dialect: 'sqlite' } | { dialect: 'postgres'; url: string },
  options: ListenOptions,
): ChangeSignal {
  if (!CHANNEL_NAME.test(options.channel)) throw new Error(`bad channel ${options.channel}`);
  if (settings.dialect === 'sqlite') {
    const timer = setInterval(options.onSignal, options.pollMs ?? 500);
    timer.unref();
    return {
      close: async () => clearInterval(timer),
      backendPid: () => null,
      isListening: () => true,
    };
  }
  return listenOnPostgres(settings.url, options);
}

function listenOnPostgres(url: string, options: ListenOptions): ChangeSignal {
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let delayMs = 100;
  let isClosed = false;

  function scheduleReconnect() {
    if (isClosed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delayMs);
    delayMs = Math.min(delayMs * 2, 5000);
  }

  function drop(candidate: pg.Client) {
    if (client === candidate) client = null;
    candidate.removeAllListeners('notification');
    candidate.end().catch(() => {});
    scheduleReconnect();
  }

  async function connect() {
    if (isClosed) return;
    const { Client } = await loadPg();
    const candidate = new Client({ connectionString: url, application_name: 'ardoise-events' });
    let isDropped = false;
    const lost = (error?: unknown) => {
      if (isDropped) return;
      isDropped = true;
      if (error && !isClosed) options.onError(error);
      drop(candidate);
    };
    candidate.on('error', lost);
    candidate.on('end', () => lost());
    candidate.on('notification', () => options.onSignal());
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${options.channel}`);
    } catch (error) {
      lost(error);
      return;
    }
    if (isClosed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    delayMs = 100;
    // Whatever was committed while we were not listening is in the table: catch up now.
    options.onSignal();
  }

  void connect();
  return {
    async close() {
      isClosed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
    backendPid: () => (client as (pg.Client & { processID?: number }) | null)?.processID ?? null,
    isListening: () => client !== null,
  };
}
