import { describe, expect, it } from 'vitest';
import {
  type Dish,
  dayAxisLabel,
  daysOf,
  describeChange,
  hoursOf,
  isEmptyStats,
  languagesOf,
  percentChange,
  previousRange,
  rangeDays,
  rangeError,
  rangeOf,
  tablesOf,
  topDishes,
  totalsOf,
} from './stats-model';
import { formatViews, lastDays, menuViewsOf } from './stats-week';

const day = (date: string, views: number, orders = 0, revenueCents = 0, paidCents = 0) => ({
  date,
  views,
  scans: 0,
  orders,
  revenueCents,
  paidCents,
});
const dish = (name: string, views: number, orders: number): Dish => ({
  dishId: name.toLowerCase(),
  name,
  views,
  orders,
});

describe('the period', () => {
  it('is the last 7 days, today included, by default', () => {
    expect(rangeOf(new URLSearchParams(), '2026-11-26')).toEqual({
      from: '2026-11-20',
      to: '2026-11-26',
    });
    expect(rangeOf(new URLSearchParams('from=2026-02-30&to=2026-03-02'), '2026-11-26')).toEqual(
      lastDays(7, '2026-11-26'),
    );
    expect(rangeOf(new URLSearchParams('from=2026-10-01&to=2026-10-31'), '2026-11-26')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('spans months and years; the previous period is as long, just before', () => {
    expect(lastDays(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(rangeDays({ from: '2026-01-31', to: '2026-03-01' })).toBe(30);
    expect(previousRange({ from: '2026-11-20', to: '2026-11-26' })).toEqual({
      from: '2026-11-13',
      to: '2026-11-19',
    });
    expect(previousRange({ from: '2027-01-01', to: '2027-01-01' })).toEqual({
      from: '2026-12-31',
      to: '2026-12-31',
    });
  });

  it('refuses a period that ends before it starts, or longer than a year', () => {
    expect(rangeError({ from: '2026-11-20', to: '2026-11-26' })).toBeNull();
    expect(rangeError({ from: '2026-11-26', to: '2026-11-20' })).toBe(
      'La date de fin doit suivre la date de début.',
    );
    expect(rangeError({ from: '2025-01-01', to: '2026-11-20' })).toBe(
      'Choisissez une période d’un an au plus.',
    );
    expect(rangeError({ from: '', to: '2026-11-20' })).toBe('Choisissez deux dates valides.');
  });

  it('names a day under its column', () => {
    expect(dayAxisLabel('2026-11-24')).toBe('24/11');
  });
});

describe('the comparison with the previous period', () => {
  it('rounds the change in percent, and says nothing when there was nothing before', () => {
    expect(percentChange(118, 100)).toBe(18);
    expect(percentChange(95, 100)).toBe(-5);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(12, 0)).toBeNull();
  });

  it('reads "+18 % de vues" in French', () => {
    expect(describeChange(118, 100, 'vues')).toBe('+18 % de vues');
    expect(describeChange(95, 100, 'commandes')).toBe('-5 % de commandes');
    expect(describeChange(100, 100, 'vues')).toBe('Autant de vues');
    expect(describeChange(5, 0, 'vues')).toBeNull();
  });
});

describe('the figures', () => {
  it('adds the days up; the average ticket is the revenue per order', () => {
    const stats = {
      days: [day('2026-11-25', 10, 2, 3000, 3000), day('2026-11-26', 5, 1, 1501)],
    };
    expect(totalsOf(stats)).toEqual({
      views: 15,
      scans: 0,
      orders: 3,
      revenueCents: 4501,
      paidCents: 3000,
      averageTicketCents: 1500,
    });
    expect(totalsOf({ days: [] }).averageTicketCents).toBeNull();
    expect(isEmptyStats({ days: [day('2026-11-25', 0)] })).toBe(true);
    expect(isEmptyStats(stats)).toBe(false);
  });

  it('fills in every day of the period, in order', () => {
    const days = daysOf(
      { days: [day('2026-11-26', 4, 1, 900)] },
      {
        from: '2026-11-24',
        to: '2026-11-26',
      },
    );
    expect(days.map((d) => [d.date, d.views, d.averageTicketCents])).toEqual([
      ['2026-11-24', 0, null],
      ['2026-11-25', 0, null],
      ['2026-11-26', 4, 900],
    ]);
  });

  it('puts the views in 24 hour buckets, ignoring hours out of the day', () => {
    const hours = hoursOf({
      hours: [
        { hour: 12, views: 30 },
        { hour: 0, views: 2 },
        { hour: 12, views: 1 },
        { hour: 24, views: 9 },
      ],
    });
    expect(hours).toHaveLength(24);
    expect(hours[0]).toEqual({ hour: 0, views: 2 });
    expect(hours[12]).toEqual({ hour: 12, views: 31 });
    expect(hours.reduce((sum, hour) => sum + hour.views, 0)).toBe(33);
  });

  it('sorts languages and tables, and finds a menu’s views', () => {
    expect(languagesOf({ languages: { fr: 3, en: 9, es: 0, zh: 0, it: 0 } })).toEqual([
      { lang: 'en', name: 'Anglais', views: 9 },
      { lang: 'fr', name: 'Français', views: 3 },
    ]);
    const tables = tablesOf({
      tables: [
        { table: '10', scans: 2, orders: 0 },
        { table: '2', scans: 2, orders: 1 },
        { table: 'Terrasse', scans: 5, orders: 0 },
        { table: '3', scans: 0, orders: 0 },
      ],
    });
    expect(tables.map((t) => t.table)).toEqual(['Terrasse', '2', '10']);
    const menus = { menus: [{ menuId: 'm1', views: 312 }] };
    expect(menuViewsOf(menus, 'm1')).toBe(312);
    expect(menuViewsOf(menus, 'm2')).toBe(0);
    expect(formatViews(1312)).toMatch(/^1\s312 vues$/);
    expect(formatViews(1)).toBe('1 vue');
    expect(formatViews(0)).toBe('0 vue');
  });
});

describe('the dishes most viewed and most ordered, side by side', () => {
  it('ranks each list on its own, ties by name, ten at most', () => {
    const dishes = [
      dish('Tarte Tatin', 40, 2),
      dish('Bœuf bourguignon', 30, 12),
      dish('Velouté', 30, 0),
      dish('Café', 0, 20),
    ];
    expect(topDishes(dishes).map((row) => [row.rank, row.viewed?.name, row.ordered?.name])).toEqual(
      [
        [1, 'Tarte Tatin', 'Café'],
        [2, 'Bœuf bourguignon', 'Bœuf bourguignon'],
        [3, 'Velouté', 'Tarte Tatin'],
      ],
    );
    const many = Array.from({ length: 14 }, (_, i) => dish(`Plat ${i + 1}`, i + 1, 1));
    const rows = topDishes(many);
    expect(rows).toHaveLength(10);
    expect(rows[0]?.viewed?.name).toBe('Plat 14');
    expect(rows[9]?.viewed?.name).toBe('Plat 5');
    expect(rows[0]?.ordered?.name).toBe('Plat 1');
    expect(topDishes([])).toEqual([]);
  });
});
