import {
  AVAILABILITY_MESSAGES,
  type Availability,
  nextServiceStart,
  type SetSoldOut,
} from '../../domain/menu/availability';
import { MENU_MESSAGES, type MenuDocument } from '../../domain/menu/menu-schema';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import type { Actor } from '../owner-state/owner';
import { type MenuRecord, ownerMenus } from '../owner-state/owner-menus';
import { restaurantProfiles } from '../owner-state/restaurant-profile';
import { availabilityRepository as marks } from './availability-repository';

type Deps = { database: AppDatabase; events: EventBus; now?: () => Date };

type MenuScope = { ownerId: string; menuId: string };

const dishIdsOf = (document: MenuDocument) =>
  document.categories.flatMap((category) => category.items.map((dish) => dish.id));

/**
 * "Épuisé" for tonight (issue 15 §3): owner-scoped marks beside the menu document, written with
 * a `menu.availability` event in one transaction, so caches and open diner pages follow on
 * every instance (docs/availability.md).
 */
export function createAvailabilityService({ database, events, now = () => new Date() }: Deps) {
  const { db } = database;

  async function requireMenu(trx: AppDatabase['db'], { ownerId, menuId }: MenuScope) {
    const menu = await ownerMenus.findByOwner(trx, ownerId, menuId);
    if (!menu) throw new AppError('NOT_FOUND', MENU_MESSAGES.notFound);
    return menu;
  }

  /** When a "back tomorrow" mark made at `at` ends: the restaurant's next service. */
  async function backAtFor(trx: AppDatabase['db'], ownerId: string, at: Date): Promise<Date> {
    const { profile } = await restaurantProfiles.find(trx, ownerId);
    return nextServiceStart(at, profile.openingHours);
  }

  /** The marks in force at `at`, for dishes still in the menu (a deleted dish's mark is moot). */
  async function readAvailability(
    trx: AppDatabase['db'],
    menu: MenuRecord,
    at: Date,
    backAt: Date,
  ): Promise<Availability> {
    const dishIds = new Set(dishIdsOf(menu.document));
    const soldOut = await marks.listInForce(trx, [menu.id], at);
    return {
      menuId: menu.id,
      soldOut: soldOut
        .filter(({ dishId }) => dishIds.has(dishId))
        .map(({ dishId, until, markedAt, markedByName }) => ({
          dishId,
          until,
          markedAt,
          markedByName,
        })),
      backAt: backAt.toISOString(),
    };
  }

  return {
    async getAvailability(scope: MenuScope): Promise<Availability> {
      const menu = await requireMenu(db, scope);
      const at = now();
      return readAvailability(db, menu, at, await backAtFor(db, scope.ownerId, at));
    },

    /** Idempotent: the same request again leaves the same state. */
    async setSoldOut(
      input: MenuScope & { dishId: string; actor: Actor } & SetSoldOut,
    ): Promise<Availability> {
      const { ownerId, menuId, dishId } = input;
      return events.transaction(async (trx, emit) => {
        const menu = await requireMenu(trx, input);
        if (!dishIdsOf(menu.document).includes(dishId))
          throw new AppError('NOT_FOUND', AVAILABILITY_MESSAGES.dishNotFound);
        const at = now();
        const backAt = await backAtFor(trx, ownerId, at);
        await marks.purgeEnded(trx, ownerId, at);
        if (input.soldOut) {
          const until = input.until === 'tomorrow' ? backAt.toISOString() : null;
          await marks.mark(trx, {
            ownerId,
            menuId,
            dishId,
            until,
            at,
            markedByName: input.actor.name,
          });
        } else {
          await marks.unmark(trx, { ownerId, menuId, dishId });
        }
        await emit('menu.availability', { ownerId, menuId });
        return readAvailability(trx, menu, at, backAt);
      });
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
