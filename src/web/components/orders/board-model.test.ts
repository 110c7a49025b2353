import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../domain/orders/order-rules';
import type { Order } from '../../../domain/orders/order-schema';
import {
  announcedNumbers,
  boardTitle,
  ordersInTab,
  tabOf,
  viewOf,
  waitingCount,
} from './board-model';

const order = (id: string, number: number, status: OrderStatus): Order => ({
  id,
  number,
  status,
  menuId: 'menu',
  menuVersion: 1,
  table: '4',
  language: 'fr',
  lines: [],
  totalCents: 0,
  createdAt: '2026-01-15T19:30:00Z',
  updatedAt: '2026-01-15T19:30:00Z',
  takenByName: null,
  note: null,
});

const orders = [
  order('a', 1, 'pending'),
  order('b', 2, 'preparing'),
  order('c', 3, 'pending'),
  order('d', 4, 'cancelled'),
  order('e', 5, 'completed'),
  order('f', 6, 'ready'),
];

describe('the board’s places', () => {
  it('puts cancelled orders under “Terminé”, on a phone and on a tablet', () => {
    expect(tabOf('cancelled')).toBe('completed');
    expect(ordersInTab(orders, 'completed').map((o) => o.id)).toEqual(['d', 'e']);
    expect(ordersInTab(orders, 'pending').map((o) => o.id)).toEqual(['a', 'c']);
    expect(viewOf('cancelled')).toBe('done');
    expect(viewOf('completed')).toBe('done');
    for (const status of ['pending', 'preparing', 'ready'] as const) {
      expect(viewOf(status)).toBe('active');
    }
  });
});

describe('the tab title', () => {
  it('counts the orders nobody has started', () => {
    expect(waitingCount(orders)).toBe(2);
    expect(boardTitle(2)).toBe('(2) Commandes');
    expect(boardTitle(0)).toBe('Commandes');
  });
});

describe('the “Nouvelle commande” banner', () => {
  it('announces the new orders that still wait, in their order of arrival', () => {
    expect(announcedNumbers(['c', 'a'], orders)).toEqual([3, 1]);
  });

  it('lets go of an order cancelled, started, or not read yet', () => {
    expect(announcedNumbers(['a', 'd', 'b', 'unknown'], orders)).toEqual([1]);
  });
});
