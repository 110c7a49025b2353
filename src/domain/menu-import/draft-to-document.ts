import type { MenuDocumentInput } from '../menu/menu-schema';
import type { MenuImportDraft } from './import-result';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The checked draft → a menu document to validate with the menu schema. Only `allergens` (the
 * ones written on the menu or ticked by the owner) are kept: `suggestedAllergens` were guessed
 * and are dropped here whatever the client sent (an allergen error is a health risk).
 */
export function draftToDocument(draft: MenuImportDraft, newId: () => string): MenuDocumentInput {
  const idOf = (id: string) => (UUID.test(id) ? id : newId());
  return {
    name: draft.name,
    categories: draft.categories.map((category) => ({
      id: idOf(category.id),
      name: category.name,
      items: category.items.map((dish) => ({
        id: idOf(dish.id),
        name: dish.name,
        description: dish.description,
        ...(dish.price.trim() !== '' && { price: dish.price }),
        ...(dish.variants?.length && {
          variants: dish.variants.map((variant) => ({
            id: newId(),
            name: variant.name,
            price: variant.price,
          })),
        }),
        ...(dish.tags?.length && { tags: dish.tags }),
        allergens: [...new Set(dish.allergens)],
      })),
    })),
  };
}
