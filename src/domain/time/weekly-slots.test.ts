import { describe, expect, it } from 'vitest';
import {
  describeDays,
  isWithinSlots,
  nextSlotChange,
  type WeeklySlot,
  WeeklySlotSchema,
} from './weekly-slots';

const slot = (days: number[], start: string, end: string): WeeklySlot =>
  WeeklySlotSchema.parse({ days, start, end });
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('weekly slots (Europe/Paris)', () => {
  const happyHour = [slot([1, 2, 3, 4, 5, 6, 7], '18:00', '20:00')];
  const lunch = [slot([1, 2, 3, 4, 5], '11:30', '15:00')];

  it('says whether an instant is inside, edges included at the start only', () => {
    // Monday 23 November 2026, winter time (UTC+1).
    expect(isWithinSlots(happyHour, new Date('2026-11-23T16:59:59Z'))).toBe(false);
    expect(isWithinSlots(happyHour, new Date('2026-11-23T17:00:00Z'))).toBe(true);
    expect(isWithinSlots(happyHour, new Date('2026-11-23T18:59:59Z'))).toBe(true);
    expect(isWithinSlots(happyHour, new Date('2026-11-23T19:00:00Z'))).toBe(false);
    // Saturday: not a weekday.
    expect(isWithinSlots(lunch, new Date('2026-11-28T11:00:00Z'))).toBe(false);
    expect(isWithinSlots(lunch, new Date('2026-11-27T11:00:00Z'))).toBe(true);
  });

  it('runs a slot past midnight into the next day', () => {
    const lateFriday = [slot([5], '22:00', '02:00')];
    expect(isWithinSlots(lateFriday, new Date('2026-11-27T21:30:00Z'))).toBe(true); // Fri 22:30
    expect(isWithinSlots(lateFriday, new Date('2026-11-28T00:30:00Z'))).toBe(true); // Sat 01:30
    expect(isWithinSlots(lateFriday, new Date('2026-11-28T01:00:00Z'))).toBe(false); // Sat 02:00
    expect(isWithinSlots(lateFriday, new Date('2026-11-28T21:30:00Z'))).toBe(false); // Sat 22:30
    expect(iso(nextSlotChange(lateFriday, new Date('2026-11-27T22:00:00Z')))).toBe(
      '2026-11-28T01:00:00.000Z',
    );
    const untilMidnight = [slot([1], '19:00', '00:00')];
    expect(isWithinSlots(untilMidnight, new Date('2026-11-23T22:59:00Z'))).toBe(true);
    expect(iso(nextSlotChange(untilMidnight, new Date('2026-11-23T20:00:00Z')))).toBe(
      '2026-11-23T23:00:00.000Z',
    );
  });

  it('finds the next change, days ahead if need be', () => {
    expect(iso(nextSlotChange(happyHour, new Date('2026-11-23T12:00:00Z')))).toBe(
      '2026-11-23T17:00:00.000Z',
    );
    expect(iso(nextSlotChange(happyHour, new Date('2026-11-23T17:00:00Z')))).toBe(
      '2026-11-23T19:00:00.000Z',
    );
    // Friday after lunch → Monday 11:30.
    expect(iso(nextSlotChange(lunch, new Date('2026-11-27T15:00:00Z')))).toBe(
      '2026-11-30T10:30:00.000Z',
    );
    expect(nextSlotChange([], new Date())).toBeNull();
    const almostAlways = [slot([1, 2, 3, 4, 5, 6, 7], '00:00', '23:59')];
    expect(iso(nextSlotChange(almostAlways, new Date('2026-11-23T12:00:00Z')))).toBe(
      '2026-11-23T22:59:00.000Z',
    );
  });

  it('merges touching and overlapping slots into one window', () => {
    const split = [
      slot([1], '12:00', '14:00'),
      slot([1], '13:00', '15:00'),
      slot([1], '15:00', '16:00'),
    ];
    expect(iso(nextSlotChange(split, new Date('2026-11-23T11:30:00Z')))).toBe(
      '2026-11-23T15:00:00.000Z',
    );
  });

  it('keeps wall-clock hours across the daylight-saving changes', () => {
    // Sunday 29 March 2026 (02:00 → 03:00): a 01:00–04:00 slot lasts two real hours.
    const night = [slot([7], '01:00', '04:00')];
    expect(iso(nextSlotChange(night, new Date('2026-03-28T23:00:00Z')))).toBe(
      '2026-03-29T00:00:00.000Z',
    );
    expect(iso(nextSlotChange(night, new Date('2026-03-29T00:00:00Z')))).toBe(
      '2026-03-29T02:00:00.000Z',
    );
    // Happy hour on the Saturday before and the Sunday of the change: UTC+1 then UTC+2.
    expect(iso(nextSlotChange(happyHour, new Date('2026-03-28T19:00:00Z')))).toBe(
      '2026-03-29T16:00:00.000Z',
    );
    // Sunday 25 October 2026 (03:00 → 02:00): a 22:00–03:00 Saturday slot lasts six hours.
    const late = [slot([6], '22:00', '03:00')];
    expect(iso(nextSlotChange(late, new Date('2026-10-24T20:00:00Z')))).toBe(
      '2026-10-25T02:00:00.000Z',
    );
    expect(isWithinSlots(late, new Date('2026-10-25T01:30:00Z'))).toBe(true); // 02:30 CET
  });

  it('refuses bad slots in French', () => {
    const problems = (input: unknown) =>
      WeeklySlotSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ days: [], start: '18:00', end: '20:00' })).toContain(
      'Choisissez au moins un jour.',
    );
    expect(problems({ days: [1], start: '25:00', end: '20:00' })[0]).toMatch(/Heure invalide/);
    expect(problems({ days: [8], start: '18:00', end: '20:00' })[0]).toMatch(/Jour invalide/);
    expect(problems({ days: [1], start: '18:00', end: '18:00' })).toContain(
      'L’heure de fin doit être différente de l’heure de début.',
    );
    expect(WeeklySlotSchema.parse({ days: [3, 1, 1], start: '18:00', end: '20:00' }).days).toEqual([
      1, 3,
    ]);
  });

  it('describes days in French', () => {
    expect(describeDays([1, 2, 3, 4, 5])).toBe('du lundi au vendredi');
    expect(describeDays([1, 2, 3, 4, 5, 6, 7])).toBe('tous les jours');
    expect(describeDays([5, 6])).toBe('vendredi, samedi');
  });
});
