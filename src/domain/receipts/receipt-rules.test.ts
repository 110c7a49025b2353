import { describe, expect, it } from 'vitest';
import {
  buildReceipt,
  formatReceiptDate,
  prorateByVatRate,
  receiptRestaurantOf,
  toExpenseNote,
  vatBreakdown,
} from './receipt-rules';

const line = (amountCents: number, vatRateBp: number) => ({ amountCents, vatRateBp });

describe('vatBreakdown', () => {
  it('gives base, VAT and TTC per rate, by increasing rate', () => {
    expect(
      vatBreakdown([line(1400, 1000), line(600, 2000), line(600, 2000), line(900, 550)]),
    ).toEqual([
      { rateBp: 550, totalCents: 900, baseCents: 853, vatCents: 47 },
      { rateBp: 1000, totalCents: 1400, baseCents: 1273, vatCents: 127 },
      { rateBp: 2000, totalCents: 1200, baseCents: 1000, vatCents: 200 },
    ]);
  });

  it("rounds once per rate, on the rate's total, so base + VAT is what was paid", () => {
    // Line by line, three 0,05 € at 20 % would give 3 × 1 cent of VAT; on the total, 2.
    expect(vatBreakdown([line(5, 2000), line(5, 2000), line(5, 2000)])).toEqual([
      { rateBp: 2000, totalCents: 15, baseCents: 13, vatCents: 2 },
    ]);
    // 3 × 10000 / 12000 = 2.5: half away from zero.
    expect(vatBreakdown([line(3, 2000)])).toEqual([
      { rateBp: 2000, totalCents: 3, baseCents: 3, vatCents: 0 },
    ]);
    for (const ttc of [1, 99, 1234, 99_999, 12_345_678]) {
      for (const [rate] of [[550], [1000], [2000]] as const) {
        const [row] = vatBreakdown([line(ttc, rate)]);
        expect((row?.baseCents ?? 0) + (row?.vatCents ?? 0)).toBe(ttc);
        expect(row?.baseCents).toBe(Math.round((ttc * 10_000) / (10_000 + rate)));
      }
    }
  });

  it('answers nothing for no lines, and leaves out rates that add up to nothing', () => {
    expect(vatBreakdown([])).toEqual([]);
    expect(
      vatBreakdown([line(0, 550), line(500, 2000), line(-500, 2000), line(1100, 1000)]),
    ).toEqual([{ rateBp: 1000, totalCents: 1100, baseCents: 1000, vatCents: 100 }]);
  });

  it('is symmetric for a refund (negative amounts)', () => {
    expect(vatBreakdown([line(-1200, 2000)])).toEqual([
      { rateBp: 2000, totalCents: -1200, baseCents: -1000, vatCents: -200 },
    ]);
  });
});

describe('prorateByVatRate', () => {
  it("spreads an amount over the lines' rates, to the cent", () => {
    const tab = [line(1400, 1000), line(1200, 2000), line(900, 550)];
    expect(prorateByVatRate(1000, tab)).toEqual([
      { vatRateBp: 550, amountCents: 257 },
      { vatRateBp: 1000, amountCents: 400 },
      { vatRateBp: 2000, amountCents: 343 },
    ]);
    for (const amount of [1, 2, 3, 1166, 3500]) {
      const parts = prorateByVatRate(amount, tab);
      expect(parts.reduce((sum, part) => sum + part.amountCents, 0)).toBe(amount);
    }
    expect(prorateByVatRate(1000, [])).toEqual([]);
  });
});

const profile = {
  legalName: 'SARL Le Comptoir',
  siret: '73282932000074',
  vatNumber: 'FR40303265045',
  isVatExempt: false,
  streetAddress: '12 rue Oberkampf',
  postalCode: '75011',
  city: 'Paris',
  legalStreetAddress: null,
  legalPostalCode: null,
  legalCity: null,
};

describe('the receipt', () => {
  it("names the restaurant with its registered office, else the restaurant's address", () => {
    expect(receiptRestaurantOf('Le Comptoir', profile)).toEqual({
      name: 'Le Comptoir',
      legalName: 'SARL Le Comptoir',
      address: '12 rue Oberkampf, 75011 Paris',
      siret: '73282932000074',
      vatNumber: 'FR40303265045',
      isVatExempt: false,
    });
    const office = {
      legalStreetAddress: '1 place du Siège',
      legalPostalCode: '69001',
      legalCity: 'Lyon',
    };
    expect(receiptRestaurantOf('Le Comptoir', { ...profile, ...office }).address).toBe(
      '1 place du Siège, 69001 Lyon',
    );
  });

  it('computes the VAT, the total and what was paid; none of it when exempt', () => {
    const input = {
      restaurant: receiptRestaurantOf('Le Comptoir', profile),
      issuedAt: '2026-12-01T19:45:00.000Z',
      table: '4',
      lines: [
        { name: 'Ratatouille', quantity: 1, amountCents: 1400, vatRateBp: 1000 },
        {
          name: 'Côtes-du-Rhône — Bouteille 75 cl',
          quantity: 1,
          amountCents: 1067,
          vatRateBp: 2000,
        },
      ],
      tipCents: 250,
      method: 'Carte bancaire',
      journalSequence: 42,
      paymentId: 'pay_1',
      language: 'en' as const,
    };
    const receipt = buildReceipt(input);
    expect(receipt).toMatchObject({ totalCents: 2467, tipCents: 250, paidCents: 2717 });
    expect(receipt.vat.map((rate) => rate.rateBp)).toEqual([1000, 2000]);
    const exempt = buildReceipt({
      ...input,
      restaurant: { ...input.restaurant, vatNumber: null, isVatExempt: true },
    });
    expect(exempt.vat).toEqual([]);
    const note = toExpenseNote(receipt);
    expect(note).not.toHaveProperty('lines');
    expect(note.vat).toEqual(receipt.vat);
  });

  it('dates it in Europe/Paris, summer and winter', () => {
    expect(formatReceiptDate('2026-12-01T19:45:00.000Z')).toBe('01/12/2026 20:45');
    expect(formatReceiptDate('2026-07-14T10:00:00.000Z')).toBe('14/07/2026 12:00');
  });
});
