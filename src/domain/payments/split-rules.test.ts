import { describe, expect, it } from 'vitest';
import {
  allocate,
  equalRoundOf,
  equalShareCents,
  linePartOf,
  lineShareCents,
  prorate,
  quantityLabel,
  type TabLineState,
  tabTotals,
} from './split-rules';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const line = (id: string, amountCents: number, takenCents = 0): TabLineState => ({
  id,
  amountCents,
  takenCents,
});

describe('allocate', () => {
  const tab = [line('steak', 2400), line('wine', 3000), line('tart', 900)];

  it('"all" takes what is left of every line', () => {
    const result = allocate([line('a', 1000, 400), line('b', 500)], { kind: 'all' });
    expect(result).toEqual({
      ok: true,
      amountCents: 1100,
      allocations: [
        { lineId: 'a', amountCents: 600 },
        { lineId: 'b', amountCents: 500 },
      ],
    });
  });

  it('"equal" among three: two shares, then the last takes the remaining cents', () => {
    let lines = [line('a', 1000)];
    const parts: (number | null)[] = [];
    const shares: number[] = [];
    for (let payer = 0; payer < 3; payer += 1) {
      const result = allocate(lines, { kind: 'equal', parts: 3 }, equalRoundOf(parts));
      if (!result.ok) throw new Error(result.reason);
      shares.push(result.amountCents);
      parts.push(3);
      lines = [line('a', 1000, sum(shares))];
    }
    expect(shares).toEqual([333, 333, 334]);
    expect(allocate(lines, { kind: 'equal', parts: 3 }, equalRoundOf(parts))).toEqual({
      ok: false,
      reason: 'nothing-left',
    });
  });

  it('"equal" divides what remains, not the whole bill (issue 41 §1)', () => {
    // 107,80 €: Alice paid her own 38,90 €; Ben, Chloé and David share the 68,90 € left.
    const table = [line('alice', 3890, 3890), line('others', 6890)];
    const ben = allocate(table, { kind: 'equal', parts: 3 }, equalRoundOf([null]));
    expect(ben).toMatchObject({ ok: true, amountCents: 2296 });
    const chloe = allocate(
      [line('alice', 3890, 3890), line('others', 6890, 2296)],
      { kind: 'equal', parts: 3 },
      equalRoundOf([null, 3]),
    );
    expect(chloe).toMatchObject({ ok: true, amountCents: 2297 });
    const david = allocate(
      [line('alice', 3890, 3890), line('others', 6890, 2296 + 2297)],
      { kind: 'equal', parts: 3 },
      equalRoundOf([null, 3, 3]),
    );
    expect(david).toMatchObject({ ok: true, amountCents: 2297 });
    // The 25,50 € bill of the issue: 11,00 € paid, 14,50 € left among three.
    expect(allocate([line('a', 2550, 1100)], { kind: 'equal', parts: 3 })).toMatchObject({
      amountCents: 483,
    });
  });

  it('the equal round: same N joins it, another N or a full round starts anew', () => {
    expect(equalRoundOf([])).toBeNull();
    expect(equalRoundOf([null, 3])).toEqual({ parts: 3, taken: 1 });
    expect(equalRoundOf([3, null, 3])).toEqual({ parts: 3, taken: 2 });
    expect(equalRoundOf([3, 3, 3])).toBeNull();
    expect(equalRoundOf([3, 3, 3, 3])).toEqual({ parts: 3, taken: 1 });
    expect(equalRoundOf([3, 2])).toEqual({ parts: 2, taken: 1 });
    expect(equalShareCents(2, 3)).toBe(1);
    expect(equalShareCents(0, 3)).toBe(0);
    expect(equalShareCents(1001, 3, 2)).toBe(1001);
  });

  it('"lines" pays the chosen lines, and a shared bottle in thirds adds up to its price', () => {
    const mine = allocate(tab, { kind: 'lines', lines: [{ lineId: 'steak', share: 1, of: 1 }] });
    expect(mine).toMatchObject({ ok: true, amountCents: 2400 });

    let wine = [line('wine', 3001)];
    const paid: number[] = [];
    for (let payer = 0; payer < 3; payer += 1) {
      const result = allocate(wine, {
        kind: 'lines',
        lines: [{ lineId: 'wine', share: 1, of: 3 }],
      });
      if (!result.ok) throw new Error(result.reason);
      paid.push(result.amountCents);
      wine = [
        line(
          'wine',
          3001,
          paid.reduce((sum, share) => sum + share, 0),
        ),
      ];
    }
    expect(paid).toEqual([1000, 1000, 1001]);
    expect(allocate(wine, { kind: 'lines', lines: [{ lineId: 'wine', share: 1, of: 3 }] })).toEqual(
      { ok: false, reason: 'nothing-left' },
    );
  });

  it('"lines" refuses a line already paid by someone else, and an unknown line', () => {
    const paidSteak = [line('steak', 2400, 2400), line('tart', 900)];
    expect(
      allocate(paidSteak, { kind: 'lines', lines: [{ lineId: 'steak', share: 1, of: 1 }] }),
    ).toEqual({ ok: false, reason: 'line-taken' });
    expect(allocate(tab, { kind: 'lines', lines: [{ lineId: 'nope', share: 1, of: 1 }] })).toEqual({
      ok: false,
      reason: 'line-unknown',
    });
  });

  it('"amount" fills the lines in order and refuses more than what remains', () => {
    expect(allocate(tab, { kind: 'amount', amountCents: 3000 })).toEqual({
      ok: true,
      amountCents: 3000,
      allocations: [
        { lineId: 'steak', amountCents: 2400 },
        { lineId: 'wine', amountCents: 600 },
      ],
    });
    expect(allocate(tab, { kind: 'amount', amountCents: 6301 })).toEqual({
      ok: false,
      reason: 'amount-too-high',
    });
  });

  it('a line share of two parts out of three', () => {
    expect(lineShareCents(line('x', 900), 2, 3)).toBe(600);
    expect(lineShareCents(line('x', 900, 300), 2, 3)).toBe(600);
    expect(lineShareCents(line('x', 1000, 333), 2, 3)).toBe(667);
  });
});

