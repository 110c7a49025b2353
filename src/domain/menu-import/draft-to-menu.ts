import type { MenuDocumentInput } from '../menu/menu-schema';
import type { MenuImportDraft } from './import-result';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The checked draft → the menu schema's input (MenuDocumentSchema validates it): the server's
 * "Créer le menu" and the corpus tests both go through here. Only `allergens` (the ones
 * written on the menu or ticked by the owner) are kept: `suggestedAllergens` were guessed and
 * are dropped whatever the client sent (an allergen error is a health risk). Ids that are not
 * UUIDs (a dish added in the preview) get new ones, and each variant gets one.
 */
export function draftToMenuInput(
  draft: MenuImportDraft,
  newId: () => string = () => globalThis.crypto.randomUUID(),
): MenuDocumentInput {
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
        ...(dish.translations?.en && { translations: { en: dish.translations.en } }),
      })),
    })),
  };
}
