import {
  AVAILABILITY_MESSAGES,
  type Availability,
  nextDailyReset,
  type SetSoldOut,
} from '../../domain/menu/availability';
import { MENU_MESSAGES } from '../../domain/menu/menu-schema';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { menuRepository } from '../menus/menu-repository';
import { availabilityRepository as marks } from './availability-repository';

type Deps = { database: AppDatabase; events: EventBus; now?: () => Date };

type MenuScope = { ownerId: string; menuId: string };

/**
 * "Épuisé" for tonight (issue 15 §3): owner-scoped marks beside the menu document, written with
 * a `menu.availability` event in one transaction, so caches and open diner pages follow on
 * every instance (docs/availability.md).
 */
export function createAvailabilityService({ database, events, now = () => new Date() }: Deps) {
  const { db } = database;

  async function requireMenu(trx: AppDatabase['db'], { ownerId, menuId }: MenuScope) {
    const menu = await menuRepository.findByOwner(trx, ownerId, menuId);
    if (!menu) throw new AppError('NOT_FOUND', MENU_MESSAGES.notFound);
    return menu;
  }

  async function readAvailability(trx: AppDatabase['db'], menuId: string): Promise<Availability> {
    const soldOut = await marks.listInForce(trx, [menuId], now());
    return { menuId, soldOut: soldOut.map(({ dishId, until }) => ({ dishId, until })) };
  }

  return {
    async getAvailability(scope: MenuScope): Promise<Availability> {
      await requireMenu(db, scope);
      return readAvailability(db, scope.menuId);
    },

    /** Idempotent: the same request again leaves the same state. */
    async setSoldOut(input: MenuScope & { dishId: string } & SetSoldOut): Promise<Availability> {
      const { ownerId, menuId, dishId } = input;
      return events.transaction(async (trx, emit) => {
        const menu = await requireMenu(trx, input);
        const isDish = menu.document.categories.some((category) =>
          category.items.some((dish) => dish.id === dishId),
        );
        if (!isDish) throw new AppError('NOT_FOUND', AVAILABILITY_MESSAGES.dishNotFound);
        const at = now();
        await marks.purgeEnded(trx, ownerId, at);
        if (input.soldOut) {
          const until = input.until === 'tomorrow' ? nextDailyReset(at).toISOString() : null;
          await marks.mark(trx, { ownerId, menuId, dishId, until, at });
        } else {
          await marks.unmark(trx, { ownerId, menuId, dishId });
        }
        await emit('menu.availability', { ownerId, menuId });
        return readAvailability(trx, menuId);
      });
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
