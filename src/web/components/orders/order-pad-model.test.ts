import { describe, expect, it } from 'vitest';
import {
  addDish,
  isSameOrder,
  linesOfOrder,
  padTotal,
  setNote,
  setQuantity,
  toLineInputs,
} from './order-pad-model';

const soup = { id: 'soup', name: 'Velouté', priceCents: 850, variants: [] };
const wine = {
  id: 'wine',
  name: 'Côtes-du-Rhône',
  priceCents: 600,
  variants: [
    { id: 'glass', name: 'Verre 12 cl', priceCents: 600 },
    { id: 'bottle', name: 'Bouteille 75 cl', priceCents: 3200 },
  ],
};

describe('the order pad (staff orders on the board)', () => {
  it('adds dishes and variants, one line each, more of the same raising its quantity', () => {
    let lines = addDish([], soup);
    lines = addDish(lines, wine, 'bottle');
    lines = addDish(lines, soup);
    expect(lines.map((line) => [line.name, line.quantity, line.unitCents])).toEqual([
      ['Velouté', 2, 850],
      ['Côtes-du-Rhône — Bouteille 75 cl', 1, 3200],
    ]);
    expect(padTotal(lines)).toBe(2 * 850 + 3200);
    expect(toLineInputs(lines)).toEqual([
      { dishId: 'soup', quantity: 2 },
      { dishId: 'wine', variantId: 'bottle', quantity: 1 },
    ]);
  });

  it('keeps quantities between 1 and 20, and drops a line at 0', () => {
    const lines = addDish([], soup);
    const key = lines[0]?.key ?? '';
    expect(setQuantity(lines, key, 25)[0]?.quantity).toBe(20);
    expect(setQuantity(lines, key, 0)).toEqual([]);
  });

  it('sends a note trimmed, and none when blank', () => {
    const lines = addDish([], soup);
    const key = lines[0]?.key ?? '';
    expect(toLineInputs(setNote(lines, key, '  sans crème '))).toEqual([
      { dishId: 'soup', quantity: 1, note: 'sans crème' },
    ]);
    expect(toLineInputs(setNote(lines, key, '   '))).toEqual([{ dishId: 'soup', quantity: 1 }]);
  });

  it("reads an order's lines to change them, twice the same dish kept apart", () => {
    const soupLine = {
      dishId: 'soup',
      name: 'Velouté',
      dinerName: 'Soup',
      unitPriceCents: 850,
      quantity: 1,
      vatRateBp: 1000,
    };
    const order = { lines: [soupLine, { ...soupLine, note: 'sans crème' }] };
    const lines = linesOfOrder(order);
    expect(new Set(lines.map((line) => line.key)).size).toBe(2);
    expect(isSameOrder(lines, linesOfOrder(order))).toBe(true);
    expect(isSameOrder(lines, setQuantity(lines, lines[0]?.key ?? '', 2))).toBe(false);
  });
});
