import { describe, expect, it } from 'vitest';
import {
  abandonedPayment,
  type DinerTab,
  lineShareOf,
  type PaymentDraft,
  parseEuros,
  parsePendingPayment,
  parseTab,
  payableCents,
  paymentSignature,
  paymentTokenOf,
  preparePayment,
  requestIdFor,
  roundsOf,
  type TabLine,
  tipCentsOf,
} from './tab';

const line = (id: string, round: number, amountCents: number, more: Partial<TabLine> = {}) => ({
  id,
  round,
  name: id,
  quantity: 1,
  amountCents,
  paidCents: 0,
  reservedCents: 0,
  ...more,
});

function tabOf(lines: TabLine[], equalRound: DinerTab['equalRound'] = null): DinerTab {
  const totalCents = lines.reduce((sum, item) => sum + item.amountCents, 0);
  const paidCents = lines.reduce((sum, item) => sum + item.paidCents, 0);
  return {
    id: 'tab-1',
    status: 'open',
    table: '4',
    lines,
    totalCents,
    paidCents,
    remainingCents: totalCents - paidCents,
    reservedCents: lines.reduce((sum, item) => sum + item.reservedCents, 0),
    refundedCents: 0,
    equalRound,
  };
}

// Steak 24,00 and a bottle 30,01 in the first round, a tart 9,00 in the second.
const tab = tabOf([line('steak', 1, 2400), line('wine', 1, 3001), line('tart', 2, 900)]);
const draft = (split: PaymentDraft['split'], more: Partial<PaymentDraft> = {}): PaymentDraft => ({
  split,
  tip: null,
  email: '',
  ...more,
});
const tips = { tips: true };

describe('the tab from the network', () => {
  it('is read when well formed, refused otherwise', () => {
    expect(parseTab(JSON.parse(JSON.stringify(tab)))).toEqual(tab);
    expect(parseTab({ ...tab, id: null, status: 'none', lines: [] })).toMatchObject({ id: null });
    expect(parseTab(null)).toBeNull();
    expect(parseTab({ ...tab, status: 'closed' })).toBeNull();
    expect(parseTab({ ...tab, totalCents: '63,01' })).toBeNull();
    expect(parseTab({ ...tab, lines: [{ ...tab.lines[0], paidCents: 1.5 }] })).toBeNull();
    expect(parseTab({ ...tab, lines: [{ id: 'x' }] })).toBeNull();
  });

  it('groups the lines by round, in order', () => {
    expect(roundsOf(tab.lines).map((round) => [round.round, round.lines.map((l) => l.id)])).toEqual(
      [
        [1, ['steak', 'wine']],
        [2, ['tart']],
      ],
    );
    expect(roundsOf([])).toEqual([]);
  });

  it('can still be paid for what nobody paid nor holds in Checkout', () => {
    const busy = tabOf([
      line('steak', 1, 2400, { paidCents: 2400 }),
      line('wine', 1, 3000, { reservedCents: 1000 }),
    ]);
    expect(payableCents(busy)).toBe(2000);
    expect(payableCents(tab)).toBe(6301);
  });
});

