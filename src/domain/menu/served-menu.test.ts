import { describe, expect, it } from 'vitest';
import type { WeeklySlot } from '../time/weekly-slots';
import { instantOfWallClock } from '../time/zoned-time';
import {
  describeServedMenu,
  isMenuLive,
  isShownById,
  nextScheduleEdge,
  pickServedMenu,
} from './served-menu';

const menu = (id: string, isActive: boolean, schedule: WeeklySlot[] = []) => ({
  id,
  isActive,
  schedule,
});
/** An instant by the wall clock in Paris. */
const paris = (date: string, time: string) => {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return instantOfWallClock(
    { year: Number(year), month: Number(month), day: Number(day) },
    Number(hours) * 60 + Number(minutes),
  );
};
const premium = (date: string, time: string) => ({
  now: paris(date, time),
  appliesSchedules: true,
});

const LUNCH: WeeklySlot = { days: [1, 2, 3, 4, 5], start: '11:30', end: '15:00' };
const EVENING: WeeklySlot = { days: [1, 2, 3, 4, 5, 6, 7], start: '18:00', end: '23:00' };
// "La Carte" (active, no schedule), "Menu du midi", "Carte du soir".
const menus = [menu('carte', true), menu('midi', false, [LUNCH]), menu('soir', false, [EVENING])];
// 2026-11-23 is a Monday.
const MONDAY = '2026-11-23';

describe('pickServedMenu without schedules (spec rule)', () => {
  it('serves the first active menu', () => {
    expect(pickServedMenu([menu('a', false), menu('b', true), menu('c', true)])?.id).toBe('b');
  });

  it('serves the oldest menu when none is active', () => {
    expect(pickServedMenu([menu('a', false), menu('b', false)])?.id).toBe('a');
  });

  it('serves nothing without menus', () => {
    expect(pickServedMenu([])).toBeUndefined();
  });
});

describe('pickServedMenu with schedules', () => {
  it('serves a scheduled menu inside its slot, from its first second to the last', () => {
    expect(pickServedMenu(menus, premium(MONDAY, '11:29'))?.id).toBe('carte');
    expect(pickServedMenu(menus, premium(MONDAY, '11:30'))?.id).toBe('midi');
    const lastSecond = new Date(paris(MONDAY, '15:00').getTime() - 1000);
    expect(pickServedMenu(menus, { now: lastSecond, appliesSchedules: true })?.id).toBe('midi');
    expect(pickServedMenu(menus, premium(MONDAY, '15:00'))?.id).toBe('carte');
    expect(pickServedMenu(menus, premium(MONDAY, '18:00'))?.id).toBe('soir');
    expect(pickServedMenu(menus, premium(MONDAY, '23:00'))?.id).toBe('carte');
  });

  it('keeps the weekday lunch menu off at the weekend', () => {
    expect(pickServedMenu(menus, premium('2026-11-28', '12:00'))?.id).toBe('carte');
    expect(pickServedMenu(menus, premium('2026-11-29', '19:00'))?.id).toBe('soir');
  });

  it('ignores schedules on a plan without them (free): the active menu', () => {
    const free = { now: paris(MONDAY, '12:00'), appliesSchedules: false };
    expect(pickServedMenu(menus, free)?.id).toBe('carte');
  });

  it('outside every slot with no unscheduled active menu: the oldest', () => {
    // The scheduled menu's own switch does not count outside its hours.
    const list = [menu('a', false), menu('b', true, [LUNCH])];
    expect(pickServedMenu(list, premium(MONDAY, '16:00'))?.id).toBe('a');
    expect(pickServedMenu(list, premium(MONDAY, '12:00'))?.id).toBe('b');
  });

  it('two scheduled menus overlapping: the older one wins', () => {
    const list = [menu('a', true), menu('b', false, [EVENING]), menu('c', false, [EVENING])];
    expect(pickServedMenu(list, premium(MONDAY, '19:00'))?.id).toBe('b');
  });

  it('a slot across midnight serves until its end the next day', () => {
    const late: WeeklySlot = { days: [5], start: '22:00', end: '02:00' };
    const list = [menu('carte', true), menu('nuit', false, [late])];
    // Friday 2026-11-27 22:00 → Saturday 02:00.
    expect(pickServedMenu(list, premium('2026-11-27', '21:59'))?.id).toBe('carte');
    expect(pickServedMenu(list, premium('2026-11-28', '01:59'))?.id).toBe('nuit');
    expect(pickServedMenu(list, premium('2026-11-28', '02:00'))?.id).toBe('carte');
    expect(pickServedMenu(list, premium('2026-11-29', '01:00'))?.id).toBe('carte');
  });
});

