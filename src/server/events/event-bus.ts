import { EventEmitter } from 'node:events';

/**
 * In-process notifications between features (e.g. a saved menu → the public page cache drops
 * its copy). Listeners run synchronously after the change is committed and must not throw.
 * Several instances on PostgreSQL will relay these through LISTEN/NOTIFY.
 */
export type AppEvents = {
  /** A menu was created, saved, (de)activated or deleted. */
  'menu.changed': { ownerId: string; menuId: string };
  /** An owner's plan, restaurant name or account changed (or the account was deleted). */
  'owner.changed': { ownerId: string };
  /** An order was placed or changed status; `eventId` is its order_event row. */
  'order.changed': { ownerId: string; orderId: string; eventId: number };
};

export type EventBus = {
  emit<K extends keyof AppEvents>(type: K, payload: AppEvents[K]): void;
  on<K extends keyof AppEvents>(type: K, listener: (payload: AppEvents[K]) => void): () => void;
};

export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  return {
    emit: (type, payload) => emitter.emit(type, payload),
    on(type, listener) {
      emitter.on(type, listener);
      return () => emitter.off(type, listener);
    },
  };
}