describe('tabTotals', () => {
  it('total, paid and remaining', () => {
    expect(
      tabTotals([
        { amountCents: 1000, paidCents: 1000 },
        { amountCents: 550, paidCents: 0 },
      ]),
    ).toEqual({ totalCents: 1550, paidCents: 1000, remainingCents: 550 });
  });
});

describe('prorate', () => {
  it('shares an amount in proportion, in cents that add up exactly', () => {
    expect(prorate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(prorate(500, [2400, 3000])).toEqual([222, 278]);
    expect(prorate(7, [0, 0])).toEqual([0, 0]);
    expect(prorate(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('a shared line on a receipt (issue 41 §3)', () => {
  it('prints half of a shared dessert as "½", a third as "⅓", not "1"', () => {
    expect(quantityLabel(1, linePartOf(450, 900))).toBe('½');
    expect(quantityLabel(1, linePartOf(333, 1000))).toBe('⅓');
    expect(quantityLabel(1, linePartOf(334, 1000))).toBe('⅓');
    expect(quantityLabel(1, linePartOf(600, 900))).toBe('⅔');
    expect(quantityLabel(2, linePartOf(900, 1800))).toBe('½ × 2');
    expect(quantityLabel(1, linePartOf(200, 1400))).toBe('1/7');
    expect(quantityLabel(3, linePartOf(1800, 1800))).toBe('3');
    expect(quantityLabel(2, null)).toBe('2');
    // The last of 20 shares of 10,19 € takes 0,69 €: still a twentieth.
    expect(linePartOf(69, 1019)).toEqual({ share: 1, of: 20 });
    // 7,13 € of a 24,00 € line (an amount spread over the lines) is no share of it.
    expect(linePartOf(713, 2400)).toBeNull();
  });
});
