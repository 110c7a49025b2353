import { describe, expect, it } from 'vitest';
import { copyToOtherDays, toWeeklySlots, toWeekRanges } from './opening-hours';

describe('opening hours editor model', () => {
  const slots = [
    { days: [2, 3, 4, 5], start: '12:00', end: '14:30' },
    { days: [5, 6], start: '19:00', end: '01:00' },
  ];

  it('reads slots as each day’s ranges and writes them back', () => {
    const week = toWeekRanges(slots);
    expect(week[1]).toEqual([]);
    expect(week[5]).toEqual([
      { start: '12:00', end: '14:30' },
      { start: '19:00', end: '01:00' },
    ]);
    expect(toWeeklySlots(week)).toEqual(slots);
  });

  it('copies a day to the other days', () => {
    const week = copyToOtherDays(toWeekRanges(slots), 2);
    expect(toWeeklySlots(week)).toEqual([
      { days: [1, 2, 3, 4, 5, 6, 7], start: '12:00', end: '14:30' },
    ]);
  });
});
