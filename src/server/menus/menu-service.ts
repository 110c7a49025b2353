import { randomUUID } from 'node:crypto';
import { SCHEDULE_MESSAGES } from '../../domain/menu/menu-schedule';
import {
  countItems,
  createEmptyMenu,
  LIMITS,
  MENU_MESSAGES,
  type MenuDocument,
} from '../../domain/menu/menu-schema';
import type { MenuDetail, MenuView } from '../../domain/menu/menu-view';
import { ENTITLEMENTS, PLAN_MESSAGES, type Plan } from '../../domain/plans/plans';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { requireOwnerEntitlement } from '../owner-state/entitlements';
import { activateOldest } from '../owner-state/owner-menus';
import { getPlan } from '../owner-state/owner-plan';
import { soldOutMarks } from '../owner-state/sold-out-marks';
import { type MenuRecord, menuRepository as menus } from './menu-repository';
import { createMenuScheduleService } from './menu-schedule-service';

export type { MenuDetail, MenuView } from '../../domain/menu/menu-view';

type Deps = {
  database: AppDatabase;
  events: EventBus;
  /** Uploaded photos a document points at must be the owner's (images/image-service.ts). */
  images?: { requireOwnImages(input: { ownerId: string; document: MenuDocument }): Promise<void> };
  /** The clock "Épuisé" marks are read with (tests inject one). */
  now?: () => Date;
};

const NOT_FOUND = () => new AppError('NOT_FOUND', MENU_MESSAGES.notFound);
const COPY_SUFFIX = ' (copie)';

