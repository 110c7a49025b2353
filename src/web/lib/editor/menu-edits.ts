import type { Allergen } from '../../../domain/menu/allergens';
import {
  CATEGORY_LABELS,
  type CategoryId,
  createCustomCategoryId,
  resolveDefaultCategoryId,
} from '../../../domain/menu/categories';
import type { Category, Dish, MenuDocument } from '../../../domain/menu/menu-schema';
import type { DishTag } from '../../../domain/menu/tags';
import type { DishVariant } from '../../../domain/menu/variants';
import type { VatRateBp } from '../../../domain/menu/vat';

/**
 * The editor's changes to a menu document, as pure functions: each returns a new document and
 * leaves its input untouched, so the save controller can compare and keep snapshots.
 */

/** What the dish panel produces: every field but the id (price already normalised). */
export type DishFields = {
  name: string;
  description: string;
  price: string;
  /** None (undefined) for the simple case: the dish's single price. */
  variants?: DishVariant[] | undefined;
  tags?: DishTag[] | undefined;
  /** None (undefined): the category's rate. */
  vatRateBp?: VatRateBp | undefined;
  allergens: Allergen[];
  isActive: boolean;
  imageUrl: string | null;
};

export type DishLocation = { category: Category; categoryIndex: number; dishIndex: number };

const mapCategory = (
  menu: MenuDocument,
  categoryId: string,
  change: (category: Category) => Category,
): MenuDocument => ({
  ...menu,
  categories: menu.categories.map((category) =>
    category.id === categoryId ? change(category) : category,
  ),
});

export function renameMenu(menu: MenuDocument, name: string): MenuDocument {
  return { ...menu, name };
}

export function addCategory(
  menu: MenuDocument,
  category: { id: string; name: string },
): MenuDocument {
  if (menu.categories.some((existing) => existing.id === category.id)) return menu;
  return { ...menu, categories: [...menu.categories, { ...category, items: [] }] };
}

/** The VAT rate of the category's dishes that name none; undefined: back to 10 %. */
export function setCategoryVatRate(
  menu: MenuDocument,
  categoryId: string,
  vatRateBp: VatRateBp | undefined,
): MenuDocument {
  return mapCategory(menu, categoryId, ({ vatRateBp: _previous, ...category }) =>
    vatRateBp === undefined ? category : { ...category, vatRateBp },
  );
}

/** Removes the category and its dishes. */
export function deleteCategory(menu: MenuDocument, categoryId: string): MenuDocument {
  return { ...menu, categories: menu.categories.filter((category) => category.id !== categoryId) };
}

export function findDish(menu: MenuDocument, dishId: string): DishLocation | null {
  for (const [categoryIndex, category] of menu.categories.entries()) {
    const dishIndex = category.items.findIndex((dish) => dish.id === dishId);
    if (dishIndex !== -1) return { category, categoryIndex, dishIndex };
  }
  return null;
}

export function addDish(menu: MenuDocument, categoryId: string, dish: Dish): MenuDocument {
  return mapCategory(menu, categoryId, (category) => ({
    ...category,
    items: [...category.items, dish],
  }));
}

/** Saves the panel's fields; a changed category moves the dish to the end of the new one. */
export function updateDish(
  menu: MenuDocument,
  dishId: string,
  categoryId: string,
  fields: DishFields,
): MenuDocument {
  const location = findDish(menu, dishId);
  if (!location) return menu;
  const current = location.category.items[location.dishIndex] as Dish;
  const updated: Dish = { ...current, ...fields };
  if (location.category.id === categoryId) {
    return mapCategory(menu, categoryId, (category) => ({
      ...category,
      items: category.items.map((dish) => (dish.id === dishId ? updated : dish)),
    }));
  }
  return addDish(removeDish(menu, dishId).menu, categoryId, updated);
}

export type RemovedDish = { categoryId: string; index: number; dish: Dish };

export function removeDish(
  menu: MenuDocument,
  dishId: string,
): { menu: MenuDocument; removed: RemovedDish | null } {
  const location = findDish(menu, dishId);
  if (!location) return { menu, removed: null };
  const dish = location.category.items[location.dishIndex] as Dish;
  const next = mapCategory(menu, location.category.id, (category) => ({
    ...category,
    items: category.items.filter((item) => item.id !== dishId),
  }));
  return {
    menu: next,
    removed: { categoryId: location.category.id, index: location.dishIndex, dish },
  };
}

