import type { Language } from '../../domain/i18n/languages';
import { ORDER_MESSAGES } from '../../domain/orders/order-messages';
import { totalCentsOf } from '../../domain/orders/order-rules';
import type { OrderLine, OrderLineInput } from '../../domain/orders/order-schema';
import { STAFF_ORDER_MESSAGES } from '../../domain/orders/staff-order-messages';
import type { RefusalReason } from '../../domain/orders/staff-order-rules';
import type { ChangeOrderLines } from '../../domain/orders/staff-order-schema';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { heldCentsOfOrder } from '../owner-state/held-orders';
import type { Actor } from '../owner-state/owner';
import { ownerMenus } from '../owner-state/owner-menus';
import { publicReads } from '../owner-state/public-reads';
import { joinOpenTab } from '../owner-state/table-tabs';
import { addedLinesOf, mergeChangedLines, priceLines, requirePricedLines } from './order-lines';
import { toOrder } from './order-records';
import type { OrderRecord } from './order-repository';
import { staffOrderHistory } from './staff-order-history';
import { staffOrderRepository as staffOrders } from './staff-order-repository';

type Db = AppDatabase['db'];
type Deps = { database: AppDatabase; events: EventBus; now: () => Date };
type Scope = { ownerId: string; orderId: string; actor: Actor };

/**
 * Staff correct orders (issue 24 §3): a pending order's lines, with a reason; an order waiting
 * in "À valider" accepted or refused. Each change is an order event with who did it
 * (staff-order-history.ts): the board, the diner's pill and the table's tab hear of it.
 */
export function createOrderCorrections(deps: Deps) {
  const { events, now } = deps;
  const { record, requireLocked } = staffOrderHistory(deps.database);
  const refusedValidation = () =>
    new AppError('CONFLICT', STAFF_ORDER_MESSAGES.notAwaitingValidation);

  return {
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
