import { describe, expect, it } from 'vitest';
import {
  addDish,
  type Cart,
  canIncrease,
  cartSignature,
  decrease,
  emptyCart,
  increase,
  itemCount,
  lineKey,
  lineTotalCents,
  parseCart,
  reconcile,
  removeLine,
  setNote,
  toOrderLines,
  totalCents,
} from './cart';

const tatin = { dishId: 'd1', name: 'Tarte Tatin', unitCents: 800 };
const velvet = { dishId: 'd2', name: 'Velouté', unitCents: 850 };

const withTwoLines = (): Cart => addDish(addDish(addDish(emptyCart(), tatin), tatin), velvet);

describe('cart lines (spec part 2 §4 "Cart")', () => {
  it('adds a new line, then one more of the same dish on its line', () => {
    const cart = withTwoLines();
    expect(cart.lines).toEqual([
      { ...tatin, quantity: 2, note: '' },
      { ...velvet, quantity: 1, note: '' },
    ]);
    expect(itemCount(cart)).toBe(3);
    expect(totalCents(cart)).toBe(2450);
    expect(lineTotalCents(cart.lines[0] as Cart['lines'][0])).toBe(1600);
  });

  it('plus increases a line; minus decreases it, and at 1 removes it', () => {
    let cart = increase(withTwoLines(), 'd2');
    expect(cart.lines[1]?.quantity).toBe(2);
    cart = decrease(cart, 'd2');
    expect(cart.lines[1]?.quantity).toBe(1);
    cart = decrease(cart, 'd2');
    expect(cart.lines.map((line) => line.dishId)).toEqual(['d1']);
  });

  it('removes a line whatever its quantity', () => {
    expect(removeLine(withTwoLines(), 'd1').lines.map((line) => line.dishId)).toEqual(['d2']);
  });

  it('keeps quantities within 1–20 and lines within 50, like the server', () => {
    let cart = addDish(emptyCart(), tatin);
    for (let i = 0; i < 30; i += 1) cart = increase(cart, 'd1');
    expect(cart.lines[0]?.quantity).toBe(20);
    expect(canIncrease(cart.lines[0] as Cart['lines'][0])).toBe(false);
    expect(addDish(cart, tatin).lines[0]?.quantity).toBe(20);

    let full = emptyCart();
    for (let i = 0; i < 60; i += 1) full = addDish(full, { ...tatin, dishId: `d${i}` });
    expect(full.lines).toHaveLength(50);
  });

  it('keeps a note per line, cut at 140 characters', () => {
    const cart = setNote(withTwoLines(), 'd1', 'x'.repeat(200));
    expect(cart.lines[0]?.note).toHaveLength(140);
    expect(cart.lines[1]?.note).toBe('');
  });
});

describe('sending', () => {
  it('sends dish ids, quantities and non-blank notes only (no name, no price)', () => {
    const cart = setNote(setNote(withTwoLines(), 'd1', '  sans crème  '), 'd2', '   ');
    expect(toOrderLines(cart)).toEqual([
      { dishId: 'd1', quantity: 2, note: 'sans crème' },
      { dishId: 'd2', quantity: 1 },
    ]);
  });

  it('gives the same signature to the same order and another to a changed one', () => {
    const cart = withTwoLines();
    expect(cartSignature(cart)).toBe(cartSignature(parseCart(JSON.parse(JSON.stringify(cart)))));
    expect(cartSignature(increase(cart, 'd2'))).not.toBe(cartSignature(cart));
    expect(cartSignature(setNote(cart, 'd2', 'chaud'))).not.toBe(cartSignature(cart));
    // The displayed name (another language) is not part of the order.
    expect(cartSignature(reconcile(cart, pageOf({ ...tatin, name: 'Tatin' }, velvet)).cart)).toBe(
      cartSignature(cart),
    );
  });
});

const pageOf = (...dishes: (typeof tatin)[]) => new Map(dishes.map((dish) => [dish.dishId, dish]));

describe('the cart against the page', () => {
  it('takes names and prices from the page and drops dishes no longer on it', () => {
    const result = reconcile(
      withTwoLines(),
      pageOf({ ...tatin, name: 'Apple tart', unitCents: 900 }),
    );
    expect(result.cart.lines).toEqual([
      { dishId: 'd1', name: 'Apple tart', unitCents: 900, quantity: 2, note: '' },
    ]);
    expect(result.removed.map((line) => line.name)).toEqual(['Velouté']);
  });
});

describe('parseCart (what storage gives back)', () => {
  it('round-trips a cart', () => {
    const cart = setNote(withTwoLines(), 'd2', 'bien chaud');
    expect(parseCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
  });

  it('drops malformed lines and fixes out-of-range values', () => {
    expect(parseCart(null)).toEqual({ lines: [] });
    expect(parseCart({ lines: 'x' })).toEqual({ lines: [] });
    const parsed = parseCart({
      lines: [
        null,
        { dishId: 'a', name: 'A', unitCents: 100, quantity: 99, note: 'n'.repeat(300) },
        { dishId: 'a', name: 'again', unitCents: 100, quantity: 1 },
        { dishId: '', quantity: 1 },
        { dishId: 'b', quantity: 0 },
        { dishId: 'c', quantity: 2.7, unitCents: -5, name: 3 },
      ],
    });
    expect(parsed.lines).toEqual([
      { dishId: 'a', name: 'A', unitCents: 100, quantity: 20, note: 'n'.repeat(140) },
      { dishId: 'c', name: '', unitCents: 0, quantity: 2, note: '' },
    ]);
  });
});

describe('dishes with variants (issue 15)', () => {
  const glass = { dishId: 'wine', variantId: 'v1', name: 'Vin — Verre', unitCents: 600 };
  const bottle = { dishId: 'wine', variantId: 'v2', name: 'Vin — Bouteille', unitCents: 3200 };

  it('keeps one line per variant and sends the variant with the dish', () => {
    let cart = addDish(addDish(addDish(emptyCart(), glass), bottle), glass);
    expect(cart.lines.map((line) => [lineKey(line), line.quantity])).toEqual([
      ['wine:v1', 2],
      ['wine:v2', 1],
    ]);
    cart = decrease(cart, 'wine:v2');
    expect(toOrderLines(cart)).toEqual([{ dishId: 'wine', variantId: 'v1', quantity: 2 }]);
    expect(totalCents(addDish(cart, bottle))).toBe(2 * 600 + 3200);
  });

  it('reconciles by variant and reads variants back from storage', () => {
    const cart = addDish(addDish(emptyCart(), glass), bottle);
    const { cart: kept, removed } = reconcile(cart, new Map([['wine:v1', glass]]));
    expect(kept.lines.map(lineKey)).toEqual(['wine:v1']);
    expect(removed.map(lineKey)).toEqual(['wine:v2']);
    const stored = JSON.parse(JSON.stringify(cart));
    expect(parseCart(stored)).toEqual(cart);
    expect(parseCart({ lines: [...stored.lines, stored.lines[0]] }).lines).toHaveLength(2);
  });
});
