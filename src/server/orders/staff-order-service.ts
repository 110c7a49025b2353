import { randomUUID } from 'node:crypto';
import { STAFF_ORDER_MESSAGES } from '../../domain/orders/staff-order-messages';
import type { StaffOrder } from '../../domain/orders/staff-order-schema';
import { tableKey, tableLabel } from '../../domain/tables/tables';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { requireEntitlement } from '../owner-state/entitlements';
import type { Actor } from '../owner-state/owner';
import { ownerMenus } from '../owner-state/owner-menus';
import { publicReads } from '../owner-state/public-reads';
import { joinOpenTab } from '../owner-state/table-tabs';
import { pickMenuForOwner } from '../owner-state/visibility';
import { createOrderCorrections } from './order-corrections';
import { priceLines, requirePricedLines } from './order-lines';
import { type OrderOutcomes, withOutcome } from './order-outcomes';
import { orderPadOf } from './order-pad';
import { newOrderRecord, orderNotFound, toOrder } from './order-records';
import { orderRepository as orders } from './order-repository';
import { staffOrderHistory } from './staff-order-history';

type Db = AppDatabase['db'];
type Deps = {
  database: AppDatabase;
  events: EventBus;
  now: () => Date;
  /** Told of each order staff take or are refused (the operator's metrics). */
  outcomes?: OrderOutcomes;
};

/**
 * Issue 24 §3: orders taken by staff, and (order-corrections.ts) a pending order's lines
 * corrected and "Validation par le personnel". Each is an order event with who did it, written
 * with the change and announced like a status change (`order.changed`): the board, the diner's
 * pill and the table's tab (tab-streams.ts follows order changes) all hear of it.
 */
export function createStaffOrderOperations(deps: Deps) {
  const { database, events, now } = deps;
  const { db } = database;

  /** The menu served now ("Prendre une commande" orders from it), its marks and promotions. */
  async function requireServedMenu(reader: Db, ownerId: string, at: Date) {
    const state = await publicReads.loadOwnerState(reader, ownerId, at);
    if (!state) throw orderNotFound();
    requireEntitlement(state, 'canTakeOrders');
    const stamp = pickMenuForOwner(state, at);
    const menu = stamp ? await ownerMenus.findByOwner(reader, ownerId, stamp.id) : null;
    if (!menu) throw new AppError('CONFLICT', STAFF_ORDER_MESSAGES.noServedMenu);
    const soldOut = new Set(state.soldOut[menu.id]);
    return { state, menu, soldOut, promotions: state.promotions[menu.id] ?? [] };
  }

  const { record } = staffOrderHistory(database);

  /**
   * Whether what staff typed names one of the restaurant's tables: its name whatever the case
   * and spaces, or its label on the board ("Table 4" for table "4"). A waiter who typed the
   * label under "Autre table" put the order on a table of its own, off the tab the table's
   * diners read with their code (issue 41 §6).
   */
  const isSameTable = (name: string, typed: string) => {
    const key = (text: string) => tableKey(text).replace(/\s+/g, ' ');
    return key(typed) === key(name) || key(typed) === key(tableLabel(name));
  };

  async function takeStaffOrder({
    ownerId,
    actor,
    input,
  }: {
    ownerId: string;
    actor: Actor;
    input: StaffOrder;
  }) {
    const requestId = input.clientRequestId ?? randomUUID();
    const existing = await orders.findByRequestId(db, ownerId, requestId);
    if (existing) return { order: toOrder(existing), isNew: false };
    const at = now();
    const { state, menu, soldOut, promotions } = await requireServedMenu(db, ownerId, at);
    const lines = requirePricedLines(
      priceLines(menu.document, input.lines, 'fr', soldOut, promotions),
    );
    const registered =
      input.table === null
        ? undefined
        : [...state.tables.values()].find((name) => isSameTable(name, input.table ?? ''));
    const table = registered ?? input.table;
    return events.transaction(async (trx, emit) => {
      await lockOwner(trx, database.dialect, ownerId);
      const again = await orders.findByRequestId(trx, ownerId, requestId);
      if (again) return { order: toOrder(again), isNew: false };
      const tabId = registered
        ? await joinOpenTab(trx, { ownerId, table: registered, at: at.toISOString() })
        : null;
      const order = await orders.insertNumbered(
        trx,
        newOrderRecord({
          ownerId,
          clientRequestId: requestId,
          menu,
          table,
          language: 'fr',
          lines,
          at,
          tabId,
          takenBy: actor,
          ...(input.note && { note: input.note }),
        }),
      );
      await record(trx, emit, {
        orderId: order.id,
        ownerId,
        fromStatus: null,
        toStatus: 'pending',
        createdAt: order.createdAt,
        by: actor,
      });
      return { order: toOrder(order), isNew: true };
    });
  }

  return {
    ...createOrderCorrections(deps),

    /** "Prendre une commande": the served menu, priced now, and the restaurant's tables. */
    async getOrderPad({ ownerId }: { ownerId: string }) {
      const at = now();
      const { state, menu, soldOut, promotions } = await requireServedMenu(db, ownerId, at);
      return orderPadOf({ menu, soldOut, promotions, tables: [...state.tables.values()] });
    },

    /**
     * An order taken by staff: priced like a diner's (lines, variants, promotions, VAT, "Épuisé"
     * refused), in French, straight to the kitchen (never validated, never held for payment),
     * on the table's open tab when the name is one of the restaurant's tables. Idempotent by
     * `clientRequestId`.
     */
    takeOrder(request: { ownerId: string; actor: Actor; input: StaffOrder }) {
      return withOutcome(deps.outcomes, 'staff', () => takeStaffOrder(request));
    },
  };
}
