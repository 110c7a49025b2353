/** French wording of the dashboard's numbers and dates (Intl, fr-FR). */

const dateFormatter = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** "12 plats", "1 plat", "Aucun plat". */
export function formatDishCount(count: number): string {
  if (count === 0) return 'Aucun plat';
  return `${count} ${count === 1 ? 'plat' : 'plats'}`;
}

/** "12 mars 2025 à 14:05". */
export function formatUpdatedAt(isoDate: string): string {
  return dateFormatter.format(new Date(isoDate));
}
