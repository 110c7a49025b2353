import type { MenuDocument } from '../../../domain/menu/menu-schema';
import { describePromotion, type PromotionInputDraft } from '../../../domain/menu/promotions';
import type { WeeklySlot } from '../../../domain/time/weekly-slots';

/** What a promotion targets, in words: "les Vins", "Kir, Spritz". */
export function targetLabel(
  promotion: Pick<PromotionInputDraft, 'kind'> & { dishIds?: string[]; categoryId?: string },
  document: MenuDocument,
): string {
  if (promotion.kind === 'banner') return '';
  if (promotion.categoryId) {
    const category = document.categories.find((c) => c.id === promotion.categoryId);
    return `les ${category?.name ?? promotion.categoryId}`;
  }
  const names = new Map(
    document.categories.flatMap((c) => c.items.map((dish) => [dish.id, dish.name])),
  );
  const chosen = (promotion.dishIds ?? []).map((id) => names.get(id) ?? id);
  return chosen.length > 0 ? chosen.join(', ') : '…';
}

/** The preview sentence: "-20 % sur les Vins, du lundi au vendredi de 18:00 à 20:00". */
export const promotionSentence = (
  promotion: Pick<PromotionInputDraft, 'kind'> & {
    percent?: number;
    priceCents?: number;
    dishIds?: string[];
    categoryId?: string;
    slots: readonly WeeklySlot[];
  },
  document: MenuDocument,
) => describePromotion(promotion, targetLabel(promotion, document));
