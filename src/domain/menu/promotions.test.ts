import { describe, expect, it } from 'vitest';
import {
  describePromotion,
  nextPromotionEdge,
  PROMOTION_MESSAGES,
  PromotionInputSchema,
  type PromotionRule,
  percentOff,
  promotedDish,
  promotionsInForce,
  unitCentsWith,
} from './promotions';

const rule = (id: string, input: unknown): PromotionRule => ({
  ...PromotionInputSchema.parse(input),
  id,
});
const everyDay = [1, 2, 3, 4, 5, 6, 7];
const happyHour = rule('hh', {
  name: 'Happy hour',
  kind: 'percent',
  percent: 20,
  categoryId: 'vins',
  slots: [{ days: everyDay, start: '18:00', end: '20:00' }],
});
const iso = (date: Date | null) => date?.toISOString() ?? null;
const messagesOf = (input: unknown) =>
  PromotionInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('promotion schema', () => {
  const base = { name: 'Apéro', slots: [{ days: [5], start: '18:00', end: '20:00' }] };

  it('accepts the three kinds and refuses what does not fit, in French', () => {
    expect(
      PromotionInputSchema.parse({ ...base, kind: 'banner', text: ' Kir offert ' }),
    ).toMatchObject({
      kind: 'banner',
      text: 'Kir offert',
      enabled: true,
    });
    expect(messagesOf({ ...base, kind: 'percent', percent: 95, categoryId: 'vins' })).toEqual([
      PROMOTION_MESSAGES.percentInvalid,
    ]);
    expect(messagesOf({ ...base, kind: 'percent', percent: 0, categoryId: 'vins' })).toEqual([
      PROMOTION_MESSAGES.percentInvalid,
    ]);
    expect(messagesOf({ ...base, kind: 'price', priceCents: 500 })).toEqual([
      PROMOTION_MESSAGES.targetRequired,
    ]);
    expect(
      messagesOf({ ...base, kind: 'price', priceCents: 500, dishIds: ['a'], categoryId: 'vins' }),
    ).toEqual([PROMOTION_MESSAGES.targetBoth]);
    expect(messagesOf({ ...base, kind: 'soldes', percent: 10 })).toEqual([
      PROMOTION_MESSAGES.kindInvalid,
    ]);
    expect(messagesOf({ ...base, name: 'x'.repeat(61), kind: 'banner', text: 'ok' })).toEqual([
      PROMOTION_MESSAGES.nameTooLong,
    ]);
    expect(messagesOf({ ...base, kind: 'banner', text: 'x'.repeat(141) })).toEqual([
      PROMOTION_MESSAGES.textTooLong,
    ]);
    expect(messagesOf({ ...base, slots: [], kind: 'banner', text: 'ok' })).toEqual([
      PROMOTION_MESSAGES.slotsRequired,
    ]);
    expect(messagesOf({ ...base, name: '  ', kind: 'banner', text: 'ok' })).toEqual([
      PROMOTION_MESSAGES.nameRequired,
    ]);
  });
});

describe('promotions in force and their edges (Europe/Paris)', () => {
  it('happy hour 18:00–20:00: in at 18:00:00, out at 20:00:00, next edges', () => {
    // Monday 23 November 2026, UTC+1.
    expect(promotionsInForce([happyHour], new Date('2026-11-23T16:59:59Z'))).toEqual([]);
    expect(promotionsInForce([happyHour], new Date('2026-11-23T17:00:00Z'))).toEqual([happyHour]);
    expect(promotionsInForce([happyHour], new Date('2026-11-23T19:00:00Z'))).toEqual([]);
    expect(iso(nextPromotionEdge([happyHour], new Date('2026-11-23T16:59:59Z')))).toBe(
      '2026-11-23T17:00:00.000Z',
    );
    expect(iso(nextPromotionEdge([happyHour], new Date('2026-11-23T17:00:00Z')))).toBe(
      '2026-11-23T19:00:00.000Z',
    );
  });

  it('a paused promotion is never in force and has no edge; the earliest edge wins', () => {
    const paused = { ...happyHour, enabled: false };
    expect(promotionsInForce([paused], new Date('2026-11-23T17:30:00Z'))).toEqual([]);
    expect(nextPromotionEdge([paused], new Date('2026-11-23T12:00:00Z'))).toBeNull();
    const lunch = rule('midi', {
      name: 'Menu du midi',
      kind: 'price',
      priceCents: 1200,
      dishIds: ['d1'],
      slots: [{ days: [1, 2, 3, 4, 5], start: '11:30', end: '15:00' }],
    });
    expect(iso(nextPromotionEdge([happyHour, lunch], new Date('2026-11-23T08:00:00Z')))).toBe(
      '2026-11-23T10:30:00.000Z',
    );
  });

  it('a window across midnight (22:00–02:00) belongs to the day it starts', () => {
    const late = rule('late', {
      name: 'Nocturne',
      kind: 'percent',
      percent: 10,
      categoryId: 'vins',
      slots: [{ days: [5], start: '22:00', end: '02:00' }],
    });
    expect(promotionsInForce([late], new Date('2026-11-27T20:59:59Z'))).toEqual([]); // Fri 21:59:59
    expect(promotionsInForce([late], new Date('2026-11-27T21:00:00Z'))).toEqual([late]); // Fri 22:00
    expect(promotionsInForce([late], new Date('2026-11-28T00:59:59Z'))).toEqual([late]); // Sat 01:59:59
    expect(promotionsInForce([late], new Date('2026-11-28T01:00:00Z'))).toEqual([]); // Sat 02:00
    expect(promotionsInForce([late], new Date('2026-11-28T21:30:00Z'))).toEqual([]); // Sat 22:30
    expect(iso(nextPromotionEdge([late], new Date('2026-11-27T21:00:00Z')))).toBe(
      '2026-11-28T01:00:00.000Z',
    );
  });

  it('follows the wall clock on the DST days (29 March and 25 October 2026)', () => {
    // Sunday 29 March: 18:00 is UTC+2, 16:00Z.
    expect(promotionsInForce([happyHour], new Date('2026-03-29T15:59:59Z'))).toEqual([]);
    expect(promotionsInForce([happyHour], new Date('2026-03-29T16:00:00Z'))).toEqual([happyHour]);
    // A window over the skipped hour, Saturday 22:00 → Sunday 03:00, lasts 4 real hours.
    const night = rule('night', {
      name: 'Nuit blanche',
      kind: 'percent',
      percent: 15,
      categoryId: 'vins',
      slots: [{ days: [6], start: '22:00', end: '03:00' }],
    });
    expect(iso(nextPromotionEdge([night], new Date('2026-03-28T21:00:00Z')))).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    // Sunday 25 October: back to UTC+1, 18:00 is 17:00Z; the repeated hour counts once.
    expect(promotionsInForce([happyHour], new Date('2026-10-25T16:59:59Z'))).toEqual([]);
    expect(promotionsInForce([happyHour], new Date('2026-10-25T17:00:00Z'))).toEqual([happyHour]);
    expect(iso(nextPromotionEdge([night], new Date('2026-10-24T20:00:00Z')))).toBe(
      '2026-10-25T02:00:00.000Z',
    );
  });
});

