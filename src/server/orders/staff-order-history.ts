import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { Emit } from '../events/event-bus';
import type { Actor } from '../owner-state/owner';
import { type OrderEventRecord, orderHistoryRepository } from './order-history-repository';
import { announceOrderEvent, orderNotFound } from './order-records';
import { orderRepository as orders } from './order-repository';

type Db = AppDatabase['db'];

/**
 * What staff's changes to orders share (issue 24 §3): the order read inside the owner's lock
 * (order events of one owner commit in id order: the live streams rely on it), and each change
 * recorded as an order event with who made it, announced like a status change.
 */
export function staffOrderHistory(database: AppDatabase) {
  return {
    /** One event of the order's history, by a member or device of the restaurant. */
    async record(
      trx: Db,
      emit: Emit,
      event: Omit<OrderEventRecord, 'id' | 'actor' | 'actorId' | 'actorName'> & { by: Actor },
    ) {
      const { by, ...rest } = event;
      const row = await orderHistoryRepository.insertEvent(trx, {
        ...rest,
        actor: 'owner',
        actorId: by.id,
        actorName: by.name,
      });
      await announceOrderEvent(emit, row);
    },

    /** The order, read inside the owner's lock: 404 for another owner's. */
    async requireLocked(trx: Db, { ownerId, orderId }: { ownerId: string; orderId: string }) {
      await lockOwner(trx, database.dialect, ownerId);
      const current = await orders.findByOwner(trx, ownerId, orderId);
      if (!current) throw orderNotFound();
      return current;
    },
  };
}