/** Free owners may edit only their oldest menu; Premium owners every menu. */
function toView(record: MenuRecord, plan: Plan, oldestId: string | undefined): MenuView {
  return {
    id: record.id,
    name: record.document.name,
    itemsCount: countItems(record.document),
    isActive: record.isActive,
    schedule: record.schedule,
    isEditable: ENTITLEMENTS[plan].canEditEveryMenu || record.id === oldestId,
    version: record.version,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

const toDetail = (record: MenuRecord, plan: Plan, oldestId: string | undefined): MenuDetail => ({
  ...toView(record, plan, oldestId),
  document: record.document,
});

export function createMenuService({ database, events, images, now = () => new Date() }: Deps) {
  const { db, dialect } = database;

  /**
   * The document as the API shows it: each dish says whether it is "Épuisé" now. Read-only
   * here: the marks live in their own table (`POST …/items/{itemId}/sold-out`), so a save from
   * an editor opened earlier neither conflicts with a tap nor undoes it; saves ignore the field.
   */
  async function withSoldOut(detail: MenuDetail): Promise<MenuDetail> {
    const marks = await soldOutMarks.listInForce(db, [detail.id], now());
    const soldOut = new Set(marks.map((mark) => mark.dishId));
    const categories = detail.document.categories.map((category) => ({
      ...category,
      items: category.items.map((dish) => ({ ...dish, soldOut: soldOut.has(dish.id) })),
    }));
    return { ...detail, document: { ...detail.document, categories } };
  }

  async function loadOwnerMenus(ownerId: string) {
    const [plan, records] = await Promise.all([
      getPlan(db, ownerId),
      menus.listByOwner(db, ownerId),
    ]);
    return { plan, records, oldestId: records[0]?.id };
  }

  return {
    ...createMenuScheduleService({ database, events, now }),

    async listMenus({ ownerId }: { ownerId: string }): Promise<MenuView[]> {
      const { plan, records, oldestId } = await loadOwnerMenus(ownerId);
      return records.map((record) => toView(record, plan, oldestId));
    },

    async requireMenu({ ownerId, menuId }: { ownerId: string; menuId: string }) {
      const { plan, records, oldestId } = await loadOwnerMenus(ownerId);
      const record = records.find((candidate) => candidate.id === menuId);
      if (!record) throw NOT_FOUND();
      return withSoldOut(toDetail(record, plan, oldestId));
    },

    /** Free: one menu. The first menu of an owner with no active menu becomes active. */
    async createMenu(input: { ownerId: string; document?: MenuDocument }): Promise<MenuDetail> {
      if (input.document) await images?.requireOwnImages({ ...input, document: input.document });
      const id = await events.transaction(async (trx, emit) => {
        await lockOwner(trx, dialect, input.ownerId);
        const plan = await getPlan(trx, input.ownerId);
        const existing = await menus.listByOwner(trx, input.ownerId);
        const { maxMenus } = ENTITLEMENTS[plan];
        if (maxMenus !== null && existing.length >= maxMenus) {
          throw new AppError('FORBIDDEN', PLAN_MESSAGES.freeMenuLimit);
        }
        // Strictly increasing creation times keep "the oldest menu" unambiguous.
        const newest = existing.at(-1)?.createdAt;
        const now = Date.now();
        const createdAt = new Date(newest ? Math.max(now, Date.parse(newest) + 1) : now);
        const record: MenuRecord = {
          id: randomUUID(),
          ownerId: input.ownerId,
          document: input.document ?? createEmptyMenu(),
          isActive: !existing.some((menu) => menu.isActive),
          // A copy starts without hours: it would otherwise hide behind the original's.
          schedule: [],
          version: 1,
          createdAt: createdAt.toISOString(),
          updatedAt: createdAt.toISOString(),
        };
        await menus.insert(trx, record);
        await emit('menu.changed', { ownerId: input.ownerId, menuId: record.id });
        return record.id;
      });
      return this.requireMenu({ ownerId: input.ownerId, menuId: id });
    },

    /**
     * "Dupliquer" (Premium): a copy of the document named "… (copie)", created like any menu
     * (inactive when another menu is active; the plan's menu limit applies).
     */
    async duplicateMenu({ ownerId, menuId }: { ownerId: string; menuId: string }) {
      const source = await this.requireMenu({ ownerId, menuId });
      const name = `${source.document.name.slice(0, LIMITS.nameMaxLength - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
      return this.createMenu({ ownerId, document: { ...source.document, name } });
    },

    /** Optimistic concurrency: the caller sends the version it edited (If-Match). */
    async updateMenu(input: {
      ownerId: string;
      menuId: string;
      expectedVersion: number;
      document: MenuDocument;
    }): Promise<MenuDetail> {
      const { ownerId, menuId } = input;
      await images?.requireOwnImages(input);
      const saved = await events.transaction(async (trx, emit) => {
        const found = await menus.findForEdit(trx, ownerId, menuId);
        if (!found) throw NOT_FOUND();
        const { record, plan, oldestId } = found;
        if (!toView(record, plan, oldestId).isEditable) {
          throw new AppError('FORBIDDEN', PLAN_MESSAGES.readOnlyOnFree);
        }
        const saved = await menus.updateDocument(trx, { ...input, id: menuId });
        if (!saved) throw new AppError('CONFLICT', MENU_MESSAGES.conflict);
        await emit('menu.changed', { ownerId, menuId });
        return toDetail({ ...record, ...saved, document: input.document }, plan, oldestId);
      });
      return withSoldOut(saved);
    },

    async deleteMenu({ ownerId, menuId }: { ownerId: string; menuId: string }): Promise<void> {
      await events.transaction(async (trx, emit) => {
        await lockOwner(trx, dialect, ownerId);
        if (!(await menus.delete(trx, ownerId, menuId))) throw NOT_FOUND();
        if (!ENTITLEMENTS[await getPlan(trx, ownerId)].canChooseActiveMenu) {
          await activateOldest(trx, ownerId);
        }
        await emit('menu.changed', { ownerId, menuId });
      });
    },

    /** Premium: exactly this menu active, all others inactive, in one transaction. */
    async activateMenu(input: { ownerId: string; menuId: string }): Promise<MenuView[]> {
      return setActivation(input.ownerId, input.menuId, true);
    },

    /** Premium: leaves no menu active. */
    async deactivateMenu(input: { ownerId: string; menuId: string }): Promise<MenuView[]> {
      return setActivation(input.ownerId, input.menuId, false);
    },
  };

  async function setActivation(ownerId: string, menuId: string, isActive: boolean) {
    await events.transaction(async (trx, emit) => {
      await lockOwner(trx, dialect, ownerId);
      const target = await menus.findByOwner(trx, ownerId, menuId);
      if (!target) throw NOT_FOUND();
      const entitlements = await requireOwnerEntitlement(trx, ownerId, 'canChooseActiveMenu');
      // Its hours decide when it is on (docs/decisions/009-menu-schedules.md).
      if (isActive && entitlements.canScheduleMenus && target.schedule.length > 0) {
        throw new AppError('CONFLICT', SCHEDULE_MESSAGES.scheduledMenuActivation);
      }
      if (isActive) await menus.setActive(trx, ownerId, menuId);
      else if (target.isActive) await menus.setActive(trx, ownerId, null);
      await emit('menu.changed', { ownerId, menuId });
    });
    const { plan, records, oldestId } = await loadOwnerMenus(ownerId);
    return records.map((record) => toView(record, plan, oldestId));
  }
}

export type MenuService = ReturnType<typeof createMenuService>;