describe('a payer’s share', () => {
  it('"Tout payer" is everything that can still be paid', () => {
    const busy = tabOf([line('steak', 1, 2400, { paidCents: 2400 }), line('tart', 2, 900)]);
    expect(preparePayment(busy, draft({ kind: 'all' }), tips)).toMatchObject({
      ok: true,
      split: { kind: 'all' },
      amountCents: 900,
      totalCents: 900,
    });
  });

  it('at equal parts, what remains is divided; the last of the round pays the exact rest', () => {
    const three = tabOf([line('a', 1, 1000)]);
    const first = preparePayment(three, draft({ kind: 'equal', parts: 3 }), tips);
    expect(first).toMatchObject({ ok: true, split: { kind: 'equal', parts: 3 }, amountCents: 333 });
    const last = tabOf([line('a', 1, 1000, { paidCents: 666 })], { parts: 3, taken: 2 });
    expect(preparePayment(last, draft({ kind: 'equal', parts: 3 }), tips)).toMatchObject({
      amountCents: 334,
    });
    // Issue 41 §1: Alice paid her own 38,90 € of 107,80 €; the three others share the rest.
    const afterAlice = tabOf([line('alice', 1, 3890, { paidCents: 3890 }), line('rest', 1, 6890)]);
    expect(preparePayment(afterAlice, draft({ kind: 'equal', parts: 3 }), tips)).toMatchObject({
      amountCents: 2296,
    });
    // The stepper's bounds are the server's: 2 to 20.
    expect(preparePayment(three, draft({ kind: 'equal', parts: 40 }), tips)).toMatchObject({
      split: { kind: 'equal', parts: 20 },
    });
  });

  it('"Je paie ce que j’ai pris": the lines ticked, a bottle shared in three', () => {
    const mine = preparePayment(
      tab,
      draft({
        kind: 'lines',
        picked: [
          { lineId: 'steak', of: 1 },
          { lineId: 'wine', of: 3 },
        ],
      }),
      tips,
    );
    expect(mine).toMatchObject({
      ok: true,
      amountCents: 2400 + 1000,
      split: {
        kind: 'lines',
        lines: [
          { lineId: 'steak', share: 1, of: 1 },
          { lineId: 'wine', share: 1, of: 3 },
        ],
      },
    });
    expect(lineShareOf(tab.lines[1] as TabLine, 3)).toBe(1000);
    // The third payer of the bottle pays the remaining cents.
    expect(lineShareOf(line('wine', 1, 3001, { paidCents: 2000 }), 3)).toBe(1001);
    expect(preparePayment(tab, draft({ kind: 'lines', picked: [] }), tips)).toMatchObject({
      ok: false,
      problem: 'noLine',
    });
    const paid = tabOf([line('steak', 1, 2400, { paidCents: 2400 }), line('tart', 2, 900)]);
    expect(
      preparePayment(paid, draft({ kind: 'lines', picked: [{ lineId: 'steak', of: 1 }] }), tips),
    ).toMatchObject({ ok: false, problem: 'lineTaken' });
  });

  it('"Un autre montant": written as a diner writes it, never more than what remains', () => {
    expect(preparePayment(tab, draft({ kind: 'amount', text: '12,5' }), tips)).toMatchObject({
      ok: true,
      split: { kind: 'amount', amountCents: 1250 },
      totalCents: 1250,
    });
    expect(preparePayment(tab, draft({ kind: 'amount', text: '63,02' }), tips)).toMatchObject({
      ok: false,
      problem: 'amountTooHigh',
    });
    for (const text of ['', '0', 'douze', '-3', '1,234']) {
      expect(preparePayment(tab, draft({ kind: 'amount', text }), tips), text).toMatchObject({
        ok: false,
        problem: 'invalidAmount',
      });
    }
  });

  it('needs a way to split first, and says when nothing is left', () => {
    expect(preparePayment(tab, draft(null), tips)).toMatchObject({ problem: 'chooseSplit' });
    const done = tabOf([line('a', 1, 1000, { paidCents: 600, reservedCents: 400 })]);
    expect(preparePayment(done, draft({ kind: 'all' }), tips)).toMatchObject({
      problem: 'nothingLeft',
    });
  });
});

