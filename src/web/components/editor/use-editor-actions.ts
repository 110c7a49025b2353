import { useMemo } from 'react';
import type { DishSearchResult } from '../../../domain/catalog/search';
import { pickAutoImage } from '../../../domain/catalog/stock-images';
import {
  CATEGORY_LABELS,
  type DefaultCategoryId,
  validateNewCategoryName,
} from '../../../domain/menu/categories';
import type { MenuDocument } from '../../../domain/menu/menu-schema';
import type { VatRateBp } from '../../../domain/menu/vat';
import * as edits from '../../lib/editor/menu-edits';
import type { SaveController } from '../../lib/editor/save-controller';
import { toast } from '../../lib/toast';

export type EditorActions = ReturnType<typeof createEditorActions>;

const newDishId = () => globalThis.crypto.randomUUID();

/** Every change the owner can make, as edits of the working copy plus the spec's toasts. */
function createEditorActions(
  controller: SaveController<MenuDocument>,
  onCategoryDeleted: (categoryId: string) => void,
) {
  const menu = () => controller.getState().document;
  const categoryName = (categoryId: string) =>
    menu().categories.find((category) => category.id === categoryId)?.name ?? '';

  return {
    rename: (name: string) => controller.edit((current) => edits.renameMenu(current, name)),

    addDefaultCategory(id: DefaultCategoryId) {
      const name = CATEGORY_LABELS[id];
      const message = validateNewCategoryName(name, menu().categories);
      if (message) return message;
      controller.edit((current) => edits.addCategory(current, { id, name }));
      toast.success(`Catégorie "${name}" ajoutée`);
      return null;
    },

    /** Returns the French message refusing the name, or null once added. */
    addCustomCategory(rawName: string): string | null {
      const message = validateNewCategoryName(rawName, menu().categories);
      if (message) return message;
      const name = rawName.trim().replace(/\s+/g, ' ');
      controller.edit((current) =>
        edits.addCategory(current, { id: edits.nextCustomCategoryId(current, Date.now()), name }),
      );
      toast.success(`Catégorie "${name}" ajoutée`);
      return null;
    },

    setCategoryVatRate(categoryId: string, vatRateBp: VatRateBp | undefined) {
      controller.edit((current) => edits.setCategoryVatRate(current, categoryId, vatRateBp));
    },

    deleteCategory(categoryId: string) {
      const name = categoryName(categoryId);
      controller.edit((current) => edits.deleteCategory(current, categoryId));
      onCategoryDeleted(categoryId);
      toast.success(`Catégorie "${name}" supprimée`);
    },

    addDish(categoryId: string, fields: edits.DishFields) {
      controller.edit((current) =>
        edits.addDish(current, categoryId, { id: newDishId(), ...fields }),
      );
    },

    updateDish(dishId: string, categoryId: string, fields: edits.DishFields) {
      controller.edit((current) => edits.updateDish(current, dishId, categoryId, fields));
    },

    deleteDish(dishId: string) {
      const { removed } = edits.removeDish(menu(), dishId);
      if (!removed) return;
      controller.edit((current) => edits.removeDish(current, dishId).menu);
      toast.success('Plat supprimé', {
        description: 'Le plat a été supprimé avec succès.',
        action: {
          label: 'Annuler',
          onClick: () => controller.edit((current) => edits.restoreDish(current, removed)),
        },
      });
    },

    toggleDish: (dishId: string) =>
      controller.edit((current) => edits.toggleDishActive(current, dishId)),

    moveDish(categoryId: string, fromIndex: number, toIndex: number) {
      const current = menu();
      const next = edits.moveDish(current, categoryId, fromIndex, toIndex);
      if (next !== current) controller.edit(next);
    },

    /** A catalogue dish, without its description (spec §2), in its group's category. */
    addSuggestion(suggestion: DishSearchResult) {
      const fields: edits.DishFields = {
        name: suggestion.name,
        description: '',
        price: suggestion.price,
        allergens: [...suggestion.allergens],
        isActive: true,
        imageUrl: pickAutoImage(suggestion.name),
      };
      const result = edits.addDishToDefaultCategory(menu(), suggestion.categoryId, {
        id: newDishId(),
        ...fields,
      });
      controller.edit(result.menu);
      if (result.addedCategory) toast.success(`Catégorie "${result.addedCategory}" ajoutée`);
      toast.success('Plat ajouté', {
        description: `« ${suggestion.name} » dans ${categoryName(result.categoryId)}`,
      });
    },
  };
}

export function useEditorActions(
  controller: SaveController<MenuDocument>,
  onCategoryDeleted: (categoryId: string) => void,
): EditorActions {
  // `onCategoryDeleted` must be stable (a state setter, say).
  return useMemo(
    () => createEditorActions(controller, onCategoryDeleted),
    [controller, onCategoryDeleted],
  );
}
