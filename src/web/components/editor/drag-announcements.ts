import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** What screen readers hear while a dish is moved (dnd-kit's defaults are in English). */
export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Pour déplacer ce plat, appuyez sur Espace ou Entrée, utilisez les flèches haut et bas, ' +
    'puis appuyez de nouveau sur Espace ou Entrée pour le déposer, ou sur Échap pour annuler.',
};

export function dragAnnouncements(dishes: readonly { id: string; name: string }[]): Announcements {
  const count = dishes.length;
  const name = (id: string | number) => dishes.find((dish) => dish.id === id)?.name ?? 'Plat';
  const position = (id: string | number) => dishes.findIndex((dish) => dish.id === id) + 1;
  // dnd-kit reports the dish over itself right after the pick-up: that says nothing new.
  let hasMoved = false;
  return {
    onDragStart: ({ active }) => {
      hasMoved = false;
      return `${name(active.id)} saisi, position ${position(active.id)} sur ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id && !hasMoved) return undefined;
      hasMoved = true;
      return over
        ? `${name(active.id)} déplacé en position ${position(over.id)} sur ${count}.`
        : `${name(active.id)} n'est plus au-dessus de la liste.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} déposé en position ${position(over.id)} sur ${count}.`
        : `${name(active.id)} reposé à sa place.`,
    onDragCancel: ({ active }) =>
      `Déplacement annulé. ${name(active.id)} reste en position ${position(active.id)} sur ${count}.`,
  };
}
