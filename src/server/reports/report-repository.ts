import type { Kysely } from 'kysely';
import type { JournalEntryKind } from '../../domain/journal/journal-rules';
import type { JournalPayload } from '../../domain/journal/journal-schema';
import type { OrderStatus } from '../../domain/orders/order-rules';
import { type OrderLine, readStoredOrderLines } from '../../domain/orders/order-schema';
import { parseJsonColumn, toIso } from '../db/portable';
import type { Database } from '../db/schema';
import { parseEntryPayload } from '../fiscal-journal/journal-rows';

type Db = Kysely<Database>;

/** An order as the summary reads it. */
export type ReportOrder = {
  id: string;
  serviceDay: string;
  status: OrderStatus;
  /** null: an order without a table ("À emporter / sans table"). */
  table: string | null;
  tabId: string | null;
  menuId: string;
  lines: OrderLine[];
  totalCents: number;
  createdAt: string;
};

export type ReportOrderEvent = { orderId: string; toStatus: string; createdAt: string };

export type ReportJournalEntry = {
  kind: JournalEntryKind;
  recordedAt: string;
  payload: JournalPayload;
};

/** The range's orders the kitchen received: not those still waiting for, or dropped without, their payment. */
const ordersOfDays = (db: Db, ownerId: string, from: string, to: string) =>
  db
    .selectFrom('customer_order')
    .where('customer_order.owner_id', '=', ownerId)
    .where('customer_order.service_day', '>=', from)
    .where('customer_order.service_day', '<=', to)
    .where('customer_order.awaits_payment', '=', false);

/**
 * The day's summary reads what orders and the payments journal stored (docs/day-report.md),
 * read-only, scoped by owner (ARCHITECTURE.md §3.4). `from` and `to` are Europe/Paris days.
 */
export const reportRepository = {
  async listOrders(db: Db, ownerId: string, from: string, to: string): Promise<ReportOrder[]> {
    const rows = await ordersOfDays(db, ownerId, from, to)
      .select([
        'id',
        'service_day',
        'status',
        'table_name',
        'tab_id',
        'menu_id',
        'lines',
        'total_cents',
        'created_at',
      ])
      .orderBy('created_at', 'asc')
      .orderBy('number', 'asc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      serviceDay: row.service_day,
      status: row.status,
      table: row.table_name,
      tabId: row.tab_id,
      menuId: row.menu_id,
      lines: readStoredOrderLines(parseJsonColumn(row.lines)),
      totalCents: row.total_cents,
      createdAt: toIso(row.created_at),
    }));
  },

  /**
   * The status changes that time the kitchen: to "pending" (placed, or accepted from "À
   * valider") and to "ready". A pending order's lines changed by staff (`kind: lines`, pending
   * to pending) starts no preparation: the clock keeps running from the order's arrival.
   */
  async listPreparationEvents(
    db: Db,
    ownerId: string,
    from: string,
    to: string,
  ): Promise<ReportOrderEvent[]> {
    const rows = await ordersOfDays(db, ownerId, from, to)
      .innerJoin('order_event', 'order_event.order_id', 'customer_order.id')
      .select(['order_event.order_id', 'order_event.to_status', 'order_event.created_at'])
      .where('order_event.to_status', 'in', ['pending', 'ready'])
      .where('order_event.kind', '!=', 'lines')
      .orderBy('order_event.id', 'asc')
      .execute();
    return rows.map((row) => ({
      orderId: row.order_id,
      toStatus: row.to_status,
      createdAt: toIso(row.created_at),
    }));
  },

  /** Journal entries recorded in [start, end): the days the journal's own closures follow. */
  async listJournalEntries(
    db: Db,
    ownerId: string,
    start: Date,
    end: Date,
  ): Promise<ReportJournalEntry[]> {
    const rows = await db
      .selectFrom('journal_entry')
      .select(['kind', 'recorded_at', 'payload'])
      .where('owner_id', '=', ownerId)
      .where('recorded_at', '>=', start.toISOString())
      .where('recorded_at', '<', end.toISOString())
      .orderBy('sequence', 'asc')
      .execute();
    return rows.map((row) => ({
      kind: row.kind,
      recordedAt: row.recorded_at,
      payload: parseEntryPayload(row.payload),
    }));
  },
};
