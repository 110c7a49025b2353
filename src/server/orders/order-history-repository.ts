import type { Kysely } from 'kysely';
import type { OrderStatus } from '../../domain/orders/order-rules';
import type { OrderEventKind } from '../../domain/orders/staff-order-rules';
import { toIso } from '../db/portable';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Whose events: an owner's (the board), one order's, or a diner page's orders. */
export type OrderEventScope =
  | { ownerId: string }
  | { orderId: string }
  | { orders: readonly { orderId: string; afterId: number }[] };

/**
 * An order's history (`order_event`): one row per change (placed, moved, lines changed,
 * accepted or refused), written under the owner's lock so that an owner's ids grow in commit
 * order. The live streams replay it (`Last-Event-ID`), the board shows who did what.
 */
export type OrderEventRecord = {
  id: number;
  orderId: string;
  ownerId: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actor: 'diner' | 'owner';
  /** The member or device who did it, on the restaurant's side (null otherwise). */
  actorId: string | null;
  actorName: string | null;
  createdAt: string;
  /** 'status' unless said otherwise (issue 24 §3). */
  kind?: OrderEventKind;
  /** A refusal's reason code, a line change's reason as typed. */
  reason?: string | null;
};

export const orderHistoryRepository = {
  /** One row of the order's history; returns it with its id. */
  async insertEvent(db: Db, event: Omit<OrderEventRecord, 'id'>): Promise<OrderEventRecord> {
    const row = await db
      .insertInto('order_event')
      .values({
        order_id: event.orderId,
        owner_id: event.ownerId,
        from_status: event.fromStatus,
        to_status: event.toStatus,
        actor: event.actor,
        actor_id: event.actorId,
        actor_name: event.actorName,
        created_at: event.createdAt,
        kind: event.kind ?? 'status',
        reason: event.reason ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...event, id: Number(row.id) };
  },

  /** History after `afterId`, oldest first: for one owner's board or one diner's order. */
  async listEventsAfter(
    db: Db,
    scope: OrderEventScope,
    afterId: number,
    limit = 500,
  ): Promise<OrderEventRecord[]> {
    let query = db.selectFrom('order_event').selectAll().where('id', '>', afterId);
    if ('ownerId' in scope) query = query.where('owner_id', '=', scope.ownerId);
    else if ('orderId' in scope) query = query.where('order_id', '=', scope.orderId);
    else {
      // A diner page's orders, each after the last event the page has of it.
      const { orders } = scope;
      if (orders.length === 0) return [];
      query = query.where((eb) =>
        eb.or(
          orders.map((order) =>
            eb.and([eb('order_id', '=', order.orderId), eb('id', '>', order.afterId)]),
          ),
        ),
      );
    }
    const rows = await query.orderBy('id', 'asc').limit(limit).execute();
    return rows.map((row) => ({
      id: Number(row.id),
      orderId: row.order_id,
      ownerId: row.owner_id,
      fromStatus: row.from_status as OrderStatus | null,
      toStatus: row.to_status as OrderStatus,
      actor: row.actor,
      actorId: row.actor_id,
      actorName: row.actor_name,
      createdAt: toIso(row.created_at),
      kind: row.kind,
      reason: row.reason,
    }));
  },

  /** The owner's latest order_event id (0 when none): where a fresh owner stream starts. */
  async latestEventId(db: Db, ownerId: string): Promise<number> {
    const row = await db
      .selectFrom('order_event')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  },

  /** The last event staff wrote on each order (who, what, when), for the board. */
  async lastStaffActions(db: Db, orderIds: readonly string[]) {
    const actions = new Map<string, { what: string; byName: string; at: string }>();
    if (orderIds.length === 0) return actions;
    const rows = await db
      .selectFrom('order_event')
      .select(['order_id', 'kind', 'to_status', 'actor_name', 'created_at'])
      .where('order_id', 'in', orderIds)
      .where('actor', '=', 'owner')
      .where('actor_name', 'is not', null)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      actions.set(row.order_id, {
        what: row.kind === 'status' ? row.to_status : row.kind,
        byName: row.actor_name ?? '',
        at: toIso(row.created_at),
      });
    }
    return actions;
  },
};