describe('isShownById and isMenuLive', () => {
  it('shows the oldest menu always, a scheduled one inside its slots only', () => {
    expect(isShownById(menus, 'carte', premium(MONDAY, '16:00'))).toBe(true);
    expect(isShownById(menus, 'midi', premium(MONDAY, '16:00'))).toBe(false);
    expect(isShownById(menus, 'midi', premium(MONDAY, '12:00'))).toBe(true);
    expect(isShownById(menus, 'unknown', premium(MONDAY, '12:00'))).toBe(false);
    expect(isMenuLive(menu('x', true, [LUNCH]), premium(MONDAY, '16:00'))).toBe(false);
    expect(isMenuLive(menu('x', true, [LUNCH]))).toBe(true);
  });
});

describe('describeServedMenu', () => {
  it('says until when and what comes next', () => {
    const atNoon = describeServedMenu(menus, premium(MONDAY, '12:00'));
    expect(atNoon.menu?.id).toBe('midi');
    expect(atNoon.until).toEqual(paris(MONDAY, '15:00'));
    expect(atNoon.next?.id).toBe('carte');
    const afternoon = describeServedMenu(menus, premium(MONDAY, '15:00'));
    expect(afternoon).toMatchObject({ menu: { id: 'carte' }, next: { id: 'soir' } });
    expect(afternoon.until).toEqual(paris(MONDAY, '18:00'));
  });

  it('skips edges that change nothing for the QR code', () => {
    // "b" hides "c" entirely: c's edges are not a change.
    const list = [
      menu('a', true),
      menu('b', false, [{ days: [1], start: '10:00', end: '20:00' }]),
      menu('c', false, [{ days: [1], start: '12:00', end: '14:00' }]),
    ];
    const now = premium(MONDAY, '11:00');
    expect(nextScheduleEdge(list, now)).toEqual(paris(MONDAY, '12:00'));
    const timeline = describeServedMenu(list, now);
    expect(timeline.menu?.id).toBe('b');
    expect(timeline.until).toEqual(paris(MONDAY, '20:00'));
    expect(timeline.next?.id).toBe('a');
  });

  it('no schedule, or schedules not applied: no end', () => {
    expect(describeServedMenu([menu('a', true)], premium(MONDAY, '12:00'))).toEqual({
      menu: { id: 'a', isActive: true, schedule: [] },
      until: null,
      next: undefined,
    });
    const free = { now: paris(MONDAY, '12:00'), appliesSchedules: false };
    expect(describeServedMenu(menus, free).until).toBeNull();
  });

  it('the spring DST change: a 02:30 start happens at 03:00 Paris time', () => {
    // 2026-03-29: the clocks jump from 02:00 to 03:00.
    const night: WeeklySlot = { days: [7], start: '02:30', end: '05:00' };
    const list = [menu('carte', true), menu('nuit', false, [night])];
    const timeline = describeServedMenu(list, premium('2026-03-29', '01:00'));
    expect(timeline.until?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(timeline.next?.id).toBe('nuit');
    // Autumn, 2026-10-25: 18:00 is 17:00 UTC after the change (UTC+1).
    const evening = describeServedMenu(menus, premium('2026-10-25', '16:00'));
    expect(evening.until?.toISOString()).toBe('2026-10-25T17:00:00.000Z');
  });
});
