import { type Expression, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { OrderStatus } from '../../domain/orders/order-rules';
import { type Order, readStoredOrderLines } from '../../domain/orders/order-schema';
import { isRefusalReason, type RefusalReason } from '../../domain/orders/staff-order-rules';
import { parseJsonColumn, toBoolean, toIso } from '../db/portable';
import type { CustomerOrderTable, Database } from '../db/schema';

type Db = Kysely<Database>;

export type OrderRecord = Omit<
  Order,
  'awaitingPayment' | 'awaitingValidation' | 'refusalReason'
> & {
  ownerId: string;
  clientRequestId: string;
  serviceDay: string;
  /** The table's tab it joined (issue 23); null without a table, or until accepted. */
  tabId: string | null;
  /** "À la commande": off the board until its lines are paid (issue 23 §2). */
  awaitsPayment: boolean;
  /** The member or device who took it (a staff order, issue 24 §3); null for diners. */
  takenById: string | null;
  /** "Validation par le personnel": in "À valider" until staff accept or refuse it. */
  awaitsValidation: boolean;
  /** A refused order's reason; null otherwise. */
  refusalReason: RefusalReason | null;
};
/** An order before its number (given by `insertNumbered`). */
export type NewOrderRecord = Omit<OrderRecord, 'number'>;
/** "Commandes ouvertes", "… à emporter / sans table" and "Validation par le personnel". */
export type OrderingSetting = { open: boolean; takeAway: boolean; staffValidation: boolean };
const toRecord = (row: Selectable<CustomerOrderTable>): OrderRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  clientRequestId: row.client_request_id,
  serviceDay: row.service_day,
  number: row.number,
  status: row.status,
  menuId: row.menu_id,
  menuVersion: row.menu_version,
  table: row.table_name,
  language: row.language,
  lines: readStoredOrderLines(parseJsonColumn(row.lines)),
  totalCents: row.total_cents,
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
  tabId: row.tab_id,
  awaitsPayment: toBoolean(row.awaits_payment),
  takenById: row.taken_by_id,
  takenByName: row.taken_by_name,
  note: row.note,
  awaitsValidation: toBoolean(row.awaits_validation),
  refusalReason: isRefusalReason(row.refusal_reason) ? row.refusal_reason : null,
});

