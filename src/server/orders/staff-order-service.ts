import { randomUUID } from 'node:crypto';
import type { Language } from '../../domain/i18n/languages';
import { ORDER_MESSAGES } from '../../domain/orders/order-messages';
import { totalCentsOf } from '../../domain/orders/order-rules';
import type { OrderLine, OrderLineInput } from '../../domain/orders/order-schema';
import { STAFF_ORDER_MESSAGES } from '../../domain/orders/staff-order-messages';
import type { RefusalReason } from '../../domain/orders/staff-order-rules';
import type { ChangeOrderLines, StaffOrder } from '../../domain/orders/staff-order-schema';
import { tableKey } from '../../domain/tables/tables';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { Emit, EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { requireEntitlement } from '../owner-state/entitlements';
import { heldCentsOfOrder } from '../owner-state/held-orders';
import type { Actor } from '../owner-state/owner';
import { ownerMenus } from '../owner-state/owner-menus';
import { publicReads } from '../owner-state/public-reads';
import { joinOpenTab } from '../owner-state/table-tabs';
import { pickMenuForOwner } from '../owner-state/visibility';
import { addedLinesOf, mergeChangedLines, priceLines, requirePricedLines } from './order-lines';
import { orderPadOf } from './order-pad';
import { newOrderRecord, orderNotFound, toOrder } from './order-records';
import {
  type OrderEventRecord,
  type OrderRecord,
  orderRepository as orders,
} from './order-repository';
import { staffOrderRepository as staffOrders } from './staff-order-repository';

type Db = AppDatabase['db'];
type Deps = { database: AppDatabase; events: EventBus; now: () => Date };
type Scope = { ownerId: string; orderId: string; actor: Actor };

/**
 * Issue 24 §3: orders taken by staff, a pending order's lines corrected, and "Validation par
 * le personnel" (accept, refuse). Each change is an order event with who did it, written with
 * the change and announced like a status change (`order.changed`): the board, the diner's
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

  /** One event of the order's history, by a member or device of the restaurant. */
  async function record(
    trx: Db,
    emit: Emit,
    event: Omit<OrderEventRecord, 'id' | 'actor' | 'actorId' | 'actorName'> & { by: Actor },
  ) {
    const { by, ...rest } = event;
    const orderEventId = await orders.insertEvent(trx, {
      ...rest,
      actor: 'owner',
      actorId: by.id,
      actorName: by.name,
    });
    await emit('order.changed', { ownerId: event.ownerId, orderId: event.orderId, orderEventId });
  }

  /** The order, read inside the owner's lock: 404 for another owner's. */
  async function requireLocked(trx: Db, { ownerId, orderId }: Omit<Scope, 'actor'>) {
    await lockOwner(trx, database.dialect, ownerId);
    const current = await orders.findByOwner(trx, ownerId, orderId);
    if (!current) throw orderNotFound();
    return current;
  }

  const refusedValidation = () =>
    new AppError('CONFLICT', STAFF_ORDER_MESSAGES.notAwaitingValidation);

  return {
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
    async takeOrder({
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
          : [...state.tables.values()].find(
              (name) => tableKey(name) === tableKey(input.table ?? ''),
            );
      const table = registered ?? input.table;
      return events.transaction(async (trx, emit) => {
        await lockOwner(trx, database.dialect, ownerId);
        const again = await orders.findByRequestId(trx, ownerId, requestId);
        if (again) return { order: toOrder(again), isNew: false };
        const tabId = registered
          ? await joinOpenTab(trx, { ownerId, table: registered, at: at.toISOString() })
          : null;
        const order = await newOrderRecord(trx, {
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
        });
        await orders.insert(trx, order);
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
    },

    /**
     * A pending order's lines changed by staff, with a reason (kept in the order's history,
     * never shown to the diner: staff write it for each other). 409 once the order is being
     * prepared, and while a payment holds any of its lines (a tab's line is its order's id and
     * position: paid lines must not move).
     */
    async changeOrderLines({
      ownerId,
      orderId,
      actor,
      input,
    }: Scope & { input: ChangeOrderLines }) {
      const at = now();
      return events.transaction(async (trx, emit) => {
        const current = await requireLocked(trx, { ownerId, orderId });
        if (current.status !== 'pending') {
          throw new AppError('CONFLICT', STAFF_ORDER_MESSAGES.notPending);
        }
        if (current.awaitsPayment) {
          throw new AppError('CONFLICT', STAFF_ORDER_MESSAGES.awaitsPayment);
        }
        if ((await heldCentsOfOrder(trx, orderId)) > 0) {
          throw new AppError('CONFLICT', STAFF_ORDER_MESSAGES.linesHeld);
        }
        const lines = await priceChange(trx, current, input.lines, at);
        if (JSON.stringify(lines) === JSON.stringify(current.lines)) return toOrder(current);
        const updatedAt = at.toISOString();
        const totalCents = totalCentsOf(lines);
        const isChanged = await staffOrders.updateLines(trx, {
          ownerId,
          id: orderId,
          lines,
          totalCents,
          at: updatedAt,
        });
        if (!isChanged) throw new AppError('CONFLICT', STAFF_ORDER_MESSAGES.notPending);
        await record(trx, emit, {
          orderId,
          ownerId,
          fromStatus: 'pending',
          toStatus: 'pending',
          createdAt: updatedAt,
          kind: 'lines',
          reason: input.reason,
          by: actor,
        });
        return toOrder({ ...current, lines, totalCents, updatedAt });
      });
    },

    /** "Accepter": an order to validate goes to the kitchen, and onto its table's tab. */
    acceptOrder: (scope: Scope) =>
      decide(scope, 'accepted', async (trx, current, at) => {
        const { ownerId } = current;
        const tabId =
          current.table === null
            ? null
            : await joinOpenTab(trx, { ownerId, table: current.table, at });
        const isDone = await staffOrders.accept(trx, { ownerId, id: current.id, tabId, at });
        return isDone && { ...current, awaitsValidation: false, tabId, updatedAt: at };
      }),

    /** "Refuser": an order to validate is cancelled with a reason the diner reads. */
    refuseOrder: ({ reason, ...scope }: Scope & { reason: RefusalReason }) =>
      decide(scope, 'refused', async (trx, current, at) => {
        const isDone = await staffOrders.refuse(trx, {
          ownerId: current.ownerId,
          id: current.id,
          reason,
          at,
        });
        return (
          isDone && {
            ...current,
            status: 'cancelled' as const,
            awaitsValidation: false,
            refusalReason: reason,
            updatedAt: at,
          }
        );
      }),
  };

  /**
   * Accepting or refusing an order waiting in "À valider" (409 for any other): `write` makes
   * the change (false when someone else decided first) and answers the order as it now is; its
   * event says which, with the refusal's reason.
   */
  async function decide(
    { ownerId, orderId, actor }: Scope,
    kind: 'accepted' | 'refused',
    write: (trx: Db, current: OrderRecord, at: string) => Promise<OrderRecord | false>,
  ) {
    const at = now().toISOString();
    return events.transaction(async (trx, emit) => {
      const current = await requireLocked(trx, { ownerId, orderId });
      if (!current.awaitsValidation || current.status !== 'pending') throw refusedValidation();
      const decided = await write(trx, current, at);
      if (!decided) throw refusedValidation();
      await record(trx, emit, {
        orderId,
        ownerId,
        fromStatus: 'pending',
        toStatus: decided.status,
        createdAt: at,
        kind,
        reason: decided.refusalReason,
        by: actor,
      });
      return toOrder(decided);
    });
  }

  /** The new lines: those the order has keep their price, added dishes are priced now. */
  async function priceChange(trx: Db, current: OrderRecord, inputs: OrderLineInput[], at: Date) {
    const { added, fieldIndex } = addedLinesOf(current.lines, inputs);
    let priced: OrderLine[] = [];
    if (added.length > 0) {
      const state = await publicReads.loadOwnerState(trx, current.ownerId, at);
      const menu = await ownerMenus.findByOwner(trx, current.ownerId, current.menuId);
      if (!state || !menu) throw new AppError('CONFLICT', ORDER_MESSAGES.menuUnavailable);
      // In the order's language: its diner reads the added lines as they read the others.
      const language = current.language as Language;
      const soldOut = new Set(state.soldOut[menu.id]);
      const promotions = state.promotions[menu.id] ?? [];
      const lines = priceLines(menu.document, added, language, soldOut, promotions);
      priced = requirePricedLines(lines, fieldIndex);
    }
    return mergeChangedLines(current.lines, inputs, priced);
  }
}
