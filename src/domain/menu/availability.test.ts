import { describe, expect, it } from 'vitest';
import type { WeeklySlot } from '../time/weekly-slots';
import { isSoldOutAt, nextDailyReset, nextServiceStart, SetSoldOutSchema } from './availability';

describe('nextDailyReset (05:00 Europe/Paris)', () => {
  it.each([
    [
      'the next morning, marked in a winter evening (UTC+1)',
      '2026-01-15T20:30:00Z',
      '2026-01-16T04:00:00.000Z',
    ],
    ['the next morning in summer (UTC+2)', '2026-07-01T12:00:00Z', '2026-07-02T03:00:00.000Z'],
    // 01:30 in Paris on 16 January: still the same night.
    ['this morning, marked after midnight', '2026-01-16T00:30:00Z', '2026-01-16T04:00:00.000Z'],
    // Saturday 28 March 2026, 22:00 in Paris; clocks go forward on the 29th at 02:00.
    [
      '05:00 summer time after the spring change',
      '2026-03-28T21:00:00Z',
      '2026-03-29T03:00:00.000Z',
    ],
    // Saturday 24 October 2026, 22:00 in Paris; clocks go back on the 25th at 03:00.
    [
      '05:00 winter time after the autumn change',
      '2026-10-24T20:00:00Z',
      '2026-10-25T04:00:00.000Z',
    ],
    [
      'the next day when it is 05:00 now (strictly after)',
      '2026-01-16T04:00:00Z',
      '2026-01-17T04:00:00.000Z',
    ],
  ])('is %s', (_case, now, expected) => {
    expect(nextDailyReset(new Date(now)).toISOString()).toBe(expected);
  });
});

describe('sold-out rules', () => {
  it('holds until the instant, and for ever without one', () => {
    const now = new Date('2026-01-16T03:59:59.999Z');
    expect(isSoldOutAt('2026-01-16T04:00:00.000Z', now)).toBe(true);
    expect(isSoldOutAt('2026-01-16T04:00:00.000Z', new Date('2026-01-16T04:00:00Z'))).toBe(false);
    expect(isSoldOutAt(null, now)).toBe(true);
  });

  it('defaults to "back tomorrow" and refuses anything else in French', () => {
    expect(SetSoldOutSchema.parse({ soldOut: true })).toEqual({ soldOut: true, until: 'tomorrow' });
    const refused = SetSoldOutSchema.safeParse({ soldOut: 'oui', until: 'demain' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Indiquez si le plat est épuisé (vrai ou faux).',
      'Durée invalide : « tomorrow » (jusqu’à demain) ou « indefinite ».',
    ]);
  });
});

describe('nextServiceStart (back at the next opening after tonight)', () => {
  // Lunch 12:00–14:30 and dinner 19:00–23:00 Tuesday to Saturday; closed Sunday and Monday.
  const bistro: WeeklySlot[] = [
    { days: [2, 3, 4, 5, 6], start: '12:00', end: '14:30' },
    { days: [2, 3, 4, 5, 6], start: '19:00', end: '23:00' },
  ];
  it.each([
    // Thursday 15 January 2026, 20:30 in Paris: Friday's lunch.
    [
      'Friday lunch, marked on Thursday evening',
      '2026-01-15T19:30:00Z',
      '2026-01-16T11:00:00.000Z',
    ],
    // Thursday 13:00: not back for tonight's dinner, back on Friday at noon.
    ['the next day, marked during lunch', '2026-01-15T12:00:00Z', '2026-01-16T11:00:00.000Z'],
    // Saturday 17 January 2026, 21:00: Sunday and Monday closed, back on Tuesday.
    ['after the closing days', '2026-01-17T20:00:00Z', '2026-01-20T11:00:00.000Z'],
    // Saturday 28 March, 21:00 (UTC+1); Tuesday 31 March noon is summer time (UTC+2).
    ['across the spring clock change', '2026-03-28T20:00:00Z', '2026-03-31T10:00:00.000Z'],
  ])('is %s', (_case, now, expected) => {
    expect(nextServiceStart(new Date(now), bistro).toISOString()).toBe(expected);
  });

  it('is the daily reset without opening hours, or when open at that time', () => {
    const now = new Date('2026-01-15T19:30:00Z');
    expect(nextServiceStart(now, [])).toEqual(nextDailyReset(now));
    const night: WeeklySlot[] = [{ days: [1, 2, 3, 4, 5, 6, 7], start: '18:00', end: '06:00' }];
    expect(nextServiceStart(now, night)).toEqual(nextDailyReset(now));
  });

  it('waits for an opening that runs past midnight', () => {
    // Open 19:00–02:00 every day; marked at 01:30 on Friday: back on Friday at 19:00.
    const late: WeeklySlot[] = [{ days: [1, 2, 3, 4, 5, 6, 7], start: '19:00', end: '02:00' }];
    expect(nextServiceStart(new Date('2026-01-16T00:30:00Z'), late).toISOString()).toBe(
      '2026-01-16T18:00:00.000Z',
    );
  });
});
