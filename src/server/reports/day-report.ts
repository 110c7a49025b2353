import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/journal/journal-rules';
import { REMOVED_DISHES_CATEGORY } from '../../domain/reports/day-report-messages';
import {
  averageCents,
  DEFAULT_LUNCH_UNTIL,
  formatLocalDate,
  listDays,
  lunchUntilOn,
  median,
  percentile,
  type Service,
  serviceAt,
  timeOfMinutes,
} from '../../domain/reports/day-report-rules';
import type { DayReport, ServiceFigures } from '../../domain/reports/day-report-schema';
import type { WeeklySlot } from '../../domain/time/weekly-slots';
import { type LocalDate, wallClockAt } from '../../domain/time/zoned-time';
import type { ReportJournalEntry, ReportOrder, ReportOrderEvent } from './report-repository';

/**
 * The day's summary computed from what was stored (docs/day-report.md): the orders of the days
 * (their service from the opening hours), their status changes, and the payments journal.
 * Pure: the repository reads, this adds up.
 */
export type DayReportInput = {
  from: LocalDate;
  to: LocalDate;
  openingHours: readonly WeeklySlot[];
  /** The range's orders the kitchen received (cancelled ones included), oldest first. */
  orders: readonly ReportOrder[];
  events: readonly ReportOrderEvent[];
  journal: readonly ReportJournalEntry[];
  /** The dish's category in the menu it was ordered from, as that menu is now. */
  categoryOf: (menuId: string, dishId: string) => string | null;
};

type Tally = {
  orders: number;
  revenueCents: number;
  /** Tables served, one key per day, service and tab (or table). */
  tables: Set<string>;
  takeAwayOrders: number;
  preparations: number[];
};

const newTally = (): Tally => ({
  orders: 0,
  revenueCents: 0,
  tables: new Set(),
  takeAwayOrders: 0,
  preparations: [],
});

function figuresOf(tallies: readonly Tally[]): ServiceFigures {
  const sum = (pick: (tally: Tally) => number) =>
    tallies.reduce((total, tally) => total + pick(tally), 0);
  const tables = sum((tally) => tally.tables.size);
  const takeAwayOrders = sum((tally) => tally.takeAwayOrders);
  const revenueCents = sum((tally) => tally.revenueCents);
  const preparations = tallies.flatMap((tally) => tally.preparations);
  return {
    orders: sum((tally) => tally.orders),
    covers: tables + takeAwayOrders,
    tables,
    takeAwayOrders,
    revenueCents,
    averageTicketCents: averageCents(revenueCents, tables + takeAwayOrders),
    preparation: {
      count: preparations.length,
      medianSeconds: median(preparations),
      p90Seconds: percentile(preparations, 90),
    },
  };
}

/** Seconds from each order's (last) "pending" to its first "ready". */
function preparationSeconds(events: readonly ReportOrderEvent[]): Map<string, number> {
  const pendingAt = new Map<string, number>();
  const readyAt = new Map<string, number>();
  for (const event of events) {
    const at = Date.parse(event.createdAt);
    if (event.toStatus === 'pending') {
      pendingAt.set(event.orderId, Math.max(at, pendingAt.get(event.orderId) ?? at));
    } else if (event.toStatus === 'ready') {
      readyAt.set(event.orderId, Math.min(at, readyAt.get(event.orderId) ?? at));
    }
  }
  const seconds = new Map<string, number>();
  for (const [orderId, ready] of readyAt) {
    const pending = pendingAt.get(orderId);
    if (pending !== undefined && ready >= pending) {
      seconds.set(orderId, Math.round((ready - pending) / 1000));
    }
  }
  return seconds;
}