/** Orders and their history. Owner-scoped reads filter by owner (ARCHITECTURE.md §3.4). */
export const orderRepository = {
  async findByRequestId(db: Db, ownerId: string, clientRequestId: string) {
    const row = await db
      .selectFrom('customer_order')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('client_request_id', '=', clientRequestId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  async findByOwner(db: Db, ownerId: string, id: string) {
    const row = await db
      .selectFrom('customer_order')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  /** For the diner's status page: the caller proves access with the order's token. */
  async findById(db: Db, id: string) {
    const row = await db
      .selectFrom('customer_order')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  /** Newest first. */
  async listByOwner(db: Db, ownerId: string, statuses?: readonly OrderStatus[], limit = 200) {
    let query = db
      .selectFrom('customer_order')
      .selectAll()
      .where('owner_id', '=', ownerId)
      // Orders waiting for their payment ("à la commande") are not the kitchen's yet.
      .where('awaits_payment', '=', false);
    if (statuses) query = query.where('status', 'in', statuses);
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('number', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toRecord);
  },

  async countByStatus(db: Db, ownerId: string): Promise<Partial<Record<OrderStatus, number>>> {
    const rows = await db
      .selectFrom('customer_order')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('owner_id', '=', ownerId)
      .where('awaits_payment', '=', false)
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  },

  /**
   * What an order's admission reads under the owner's lock, in one statement: the order this
   * request already made (a double tap that raced the first), the restaurant's orders since
   * `sinceAll` and the table's (or, without a table, the orders without one) since
   * `sinceTable`. `sinceTable` must be the earlier of the two.
   */
  async admissionCounts(
    db: Db,
    input: {
      ownerId: string;
      clientRequestId: string;
      table: string | null;
      sinceAll: string;
      sinceTable: string;
    },
  ): Promise<{ existingId: string | null; all: number; table: number }> {
    const row = await db
      .selectFrom('customer_order')
      .select((eb) => [
        eb.fn
          .max(
            eb
              .case()
              .when('client_request_id', '=', input.clientRequestId)
              .then(eb.ref('id'))
              .end(),
          )
          .as('existing_id'),
        eb.fn
          .sum<number>(eb.case().when('created_at', '>', input.sinceAll).then(1).else(0).end())
          .as('all_count'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(
                eb.and([
                  eb('created_at', '>', input.sinceTable),
                  input.table === null
                    ? eb('table_name', 'is', null)
                    : eb('table_name', '=', input.table),
                ]),
              )
              .then(1)
              .else(0)
              .end(),
          )
          .as('table_count'),
      ])
      .where('owner_id', '=', input.ownerId)
      .where((eb) =>
        eb.or([
          eb('created_at', '>', input.sinceTable),
          eb('client_request_id', '=', input.clientRequestId),
        ]),
      )
      .executeTakeFirst();
    return {
      existingId: row?.existing_id ?? null,
      all: Number(row?.all_count ?? 0),
      table: Number(row?.table_count ?? 0),
    };
  },

  /**
   * How many of the owner's orders were placed since `since` — one table's, those without a
   * table (`table: null`), or all of them — and, when that is `limit` or more, the instant the
   * count falls below `limit` again as orders leave the sliding window (`windowMs`).
   */
  async countRecent(
    db: Db,
    input: {
      ownerId: string;
      scope: { table: string | null } | 'all';
      since: string;
      limit: number;
      windowMs: number;
    },
  ): Promise<{ count: number; freeAt: string | null }> {
    let query = db
      .selectFrom('customer_order')
      .where('owner_id', '=', input.ownerId)
      // The window is (since, now]: an order leaves it exactly `windowMs` after it was placed.
      .where('created_at', '>', input.since);
    if (input.scope !== 'all') {
      const { table } = input.scope;
      query =
        table === null
          ? query.where('table_name', 'is', null)
          : query.where('table_name', '=', table);
    }
    const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
    const count = Number(row?.count ?? 0);
    if (count < input.limit) return { count, freeAt: null };
    // The (count - limit + 1)th oldest order leaving the window brings the count under the limit.
    const leaving = await query
      .select('created_at')
      .orderBy('created_at', 'asc')
      .offset(count - input.limit)
      .limit(1)
      .executeTakeFirst();
    const from = leaving ? Date.parse(toIso(leaving.created_at)) : Date.parse(input.since);
    return { count, freeAt: new Date(from + input.windowMs).toISOString() };
  },

  /**
   * Inserts a new order numbered next in its owner's service day, in one statement (the
   * number is read and used under the owner's lock the caller holds: numbers are per owner and
   * day, and an order is a dozen round trips of a busy event loop, so each one saved counts).
   */
  async insertNumbered(db: Db, draft: NewOrderRecord): Promise<OrderRecord> {
    const row = await db
      .insertInto('customer_order')
      .values({
        id: draft.id,
        owner_id: draft.ownerId,
        client_request_id: draft.clientRequestId,
        service_day: draft.serviceDay,
        number: (eb) =>
          eb
            .selectFrom('customer_order')
            .select(sql<number>`coalesce(max(number), 0) + 1`.as('next'))
            .where('owner_id', '=', draft.ownerId)
            .where('service_day', '=', draft.serviceDay),
        status: draft.status,
        menu_id: draft.menuId,
        menu_version: draft.menuVersion,
        table_name: draft.table,
        language: draft.language,
        lines: JSON.stringify(draft.lines),
        total_cents: draft.totalCents,
        created_at: draft.createdAt,
        updated_at: draft.updatedAt,
        tab_id: draft.tabId,
        awaits_payment: draft.awaitsPayment,
        taken_by_id: draft.takenById,
        taken_by_name: draft.takenByName,
        note: draft.note,
        awaits_validation: draft.awaitsValidation,
        refusal_reason: draft.refusalReason,
      })
      .returning('number')
      .executeTakeFirstOrThrow();
    return { ...draft, number: Number(row.number) };
  },

  /**
   * Compare-and-set: the order as it now is, or null when it is no longer in `from` (someone
   * else moved it) or waits for staff validation. `alsoIf`: a condition the statement checks
   * first (the owner's lock, `ownerLocked`).
   */
  async updateStatus(
    db: Db,
    input: {
      ownerId: string;
      id: string;
      from: OrderStatus;
      to: OrderStatus;
      at: string;
      alsoIf?: Expression<SqlBool>;
    },
  ): Promise<OrderRecord | null> {
    let query = db
      .updateTable('customer_order')
      .set({ status: input.to, updated_at: input.at })
      .where('owner_id', '=', input.ownerId)
      .where('id', '=', input.id)
      .where('status', '=', input.from)
      .where('awaits_validation', '=', false);
    if (input.alsoIf) query = query.where(input.alsoIf);
    const row = await query.returningAll().executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  /** The owner's switches; all off until the owner sets them. */
  async getOrderingSetting(db: Db, ownerId: string): Promise<OrderingSetting> {
    const row = await db
      .selectFrom('ordering_setting')
      .select(['is_open', 'take_away', 'staff_validation'])
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return {
      open: row ? toBoolean(row.is_open) : false,
      takeAway: row ? toBoolean(row.take_away) : false,
      staffValidation: row ? toBoolean(row.staff_validation) : false,
    };
  },

  /** Changes the switches given, keeps the other. */
  async saveOrderingSetting(db: Db, ownerId: string, changes: Partial<OrderingSetting>) {
    const updatedAt = new Date().toISOString();
    const current = await orderRepository.getOrderingSetting(db, ownerId);
    const next = { ...current, ...changes };
    const values = {
      is_open: next.open,
      take_away: next.takeAway,
      staff_validation: next.staffValidation,
      updated_at: updatedAt,
    };
    await db
      .insertInto('ordering_setting')
      .values({ owner_id: ownerId, ...values })
      .onConflict((c) => c.column('owner_id').doUpdateSet(values))
      .execute();
    return next;
  },

  /** Retention: finished orders older than `before` go (their history with them). */
  async purgeFinishedBefore(db: Db, before: string): Promise<number> {
    const result = await db
      .deleteFrom('customer_order')
      .where('status', 'in', ['completed', 'cancelled'])
      .where('updated_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
