import type { Language } from '../../domain/i18n/languages';
import { ORDER_MESSAGES } from '../../domain/orders/order-messages';
import {
  canChangeStatus,
  ORDER_REASONS,
  type OrderStatus,
  totalCentsOf,
} from '../../domain/orders/order-rules';
import type { Order, PlaceOrder } from '../../domain/orders/order-schema';
import { STAFF_ORDER_MESSAGES } from '../../domain/orders/staff-order-messages';
import { ENTITLEMENTS } from '../../domain/plans/plans';
import type { AppDatabase } from '../db/database';
import { lockOwner, ownerLocked } from '../db/portable';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { requireEntitlement } from '../owner-state/entitlements';
import { heldCentsOfOrder } from '../owner-state/held-orders';
import type { Actor } from '../owner-state/owner';
import { ownerMenus } from '../owner-state/owner-menus';
import { publicReads } from '../owner-state/public-reads';
import { asksPaymentFirst } from '../owner-state/table-payments';
import { joinOpenTab } from '../owner-state/table-tabs';
import { isPublicById } from '../owner-state/visibility';
import type { Throttle } from '../rate-limit/throttle';
import { admitOrder, tableOf, tooManyOrders } from './order-admission';
import {
  orderHistoryRepository as history,
  type OrderEventRecord,
  type OrderEventScope,
} from './order-history-repository';
import { priceLines, requirePricedLines } from './order-lines';
import { type OrderOutcomes, withOutcome } from './order-outcomes';
import { announceOrderEvent, newOrderRecord, orderNotFound, toOrder } from './order-records';
import type { OrderRecord } from './order-repository';
import { type OrderingSetting, orderRepository as orders } from './order-repository';
import type { OrderTokens } from './order-token';
import { createStaffOrderOperations } from './staff-order-service';

type Deps = {
  database: AppDatabase;
  tokens: OrderTokens;
  /** Orders per client address (generous: a restaurant's diners share one Wi-Fi address). */
  perClient: Throttle;
  /** New orders one restaurant takes per minute, all tables together (config). */
  perRestaurantPerMinute?: number;
  events: EventBus;
  /** Table payments can be taken on this server (a Connect gateway is configured). */
  takesTablePayments?: boolean;
  now?: () => Date;
  /** Told of each new order placed here (the statistics count it: stats/stats-service.ts). */
  onPlaced?: (placed: { ownerId: string; order: Order }) => void;
  /** Told of each order placed or refused, by diners and staff (the operator's metrics). */
  outcomes?: OrderOutcomes;
};

