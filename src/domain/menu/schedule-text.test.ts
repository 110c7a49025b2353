import { describe, expect, it } from 'vitest';
import { readStoredSchedule, storedSchedule } from './menu-schedule';
import { describeSchedule, describeSlot } from './schedule-text';

describe('schedule text', () => {
  it('says a slot in French words, capitalised', () => {
    expect(describeSlot({ days: [1, 2, 3, 4, 5], start: '11:30', end: '15:00' })).toBe(
      'Du lundi au vendredi, 11:30–15:00',
    );
    expect(describeSlot({ days: [1, 2, 3, 4, 5, 6, 7], start: '18:00', end: '23:00' })).toBe(
      'Tous les jours, 18:00–23:00',
    );
    expect(describeSlot({ days: [6], start: '22:00', end: '02:00' })).toBe('Samedi, 22:00–02:00');
  });

  it('joins several slots', () => {
    expect(
      describeSchedule([
        { days: [1, 3], start: '12:00', end: '14:00' },
        { days: [7], start: '10:00', end: '15:00' },
      ]),
    ).toBe('Lundi, mercredi, 12:00–14:00 · Dimanche, 10:00–15:00');
    expect(describeSchedule([])).toBe('');
  });
});

describe('stored schedule', () => {
  it('round-trips through the column; null or unreadable is no schedule', () => {
    const slots = [{ days: [1, 2], start: '11:30', end: '15:00' }];
    expect(storedSchedule([])).toBeNull();
    expect(readStoredSchedule(storedSchedule(slots))).toEqual(slots);
    expect(readStoredSchedule(slots)).toEqual(slots); // jsonb comes back parsed
    expect(readStoredSchedule(null)).toEqual([]);
    expect(readStoredSchedule('not json')).toEqual([]);
    expect(readStoredSchedule([{ days: [], start: 'x', end: 'y' }])).toEqual([]);
  });
});
