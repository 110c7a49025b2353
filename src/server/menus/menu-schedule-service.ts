import { MENU_MESSAGES } from '../../domain/menu/menu-schema';
import { describeServedMenu } from '../../domain/menu/served-menu';
import { ENTITLEMENTS } from '../../domain/plans/plans';
import type { WeeklySlot } from '../../domain/time/weekly-slots';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { requireOwnerEntitlement } from '../owner-state/entitlements';
import { getPlan } from '../owner-state/owner-plan';
import { menuRepository as menus } from './menu-repository';

/** What the dashboard says about the QR code: served now, until when, then which menu. */
export type ServedMenuAnswer = {
  menuId: string | null;
  /** ISO instant the QR code switches to `nextMenuId`; null: no switch ahead (8 days). */
  until: string | null;
  nextMenuId: string | null;
  /** False on a plan without schedules (they are kept, not applied). */
  appliesSchedules: boolean;
};

const NOT_FOUND = () => new AppError('NOT_FOUND', MENU_MESSAGES.notFound);

/**
 * Menu schedules (issue 15 §7, docs/menu-schedules.md): kept beside the menu document (setting
 * hours never conflicts with an open editor), applied on Premium by the one served-menu rule
 * (domain/menu/served-menu.ts) that the public pages use too.
 */
export function createMenuScheduleService(deps: {
  database: AppDatabase;
  events: EventBus;
  now: () => Date;
}) {
  const { database, events, now } = deps;
  const { db, dialect } = database;

  return {
    async getSchedule(input: { ownerId: string; menuId: string }) {
      const record = await menus.findByOwner(db, input.ownerId, input.menuId);
      if (!record) throw NOT_FOUND();
      return { menuId: record.id, slots: record.schedule };
    },

    /** Premium; `slots` empty removes the schedule. Pages everywhere switch via menu.changed. */
    async setSchedule(input: { ownerId: string; menuId: string; slots: WeeklySlot[] }) {
      const { ownerId, menuId, slots } = input;
      await events.transaction(async (trx, emit) => {
        await lockOwner(trx, dialect, ownerId);
        if (!(await menus.findByOwner(trx, ownerId, menuId))) throw NOT_FOUND();
        await requireOwnerEntitlement(trx, ownerId, 'canScheduleMenus');
        await menus.setSchedule(trx, { ownerId, id: menuId, slots });
        await emit('menu.changed', { ownerId, menuId });
      });
      return { menuId, slots };
    },

    async describeServed({ ownerId }: { ownerId: string }): Promise<ServedMenuAnswer> {
      const [plan, records] = await Promise.all([
        getPlan(db, ownerId),
        menus.listByOwner(db, ownerId),
      ]);
      const appliesSchedules = ENTITLEMENTS[plan].canScheduleMenus;
      const timeline = describeServedMenu(records, { now: now(), appliesSchedules });
      return {
        menuId: timeline.menu?.id ?? null,
        until: timeline.until?.toISOString() ?? null,
        nextMenuId: timeline.next?.id ?? null,
        appliesSchedules,
      };
    },
  };
}
