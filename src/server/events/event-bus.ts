import { EventEmitter } from 'node:events';
import type { Kysely, Transaction } from 'kysely';
import type { OrderStreamEvent } from '../../domain/orders/order-events';
import type { ChangeSignal } from '../db/change-signal';
import type { AppDatabase } from '../db/database';
import type { Database } from '../db/schema';
import type { Logger } from '../logging/logger';
import { runDelivering } from './delivery-context';
import { EVENT_CHANNEL, type EventRow, eventLog } from './event-log';

/**
 * Notifications between features and across instances (docs/decisions/004-event-log.md).
 * A service records its events in the transaction of its change (`events.transaction`); after
 * the commit, every instance reads the new rows of `app_event` in commit order (`seq`) and calls its
 * listeners: this one at once (before the request answers), the others when PostgreSQL's
 * NOTIFY wakes them (SQLite: a short timer, for the admin command). A dropped LISTEN
 * connection reconnects and catches up from the table, so nothing is lost.
 */
export type AppEvents = {
  /**
   * A menu was created, saved, (de)activated or deleted; `reason: 'translations'` when only its
   * stored translations changed (caches drop, nothing is re-queued for translation).
   */
  'menu.changed': { ownerId: string; menuId: string; reason?: 'translations' };
  /** A dish of this menu was marked "Épuisé" or available again (the document is unchanged). */
  'menu.availability': { ownerId: string; menuId: string };
  /** A promotion of this menu was created, changed, paused or deleted (docs/promotions.md). */
  'menu.promotions': { ownerId: string; menuId: string };
  /** An owner's plan, restaurant name, ordering switch or account changed (or was deleted). */
  'owner.changed': { ownerId: string };
  /**
   * An order was placed or changed (status, lines, validation); `orderEventId` is its
   * order_event row, `event` that row as the live streams send it, so that they need not read
   * it back (absent from an instance of an earlier release: the streams then read it).
   */
  'order.changed': {
    ownerId: string;
    orderId: string;
    orderEventId: number;
    event?: OrderStreamEvent;
  };
  /** A payment on a table's tab was reserved, paid, released or refunded, or the tab closed. */
  'tab.changed': { ownerId: string; tabId: string };
  /** A table call was made, answered ("J'arrive") or closed unanswered (docs/table-calls.md). */
  'call.changed': {
    ownerId: string;
    callId: string;
    table: string;
    change: 'created' | 'acknowledged' | 'expired';
  };
  /**
   * A member was removed or given another role, or a device revoked: their open streams close
   * on every instance (the next request is refused or sees the new role).
   */
  'team.access.revoked': { ownerId: string; actorId: string };
  /**
   * A user's sessions or account changed (signed out, session revoked or switched to another
   * restaurant, password reset, renamed, deleted): every instance forgets the sessions it had
   * verified for them (auth/session-cache.ts). `ownerId` is the user's id.
   */
  'session.changed': { ownerId: string; userId: string };
};

export type EventType = keyof AppEvents;
export type Emit = <K extends EventType>(type: K, payload: AppEvents[K]) => Promise<void>;

export type EventBus = {
  /** Runs `work` in a transaction whose `emit`ted events commit with it, then delivers them. */
  transaction<T>(work: (trx: Transaction<Database>, emit: Emit) => Promise<T>): Promise<T>;
  /** An event on its own, for changes made outside our transactions (Better Auth's). */
  publish<K extends EventType>(type: K, payload: AppEvents[K]): Promise<void>;
  on<K extends EventType>(type: K, listener: (payload: AppEvents[K]) => void): () => void;
  /** Starts following the log (servers; the admin command only writes). */
  start(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL LISTEN connection's backend pid, or null (SQLite, reconnecting). */
  listenerPid(): number | null;
  /** Started and hearing other instances' commits (PostgreSQL: LISTEN connected). */
  isListening(): boolean;
};

const BATCH = 500;
const RETENTION_MS = 3 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;

export function createEventBus(options: {
  database: AppDatabase;
  log: Logger;
  /** SQLite: how often to look for rows written by another process. */
  pollMs?: number;
}): EventBus {
  const { database, log } = options;
  const logError = (error: unknown, message: string) => log.error({ err: error }, message);
  const { db } = database;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  /** The last row delivered here; null until `start` (a writer-only bus delivers nothing). */
  let lastSeenId: number | null = null;
  let signal: ChangeSignal | null = null;
  let pruneTimer: NodeJS.Timeout | null = null;

  // Reads are chained one after another; calls made while one waits share it.
  let current: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  function catchUp(): Promise<void> {
    if (lastSeenId === null) return Promise.resolve();
    if (queued) return queued;
    const next = current
      .then(() => {
        queued = null;
        return deliverNewRows();
      })
      .catch((error) => logError(error, 'reading the event log failed'));
    queued = next;
    current = next;
    return next;
  }

  async function deliverNewRows() {
    for (;;) {
      if (lastSeenId === null) return;
      const rows = await eventLog.readAfter(db, lastSeenId, BATCH);
      for (const row of rows) deliver(row);
      if (rows.length < BATCH) return;
    }
  }

  function deliver(row: EventRow) {
    lastSeenId = row.id;
    runDelivering(row.createdAt, () => {
      for (const listener of emitter.listeners(row.type)) {
        try {
          listener(row.payload);
        } catch (error) {
          logError(error, `a listener of ${row.type} failed`);
        }
      }
    });
  }

  const append = (trx: Kysely<Database>) =>
    (async (type, payload) => {
      await eventLog.append(trx, { type, ownerId: payload.ownerId, payload });
    }) as Emit;

  // The only place that opens a transaction (a test keeps it so): a change that emits nothing
  // today may emit tomorrow, and its event must then commit with it.
  async function transaction<T>(work: (trx: Transaction<Database>, emit: Emit) => Promise<T>) {
    const result = await db.transaction().execute((trx) => work(trx, append(trx)));
    await catchUp();
    return result;
  }

  return {
    transaction,

    publish: (type, payload) => transaction((_trx, emit) => emit(type, payload)),

    on(type, listener) {
      emitter.on(type, listener);
      return () => emitter.off(type, listener);
    },

    async start() {
      if (lastSeenId !== null) return;
      lastSeenId = await eventLog.lastId(db);
      signal = database.listen({
        channel: EVENT_CHANNEL,
        onSignal: () => void catchUp(),
        onError: (error) => logError(error, 'the event listener lost its connection'),
        pollMs: options.pollMs,
      });
      const prune = () =>
        eventLog
          .pruneBefore(db, new Date(Date.now() - RETENTION_MS))
          .catch((error) => logError(error, 'pruning the event log failed'));
      void prune();
      pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
      pruneTimer.unref();
    },

    async close() {
      if (pruneTimer) clearInterval(pruneTimer);
      await signal?.close();
      signal = null;
      await current;
      lastSeenId = null;
    },

    listenerPid: () => signal?.backendPid() ?? null,
    isListening: () => signal?.isListening() ?? false,
  };
}