export function createOrderService(deps: Deps) {
  const { database, tokens } = deps;
  const { db } = database;
  const now = deps.now ?? (() => new Date());

  async function requireOrderableMenu(menuId: string) {
    const ownerId = await publicReads.findMenuOwnerId(db, menuId);
    const state = ownerId ? await publicReads.loadOwnerState(db, ownerId, now()) : null;
    if (!ownerId || !state || !isPublicById(state, menuId, now())) {
      throw new AppError('NOT_FOUND', ORDER_MESSAGES.menuUnavailable);
    }
    requireEntitlement(state, 'canTakeOrders');
    const menu = await ownerMenus.findByOwner(db, ownerId, menuId);
    if (!menu) throw new AppError('NOT_FOUND', ORDER_MESSAGES.menuUnavailable);
    return {
      ownerId,
      menu,
      state,
      soldOut: new Set(state.soldOut[menuId]),
      promotions: state.promotions[menuId] ?? [],
    };
  }

  const withToken = (order: Order) => ({ ...order, statusToken: tokens.sign(order.id) });

  /** The owner's view: each order with the last thing staff did to it (who, what, when). */
  async function withLastActions(records: OrderRecord[]): Promise<Order[]> {
    const actions = await history.lastStaffActions(
      db,
      records.map((record) => record.id),
    );
    return records.map((record) => ({
      ...toOrder(record),
      lastAction: actions.get(record.id) ?? null,
    }));
  }

  /**
   * A diner's order. Idempotent by `clientRequestId`: the same request again (a double tap,
   * a retry after a lost answer) returns the order it made, never a second one.
   */
  async function placeDinerOrder({ input, clientIp }: { input: PlaceOrder; clientIp: string }) {
    const { ownerId, menu, state, soldOut, promotions } = await requireOrderableMenu(input.menuId);
    const existing = await orders.findByRequestId(db, ownerId, input.clientRequestId);
    if (existing) return { order: withToken(toOrder(existing)), isNew: false };

    if (!state.isOrderingOpen) {
      throw new AppError('CONFLICT', ORDER_MESSAGES.orderingClosed, {
        reason: ORDER_REASONS.orderingClosed,
      });
    }
    const table = tableOf(state, input.tableToken);
    const priced = priceLines(
      menu.document,
      input.lines,
      input.language as Language,
      soldOut,
      promotions,
    );
    const lines = requirePricedLines(priced);
    const expected = input.expectedTotalCents;
    if (expected !== undefined && totalCentsOf(lines) !== expected) {
      throw new AppError('CONFLICT', ORDER_MESSAGES.pricesChanged, {
        reason: ORDER_REASONS.pricesChanged,
      });
    }
    const perClient = await deps.perClient.take(`order-client:${clientIp}`);
    if (!perClient.isAllowed) throw tooManyOrders(perClient.retryAfterSeconds);

    // "À la commande": the order waits for its payment before the kitchen sees it.
    const awaitsPayment =
      table !== null &&
      deps.takesTablePayments === true &&
      ENTITLEMENTS[state.plan].canTakeTablePayments &&
      (await asksPaymentFirst(db, ownerId));
    // "Validation par le personnel": the order waits in "À valider", off the table's tab
    // until accepted (nobody pays for what the restaurant has not taken). An order paid
    // before the kitchen sees it ("à la commande") is not validated: paying confirms it.
    // The switch as the owner's state has it (read with the menu, like "Commandes ouvertes").
    const awaitsValidation = !awaitsPayment && state.isStaffValidationOn === true;
    const at = now();
    const result = await deps.events.transaction(async (trx, emit) => {
      // Under the owner's lock, as few round trips as possible: every restaurant's order and
      // kitchen move waits behind the one before (docs/performance.md, "Third pass").
      await lockOwner(trx, database.dialect, ownerId);
      const again = await admitOrder(trx, {
        ownerId,
        clientRequestId: input.clientRequestId,
        table,
        at,
        perRestaurantPerMinute: deps.perRestaurantPerMinute,
      });
      if (again) return { record: again, isNew: false };
      const tabId =
        table === null || awaitsValidation
          ? null
          : await joinOpenTab(trx, { ownerId, table, at: at.toISOString() });
      const record = await orders.insertNumbered(
        trx,
        newOrderRecord({
          ownerId,
          clientRequestId: input.clientRequestId,
          menu,
          table,
          language: input.language,
          lines,
          at,
          tabId,
          awaitsPayment,
          awaitsValidation,
        }),
      );
      if (awaitsPayment && tabId) {
        // Not the kitchen's yet: only the table's tab hears of it (payments release it).
        await emit('tab.changed', { ownerId, tabId });
        return { record, isNew: true };
      }
      const placed = await history.insertEvent(trx, {
        orderId: record.id,
        ownerId,
        fromStatus: null,
        toStatus: 'pending',
        actor: 'diner',
        actorId: null,
        actorName: null,
        createdAt: record.createdAt,
      });
      await announceOrderEvent(emit, placed);
      return { record, isNew: true };
    });
    const order = toOrder(result.record);
    if (result.isNew) deps.onPlaced?.({ ownerId, order });
    return { order: withToken(order), isNew: result.isNew };
  }

  return {
    ...createStaffOrderOperations({
      database,
      events: deps.events,
      now,
      outcomes: deps.outcomes,
    }),

    /**
     * A diner's order. Idempotent by `clientRequestId`: the same request again (a double tap,
     * a retry after a lost answer) returns the order it made, never a second one.
     */
    placeOrder(request: { input: PlaceOrder; clientIp: string }) {
      return withOutcome(deps.outcomes, 'diner', () => placeDinerOrder(request));
    },

    /** The diner's view of their order: the token from placeOrder, or 404 (no existence leak). */
    async getDinerOrder({ orderId, token }: { orderId: string; token?: string }) {
      if (!tokens.verify(orderId, token)) throw orderNotFound();
      const record = await orders.findById(db, orderId);
      if (!record) throw orderNotFound();
      return toOrder(record);
    },

    async listOrders({ ownerId, statuses }: { ownerId: string; statuses?: OrderStatus[] }) {
      return withLastActions(await orders.listByOwner(db, ownerId, statuses));
    },

    async requireOrder({ ownerId, orderId }: { ownerId: string; orderId: string }) {
      const record = await orders.findByOwner(db, ownerId, orderId);
      if (!record) throw orderNotFound();
      const [order] = await withLastActions([record]);
      return order as Order;
    },

    /** The staff's buttons; 409 for a transition the spec's table does not allow. */
    async changeStatus(input: {
      ownerId: string;
      orderId: string;
      status: OrderStatus;
      actor: Actor;
    }) {
      const { ownerId, orderId, status, actor } = input;
      // Read and checked before the lock; the update below only moves the order if it is
      // still as read (compare-and-set), so the lock is held for the write alone.
      const current = await orders.findByOwner(db, ownerId, orderId);
      if (!current) throw orderNotFound();
      if (current.awaitsValidation) {
        throw new AppError('CONFLICT', STAFF_ORDER_MESSAGES.awaitsValidation);
      }
      if (!canChangeStatus(current.status, status)) {
        throw new AppError('CONFLICT', ORDER_MESSAGES.transitionRefused);
      }
      const at = now().toISOString();
      const checksPayments = status === 'cancelled' && current.tabId !== null;
      const moved = await deps.events.transaction(async (trx, emit) => {
        // Order events of one owner commit in id order: the live streams rely on it. The owner
        // is locked by the move's own statement (a round trip fewer, docs/performance.md),
        // or first when a cancel must check the tab's payments under the lock.
        if (checksPayments) {
          await lockOwner(trx, database.dialect, ownerId);
          if ((await heldCentsOfOrder(trx, orderId)) > 0) {
            throw new AppError('CONFLICT', ORDER_MESSAGES.paidOrderCancel);
          }
        }
        const updated = await orders.updateStatus(trx, {
          ownerId,
          id: orderId,
          from: current.status,
          to: status,
          at,
          alsoIf: checksPayments ? undefined : ownerLocked(database.dialect, ownerId),
        });
        if (!updated) throw new AppError('CONFLICT', ORDER_MESSAGES.transitionRefused);
        const moveEvent = await history.insertEvent(trx, {
          orderId,
          ownerId,
          fromStatus: current.status,
          toStatus: status,
          actor: 'owner',
          actorId: actor.id,
          actorName: actor.name,
          createdAt: at,
        });
        await announceOrderEvent(emit, moveEvent);
        return updated;
      });
      // What the board shows: the order as written, and this move as its last staff action.
      return { ...toOrder(moved), lastAction: { what: status, byName: actor.name, at } };
    },

    async countOrders({ ownerId }: { ownerId: string }) {
      return orders.countByStatus(db, ownerId);
    },

    async getOrdering({ ownerId }: { ownerId: string }): Promise<OrderingSetting> {
      return orders.getOrderingSetting(db, ownerId);
    },

    /** The public pages show both switches (the diner's cart), so they hear of it like a plan change. */
    async setOrdering({
      ownerId,
      changes,
    }: {
      ownerId: string;
      changes: Partial<OrderingSetting>;
    }): Promise<OrderingSetting> {
      return deps.events.transaction(async (trx, emit) => {
        const saved = await orders.saveOrderingSetting(trx, ownerId, changes);
        await emit('owner.changed', { ownerId });
        return saved;
      });
    },

    /** What a stream missed since `afterId` (its Last-Event-ID). */
    async listEventsAfter(scope: OrderEventScope, afterId: number): Promise<OrderEventRecord[]> {
      return history.listEventsAfter(db, scope, afterId);
    },

    /** Where the owner's live stream starts when the board has no Last-Event-ID. */
    latestEventId: ({ ownerId }: { ownerId: string }) => history.latestEventId(db, ownerId),

    /** A diner's stream: the token proves access (404 otherwise, like getDinerOrder). */
    async requireDinerScope({ orderId, token }: { orderId: string; token?: string }) {
      if (!tokens.verify(orderId, token)) throw orderNotFound();
      const record = await orders.findById(db, orderId);
      if (!record) throw orderNotFound();
      return { ownerId: record.ownerId, orderId: record.id, status: record.status };
    },

    /** Retention (documented in docs/orders.md): finished orders go after 90 days. */
    async purgeOldOrders({ olderThanDays = 90 }: { olderThanDays?: number } = {}) {
      const before = new Date(now().getTime() - olderThanDays * 86_400_000).toISOString();
      return orders.purgeFinishedBefore(db, before);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
