import { randomUUID } from 'node:crypto';
import { CALL_MESSAGES } from '../../domain/calls/call-messages';
import {
  CALL_ANSWER_SHOWN_MINUTES,
  CALL_LIMITS,
  CALL_OPEN_MINUTES,
  type CallKind,
} from '../../domain/calls/call-rules';
import type { Call, DinerCall } from '../../domain/calls/call-schema';
import { CALL_STRINGS } from '../../domain/i18n/diner/call-strings';
import type { Language } from '../../domain/i18n/languages';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { requireOwnerEntitlement } from '../owner-state/entitlements';
import type { Actor } from '../owner-state/owner';
import { ownerTables } from '../owner-state/owner-tables';
import { type CallRecord, callRepository as calls } from './call-repository';

type Deps = { database: AppDatabase; events: EventBus; now?: () => Date };

const MINUTE = 60_000;
const OPEN_MS = CALL_OPEN_MINUTES * MINUTE;
/** Calls are history for the owner a little while, then deleted (docs/table-calls.md). */
export const CALL_RETENTION_DAYS = 30;

const callNotFound = () => new AppError('NOT_FOUND', CALL_MESSAGES.notFound);
const iso = (ms: number) => new Date(ms).toISOString();

/** An open call older than CALL_OPEN_MINUTES counts as closed, whether the sweeper ran or not. */
const isOverdue = (call: CallRecord, at: number) =>
  call.status === 'open' && Date.parse(call.createdAt) + OPEN_MS <= at;

const toDinerCall = (call: CallRecord, at: number): DinerCall => ({
  id: call.id,
  kind: call.kind,
  status: isOverdue(call, at) ? 'expired' : call.status,
  createdAt: call.createdAt,
  acknowledgedAt: call.acknowledgedAt,
});

const toCall = (call: CallRecord, at: number): Call => ({
  ...toDinerCall(call, at),
  table: call.table,
  expiresAt: iso(Date.parse(call.createdAt) + OPEN_MS),
  acknowledgedBy: call.acknowledgedBy,
});

/**
 * Table calls (issue 24 §4): a diner's "Appeler un serveur" or "Demander l'addition" becomes
 * the table's one open call; staff answer it ("J'arrive") from the board. Every change is an
 * event (`call.changed`) written in its transaction, so boards and phones on every instance
 * hear of it.
 */