export function buildDayReport(input: DayReportInput): DayReport {
  const days = listDays(input.from, input.to);
  const lunchUntil = new Map(
    days.map((day) => [formatLocalDate(day), lunchUntilOn(input.openingHours, day)]),
  );
  const tallies: Record<Service, Tally> = { lunch: newTally(), dinner: newTally() };
  const byDay = new Map(
    days.map((day) => [formatLocalDate(day), { tally: newTally(), takingsCents: 0 }]),
  );
  const prepared = preparationSeconds(input.events);
  const dishes = new Map<string, DayReport['dishes'][number]>();
  const cancellations = { count: 0, amountCents: 0 };

  for (const order of input.orders) {
    if (order.status === 'cancelled') {
      cancellations.count += 1;
      cancellations.amountCents += order.totalCents;
      continue;
    }
    const wall = wallClockAt(new Date(order.createdAt));
    const until = lunchUntil.get(order.serviceDay)?.minutes ?? DEFAULT_LUNCH_UNTIL;
    const service = serviceAt(wall.minutes, until);
    const day = byDay.get(order.serviceDay)?.tally;
    for (const tally of day ? [tallies[service], day] : [tallies[service]]) {
      tally.orders += 1;
      tally.revenueCents += order.totalCents;
      if (order.table === null) tally.takeAwayOrders += 1;
      else tally.tables.add(`${order.serviceDay}|${service}|${order.tabId ?? order.table}`);
    }
    const seconds = prepared.get(order.id);
    if (seconds !== undefined) tallies[service].preparations.push(seconds);
    for (const line of order.lines) {
      const key = `${line.dishId}|${line.variantId ?? ''}`;
      const dish = dishes.get(key) ?? {
        dishId: line.dishId,
        variantId: line.variantId ?? null,
        name: line.name,
        category: input.categoryOf(order.menuId, line.dishId) ?? REMOVED_DISHES_CATEGORY,
        quantity: 0,
        revenueCents: 0,
      };
      // The latest order's name: a dish renamed during the period reads as it is named now.
      dish.name = line.name;
      dish.quantity += line.quantity;
      dish.revenueCents += line.unitPriceCents * line.quantity;
      dishes.set(key, dish);
    }
  }

  const takings = takingsOf(input.journal, (dayKey, cents) => {
    const day = byDay.get(dayKey);
    if (day) day.takingsCents += cents;
  });
  const boundaries = new Set([...lunchUntil.values()].map((split) => split.minutes));
  const [onlyBoundary] = boundaries;
  const dishList = [...dishes.values()].sort(
    (a, b) =>
      b.revenueCents - a.revenueCents ||
      b.quantity - a.quantity ||
      a.name.localeCompare(b.name, 'fr'),
  );
  return {
    from: formatLocalDate(input.from),
    to: formatLocalDate(input.to),
    days: days.length,
    split: {
      source: [...lunchUntil.values()].some((split) => split.isFromHours)
        ? 'opening-hours'
        : 'default',
      lunchUntil:
        boundaries.size === 1 && onlyBoundary !== undefined ? timeOfMinutes(onlyBoundary) : null,
    },
    totals: figuresOf([tallies.lunch, tallies.dinner]),
    services: { lunch: figuresOf([tallies.lunch]), dinner: figuresOf([tallies.dinner]) },
    cancellations,
    takings,
    dishes: dishList,
    categories: categoriesOf(dishList),
    byDay: [...byDay].map(([date, { tally, takingsCents }]) => {
      const figures = figuresOf([tally]);
      return {
        date,
        orders: figures.orders,
        covers: figures.covers,
        revenueCents: figures.revenueCents,
        takingsCents,
      };
    }),
  };
}

function categoriesOf(dishes: DayReport['dishes']): DayReport['categories'] {
  const categories = new Map<string, { name: string; quantity: number; revenueCents: number }>();
  for (const dish of dishes) {
    const category = categories.get(dish.category) ?? {
      name: dish.category,
      quantity: 0,
      revenueCents: 0,
    };
    category.quantity += dish.quantity;
    category.revenueCents += dish.revenueCents;
    categories.set(dish.category, category);
  }
  return [...categories.values()].sort(
    (a, b) => b.revenueCents - a.revenueCents || a.name.localeCompare(b.name, 'fr'),
  );
}

/**
 * The journal's takings: payments and tables closed "Réglé en caisse" by method (a closing of a
 * table already paid online journals 0 €: not an operation of its own), refunds apart.
 */
function takingsOf(
  entries: readonly ReportJournalEntry[],
  addToDay: (dayKey: string, cents: number) => void,
): DayReport['takings'] {
  const methods = new Map<
    PaymentMethod,
    { count: number; amountCents: number; tipCents: number }
  >();
  const refunds = { count: 0, amountCents: 0, tipCents: 0 };
  for (const entry of entries) {
    const { amountCents, tipCents, method } = entry.payload;
    const dayKey = formatLocalDate(wallClockAt(new Date(entry.recordedAt)));
    if (entry.kind === 'refund') {
      refunds.count += 1;
      refunds.amountCents -= amountCents;
      refunds.tipCents -= tipCents;
      addToDay(dayKey, amountCents);
    } else if (entry.kind === 'payment' || entry.kind === 'tab_closure') {
      if (method === null || (amountCents === 0 && tipCents === 0)) continue;
      const sum = methods.get(method) ?? { count: 0, amountCents: 0, tipCents: 0 };
      methods.set(method, {
        count: sum.count + 1,
        amountCents: sum.amountCents + amountCents,
        tipCents: sum.tipCents + tipCents,
      });
      addToDay(dayKey, amountCents);
    }
  }
  const byMethod = PAYMENT_METHODS.flatMap((method) => {
    const sum = methods.get(method);
    return sum ? [{ method, ...sum }] : [];
  });
  const taken = byMethod.reduce((total, line) => total + line.amountCents, 0);
  const tips = byMethod.reduce((total, line) => total + line.tipCents, 0);
  return {
    hasEntries: entries.length > 0,
    byMethod,
    refunds,
    netCents: taken - refunds.amountCents,
    tipCents: tips - refunds.tipCents,
  };
}
