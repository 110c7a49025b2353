import { isWithinSlots, nextSlotChange, type WeeklySlot } from '../time/weekly-slots';

/**
 * The menu the owner's QR code (/u/{userId}, /{slug}) serves (spec part 1 §4, issue 15 §7 and
 * docs/decisions/009-menu-schedules.md). `menus` are one owner's, oldest first. Shared by the
 * public pages and the owner API, so that what the dashboard says is what diners get.
 *
 * Without a clock (or for a plan without schedules): the first active menu, otherwise the
 * oldest. With schedules applied: a menu with a schedule is live exactly inside its slots (its
 * active switch does not count), and the first live scheduled menu wins; outside every slot, the
 * active menu without a schedule, otherwise the oldest.
 */

export type ScheduledMenu = {
  isActive: boolean;
  /** Empty or missing: no schedule (the menu follows its active switch). */
  schedule?: readonly WeeklySlot[];
};

/** The instant to decide at, and whether the owner's plan applies schedules (Premium). */
export type ServedMenuClock = { now: Date; appliesSchedules: boolean };

/** How far ahead the dashboard's "until" looks before saying "no change". */
const HORIZON_MS = 8 * 24 * 3_600_000;

const isScheduled = (menu: ScheduledMenu, clock: ServedMenuClock | undefined) =>
  clock?.appliesSchedules === true && (menu.schedule?.length ?? 0) > 0;

/** Is this menu on (active switch, or inside its schedule when schedules apply)? */
export function isMenuLive(menu: ScheduledMenu, clock?: ServedMenuClock): boolean {
  if (clock && isScheduled(menu, clock)) return isWithinSlots(menu.schedule ?? [], clock.now);
  return menu.isActive;
}

export function pickServedMenu<T extends ScheduledMenu>(
  menusOldestFirst: readonly T[],
  clock?: ServedMenuClock,
): T | undefined {
  const scheduled = menusOldestFirst.find(
    (menu) => isScheduled(menu, clock) && isMenuLive(menu, clock),
  );
  return (
    scheduled ??
    menusOldestFirst.find((menu) => !isScheduled(menu, clock) && menu.isActive) ??
    menusOldestFirst[0]
  );
}

/** /r/{menuId}: shown if it is the owner's oldest menu or it is live now. */
export function isShownById<T extends ScheduledMenu & { id: string }>(
  menusOldestFirst: readonly T[],
  menuId: string,
  clock?: ServedMenuClock,
): boolean {
  const index = menusOldestFirst.findIndex((menu) => menu.id === menuId);
  const menu = menusOldestFirst[index];
  return index === 0 || (index > 0 && menu !== undefined && isMenuLive(menu, clock));
}

/**
 * The next instant any schedule starts or ends: until then neither the served menu nor any
 * menu's visibility changes by itself (a snapshot of the owner's pages stays right). null: never.
 */
export function nextScheduleEdge(
  menus: readonly ScheduledMenu[],
  clock: ServedMenuClock,
): Date | null {
  let earliest: Date | null = null;
  for (const menu of menus) {
    if (!isScheduled(menu, clock)) continue;
    const edge = nextSlotChange(menu.schedule ?? [], clock.now);
    if (edge && (earliest === null || edge < earliest)) earliest = edge;
  }
  return earliest;
}

export type ServedMenuTimeline<T> = {
  /** Served now. */
  menu: T | undefined;
  /** When another menu takes over (null: not within the next 8 days). */
  until: Date | null;
  /** The menu served from `until` on. */
  next: T | undefined;
};

/** What the QR code serves now, until when, and what comes next (the dashboard's sentence). */
export function describeServedMenu<T extends ScheduledMenu>(
  menusOldestFirst: readonly T[],
  clock: ServedMenuClock,
): ServedMenuTimeline<T> {
  const menu = pickServedMenu(menusOldestFirst, clock);
  const horizon = clock.now.getTime() + HORIZON_MS;
  let at = clock.now;
  for (;;) {
    const edge = nextScheduleEdge(menusOldestFirst, { ...clock, now: at });
    if (edge === null || edge.getTime() > horizon) return { menu, until: null, next: undefined };
    // Some edges change nothing for the QR code (a menu hidden behind an older one): skip them.
    const after = pickServedMenu(menusOldestFirst, { ...clock, now: edge });
    if (after !== menu) return { menu, until: edge, next: after };
    at = edge;
  }
}
