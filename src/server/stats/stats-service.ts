import { LANGUAGES, type Language } from '../../domain/i18n/languages';
import type { Order } from '../../domain/orders/order-schema';
import type { PaidShares } from '../../domain/payments/paid-shares';
import {
  daysInRange,
  formatLocalDate,
  listDays,
  parseLocalDate,
} from '../../domain/reports/day-report-rules';
import { STATS_LIMITS, STATS_MESSAGES } from '../../domain/stats/stats-messages';
import {
  type DinerEvents,
  MAX_EVENTS_PER_BEACON,
  type Stats,
} from '../../domain/stats/stats-schema';
import { addDays, instantOfWallClock, wallClockAt } from '../../domain/time/zoned-time';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { ownerMenus } from '../owner-state/owner-menus';
import { publicReads } from '../owner-state/public-reads';
import { isPublicById } from '../owner-state/visibility';
import type { AudienceCounter } from './audience-counter';
import { BEACON_KINDS, AUDIENCE_KINDS as K } from './audience-kinds';
import { type StoredCount, statsRepository } from './stats-repository';

/** Hourly rows are kept 13 months (docs/audience.md "Retention"), then rolled into days. */
export const HOURS_KEPT_MONTHS = 13;

/** A dish no longer on the menu keeps its counts under this name. */
export const REMOVED_DISH = 'Plat retiré du menu';

const parisDayOf = (instant: Date) => formatLocalDate(wallClockAt(instant));

export function createStatsService(deps: {
  database: AppDatabase;
  events: EventBus;
  counter: AudienceCounter;
  now?: () => Date;
}) {
  const { database, counter } = deps;
  const { db } = database;
  const now = deps.now ?? (() => new Date());

  /**
   * Counts a beacon's events for a menu that is public now (404 otherwise). A crawler running
   * the page's script is answered alike and not counted.
   */
  async function recordEvents({
    input,
    userAgent,
  }: {
    input: DinerEvents;
    userAgent: string | undefined;
  }): Promise<void> {
    const at = now();
    const ownerId = await publicReads.findMenuOwnerId(db, input.menuId);
    const state = ownerId ? await publicReads.loadOwnerState(db, ownerId, at) : null;
    if (!ownerId || !state || !isPublicById(state, input.menuId, at)) {
      throw new AppError('NOT_FOUND', STATS_MESSAGES.menuUnavailable);
    }
    const menu = await ownerMenus.findByOwner(db, ownerId, input.menuId);
    if (!menu) throw new AppError('NOT_FOUND', STATS_MESSAGES.menuUnavailable);
    if (counter.isBot(userAgent)) return;
    // Only the menu's own dishes: a made-up id would only grow the table.
    const dishes = new Set(
      menu.document.categories.flatMap((category) => category.items.map((dish) => dish.id)),
    );
    for (const event of input.events.slice(0, MAX_EVENTS_PER_BEACON)) {
      const kind = BEACON_KINDS[event.type];
      if (event.type === 'dish_opened' || event.type === 'cart_added') {
        if (event.dishId && dishes.has(event.dishId))
          counter.add(ownerId, menu.id, kind, event.dishId);
      } else if (event.type === 'language_switched') {
        if (event.lang) counter.add(ownerId, menu.id, kind, event.lang);
      } else {
        counter.add(ownerId, menu.id, kind, '');
      }
    }
  }

  /** An order placed (on this instance): its table, amount and dishes. */
  function countOrder({ ownerId, order }: { ownerId: string; order: Order }) {
    const table = order.table ?? '';
    counter.add(ownerId, order.menuId, K.order, table);
    counter.add(ownerId, order.menuId, K.revenue, table, order.totalCents);
    for (const line of order.lines) {
      counter.add(ownerId, order.menuId, K.orderedDish, line.dishId, line.quantity);
    }
  }

  /** A table payment that succeeded (on this instance): its amount per menu. */
  function countPayment({ table, ownerId, shares }: PaidShares) {
    for (const share of shares) {
      counter.add(ownerId, share.menuId, K.paid, table, share.amountCents);
    }
  }

  function requirePeriod(query: { from: string; to: string }) {
    const from = parseLocalDate(query.from);
    const to = parseLocalDate(query.to);
    // Like any other query error of /api/v1: 400, naming the field (http/error-handler.ts).
    if (!from) throw new AppError('BAD_REQUEST', STATS_MESSAGES.invalidDate, 'from');
    if (!to) throw new AppError('BAD_REQUEST', STATS_MESSAGES.invalidDate, 'to');
    const length = daysInRange(from, to);
    if (length < 1) throw new AppError('BAD_REQUEST', STATS_MESSAGES.reversedRange, 'to');
    if (length > STATS_LIMITS.maxDays) {
      throw new AppError('BAD_REQUEST', STATS_MESSAGES.tooLong, 'to');
    }
    return { from, to };
  }

  async function getStats(input: {
    ownerId: string;
    from: string;
    to: string;
    menuId?: string;
  }): Promise<{ stats: Stats; menuNames: Map<string, string> }> {
    const { from, to } = requirePeriod(input);
    const menus = await ownerMenus.listByOwner(db, input.ownerId);
    const chosen = input.menuId ? menus.filter((menu) => menu.id === input.menuId) : menus;
    if (input.menuId && chosen.length === 0) {
      throw new AppError('NOT_FOUND', STATS_MESSAGES.menuNotFound);
    }
    const counts = await statsRepository.listCounts(db, {
      ownerId: input.ownerId,
      fromHour: instantOfWallClock(from, 0).toISOString(),
      toHour: instantOfWallClock(addDays(to, 1), 0).toISOString(),
      fromDay: formatLocalDate(from),
      toDay: formatLocalDate(to),
      menuId: input.menuId,
    });
    const dishNames = new Map<string, string>();
    for (const menu of chosen) {
      for (const category of menu.document.categories) {
        for (const dish of category.items) dishNames.set(dish.id, dish.name);
      }
    }
    const menuNames = new Map(menus.map((menu) => [menu.id, menu.document.name]));
    return {
      stats: summarize(counts, listDays(from, to).map(formatLocalDate), dishNames),
      menuNames,
    };
  }

  /** Rolls the hours older than 13 months into days; returns how many hourly rows it took. */
  async function rollUpOldHours(): Promise<number> {
    const cutoff = now();
    cutoff.setUTCMonth(cutoff.getUTCMonth() - HOURS_KEPT_MONTHS);
    const before = new Date(Math.floor(cutoff.getTime() / 3_600_000) * 3_600_000).toISOString();
    let taken = 0;
    for (;;) {
      const oldest = await statsRepository.oldestHour(db);
      if (oldest === null || oldest >= before) return taken;
      // A week at a time: bounded transactions however much is waiting.
      const until = new Date(
        Math.min(Date.parse(oldest) + 7 * 86_400_000, Date.parse(before)),
      ).toISOString();
      taken += await deps.events.transaction((trx) =>
        statsRepository.rollUp(trx, until, (hour) => parisDayOf(new Date(hour))),
      );
    }
  }

  /**
   * Every count the restaurant has, hourly and rolled-up daily, for the owner's data export
   * (issue 26 §3): what is pending in memory is flushed first.
   */
  async function exportCounts({ ownerId }: { ownerId: string }): Promise<StoredCount[]> {
    await counter.flush();
    const counts = await statsRepository.listCounts(db, {
      ownerId,
      fromHour: '0000',
      toHour: '9999',
      fromDay: '0000',
      toDay: '9999',
    });
    return counts.sort(
      (a, b) =>
        (a.day ?? a.hour ?? '').localeCompare(b.day ?? b.hour ?? '') ||
        a.kind.localeCompare(b.kind) ||
        a.key.localeCompare(b.key),
    );
  }

  return {
    recordEvents,
    countOrder,
    countPayment,
    getStats,
    rollUpOldHours,
    exportCounts,
    flush: counter.flush,
  };
}

