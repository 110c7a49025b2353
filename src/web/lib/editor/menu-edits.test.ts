import { describe, expect, it } from 'vitest';
import { createEmptyMenu, type MenuDocument } from '../../../domain/menu/menu-schema';
import {
  addCategory,
  addDish,
  addDishToDefaultCategory,
  type DishFields,
  deleteCategory,
  moveDish,
  nextCustomCategoryId,
  removeDish,
  restoreDish,
  setCategoryVatRate,
  toEditableMenu,
  toggleDishActive,
  updateDish,
} from './menu-edits';

const fields = (name: string, price = '10.00'): DishFields => ({
  name,
  description: '',
  price,
  allergens: [],
  isActive: true,
  imageUrl: null,
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function menuWithDishes(): MenuDocument {
  let menu = createEmptyMenu();
  menu = addDish(menu, 'plats', { id: id(1), ...fields('Steak') });
  menu = addDish(menu, 'plats', { id: id(2), ...fields('Poulet') });
  menu = addDish(menu, 'plats', { id: id(3), ...fields('Risotto') });
  return menu;
}

const names = (menu: MenuDocument, categoryId: string) =>
  menu.categories.find((category) => category.id === categoryId)?.items.map((dish) => dish.name);

describe('menu edits', () => {
  it('adds a dish at the end of its category without touching the input', () => {
    const before = createEmptyMenu();
    const after = addDish(before, 'desserts', { id: id(9), ...fields('Tarte') });
    expect(names(after, 'desserts')).toEqual(['Tarte']);
    expect(names(before, 'desserts')).toEqual([]);
  });

  it('reorders within a category only', () => {
    const menu = menuWithDishes();
    expect(names(moveDish(menu, 'plats', 0, 2), 'plats')).toEqual(['Poulet', 'Risotto', 'Steak']);
    expect(moveDish(menu, 'plats', 0, 7)).toBe(menu);
    expect(moveDish(menu, 'plats', 1, 1)).toBe(menu);
    expect(moveDish(menu, 'desserts', 0, 1)).toBe(menu);
  });

  it('moves an edited dish to its new category', () => {
    const menu = updateDish(menuWithDishes(), id(2), 'entrees', fields('Poulet froid', '8.5'));
    expect(names(menu, 'plats')).toEqual(['Steak', 'Risotto']);
    expect(menu.categories.find((c) => c.id === 'entrees')?.items[0]).toMatchObject({
      id: id(2),
      name: 'Poulet froid',
      price: '8.5',
    });
  });

  it('toggles availability and restores a removed dish at its place', () => {
    const menu = toggleDishActive(menuWithDishes(), id(2));
    expect(menu.categories.find((c) => c.id === 'plats')?.items[1]?.isActive).toBe(false);
    const { menu: without, removed } = removeDish(menu, id(2));
    expect(names(without, 'plats')).toEqual(['Steak', 'Risotto']);
    expect(removed).not.toBeNull();
    if (!removed) return;
    const restored = restoreDish(without, removed);
    expect(names(restored, 'plats')).toEqual(['Steak', 'Poulet', 'Risotto']);
    expect(restoreDish(restored, removed)).toBe(restored);
  });

  it('deletes a category with its dishes', () => {
    const menu = deleteCategory(menuWithDishes(), 'plats');
    expect(menu.categories.map((category) => category.id)).toEqual([
      'entrees',
      'desserts',
      'boissons',
    ]);
  });

  it('adds a suggestion to its category, creating the category first when missing', () => {
    const menu = createEmptyMenu();
    const wine = { id: id(5), ...fields('Côtes-du-Rhône') };
    const first = addDishToDefaultCategory(menu, 'vins', wine);
    expect(first.addedCategory).toBe('Vins');
    expect(names(first.menu, 'vins')).toEqual(['Côtes-du-Rhône']);
    const dessert = addDishToDefaultCategory(menu, 'desserts', { id: id(6), ...fields('Flan') });
    expect(dessert.addedCategory).toBeNull();
    expect(names(dessert.menu, 'desserts')).toEqual(['Flan']);
  });

  it('finds a predefined category under a custom id by its name', () => {
    const menu = addCategory(deleteCategory(createEmptyMenu(), 'desserts'), {
      id: 'custom-1',
      name: 'Desserts',
    });
    const result = addDishToDefaultCategory(menu, 'desserts', { id: id(7), ...fields('Flan') });
    expect(result).toMatchObject({ categoryId: 'custom-1', addedCategory: null });
  });

  it('never reuses a custom category id', () => {
    const menu = addCategory(createEmptyMenu(), { id: 'custom-100', name: 'Pizzas' });
    expect(nextCustomCategoryId(menu, 100)).toBe('custom-101');
    expect(nextCustomCategoryId(menu, 200)).toBe('custom-200');
  });
});

describe('VAT rates', () => {
  it("sets and clears a category's default, leaving the input untouched", () => {
    const menu = menuWithDishes();
    const wines = setCategoryVatRate(menu, 'plats', 2000);
    expect(wines.categories.find((category) => category.id === 'plats')?.vatRateBp).toBe(2000);
    expect(menu.categories.find((category) => category.id === 'plats')).not.toHaveProperty(
      'vatRateBp',
    );
    const cleared = setCategoryVatRate(wines, 'plats', undefined);
    expect(cleared.categories.find((category) => category.id === 'plats')).not.toHaveProperty(
      'vatRateBp',
    );
  });

  it("gives a dish its own rate, and takes it back (the panel's empty choice)", () => {
    const withRate = updateDish(menuWithDishes(), id(1), 'plats', {
      ...fields('Steak'),
      vatRateBp: 550,
    });
    const dish = () => withRate.categories[1]?.items[0];
    expect(dish()?.vatRateBp).toBe(550);
    const cleared = updateDish(withRate, id(1), 'plats', {
      ...fields('Steak'),
      vatRateBp: undefined,
    });
    expect(JSON.parse(JSON.stringify(cleared.categories[1]?.items[0]))).not.toHaveProperty(
      'vatRateBp',
    );
  });
});

describe('toEditableMenu', () => {
  it('keeps a loaded menu’s categories as stored: a deleted core category does not come back', () => {
    const stored: MenuDocument = {
      name: 'Carte',
      categories: [{ id: 'plats', name: 'Plats principaux', items: [] }],
    };
    expect(toEditableMenu(stored).categories.map((category) => category.id)).toEqual(['plats']);
  });

  it('leaves out the server’s read-only sold-out flags', () => {
    const dish = { id: id(1), ...fields('Steak'), soldOut: true };
    const stored = {
      name: 'Carte',
      categories: [{ id: 'plats', name: 'Plats principaux', items: [dish] }],
    } as MenuDocument;
    expect(toEditableMenu(stored).categories[0]?.items[0]).not.toHaveProperty('soldOut');
  });
});
