import { describe, expect, it } from 'vitest';
import {
  averageCents,
  daysInRange,
  lunchUntilOn,
  median,
  parseLocalDate,
  percentile,
  serviceAt,
  timeOfMinutes,
} from './day-report-rules';
import { DayReportQuerySchema } from './day-report-schema';

// Thursday 26 November 2026 (ISO weekday 4).
const thursday = { year: 2026, month: 11, day: 26 };
const split = (hours: { days: number[]; start: string; end: string }[]) => {
  const { minutes, isFromHours } = lunchUntilOn(hours, thursday);
  return { at: timeOfMinutes(minutes), isFromHours };
};

describe('where lunch ends', () => {
  it('falls in the middle of the afternoon closing', () => {
    const hours = [
      { days: [4], start: '12:00', end: '14:30' },
      { days: [4], start: '19:00', end: '23:00' },
    ];
    expect(split(hours)).toEqual({ at: '16:45', isFromHours: true });
    // A brasserie closing half an hour only.
    expect(
      split([
        { days: [1, 2, 3, 4, 5], start: '11:00', end: '15:00' },
        { days: [4], start: '15:30', end: '22:00' },
      ]),
    ).toEqual({ at: '15:15', isFromHours: true });
  });

  it('keeps 16:00 without hours, with one range, on a closed day, or for a morning break', () => {
    expect(split([])).toEqual({ at: '16:00', isFromHours: false });
    expect(split([{ days: [4], start: '11:00', end: '23:00' }])).toEqual({
      at: '16:00',
      isFromHours: false,
    });
    expect(
      split([
        { days: [5], start: '12:00', end: '14:00' },
        { days: [5], start: '19:00', end: '22:00' },
      ]),
    ).toEqual({ at: '16:00', isFromHours: false });
    // Breakfast then all day: the gap's middle (11:00) is no lunch/dinner split.
    expect(
      split([
        { days: [4], start: '07:00', end: '10:00' },
        { days: [4], start: '12:00', end: '23:00' },
      ]),
    ).toEqual({ at: '16:00', isFromHours: false });
  });

  it('picks the longest gap, and reads a range past midnight as ending the next day', () => {
    const hours = [
      { days: [4], start: '12:00', end: '14:00' },
      { days: [4], start: '14:30', end: '17:00' },
      { days: [4], start: '19:00', end: '01:00' },
    ];
    expect(split(hours)).toEqual({ at: '18:00', isFromHours: true });
  });

  it('puts the small hours in the evening service', () => {
    expect(serviceAt(0, 16 * 60)).toBe('dinner');
    expect(serviceAt(4 * 60 + 59, 16 * 60)).toBe('dinner');
    expect(serviceAt(5 * 60, 16 * 60)).toBe('lunch');
    expect(serviceAt(16 * 60 - 1, 16 * 60)).toBe('lunch');
    expect(serviceAt(16 * 60, 16 * 60)).toBe('dinner');
  });
});

describe('statistics', () => {
  it('median and nearest-rank 90th percentile', () => {
    expect(median([])).toBeNull();
    expect(median([300])).toBe(300);
    expect(median([600, 300, 900])).toBe(600);
    expect(median([300, 600, 901, 1200])).toBe(751);
    expect(percentile([], 90)).toBeNull();
    expect(percentile([5], 90)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 90)).toBe(10);
    expect(percentile([900, 300, 600], 90)).toBe(900);
  });

  it('average ticket to the cent, half up', () => {
    expect(averageCents(1000, 3)).toBe(333);
    expect(averageCents(1001, 2)).toBe(501);
    expect(averageCents(1000, 0)).toBeNull();
  });
});

describe('the query', () => {
  it('takes real days only, and ranges of 1 to 93 days', () => {
    expect(parseLocalDate('2026-02-29')).toBeNull();
    expect(parseLocalDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseLocalDate('26/11/2026')).toBeNull();
    expect(daysInRange(thursday, thursday)).toBe(1);
    // Across the change to summer time: calendar days, not 24-hour blocks.
    expect(daysInRange({ year: 2026, month: 3, day: 1 }, { year: 2026, month: 3, day: 31 })).toBe(
      31,
    );
    const parse = (query: object) => DayReportQuerySchema.safeParse(query);
    expect(parse({ date: '2026-11-26' }).data).toEqual({ date: '2026-11-26', format: 'json' });
    expect(parse({ date: '2026-09-01', to: '2026-12-02' }).success).toBe(true);
    const tooLong = parse({ date: '2026-09-01', to: '2026-12-03' });
    expect(tooLong.error?.issues[0]?.message).toBe('Choisissez une période de 93 jours au plus.');
    expect(parse({ date: '2026-11-26', to: '2026-11-25' }).error?.issues[0]?.path).toEqual(['to']);
    expect(parse({ date: '2026-02-30' }).error?.issues[0]?.message).toMatch(/^Date invalide/);
    expect(parse({ date: '2026-11-26', format: 'xlsx' }).success).toBe(false);
  });
});