/** Undo of removeDish: back at its place, if its category still exists and it is not back yet. */
export function restoreDish(menu: MenuDocument, removed: RemovedDish): MenuDocument {
  if (findDish(menu, removed.dish.id)) return menu;
  return mapCategory(menu, removed.categoryId, (category) => {
    const items = [...category.items];
    items.splice(Math.min(removed.index, items.length), 0, removed.dish);
    return { ...category, items };
  });
}

export function toggleDishActive(menu: MenuDocument, dishId: string): MenuDocument {
  const location = findDish(menu, dishId);
  if (!location) return menu;
  return mapCategory(menu, location.category.id, (category) => ({
    ...category,
    items: category.items.map((dish) =>
      dish.id === dishId ? { ...dish, isActive: !dish.isActive } : dish,
    ),
  }));
}

/** Reorders within one category only (spec §4); out-of-range indexes change nothing. */
export function moveDish(
  menu: MenuDocument,
  categoryId: string,
  fromIndex: number,
  toIndex: number,
): MenuDocument {
  const category = menu.categories.find((candidate) => candidate.id === categoryId);
  if (!category || fromIndex === toIndex) return menu;
  const size = category.items.length;
  if (fromIndex < 0 || toIndex < 0 || fromIndex >= size || toIndex >= size) return menu;
  const items = [...category.items];
  const [moved] = items.splice(fromIndex, 1);
  items.splice(toIndex, 0, moved as Dish);
  return mapCategory(menu, categoryId, (current) => ({ ...current, items }));
}

/** The menu's category standing for a predefined one: by id, or by a name designating it. */
export function findCategoryFor(menu: MenuDocument, id: CategoryId): Category | undefined {
  return (
    menu.categories.find((category) => resolveDefaultCategoryId(category) === id) ??
    menu.categories.find((category) => category.id === id)
  );
}

/**
 * Adds a catalogue dish to the category of its group; a missing category is added first, as a
 * predefined one (spec §4). Reports the added category so the editor can say so.
 */
export function addDishToDefaultCategory(
  menu: MenuDocument,
  targetId: CategoryId,
  dish: DishFields & { id: string },
): { menu: MenuDocument; categoryId: string; addedCategory: string | null } {
  const existing = findCategoryFor(menu, targetId);
  if (existing) {
    return { menu: addDish(menu, existing.id, dish), categoryId: existing.id, addedCategory: null };
  }
  const name = CATEGORY_LABELS[targetId];
  const withCategory = addCategory(menu, { id: targetId, name });
  return { menu: addDish(withCategory, targetId, dish), categoryId: targetId, addedCategory: name };
}

/** A "custom-{timestamp}" id not yet used in the menu (two additions in one millisecond). */
export function nextCustomCategoryId(menu: MenuDocument, now: number): string {
  const used = new Set(menu.categories.map((category) => category.id));
  let stamp = Math.trunc(now);
  while (used.has(createCustomCategoryId(stamp))) stamp += 1;
  return createCustomCategoryId(stamp);
}

/**
 * The working copy of a loaded menu: the server's read-only `soldOut` flags are left out (they
 * change without a save, so a draft must not differ from the server's copy by them). Its
 * categories are the stored ones: the spec re-adds the four core categories on every load, which
 * brought back a category its owner had deleted; only a new menu starts with them
 * (createEmptyMenu; docs/decisions/010-deleted-categories-stay-deleted.md).
 */
export function toEditableMenu(menu: MenuDocument): MenuDocument {
  const hasFlags = menu.categories.some((category) =>
    category.items.some((dish) => 'soldOut' in dish),
  );
  if (!hasFlags) return menu;
  return {
    ...menu,
    categories: menu.categories.map((category) => ({
      ...category,
      items: category.items.map(
        ({ soldOut: _readOnly, ...dish }: Dish & { soldOut?: boolean }) => dish,
      ),
    })),
  };
}
