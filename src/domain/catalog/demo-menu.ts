import { CATEGORY_LABELS, type DefaultCategoryId } from '../menu/categories';
import type { MenuDocument } from '../menu/menu-schema';
import { pickAutoImage } from './stock-images';
import { DISH_SUGGESTIONS, SUGGESTION_GROUP_CATEGORY, type SuggestionGroup } from './suggestions';

const DEMO_CATEGORIES: readonly DefaultCategoryId[] = ['entrees', 'plats', 'desserts', 'boissons'];

/**
 * A realistic menu built from the suggestion catalogue: every suggestion in the category its
 * group maps to, with stock photos where one matches. Used by the demo seed.
 */
export function buildDemoMenu(name = 'La carte'): MenuDocument {
  const groups = Object.keys(DISH_SUGGESTIONS) as SuggestionGroup[];
  return {
    name,
    categories: DEMO_CATEGORIES.map((categoryId) => ({
      id: categoryId,
      name: CATEGORY_LABELS[categoryId],
      items: groups
        .filter((group) => SUGGESTION_GROUP_CATEGORY[group] === categoryId)
        .flatMap((group) => DISH_SUGGESTIONS[group])
        .map((dish) => ({
          id: crypto.randomUUID(),
          name: dish.name,
          description: dish.description,
          price: dish.price,
          allergens: [...dish.allergens],
          isActive: true,
          imageUrl: pickAutoImage(dish.name),
        })),
    })),
  };
}
