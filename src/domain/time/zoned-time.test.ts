import { describe, expect, it } from 'vitest';
import { addDays, instantOfWallClock, wallClockAt, weekdayOf } from './zoned-time';

describe('wall clock in Europe/Paris', () => {
  it('reads winter and summer time', () => {
    expect(wallClockAt(new Date('2026-11-23T17:30:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      weekday: 1,
      minutes: 18 * 60 + 30,
    });
    expect(wallClockAt(new Date('2026-07-14T22:15:00Z'))).toMatchObject({
      day: 15,
      weekday: 3,
      minutes: 15,
    });
  });

  it('names weekdays the ISO way and walks across months', () => {
    expect(weekdayOf({ year: 2026, month: 11, day: 29 })).toBe(7);
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
  });

  it('finds the instant of a wall time, across both daylight-saving changes', () => {
    const at = (date: string, minutes: number) => {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      return instantOfWallClock({ year, month, day }, minutes).toISOString();
    };
    expect(at('2026-11-23', 18 * 60)).toBe('2026-11-23T17:00:00.000Z');
    expect(at('2026-07-14', 18 * 60)).toBe('2026-07-14T16:00:00.000Z');
    // 29 March 2026: 02:00 → 03:00. 02:30 does not exist: the change itself (01:00Z).
    expect(at('2026-03-29', 2 * 60 + 30)).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-03-29', 3 * 60)).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-03-29', 60)).toBe('2026-03-29T00:00:00.000Z');
    // 25 October 2026: 03:00 → 02:00. 02:30 happens twice: the first one (summer time).
    expect(at('2026-10-25', 2 * 60 + 30)).toBe('2026-10-25T00:30:00.000Z');
    expect(at('2026-10-25', 3 * 60)).toBe('2026-10-25T02:00:00.000Z');
    // Past midnight: 25:00 is 01:00 the next day.
    expect(at('2026-11-23', 25 * 60)).toBe('2026-11-24T00:00:00.000Z');
  });
});
