import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { MenuImportDraft } from '../../../domain/menu-import/import-result';

/** What screen readers hear while a dish of the draft is moved (dnd-kit's defaults are English). */
export const DRAFT_DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Pour déplacer ce plat, appuyez sur Espace ou Entrée, utilisez les flèches haut et bas, ' +
    'y compris vers une autre catégorie, puis appuyez de nouveau sur Espace ou Entrée pour le ' +
    'déposer, ou sur Échap pour annuler. Le bouton « Déplacer vers… » fait de même par un menu.',
};

export function draftDragAnnouncements(draft: MenuImportDraft): Announcements {
  const where = (id: string | number) => {
    const key = String(id);
    for (const category of draft.categories) {
      if (key === `category:${category.id}`)
        return { name: '', label: `à la fin de ${category.name}` };
      const index = category.items.findIndex((dish) => dish.id === key);
      const dish = category.items[index];
      if (dish)
        return {
          name: dish.name || 'Plat',
          label: `dans ${category.name}, position ${index + 1} sur ${category.items.length}`,
        };
    }
    return { name: 'Plat', label: '' };
  };
  return {
    onDragStart: ({ active }) => `${where(active.id).name} saisi, ${where(active.id).label}.`,
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `${where(active.id).name} au-dessus de : ${where(over.id).label}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${where(active.id).name} déposé ${where(over.id).label}.` : 'Plat reposé à sa place.',
    onDragCancel: ({ active }) => `Déplacement annulé. ${where(active.id).name} reste à sa place.`,
  };
}
