import { describe, expect, it } from 'vitest';
import {
  canChangeStatus,
  NEXT_STATUS,
  ORDER_STATUSES,
  type OrderStatus,
  totalCentsOf,
} from './order-rules';
import { PlaceOrderSchema } from './order-schema';

describe('order status transitions (spec part 2 §4)', () => {
  it('moves forward one step at a time', () => {
    expect(NEXT_STATUS).toEqual({ pending: 'preparing', preparing: 'ready', ready: 'completed' });
    expect(canChangeStatus('pending', 'preparing')).toBe(true);
    expect(canChangeStatus('pending', 'ready')).toBe(false);
    expect(canChangeStatus('ready', 'preparing')).toBe(false);
  });

  it('cancels from any status but completed (and not twice)', () => {
    const allowed = ORDER_STATUSES.filter((from) => canChangeStatus(from, 'cancelled'));
    expect(allowed).toEqual<OrderStatus[]>(['pending', 'preparing', 'ready']);
  });
});

describe('placing an order', () => {
  const base = { menuId: 'm1', clientRequestId: '6f1c1f9e-2b51-4c8e-9d0a-7b1e2f3a4b5c' };

  it('takes 1 to 50 lines of 1 to 20 each, notes up to 140 characters', () => {
    const line = { dishId: 'd1', quantity: 2, note: '  sans oignons ' };
    const parsed = PlaceOrderSchema.parse({ ...base, lines: [line] });
    expect(parsed.lines[0]?.note).toBe('sans oignons');
    expect(parsed.language).toBe('fr');
    const refused = [
      { ...base, lines: [] },
      { ...base, lines: Array.from({ length: 51 }, () => line) },
      { ...base, lines: [{ ...line, quantity: 0 }] },
      { ...base, lines: [{ ...line, quantity: 21 }] },
      { ...base, lines: [{ ...line, quantity: 1.5 }] },
      { ...base, lines: [{ ...line, note: 'x'.repeat(141) }] },
      { ...base, clientRequestId: 'pas-un-uuid', lines: [line] },
    ];
    for (const input of refused) expect(PlaceOrderSchema.safeParse(input).success).toBe(false);
  });

  it('totals in cents', () => {
    expect(
      totalCentsOf([
        { unitPriceCents: 1250, quantity: 2 },
        { unitPriceCents: 390, quantity: 1 },
      ]),
    ).toBe(2890);
  });
});
