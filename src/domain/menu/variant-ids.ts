import { normalizeForSearch } from '../text/normalize';

type Known = {
  readonly categories: readonly {
    readonly items: readonly { id: string; variants?: readonly { id: string; name: string }[] }[];
  }[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const lacksId = (variant: unknown) =>
  isRecord(variant) && (variant.id === undefined || variant.id === null);

/** Whether some variant of the document was posted without an id. */
export function hasVariantsWithoutId(document: unknown): boolean {
  if (!isRecord(document) || !Array.isArray(document.categories)) return false;
  return document.categories.some(
    (category) =>
      isRecord(category) &&
      Array.isArray(category.items) &&
      category.items.some(
        (dish) => isRecord(dish) && Array.isArray(dish.variants) && dish.variants.some(lacksId),
      ),
  );
}

/**
 * The contract is `variants: [{name, price}]` (issue 21 §9): a variant posted without an id
 * gets one before the document is validated — the id the same dish's variant of the same name
 * already has in `previous` (so a client that never sends ids keeps carts and orders pointing at
 * the same variants from save to save), else `newId()`. Ids that were sent are kept as they are.
 * Anything that is not document-shaped is returned untouched, for the schema to judge.
 */
export function fillVariantIds(
  document: unknown,
  previous: Known | null,
  newId: () => string,
): unknown {
  if (!isRecord(document) || !Array.isArray(document.categories)) return document;
  const knownVariants = new Map(
    (previous?.categories ?? []).flatMap((category) =>
      category.items.map((dish) => [dish.id, dish.variants ?? []] as const),
    ),
  );
  const categories = document.categories.map((category) => {
    if (!isRecord(category) || !Array.isArray(category.items)) return category;
    const items = category.items.map((dish) => {
      if (!isRecord(dish) || !Array.isArray(dish.variants)) return dish;
      const known = typeof dish.id === 'string' ? (knownVariants.get(dish.id) ?? []) : [];
      const taken = new Set(
        dish.variants.flatMap((variant) =>
          isRecord(variant) && typeof variant.id === 'string' ? [variant.id] : [],
        ),
      );
      const variants = dish.variants.map((variant) => {
        if (!isRecord(variant) || !lacksId(variant)) return variant;
        const name = typeof variant.name === 'string' ? normalizeForSearch(variant.name) : null;
        const match = known.find(
          (candidate) => !taken.has(candidate.id) && normalizeForSearch(candidate.name) === name,
        );
        const id = match?.id ?? newId();
        taken.add(id);
        return { ...variant, id };
      });
      return { ...dish, variants };
    });
    return { ...category, items };
  });
  return { ...document, categories };
}