describe('promoted prices', () => {
  const kir = { id: 'kir', price: '12.50' };
  const wine = {
    id: 'wine',
    price: '6.00',
    variants: [
      { id: 'glass', price: '6.00' },
      { id: 'bottle', price: '32.00' },
    ],
  };

  it('rounds a percentage to the nearest cent, halves up', () => {
    expect(percentOff(1250, 15)).toBe(1063); // 10,625 €
    expect(percentOff(999, 10)).toBe(899); // 8,991 €
    expect(percentOff(1, 50)).toBe(1); // 0,005 €
    expect(percentOff(600, 20)).toBe(480);
  });

  it('a percentage applies to every variant; a fixed price only to single-price dishes', () => {
    expect(promotedDish(wine, 'vins', [happyHour])).toMatchObject({
      name: 'Happy hour',
      cents: null,
      variants: new Map([
        ['glass', 480],
        ['bottle', 2560],
      ]),
    });
    const fixed = rule('fixed', {
      name: 'Prix fixe',
      kind: 'price',
      priceCents: 500,
      categoryId: 'vins',
      slots: [{ days: everyDay, start: '18:00', end: '20:00' }],
    });
    expect(promotedDish(wine, 'vins', [fixed])).toBeNull();
    expect(promotedDish(kir, 'vins', [fixed])).toMatchObject({ cents: 500 });
    expect(unitCentsWith(wine, 'vins', 'bottle', [happyHour, fixed])).toBe(2560);
    expect(unitCentsWith(kir, 'vins', undefined, [happyHour, fixed])).toBe(500);
    // Another category, or no promotion: the usual price.
    expect(unitCentsWith(kir, 'plats', undefined, [happyHour])).toBe(1250);
  });

  it('never raises a price, and the lowest of two promotions wins', () => {
    const dearer = rule('dearer', {
      name: 'Pas une affaire',
      kind: 'price',
      priceCents: 1500,
      dishIds: ['kir'],
      slots: [{ days: everyDay, start: '18:00', end: '20:00' }],
    });
    expect(promotedDish(kir, 'vins', [dearer])).toBeNull();
    const small = { ...happyHour, id: 'small', name: '-5 %', percent: 5 };
    expect(promotedDish(kir, 'vins', [small, happyHour])?.name).toBe('Happy hour');
    expect(promotedDish(kir, 'vins', [happyHour, small])?.cents).toBe(1000);
  });

  it('a banner changes no price', () => {
    const banner = rule('b', {
      name: 'Offre',
      kind: 'banner',
      text: 'Un café offert',
      slots: [{ days: everyDay, start: '12:00', end: '14:00' }],
    });
    expect(promotedDish(kir, 'vins', [banner])).toBeNull();
  });

  it('says what a promotion does in one French sentence', () => {
    expect(
      describePromotion(
        {
          kind: 'percent',
          percent: 20,
          slots: [{ days: [1, 2, 3, 4, 5], start: '18:00', end: '20:00' }],
        },
        'les Vins',
      ),
    ).toBe('-20 % sur les Vins, du lundi au vendredi de 18:00 à 20:00');
    expect(
      describePromotion(
        {
          kind: 'price',
          priceCents: 1200,
          slots: [{ days: [6, 7], start: '11:30', end: '15:00' }],
        },
        'Plat du jour',
      ),
    ).toBe('Prix spécial 12,00\u00a0€ sur Plat du jour, samedi, dimanche de 11:30 à 15:00');
  });
});
