import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../domain/orders/order-rules';
import {
  FORGET_AFTER_MS,
  type KeyValueStorage,
  MAX_PRINTED,
  ordersToPrint,
  PRINTABLE_FOR_MS,
  PRINTED_ORDERS_KEY,
  printedOrderIds,
  rememberPrinted,
} from './printed-orders';

/** localStorage as a browser keeps it: strings by key. */
function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

const HOUR = 3_600_000;
const NOW = Date.parse('2026-03-14T19:30:00Z');

describe('the memory of printed orders', () => {
  it('remembers ids across reads, as a reload reads them again', () => {
    const storage = memoryStorage();
    expect(printedOrderIds(storage, NOW)).toEqual(new Set());
    expect(rememberPrinted(storage, ['a', 'b'], NOW)).toBe(true);
    rememberPrinted(storage, ['c'], NOW + 1000);
    expect(printedOrderIds(storage, NOW + 2000)).toEqual(new Set(['a', 'b', 'c']));
  });

  it('forgets an id after its expiry, and stores no expired entry', () => {
    const storage = memoryStorage();
    rememberPrinted(storage, ['old'], NOW);
    rememberPrinted(storage, ['new'], NOW + FORGET_AFTER_MS - HOUR);
    expect(printedOrderIds(storage, NOW + FORGET_AFTER_MS - 1)).toEqual(new Set(['old', 'new']));
    expect(printedOrderIds(storage, NOW + FORGET_AFTER_MS)).toEqual(new Set(['new']));
    // The next write drops it from the storage itself.
    rememberPrinted(storage, ['newer'], NOW + FORGET_AFTER_MS);
    expect(storage.items.get(PRINTED_ORDERS_KEY)).not.toContain('"old"');
  });

  it('keeps the newest entries only, up to its bound', () => {
    const storage = memoryStorage();
    const ids = Array.from({ length: MAX_PRINTED + 5 }, (_, index) => `order-${index}`);
    // A service's orders, printed a few at a time.
    for (let start = 0; start < ids.length; start += 5) {
      rememberPrinted(storage, ids.slice(start, start + 5), NOW + start);
    }
    const kept = printedOrderIds(storage, NOW + ids.length);
    expect(kept.size).toBe(MAX_PRINTED);
    expect(kept.has('order-0')).toBe(false);
    expect(kept.has('order-4')).toBe(false);
    expect(kept.has('order-5')).toBe(true);
    expect(kept.has(`order-${MAX_PRINTED + 4}`)).toBe(true);
  });

  it('remembers an id once, at its latest time', () => {
    const storage = memoryStorage();
    rememberPrinted(storage, ['a'], NOW);
    rememberPrinted(storage, ['a'], NOW + FORGET_AFTER_MS - HOUR);
    const entries = JSON.parse(storage.items.get(PRINTED_ORDERS_KEY) ?? '[]') as unknown[];
    expect(entries).toEqual([['a', NOW + FORGET_AFTER_MS - HOUR]]);
    expect(printedOrderIds(storage, NOW + FORGET_AFTER_MS)).toEqual(new Set(['a']));
  });

  it('starts again from what it cannot read, and says when the storage refuses a write', () => {
    const storage = memoryStorage();
    storage.setItem(PRINTED_ORDERS_KEY, '{not json');
    expect(printedOrderIds(storage, NOW)).toEqual(new Set());
    storage.setItem(PRINTED_ORDERS_KEY, JSON.stringify([['a', NOW], 'junk', [1, 2], ['b']]));
    expect(printedOrderIds(storage, NOW)).toEqual(new Set(['a']));

    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(rememberPrinted(full, ['a'], NOW)).toBe(false);
  });
});

describe('the orders due for a ticket', () => {
  const order = (id: string, number: number, status: OrderStatus, minutesAgo = 5) => ({
    id,
    number,
    status,
    table: '4',
    lines: [],
    createdAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
  });

  it('are the pending ones not printed yet, oldest first', () => {
    const orders = [
      order('c', 3, 'pending', 1),
      order('b', 2, 'preparing', 3),
      order('a', 1, 'pending', 5),
      order('x', 9, 'cancelled', 2),
      order('d', 4, 'pending', 0),
    ];
    const due = ordersToPrint(orders, new Set(['d']), NOW);
    expect(due.map((due) => due.id)).toEqual(['a', 'c']);
  });

  it('leave out an order older than the printable window, which the memory outlives', () => {
    expect(PRINTABLE_FOR_MS).toBeLessThan(FORGET_AFTER_MS);
    const hours = (value: number) => value * 60;
    const orders = [
      order('yesterday', 1, 'pending', hours(25)),
      order('today', 2, 'pending', hours(23)),
    ];
    expect(ordersToPrint(orders, new Set(), NOW).map((due) => due.id)).toEqual(['today']);
  });
});
