import type { Allergen } from '../../../domain/menu/allergens';
import type { DraftDish, MenuImportDraft } from '../../../domain/menu-import/import-result';
import type { ImportJob } from '../../../domain/menu-import/import-schemas';

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

const newId = () => globalThis.crypto.randomUUID();

/** A blank dish at the end of a category (issue 42 §4: "Ajouter un plat"). */
export function addDish(draft: MenuImportDraft, categoryIndex: number, id: string = newId()) {
  const dish: DraftDish = { id, name: '', description: '', price: '', allergens: [] };
  return {
    ...draft,
    categories: draft.categories.map((category, c) =>
      c === categoryIndex ? { ...category, items: [...category.items, dish] } : category,
    ),
  };
}

/** A new, empty category at the end ("Ajouter une catégorie"). */
export function addCategory(draft: MenuImportDraft, name: string, id: string = newId()) {
  return { ...draft, categories: [...draft.categories, { id, name, items: [] }] };
}

/**
 * A dish taken out of its place and put at `toIndex` of category `toCategory` (the same one to
 * reorder): the drag, and the "Déplacer vers…" menu.
 */
export function moveDish(
  draft: MenuImportDraft,
  from: { category: number; index: number },
  to: { category: number; index: number },
): MenuImportDraft {
  const dish = draft.categories[from.category]?.items[from.index];
  if (!dish || !draft.categories[to.category]) return draft;
  const categories = draft.categories.map((category, c) =>
    c === from.category
      ? { ...category, items: category.items.filter((_, d) => d !== from.index) }
      : category,
  );
  const target = categories[to.category];
  if (!target) return draft;
  const index = Math.max(0, Math.min(to.index, target.items.length));
  const items = [...target.items];
  items.splice(index, 0, dish);
  categories[to.category] = { ...target, items };
  return { ...draft, categories };
}

/** A category moved up (-1) or down (+1) among the others. */
export function moveCategory(draft: MenuImportDraft, index: number, by: -1 | 1) {
  const to = index + by;
  const category = draft.categories[index];
  if (!category || to < 0 || to >= draft.categories.length) return draft;
  const categories = draft.categories.filter((_, c) => c !== index);
  categories.splice(to, 0, category);
  return { ...draft, categories };
}

/** An empty category removed (one with dishes keeps them: move or remove them first). */
export function removeCategory(draft: MenuImportDraft, index: number) {
  if ((draft.categories[index]?.items.length ?? 0) > 0) return draft;
  return { ...draft, categories: draft.categories.filter((_, c) => c !== index) };
}

/** Where a dish is, by id. */
export function findDish(draft: MenuImportDraft, dishId: string) {
  for (const [category, { items }] of draft.categories.entries()) {
    const index = items.findIndex((dish) => dish.id === dishId);
    if (index !== -1) return { category, index };
  }
  return null;
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

/** Which reader made the draft (issue 42 §5): the model, or this server's readers. */
export const readerLabel = (job: Pick<ImportJob, 'readBy' | 'structuredBy'>) =>
  job.readBy === 'ai' || job.structuredBy === 'ai' ? 'Lu par l’IA' : 'Lu sur ce serveur';
