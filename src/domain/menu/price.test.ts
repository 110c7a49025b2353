import { describe, expect, it } from 'vitest';
import { formatCents } from './format-cents';
import {
  centsToPrice,
  formatPrice,
  MAX_PRICE_CENTS,
  PRICE_MESSAGES,
  parsePrice,
  priceToCents,
  sanitizePriceInput,
  toPriceInput,
} from './price';
import { PriceSchema } from './price-schema';

describe('sanitizePriceInput', () => {
  it('keeps digits and separators, showing the separator as a French comma', () => {
    expect(sanitizePriceInput('12,50 €')).toBe('12,50');
    expect(sanitizePriceInput('6.50')).toBe('6,50');
    expect(sanitizePriceInput('a1b2.3')).toBe('12,3');
    expect(sanitizePriceInput('-3')).toBe('3');
    expect(sanitizePriceInput('')).toBe('');
  });

  it('gives what parsePrice stores as the exact decimal string', () => {
    for (const typed of ['6,50', '6.50', '6,5']) {
      expect(parsePrice(sanitizePriceInput(typed))).toEqual({ ok: true, value: '6.50' });
    }
  });
});

describe('toPriceInput', () => {
  it('shows a stored price with a French comma', () => {
    expect(toPriceInput('6.50')).toBe('6,50');
    expect(toPriceInput('12.00')).toBe('12,00');
    expect(toPriceInput('9')).toBe('9');
  });
});

describe('parsePrice', () => {
  it.each([
    ['12,5', '12.50'],
    ['12.5', '12.50'],
    ['12', '12.00'],
    [' 12,50 ', '12.50'],
    ['0', '0.00'],
    ['007,1', '7.10'],
    [',5', '0.50'],
    ['12.', '12.00'],
    ['99999.99', '99999.99'],
  ])('accepts %j as %j', (raw, value) => {
    expect(parsePrice(raw)).toEqual({ ok: true, value });
  });

  it('accepts numbers with at most 2 decimals', () => {
    expect(parsePrice(12.5)).toEqual({ ok: true, value: '12.50' });
    expect(parsePrice(0)).toEqual({ ok: true, value: '0.00' });
    expect(parsePrice(0.1 + 0.2).ok).toBe(false);
    expect(parsePrice(Number.NaN).ok).toBe(false);
  });

  it('asks for a price when empty', () => {
    expect(parsePrice('')).toEqual({ ok: false, message: 'Le prix est obligatoire.' });
    expect(parsePrice('   ')).toEqual({ ok: false, message: PRICE_MESSAGES.required });
  });

  it.each(['abc', '1,234', '12.345', '-3', '1.234,50', '1,2,3', '.', '12 50', '1e3'])(
    'rejects %j with the French format message',
    (raw) => {
      expect(parsePrice(raw)).toEqual({
        ok: false,
        message: 'Le prix doit être un nombre positif avec au plus 2 décimales (ex. 12,50).',
      });
    },
  );

  it('rejects prices above 99 999,99 €', () => {
    expect(parsePrice('100000')).toEqual({ ok: false, message: PRICE_MESSAGES.tooHigh });
    expect(parsePrice('00099999,99').ok).toBe(true);
  });
});

describe('cents', () => {
  it('converts with integer arithmetic', () => {
    expect(priceToCents('12.50')).toBe(1250);
    expect(priceToCents('0,07')).toBe(7);
    expect(priceToCents('99999.99')).toBe(MAX_PRICE_CENTS);
    // 19.99 * 100 is 1998.9999999999998 in floating point.
    expect(priceToCents('19.99')).toBe(1999);
  });

  it('throws on invalid prices', () => {
    expect(() => priceToCents('abc')).toThrow(RangeError);
  });

  it('converts cents back to a price string', () => {
    expect(centsToPrice(1250)).toBe('12.50');
    expect(centsToPrice(7)).toBe('0.07');
    expect(centsToPrice(0)).toBe('0.00');
    expect(() => centsToPrice(1.5)).toThrow(RangeError);
    expect(() => centsToPrice(-1)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

  it('formats in French euros', () => {
    expect(formatPrice('12.5')).toMatch(/^12,50\s€$/u);
    expect(formatPrice('12.50')).toBe(intl.format(12.5));
    expect(formatPrice('1234.5')).toBe(intl.format(1234.5));
    expect(formatPrice(0)).toBe(intl.format(0));
    expect(formatCents(1999)).toBe(intl.format(19.99));
  });
});

describe('PriceSchema', () => {
  it('normalises strings and numbers', () => {
    expect(PriceSchema.parse('12,5')).toBe('12.50');
    expect(PriceSchema.parse(8)).toBe('8.00');
  });

  it('reports French messages', () => {
    expect(PriceSchema.safeParse('abc').error?.issues[0]?.message).toBe(PRICE_MESSAGES.invalid);
    expect(PriceSchema.safeParse('').error?.issues[0]?.message).toBe(PRICE_MESSAGES.required);
    expect(PriceSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      PRICE_MESSAGES.required,
    );
    expect(PriceSchema.safeParse(true).error?.issues[0]?.message).toBe(PRICE_MESSAGES.invalid);
    expect(PriceSchema.safeParse('123456').error?.issues[0]?.message).toBe(PRICE_MESSAGES.tooHigh);
  });
});

describe('formatCents (issue 43 §6)', () => {
  it('never shows a negative zero: "0,00 €", not "-0,00 €"', () => {
    expect(formatCents(-0)).toBe(formatCents(0));
    expect(formatCents(-0)).not.toContain('-');
    expect(formatCents(0 * -1)).toMatch(/^0,00\s€$/);
    expect(formatCents(-150)).toMatch(/^-1,50\s€$/);
  });
});
