import type { Allergen } from '../../../domain/menu/allergens';
import type { DraftDish, MenuImportDraft } from '../../../domain/menu-import/import-result';

/** Immutable edits of the draft being checked (the preview's state). */
export function updateDish(
  draft: MenuImportDraft,
  categoryIndex: number,
  dishIndex: number,
  change: (dish: DraftDish) => DraftDish,
): MenuImportDraft {
  return {
    ...draft,
    categories: draft.categories.map((category, c) =>
      c !== categoryIndex
        ? category
        : {
            ...category,
            items: category.items.map((dish, d) => (d === dishIndex ? change(dish) : dish)),
          },
    ),
  };
}

export function renameCategory(draft: MenuImportDraft, index: number, name: string) {
  return {
    ...draft,
    categories: draft.categories.map((category, c) =>
      c === index ? { ...category, name } : category,
    ),
  };
}

export function removeDish(draft: MenuImportDraft, categoryIndex: number, dishIndex: number) {
  return {
    ...draft,
    categories: draft.categories
      .map((category, c) =>
        c === categoryIndex
          ? { ...category, items: category.items.filter((_, d) => d !== dishIndex) }
          : category,
      )
      .filter((category) => category.items.length > 0),
  };
}

/**
 * Ticking an allergen keeps it (`allergens`); unticking removes it. A guessed one ticked is the
 * owner's statement from then on; unticked, it stays a suggestion (never saved).
 */
export function toggleAllergen(dish: DraftDish, allergen: Allergen, isTicked: boolean): DraftDish {
  const allergens = isTicked
    ? [...new Set([...dish.allergens, allergen])]
    : dish.allergens.filter((name) => name !== allergen);
  return { ...dish, allergens };
}

export const countDishes = (draft: MenuImportDraft) =>
  draft.categories.reduce((sum, category) => sum + category.items.length, 0);

/** "3 lignes non reconnues" */
export const unrecognisedLabel = (count: number) =>
  count === 1 ? '1 ligne non reconnue' : `${count} lignes non reconnues`;
