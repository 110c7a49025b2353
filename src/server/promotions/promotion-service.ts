import { randomUUID } from 'node:crypto';
import { MENU_MESSAGES, type MenuDocument } from '../../domain/menu/menu-schema';
import { priceToCents } from '../../domain/menu/price';
import {
  isPromotionInForce,
  PROMOTION_LIMITS,
  PROMOTION_MESSAGES,
  type Promotion,
  type PromotionInput,
  type PromotionList,
} from '../../domain/menu/promotions';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { requireOwnerEntitlement } from '../owner-state/entitlements';
import { ownerMenus } from '../owner-state/owner-menus';
import { promotionRepository as repo } from './promotion-repository';

type Deps = { database: AppDatabase; events: EventBus; now?: () => Date };
type MenuScope = { ownerId: string; menuId: string };
type Db = AppDatabase['db'];

/**
 * The promotion must make sense for the menu as it is now: its dishes and category exist; a
 * new price is lower than each chosen dish's price and only for single-price dishes. 422s
 * name what is wrong. (Dishes removed or repriced later are handled when pricing: a promotion
 * never raises a price and ignores dishes that are gone.)
 */
function checkAgainstMenu(rule: PromotionInput, document: MenuDocument) {
  if (rule.kind === 'banner') return;
  if (rule.categoryId !== undefined) {
    if (!document.categories.some((category) => category.id === rule.categoryId)) {
      throw new AppError('VALIDATION', PROMOTION_MESSAGES.unknownCategory(rule.categoryId), {
        field: 'categoryId',
      });
    }
    return;
  }
  const dishes = new Map(
    document.categories.flatMap((category) => category.items.map((dish) => [dish.id, dish])),
  );
  const ids = rule.dishIds ?? [];
  const unknown = ids.filter((id) => !dishes.has(id));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION', PROMOTION_MESSAGES.unknownDishes(unknown), {
      field: 'dishIds',
    });
  }
  if (rule.kind !== 'price') return;
  const chosen = ids.flatMap((id) => dishes.get(id) ?? []);
  const withVariants = chosen.filter((dish) => (dish.variants?.length ?? 0) > 0);
  if (withVariants.length > 0) {
    throw new AppError(
      'VALIDATION',
      PROMOTION_MESSAGES.priceOnVariants(withVariants.map((dish) => dish.name)),
      { field: 'priceCents' },
    );
  }
  const notLower = chosen.filter((dish) => rule.priceCents >= priceToCents(dish.price));
  if (notLower.length > 0) {
    throw new AppError(
      'VALIDATION',
      PROMOTION_MESSAGES.priceNotLower(notLower.map((dish) => dish.name)),
      { field: 'priceCents' },
    );
  }
}

/**
 * Promotions of a menu (issue 15 §4, Premium). Each change is written with a
 * `menu.promotions` event in the same transaction: every instance drops its page cache for the
 * owner (docs/promotions.md).
 */
export function createPromotionService({ database, events, now = () => new Date() }: Deps) {
  const { db } = database;

  /** Another owner's menu is 404 whatever the plan; a free owner's own menu is 403. */
  async function requireMenu(trx: Db, { ownerId, menuId }: MenuScope) {
    const menu = await ownerMenus.findByOwner(trx, ownerId, menuId);
    if (!menu) throw new AppError('NOT_FOUND', MENU_MESSAGES.notFound);
    await requireOwnerEntitlement(trx, ownerId, 'canUsePromotions');
    return menu;
  }

  async function requirePromotion(trx: Db, scope: MenuScope & { promotionId: string }) {
    const found = await repo.find(trx, scope.ownerId, scope.menuId, scope.promotionId);
    if (!found) throw new AppError('NOT_FOUND', PROMOTION_MESSAGES.notFound);
    return found;
  }

  const withStatus = (promotion: Promotion, at: Date) => ({
    ...promotion,
    isInForce: isPromotionInForce(promotion, at),
  });

  return {
    async listPromotions(scope: MenuScope): Promise<PromotionList> {
      await requireMenu(db, scope);
      const at = now();
      const promotions = await repo.listByMenu(db, scope.ownerId, scope.menuId);
      return { menuId: scope.menuId, promotions: promotions.map((p) => withStatus(p, at)) };
    },

    async createPromotion(input: MenuScope & { rule: PromotionInput }) {
      const { ownerId, menuId, rule } = input;
      return events.transaction(async (trx, emit) => {
        const menu = await requireMenu(trx, input);
        if ((await repo.count(trx, ownerId, menuId)) >= PROMOTION_LIMITS.maxPerMenu) {
          throw new AppError('CONFLICT', PROMOTION_MESSAGES.tooMany);
        }
        checkAgainstMenu(rule, menu.document);
        const id = randomUUID();
        const at = now();
        await repo.insert(trx, { id, ownerId, menuId, rule, at });
        await emit('menu.promotions', { ownerId, menuId });
        return withStatus(await requirePromotion(trx, { ...input, promotionId: id }), at);
      });
    },

    async updatePromotion(input: MenuScope & { promotionId: string; rule: PromotionInput }) {
      const { ownerId, menuId, promotionId, rule } = input;
      return events.transaction(async (trx, emit) => {
        const menu = await requireMenu(trx, input);
        await requirePromotion(trx, input);
        checkAgainstMenu(rule, menu.document);
        const at = now();
        await repo.update(trx, { id: promotionId, ownerId, menuId, rule, at });
        await emit('menu.promotions', { ownerId, menuId });
        return withStatus(await requirePromotion(trx, input), at);
      });
    },

    async deletePromotion(input: MenuScope & { promotionId: string }) {
      return events.transaction(async (trx, emit) => {
        await requireMenu(trx, input);
        if (!(await repo.delete(trx, input.ownerId, input.menuId, input.promotionId))) {
          throw new AppError('NOT_FOUND', PROMOTION_MESSAGES.notFound);
        }
        await emit('menu.promotions', { ownerId: input.ownerId, menuId: input.menuId });
      });
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