export function createCallService(deps: Deps) {
  const { database, events } = deps;
  const { db } = database;
  const now = deps.now ?? (() => new Date());

  /** The table a token stands for, in a restaurant whose plan has table service; 404 otherwise. */
  async function requireTable(tableToken: string) {
    const table = await ownerTables.findByToken(db, tableToken);
    if (!table) throw new AppError('NOT_FOUND', CALL_MESSAGES.tableNotFound);
    await requireOwnerEntitlement(db, table.ownerId, 'canTakeOrders');
    return { ownerId: table.ownerId, table: table.name };
  }

  /**
   * At most CALL_LIMITS.perTable new calls from a table in its window, and perRestaurant a
   * minute for the whole restaurant, counted from the calls themselves inside the owner's lock
   * (exact across instances); the refusal says, in the diner's language, when to try again.
   */
  async function refuseTooMany(
    trx: AppDatabase['db'],
    input: { ownerId: string; table: string; at: number; lang: Language },
  ) {
    const limits = [
      {
        table: undefined,
        limit: CALL_LIMITS.perRestaurant,
        windowMs: CALL_LIMITS.restaurantWindowMinutes * MINUTE,
      },
      {
        table: input.table,
        limit: CALL_LIMITS.perTable,
        windowMs: CALL_LIMITS.tableWindowMinutes * MINUTE,
      },
    ];
    for (const { table, limit, windowMs } of limits) {
      const since = iso(input.at - windowMs);
      const times = await calls.listRecentTimes(trx, { ownerId: input.ownerId, table, since });
      if (times.length < limit) continue;
      // The (n - limit + 1)th oldest call leaving the window brings the count under the limit.
      const leaving = Date.parse(times[times.length - limit] ?? since);
      throw new AppError('RATE_LIMITED', CALL_STRINGS[input.lang].tooMany).withRetryAfter(
        (leaving + windowMs - input.at) / 1000,
      );
    }
  }

  return {
    requireTable,

    /**
     * "Appeler un serveur" / "Demander l'addition". While the table has an open call, a tap
     * (a double tap, a second phone, a retry after a lost answer) answers that call: never a
     * second one. An overdue call is closed first, in the same transaction.
     */
    async placeCall(input: {
      tableToken: string;
      kind: CallKind;
      lang: Language;
    }): Promise<{ call: DinerCall; isNew: boolean }> {
      const { ownerId, table } = await requireTable(input.tableToken);
      const at = now().getTime();
      const result = await events.transaction(async (trx, emit) => {
        await lockOwner(trx, database.dialect, ownerId);
        const open = await calls.findOpen(trx, ownerId, table);
        if (open && !isOverdue(open, at)) return { record: open, isNew: false };
        if (open) {
          await calls.expireOpenBefore(trx, {
            before: iso(at - OPEN_MS),
            at: iso(at),
            ownerId,
            table,
          });
          await emit('call.changed', { ownerId, callId: open.id, table, change: 'expired' });
        }
        await refuseTooMany(trx, { ownerId, table, at, lang: input.lang });
        const record: CallRecord = {
          id: randomUUID(),
          ownerId,
          table,
          kind: input.kind,
          status: 'open',
          createdAt: iso(at),
          acknowledgedAt: null,
          acknowledgedBy: null,
          closedAt: null,
        };
        await calls.insert(trx, record);
        await emit('call.changed', { ownerId, callId: record.id, table, change: 'created' });
        return { record, isNew: true };
      });
      return { call: toDinerCall(result.record, at), isNew: result.isNew };
    },

    /**
     * What the table's phones show: its latest call while it waits, and for
     * CALL_ANSWER_SHOWN_MINUTES once it was answered or closed unanswered (the phone that made
     * it says so); null otherwise.
     */
    async dinerCall(scope: { ownerId: string; table: string }): Promise<DinerCall | null> {
      const at = now().getTime();
      const shownMs = CALL_ANSWER_SHOWN_MINUTES * MINUTE;
      const latest = await calls.findLatest(db, { ...scope, since: iso(at - OPEN_MS - shownMs) });
      if (!latest) return null;
      const call = toDinerCall(latest, at);
      const endedAt =
        call.status === 'open'
          ? null
          : call.status === 'acknowledged'
            ? Date.parse(call.acknowledgedAt ?? call.createdAt)
            : Date.parse(call.createdAt) + OPEN_MS;
      return endedAt !== null && endedAt + shownMs <= at ? null : call;
    },

    /** The board's open calls, oldest first (those past their time are left out). */
    async listOpenCalls({ ownerId }: { ownerId: string }): Promise<Call[]> {
      const at = now().getTime();
      const open = await calls.listOpen(db, ownerId, iso(at - OPEN_MS));
      return open.map((call) => toCall(call, at));
    },

    /** One of the owner's calls as the board shows it; null for another owner's. */
    async getCall({ ownerId, callId }: { ownerId: string; callId: string }) {
      const call = await calls.findByOwner(db, ownerId, callId);
      return call ? toCall(call, now().getTime()) : null;
    },

    /**
     * "J'arrive": the call is answered by `actor`, once. Answered already (two staff tapped
     * together), it is returned as it is, naming who answered first; closed unanswered, 409.
     */
    async acknowledgeCall(input: { ownerId: string; callId: string; actor: Actor }) {
      const at = now().getTime();
      const record = await events.transaction(async (trx, emit) => {
        await lockOwner(trx, database.dialect, input.ownerId);
        const call = await calls.findByOwner(trx, input.ownerId, input.callId);
        if (!call) throw callNotFound();
        if (call.status === 'expired' || isOverdue(call, at)) {
          throw new AppError('CONFLICT', CALL_MESSAGES.expired);
        }
        if (call.status === 'acknowledged') return call;
        const actor = { id: input.actor.id, name: input.actor.name };
        await calls.acknowledge(trx, { id: call.id, at: iso(at), actor });
        await emit('call.changed', {
          ownerId: input.ownerId,
          callId: call.id,
          table: call.table,
          change: 'acknowledged',
        });
        return {
          ...call,
          status: 'acknowledged' as const,
          acknowledgedAt: iso(at),
          acknowledgedBy: actor,
          closedAt: iso(at),
        };
      });
      return toCall(record, at);
    },

    /**
     * Closes the calls left unanswered CALL_OPEN_MINUTES (the sweeper, every minute on every
     * instance: each call is closed, and announced, once).
     */
    async expireOverdue(): Promise<number> {
      const at = now().getTime();
      return events.transaction(async (trx, emit) => {
        const expired = await calls.expireOpenBefore(trx, {
          before: iso(at - OPEN_MS),
          at: iso(at),
        });
        for (const call of expired) {
          await emit('call.changed', {
            ownerId: call.ownerId,
            callId: call.id,
            table: call.table,
            change: 'expired',
          });
        }
        return expired.length;
      });
    },

    /** Deletes calls older than `olderThanDays` (the retention job). */
    purgeOldCalls({ olderThanDays }: { olderThanDays: number }) {
      return calls.purgeBefore(db, iso(now().getTime() - olderThanDays * 86_400_000));
    },
  };
}

export type CallService = ReturnType<typeof createCallService>;
