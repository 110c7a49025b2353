import type { MenuImportDraft } from './import-result';

/**
 * A draft as the menu schema takes it (MenuDocumentSchema's input): the guessed allergens
 * dropped (only what the owner ticked is in `allergens`), each variant given an id.
 */
export function draftToMenuInput(
  draft: MenuImportDraft,
  newId: () => string = () => globalThis.crypto.randomUUID(),
) {
  return {
    name: draft.name,
    categories: draft.categories.map((category) => ({
      ...category,
      items: category.items.map(({ suggestedAllergens: _guessed, variants, ...dish }) => ({
        ...dish,
        ...(variants ? { variants: variants.map((variant) => ({ ...variant, id: newId() })) } : {}),
      })),
    })),
  };
}
