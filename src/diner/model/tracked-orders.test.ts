import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  FORGET_AFTER_MS,
  forgetOrder,
  isLive,
  isShown,
  MAX_TRACKED,
  parseTrackedOrders,
  type TrackedOrder,
  trackOrder,
} from './tracked-orders';

const now = new Date('2025-06-01T12:00:00Z');
const placed = (id: string, number = 1) => ({
  id,
  statusToken: `token-${id}`,
  number,
  status: 'pending',
});
const event = (id: string, eventId: number, status: TrackedOrder['status']) => ({
  id,
  eventId,
  status,
});

describe('tracked orders (the diner status pill)', () => {
  it('tracks a placed order as pending, with its token', () => {
    const orders = trackOrder([], placed('o1', 12), now);
    expect(orders).toEqual([
      {
        id: 'o1',
        token: 'token-o1',
        number: 12,
        status: 'pending',
        lastEventId: 0,
        placedAt: now.toISOString(),
      },
    ]);
    expect(trackOrder(orders, placed('o1', 12), now)).toHaveLength(1);
  });

  it('keeps the latest few orders', () => {
    let orders: TrackedOrder[] = [];
    for (let i = 0; i < MAX_TRACKED + 2; i += 1) orders = trackOrder(orders, placed(`o${i}`), now);
    expect(orders).toHaveLength(MAX_TRACKED);
    expect(orders.at(-1)?.id).toBe(`o${MAX_TRACKED + 1}`);
  });

  it('follows the stream: preparing, then ready (once), then gone when completed', () => {
    let orders = trackOrder([], placed('o1'), now);
    let result = applyEvent(orders, event('o1', 10, 'pending'));
    expect(result.orders[0]?.lastEventId).toBe(10);
    result = applyEvent(result.orders, event('o1', 11, 'preparing'));
    expect(result.orders[0]?.status).toBe('preparing');
    expect(result.becameReady).toBeNull();
    result = applyEvent(result.orders, event('o1', 12, 'ready'));
    expect(result.becameReady?.id).toBe('o1');
    orders = result.orders;
    // A replay after a reconnect or a reload changes nothing and notifies nothing.
    for (const [eventId, status] of [
      [10, 'pending'],
      [11, 'preparing'],
      [12, 'ready'],
    ] as const) {
      result = applyEvent(orders, event('o1', eventId, status));
      expect(result.orders).toEqual(orders);
      expect(result.becameReady).toBeNull();
    }
    expect(isLive(orders[0] as TrackedOrder)).toBe(true);
    result = applyEvent(orders, event('o1', 13, 'completed'));
    expect(result.orders).toEqual([]);
  });

  it('shows a cancelled order until the diner hides it, and stops following it', () => {
    const result = applyEvent(trackOrder([], placed('o1'), now), event('o1', 5, 'cancelled'));
    const order = result.orders[0] as TrackedOrder;
    expect(order.status).toBe('cancelled');
    expect(isShown(order)).toBe(true);
    expect(isLive(order)).toBe(false);
    expect(forgetOrder(result.orders, 'o1')).toEqual([]);
  });

  it('ignores events of other orders and unknown statuses', () => {
    const orders = trackOrder([], placed('o1'), now);
    expect(applyEvent(orders, event('o2', 5, 'ready')).orders).toEqual(orders);
    const odd = { id: 'o1', eventId: 5, status: 'eaten' as TrackedOrder['status'] };
    expect(applyEvent(orders, odd).orders).toEqual(orders);
  });

  it('reads storage defensively and forgets stale or finished orders', () => {
    const fresh = trackOrder([], placed('o1'), now);
    const stored = JSON.parse(JSON.stringify(fresh));
    expect(parseTrackedOrders(stored, now)).toEqual(fresh);
    expect(parseTrackedOrders(stored, new Date(now.getTime() + FORGET_AFTER_MS + 1))).toEqual([]);
    expect(parseTrackedOrders('x', now)).toEqual([]);
    expect(
      parseTrackedOrders(
        [null, { ...stored[0], status: 'completed' }, { ...stored[0], token: 3 }],
        now,
      ),
    ).toEqual([]);
  });

  it('follows staff: waits for validation, then accepted, or refused with its reason', () => {
    const waiting = trackOrder([], { ...placed('o1'), awaitingValidation: true }, now);
    expect(waiting[0]?.isAwaitingValidation).toBe(true);
    const accepted = applyEvent(waiting, { ...event('o1', 3, 'pending'), kind: 'accepted' });
    expect(accepted.orders[0]).not.toHaveProperty('isAwaitingValidation');
    const refused = applyEvent(waiting, {
      ...event('o1', 3, 'cancelled'),
      kind: 'refused',
      reason: 'sold_out',
    });
    expect(refused.orders[0]).toMatchObject({ status: 'cancelled', refusal: 'sold_out' });
    expect(refused.orders[0]).not.toHaveProperty('isAwaitingValidation');
    // Kept across a reload.
    const stored = JSON.parse(JSON.stringify(refused.orders));
    expect(parseTrackedOrders(stored, now)).toEqual(refused.orders);
  });

  it('says when staff changed the lines, and keeps saying it', () => {
    const orders = trackOrder([], placed('o1'), now);
    const changed = applyEvent(orders, { ...event('o1', 4, 'pending'), kind: 'lines' });
    expect(changed.orders[0]).toMatchObject({ status: 'pending', isChanged: true });
    const started = applyEvent(changed.orders, event('o1', 5, 'preparing'));
    expect(started.orders[0]).toMatchObject({ status: 'preparing', isChanged: true });
    const stored = JSON.parse(JSON.stringify(started.orders));
    expect(parseTrackedOrders(stored, now)).toEqual(started.orders);
  });
});