describe('the tip', () => {
  const all = { kind: 'all' } as const;

  it('is a percentage of the share rounded to the cent, or an amount; none by default', () => {
    expect(tipCentsOf(2340, null)).toBe(0);
    expect(tipCentsOf(2340, { kind: 'percent', percent: 0 })).toBe(0);
    expect(tipCentsOf(2340, { kind: 'percent', percent: 10 })).toBe(234);
    expect(tipCentsOf(2345, { kind: 'percent', percent: 15 })).toBe(352);
    expect(tipCentsOf(2340, { kind: 'amount', text: '2' })).toBe(200);
    expect(tipCentsOf(2340, { kind: 'amount', text: '' })).toBe(0);
    expect(tipCentsOf(2340, { kind: 'amount', text: 'deux' })).toBeNull();
  });

  it('is added to the button’s amount, refused above the share, and ignored without tips', () => {
    const small = tabOf([line('a', 1, 2340)]);
    const tenPercent = { kind: 'percent', percent: 10 } as const;
    expect(preparePayment(small, draft(all, { tip: tenPercent }), tips)).toMatchObject({
      ok: true,
      amountCents: 2340,
      tipCents: 234,
      totalCents: 2574,
    });
    expect(
      preparePayment(small, draft(all, { tip: { kind: 'amount', text: '30' } }), tips),
    ).toEqual({ ok: false, problem: 'tipTooHigh', amountCents: 2340 });
    expect(
      preparePayment(small, draft(all, { tip: { kind: 'amount', text: 'x' } }), tips),
    ).toMatchObject({ problem: 'invalidTip' });
    expect(preparePayment(small, draft(all, { tip: tenPercent }), { tips: false })).toMatchObject({
      ok: true,
      tipCents: 0,
      totalCents: 2340,
    });
  });
});

describe('the receipt’s e-mail and the request id', () => {
  it('takes an optional e-mail, trimmed, and refuses one that is not', () => {
    const all = { kind: 'all' } as const;
    expect(preparePayment(tab, draft(all, { email: ' ana@example.com ' }), tips)).toMatchObject({
      ok: true,
      email: 'ana@example.com',
    });
    expect(preparePayment(tab, draft(all), tips)).not.toHaveProperty('email');
    expect(preparePayment(tab, draft(all, { email: 'ana@' }), tips)).toMatchObject({
      problem: 'invalidEmail',
    });
  });

  it('reuses the request id for the same payment, and makes a new one for another', () => {
    let made = 0;
    const newId = () => `id-${++made}`;
    const prepare = (parts: number) => {
      const prepared = preparePayment(tab, draft({ kind: 'equal', parts }), tips);
      if (!prepared.ok) throw new Error(prepared.problem);
      return paymentSignature('tab-1', prepared);
    };
    const first = requestIdFor(null, prepare(2), newId);
    expect(requestIdFor(first, prepare(2), newId)).toBe(first);
    const other = requestIdFor(first, prepare(3), newId);
    expect(other.requestId).toBe('id-2');
  });

  it('ends the payment of a former choice, never the one asked again', () => {
    const sent = {
      requestId: 'id-1',
      signature: 'equal-2',
      payment: { id: 'pay-1', token: 'secret' },
    };
    expect(abandonedPayment(sent, 'equal-3')).toEqual({ id: 'pay-1', token: 'secret' });
    expect(abandonedPayment(sent, 'equal-2')).toBeNull();
    expect(abandonedPayment({ requestId: 'id-1', signature: 'equal-2' }, 'equal-3')).toBeNull();
    expect(abandonedPayment(null, 'equal-3')).toBeNull();
    expect(
      paymentTokenOf('https://ardoise.fr/api/v1/public/payments/pay-1/receipt?token=a-b_c'),
    ).toBe('a-b_c');
    expect(paymentTokenOf('https://ardoise.fr/paiement/pay-1')).toBeNull();
  });

  it('reads back what the browser kept, and nothing else', () => {
    const sent = { requestId: 'id-1', signature: 's', payment: { id: 'pay-1', token: 't' } };
    expect(parsePendingPayment(JSON.parse(JSON.stringify(sent)))).toEqual(sent);
    expect(parsePendingPayment({ requestId: 'id-1', signature: 's', payment: { id: 3 } })).toEqual({
      requestId: 'id-1',
      signature: 's',
    });
    expect(parsePendingPayment({ requestId: 'id-1' })).toBeNull();
    expect(parsePendingPayment('nonsense')).toBeNull();
  });

  it('reads amounts as diners type them', () => {
    expect(parseEuros('23,40 €')).toBe(2340);
    expect(parseEuros('23.4')).toBe(2340);
    expect(parseEuros(' 7 ')).toBe(700);
    expect(parseEuros('1 000')).toBe(100000);
    expect(parseEuros('1,2,3')).toBeNull();
    expect(parseEuros('')).toBeNull();
  });
});