/** The contract's figures from the stored counts of the period. */
function summarize(
  counts: readonly StoredCount[],
  dayList: readonly string[],
  dishNames: ReadonlyMap<string, string>,
): Stats {
  const days = new Map(
    dayList.map((date) => [
      date,
      { date, views: 0, scans: 0, orders: 0, revenueCents: 0, paidCents: 0 },
    ]),
  );
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, views: 0 }));
  const tables = new Map<string, { table: string; scans: number; orders: number }>();
  const languages = Object.fromEntries(LANGUAGES.map((lang) => [lang, 0])) as Record<
    Language,
    number
  >;
  const dishes = new Map<string, { dishId: string; name: string; views: number; orders: number }>();
  const menus = new Map<string, number>();
  const tableOf = (table: string) => {
    let found = tables.get(table);
    if (!found) {
      found = { table, scans: 0, orders: 0 };
      tables.set(table, found);
    }
    return found;
  };
  const dishOf = (dishId: string) => {
    let found = dishes.get(dishId);
    if (!found) {
      found = { dishId, name: dishNames.get(dishId) ?? REMOVED_DISH, views: 0, orders: 0 };
      dishes.set(dishId, found);
    }
    return found;
  };

  // Rows share their hours: each hour's Paris day and hour of the day is worked out once.
  const parisHours = new Map<string, { date: string; hour: number }>();
  const parisHourOf = (hour: string) => {
    let found = parisHours.get(hour);
    if (!found) {
      const wall = wallClockAt(new Date(hour));
      found = { date: formatLocalDate(wall), hour: Math.floor(wall.minutes / 60) };
      parisHours.set(hour, found);
    }
    return found;
  };

  for (const row of counts) {
    const wall = row.hour ? parisHourOf(row.hour) : null;
    const date = wall ? wall.date : (row.day ?? '');
    const day = days.get(date);
    switch (row.kind) {
      case K.view:
        if (day) day.views += row.count;
        if (wall) (hours[wall.hour] as { views: number }).views += row.count;
        if (row.key in languages) languages[row.key as Language] += row.count;
        menus.set(row.menuId, (menus.get(row.menuId) ?? 0) + row.count);
        break;
      case K.scan:
        if (day) day.scans += row.count;
        tableOf(row.key).scans += row.count;
        break;
      case K.order:
        if (day) day.orders += row.count;
        if (row.key !== '') tableOf(row.key).orders += row.count;
        break;
      case K.revenue:
        if (day) day.revenueCents += row.count;
        break;
      case K.paid:
        if (day) day.paidCents += row.count;
        break;
      case K.dishOpened:
        dishOf(row.key).views += row.count;
        break;
      case K.orderedDish:
        dishOf(row.key).orders += row.count;
        break;
      default:
        break;
    }
  }
  const byName = new Intl.Collator('fr', { numeric: true });
  return {
    days: [...days.values()],
    hours,
    tables: [...tables.values()].sort((a, b) => byName.compare(a.table, b.table)),
    languages,
    dishes: [...dishes.values()].sort(
      (a, b) => b.views + b.orders - (a.views + a.orders) || byName.compare(a.name, b.name),
    ),
    menus: [...menus.entries()]
      .map(([menuId, views]) => ({ menuId, views }))
      .sort((a, b) => b.views - a.views),
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
